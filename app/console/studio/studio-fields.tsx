// The studio forms' fields (product.md D9): a labelled input, text box, select or
// tick box with its hint and its error beside it, both tied to it by
// aria-describedby, and aria-invalid when it was refused.
import type { ReactNode } from 'react';
import consoleStyles from '../console.module.css';
import styles from './studio.module.css';
import { fieldId } from './studio-field-id.ts';

interface FieldProps {
  prefix: string;
  name: string;
  label: ReactNode;
  values: Record<string, string>;
  errors: Record<string, string>;
  hint?: ReactNode;
}

function described(id: string, hint: ReactNode, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

function HintAndError({ id, hint, error }: { id: string; hint: ReactNode; error: string | undefined }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={consoleStyles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={consoleStyles.fieldError}>
          {error}
        </p>
      )}
    </>
  );
}

interface TextFieldProps extends FieldProps {
  required?: boolean;
  /** A text box of this many rows rather than a one-line input. */
  rows?: number;
  type?: 'text' | 'url' | 'datetime-local';
  spellCheck?: boolean;
  /** Only where the server draws a form again after a change made without JavaScript (tile-moves.ts): the keyboard stays where it was. */
  autoFocus?: boolean;
}

export function TextField(props: TextFieldProps) {
  const { prefix, name, label, values, errors, hint, required, rows, type = 'text', spellCheck, autoFocus } = props;
  const id = fieldId(prefix, name);
  const error = errors[name];
  const common = { id, name, defaultValue: values[name] ?? '', required, spellCheck, autoFocus, ...described(id, hint, error) };
  return (
    <div className={consoleStyles.field}>
      <label htmlFor={id}>{label}</label>
      {rows ? <textarea rows={rows} {...common} /> : <input type={type} {...common} />}
      <HintAndError id={id} hint={hint} error={error} />
    </div>
  );
}

interface SelectFieldProps extends FieldProps {
  options: { value: string; label: string }[];
}

export function SelectField({ prefix, name, label, values, errors, hint, options }: SelectFieldProps) {
  const id = fieldId(prefix, name);
  const error = errors[name];
  return (
    <div className={consoleStyles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={values[name] ?? ''} {...described(id, hint, error)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <HintAndError id={id} hint={hint} error={error} />
    </div>
  );
}

/** A tick box: ticked when its value is 'on'. */
export function CheckField({ prefix, name, label, values, hint }: Omit<FieldProps, 'errors'>) {
  const id = fieldId(prefix, name);
  return (
    <div>
      <label htmlFor={id} className={styles.check}>
        <input id={id} name={name} type="checkbox" defaultChecked={values[name] === 'on'} {...described(id, hint, undefined)} />
        {label}
      </label>
      <HintAndError id={id} hint={hint} error={undefined} />
    </div>
  );
}
