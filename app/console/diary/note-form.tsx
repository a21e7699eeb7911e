// The staff note: for the team only, never shown to the guest; saving it empty removes it.
import { Form } from 'react-router';
import { CsrfField } from '../csrf-field.tsx';
import { TextAreaField } from './form-fields.tsx';
import type { PageResult } from './page-result.ts';
import styles from './forms.module.css';

interface NoteFormProps {
  note: string | null;
  csrfToken: string;
  busy: boolean;
  result: PageResult | undefined;
}

export function NoteForm({ note, csrfToken, busy, result }: NoteFormProps) {
  const error = result?.intent === 'note' ? result.fieldErrors.note : undefined;
  return (
    <Form method="post" key={note ?? ''} className={styles.panel} aria-labelledby="note-heading" noValidate preventScrollReset>
      <h2 id="note-heading">Staff note</h2>
      <CsrfField token={csrfToken} />
      <input type="hidden" name="intent" value="note" />
      <TextAreaField
        id="note-text"
        name="note"
        label="Note for the team"
        hint="The guest never sees it. Leave it empty to remove the note."
        defaultValue={note ?? ''}
        maxLength={2000}
        error={error}
      />
      <div>
        <button type="submit" className="button" disabled={busy}>
          Save note
        </button>
      </div>
    </Form>
  );
}
