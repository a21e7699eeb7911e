// The retention settings form (decision 045): a number of days per kind of personal
// data, blank for "until the person is erased". Each field labelled, its hint
// and error tied to it.
import { Form } from 'react-router';
import { RETENTION_DEFAULTS, RETENTION_LABELS, type RetentionDays } from '../../../contract/retention.ts';
import { CsrfField } from '../csrf-field.tsx';
import styles from '../console.module.css';
import type { RetentionResult } from './retention-page.server.ts';

export function RetentionForm({
  csrfToken,
  days,
  result,
}: {
  csrfToken: string;
  days: RetentionDays;
  result: RetentionResult | undefined;
}) {
  const keys = Object.keys(RETENTION_LABELS) as (keyof RetentionDays)[];
  return (
    <Form method="post" className={styles.card} noValidate>
      {result?.saved && (
        <p className={styles.notice} role="status">
          Retention saved
        </p>
      )}
      {result?.error && (
        <p className={styles.alert} role="alert">
          {result.error}
        </p>
      )}
      <CsrfField token={csrfToken} />
      {keys.map((key) => {
        const id = `retention-${key}`;
        const error = result?.fieldErrors[key];
        const fallback = RETENTION_DEFAULTS[key];
        return (
          <div className={styles.field} key={key}>
            <label htmlFor={id}>{RETENTION_LABELS[key]} (days)</label>
            <p id={`${id}-hint`} className={styles.hint}>
              {fallback === null
                ? 'Blank keeps them until the person is erased.'
                : `Default ${fallback}. Blank keeps them until the person is erased.`}
            </p>
            <input
              id={id}
              name={key}
              type="number"
              inputMode="numeric"
              min={1}
              max={3650}
              defaultValue={result?.values?.[key] ?? (days[key] === null ? '' : String(days[key]))}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
            />
            {error && (
              <p id={`${id}-error`} className={styles.fieldError} role="alert">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div className={styles.actions}>
        <button type="submit" className="button">
          Save retention
        </button>
      </div>
    </Form>
  );
}
