// A labelled console select (the inbox's filters): native, so it works with a
// keyboard, a screen reader and the tablet's own picker.
import styles from '../console.module.css';

interface SelectFieldProps {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  defaultValue: string;
}

export function SelectField({ name, label, options, defaultValue }: SelectFieldProps) {
  const id = `console-${name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={defaultValue}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
