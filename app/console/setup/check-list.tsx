// A fieldset of checkboxes of one name (weekdays, menus, areas, occasions,
// tables), its error tied to the fieldset and every box marked invalid; the
// first box takes the field's id, so the error summary's link lands on it.
import type { ReactNode } from 'react';
import { fieldId } from './setup-result.ts';
import styles from './setup.module.css';

export interface CheckOption {
  value: string;
  label: ReactNode;
}

export function CheckList({
  name,
  idName = name,
  legend,
  options,
  ticked,
  error,
  hint,
}: {
  name: string;
  /** The name the ids are made from, when several lists share one name (a group's tables, by area). */
  idName?: string;
  legend: ReactNode;
  options: readonly CheckOption[];
  ticked: readonly string[];
  error?: string | undefined;
  hint?: string;
}) {
  const base = fieldId(idName);
  const describedBy = [hint ? `${base}-hint` : null, error ? `${base}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy}>
      <legend>{legend}</legend>
      {hint && (
        <p id={`${base}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.checks}>
        {options.map((o, i) => {
          const id = i === 0 ? base : fieldId(`${idName}-${o.value}`);
          return (
            <div key={o.value} className={styles.check}>
              <input
                id={id}
                name={name}
                type="checkbox"
                value={o.value}
                defaultChecked={ticked.includes(o.value)}
                aria-invalid={error ? true : undefined}
              />
              <label htmlFor={id}>{o.label}</label>
            </div>
          );
        })}
      </div>
      {error && (
        <p id={`${base}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Text a screen reader hears after the visible label, telling apart the same field in several fieldsets. */
export const Hidden = ({ children }: { children: ReactNode }) => <span className="visually-hidden">{children}</span>;
