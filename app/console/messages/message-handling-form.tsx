// Marks a message handled (or new again) with a note for the team (product.md D8).
// The action answers with "saved" and the page's loader reloads, so who
// handled it and when appear without a second request.
import { Form, useNavigation } from 'react-router';
import { CsrfField } from '../csrf-field.tsx';
import consoleStyles from '../console.module.css';
import styles from './messages.module.css';

interface MessageHandlingFormProps {
  csrfToken: string;
  status: 'new' | 'handled';
  note: string | null;
  handledBy: string | null;
  handledAtLabel: string | null;
  result: { error: string | null; fieldErrors: Record<string, string>; saved?: boolean } | undefined;
}

export function MessageHandlingForm({ csrfToken, status, note, handledBy, handledAtLabel, result }: MessageHandlingFormProps) {
  const busy = useNavigation().state === 'submitting';
  const noteError = result?.fieldErrors.note;
  const statusError = result?.fieldErrors.status;
  return (
    <Form method="post" className={consoleStyles.card} noValidate>
      {result?.saved && (
        <p className={consoleStyles.notice} role="status">
          Saved
        </p>
      )}
      {result?.error && (
        <p className={consoleStyles.alert} role="alert">
          {result.error}
        </p>
      )}
      <p className={consoleStyles.who}>
        {status === 'handled' && handledBy ? `Handled by ${handledBy}${handledAtLabel ? `, ${handledAtLabel}` : ''}.` : 'Not handled yet.'}
      </p>
      <CsrfField token={csrfToken} />
      <fieldset className={styles.radios} aria-describedby={statusError ? 'message-status-error' : undefined}>
        <legend>Status</legend>
        <label>
          <input type="radio" name="status" value="new" defaultChecked={status === 'new'} /> New
        </label>
        <label>
          <input type="radio" name="status" value="handled" defaultChecked={status === 'handled'} /> Handled
        </label>
      </fieldset>
      {statusError && (
        <p id="message-status-error" className={consoleStyles.fieldError} role="alert">
          {statusError}
        </p>
      )}
      <div className={consoleStyles.field}>
        <label htmlFor="message-note">Note for the team</label>
        <p id="message-note-hint" className={consoleStyles.hint}>
          Staff only: the diner never sees it. For example, who replied and what was agreed.
        </p>
        <textarea
          id="message-note"
          name="note"
          defaultValue={note ?? ''}
          maxLength={2000}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? 'message-note-hint message-note-error' : 'message-note-hint'}
        />
        {noteError && (
          <p id="message-note-error" className={consoleStyles.fieldError} role="alert">
            {noteError}
          </p>
        )}
      </div>
      <div className={consoleStyles.actions}>
        <button type="submit" className="button" disabled={busy}>
          Save
        </button>
      </div>
    </Form>
  );
}
