// Labelled console fields (WCAG 2.2 AA): the label is tied to the control, the
// hint and the error are tied with aria-describedby, and an invalid field says
// so with aria-invalid so "focus the first invalid field" can find it.
import type { ReactNode } from 'react';
import styles from './forms.module.css';

interface FieldProps {
  id: string;
  name: string;
  /** Text, or text with a visually hidden part that tells apart fields of the same name in several fieldsets. */
  label: ReactNode;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  className?: string | undefined;
  /** Another element that describes the field too (a hint shared by several fields). */
  describedBy?: string;
}

const describedBy = (id: string, hint?: string, error?: string, also?: string) =>
  [also ?? null, hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

function FieldShell({ id, label, hint, error, className, children }: Omit<FieldProps, 'name' | 'describedBy'> & { children: ReactNode }) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className={styles.fieldError}>
      {error}
    </p>
  ) : null;
}

const invalid = (error?: string) => (error ? true : undefined);

export function InputField(
  props: FieldProps & {
    type: 'text' | 'email' | 'tel' | 'date' | 'time' | 'number' | 'search';
    defaultValue?: string | undefined;
    autoComplete?: string;
    min?: number | string;
    max?: number | string;
    step?: number;
  },
) {
  const { id, name, type, defaultValue, autoComplete, min, max, step, required, hint, error, describedBy: also } = props;
  return (
    <FieldShell {...props}>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete ?? 'off'}
        min={min}
        max={max}
        step={step}
        required={required}
        inputMode={type === 'number' ? 'numeric' : undefined}
        aria-invalid={invalid(error)}
        aria-describedby={describedBy(id, hint, error, also)}
      />
    </FieldShell>
  );
}

export function SelectField(props: FieldProps & { options: { value: string; label: string }[]; defaultValue?: string | undefined }) {
  const { id, name, options, defaultValue, required, hint, error } = props;
  return (
    <FieldShell {...props}>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        required={required}
        aria-invalid={invalid(error)}
        aria-describedby={describedBy(id, hint, error)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function TextAreaField(props: FieldProps & { defaultValue?: string | undefined; maxLength?: number; rows?: number }) {
  const { id, name, defaultValue, maxLength, rows, required, hint, error } = props;
  return (
    <FieldShell {...props}>
      <textarea
        id={id}
        name={name}
        defaultValue={defaultValue}
        maxLength={maxLength}
        rows={rows ?? 3}
        required={required}
        aria-invalid={invalid(error)}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldShell>
  );
}

export function CheckboxField({ id, name, label, defaultChecked, hint, error }: FieldProps & { defaultChecked?: boolean }) {
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        <input
          id={id}
          name={name}
          type="checkbox"
          defaultChecked={defaultChecked}
          aria-invalid={invalid(error)}
          aria-describedby={describedBy(id, hint, error)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A fieldset of radios; the error is tied to each radio so the first can take focus. */
export function RadioGroup(
  props: Omit<FieldProps, 'hint'> & { options: { value: string; label: ReactNode }[]; defaultValue?: string | undefined },
) {
  const { id, name, label, options, defaultValue, required, error } = props;
  return (
    // data-invalid marks the group for "focus the first invalid field": radios take no aria-invalid.
    <fieldset className={`${styles.fieldset} ${styles.field}`} data-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.radios}>
        {options.map((o) => (
          <div key={o.value} className={styles.check}>
            <input
              id={`${id}-${o.value}`}
              name={name}
              type="radio"
              value={o.value}
              defaultChecked={defaultValue === o.value}
              required={required}
              aria-describedby={describedBy(id, undefined, error)}
            />
            <label htmlFor={`${id}-${o.value}`}>{o.label}</label>
          </div>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
