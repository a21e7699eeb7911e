// The small parts every console field shares (decision 070): its message, tied to it by id and announced when
// it appears, and the list of what describes it.
import consoleStyles from '../console.module.css';

/** A field's message, as `<id>-error`, announced when it appears; nothing when there is none. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className={consoleStyles.fieldError} role="alert">
      {error}
    </p>
  ) : null;
}

/** The ids that describe a field (its hint, its error), left out when absent; undefined for none. */
export const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;
