// Accessible form controls (decision 009, WCAG 2.2 AA): a visible label, a
// required asterisk (announced by the required attribute, hidden from screen
// readers as a symbol), the hint and error linked with aria-describedby, and
// aria-invalid while the field is in error (product.md §5: red border, error box).
import type { ReactNode } from 'react';
import type { FieldValue, FormController, FormValues } from './use-form.ts';
import styles from './forms.module.css';

interface FieldProps<V extends FormValues> {
  form: FormController<V>;
  name: keyof V & string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
}

function useFieldIds<V extends FormValues>(form: FormController<V>, name: string, hint: ReactNode) {
  const id = `${form.id}-${name.replace(/\W/g, '-')}`;
  const error = form.errors[name];
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return { id, error, describedBy };
}

export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  );
}

function Label({ htmlFor, children, required }: { htmlFor: string; children: ReactNode; required?: boolean | undefined }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {children}
      {required && <RequiredMark />}
    </label>
  );
}

export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | undefined }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          <span aria-hidden="true" className={styles.errorIcon}>
            !
          </span>
          {error}
        </p>
      )}
    </>
  );
}

const text = (v: FieldValue | undefined) => (typeof v === 'string' ? v : '');

export function TextField<V extends FormValues>({
  form,
  name,
  label,
  required,
  hint,
  type = 'text',
  ...input
}: FieldProps<V> & {
  type?: 'text' | 'email' | 'tel' | 'number' | 'date' | 'time';
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  min?: string | number;
  max?: string | number;
  maxLength?: number;
}) {
  const { id, error, describedBy } = useFieldIds(form, name, hint);
  return (
    <div className={styles.field}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      <input
        id={id}
        name={name}
        type={type}
        className={styles.input}
        value={text(form.values[name])}
        onChange={(e) => form.set(name, e.target.value as V[typeof name])}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextAreaField<V extends FormValues>({
  form,
  name,
  label,
  required,
  hint,
  maxLength,
}: FieldProps<V> & { maxLength?: number }) {
  const { id, error, describedBy } = useFieldIds(form, name, hint);
  return (
    <div className={styles.field}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      <textarea
        id={id}
        name={name}
        rows={5}
        className={styles.input}
        value={text(form.values[name])}
        onChange={(e) => form.set(name, e.target.value as V[typeof name])}
        required={required}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField<V extends FormValues>({
  form,
  name,
  label,
  required,
  hint,
  options,
  placeholder = 'Please choose',
  onChange,
  autoComplete,
}: FieldProps<V> & { options: Option[]; placeholder?: string; onChange?: (value: string) => void; autoComplete?: string }) {
  const { id, error, describedBy } = useFieldIds(form, name, hint);
  return (
    <div className={styles.field}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      <select
        id={id}
        name={name}
        className={styles.input}
        value={text(form.values[name])}
        onChange={(e) => (onChange ? onChange(e.target.value) : form.set(name, e.target.value as V[typeof name]))}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export function CheckboxField<V extends FormValues>({ form, name, label, required, hint }: FieldProps<V>) {
  const { id, error, describedBy } = useFieldIds(form, name, hint);
  return (
    <div className={`${styles.field} ${styles.checkbox}`}>
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={form.values[name] === true}
        onChange={(e) => form.set(name, e.target.checked as V[typeof name])}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** A note at the top of a form explaining the asterisk. */
export function RequiredNote() {
  return (
    <p className={styles.requiredNote}>
      Fields marked <RequiredMark /> <span className="visually-hidden">with an asterisk</span> are required.
    </p>
  );
}

/** A form-level message (captcha, rate limit, sending failed), announced when it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  return (
    <div role="alert" className={message ? styles.formAlert : undefined}>
      {message}
    </div>
  );
}

/** The honeypot (decision 009): hidden from people and assistive technology; bots fill it in. */
export function Honeypot<V extends FormValues>({ form }: { form: FormController<V> }) {
  const id = `${form.id}-website`;
  return (
    <div className={styles.honeypot}>
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={text(form.values.website)}
        onChange={(e) => form.set('website', e.target.value as V[keyof V & string])}
      />
    </div>
  );
}
