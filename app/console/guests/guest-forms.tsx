// The profile's forms (decision 044): plain POST forms with the CSRF field, so they
// work before (or without) JavaScript; each error sits beside its field.
import { Form } from 'react-router';
import { MAX_ALLERGIES_LENGTH, MAX_NOTE_LENGTH, MAX_TAG_LENGTH, SUGGESTED_TAGS } from '../../../contract/guests.ts';
import { CsrfField } from '../csrf-field.tsx';
import consoleStyles from '../console.module.css';
import type { GuestFormResult } from './guest-form-result.ts';
import styles from './guests.module.css';

interface FormProps {
  csrfToken: string;
  result: GuestFormResult | undefined;
}

const errorOf = (result: GuestFormResult | undefined, intent: string, field: string) =>
  result?.intent === intent ? result.fieldErrors[field] : undefined;

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className={consoleStyles.fieldError}>
      {error}
    </p>
  ) : null;
}

export function TagForms({ csrfToken, result, tags }: FormProps & { tags: readonly string[] }) {
  const error = errorOf(result, 'tag-add', 'tag');
  return (
    <>
      {tags.length > 0 && (
        <ul className={styles.tags} aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag}>
              <Form method="post" className={styles.inlineForm}>
                <CsrfField token={csrfToken} />
                <input type="hidden" name="tag" value={tag} />
                <button type="submit" name="intent" value="tag-remove" aria-label={`Remove the tag ${tag}`}>
                  {tag} <span aria-hidden="true">×</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post">
        <CsrfField token={csrfToken} />
        <div className={consoleStyles.field}>
          <label htmlFor="guest-tag">Add a tag</label>
          <input
            id="guest-tag"
            name="tag"
            list="guest-tag-suggestions"
            maxLength={MAX_TAG_LENGTH}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'guest-tag-error' : undefined}
          />
          <datalist id="guest-tag-suggestions">
            {SUGGESTED_TAGS.map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>
          <FieldError id="guest-tag-error" error={error} />
        </div>
        <button type="submit" name="intent" value="tag-add">
          Add tag
        </button>
      </Form>
    </>
  );
}

export function DetailsForm({ csrfToken, result, allergies, dietaryNotes }: FormProps & { allergies: string; dietaryNotes: string }) {
  const fields = [
    ['allergies', 'Allergies', allergies],
    ['dietaryNotes', 'Dietary notes', dietaryNotes],
  ] as const;
  return (
    <Form method="post">
      <CsrfField token={csrfToken} />
      {fields.map(([name, label, value]) => {
        const error = errorOf(result, 'details', name);
        return (
          <div key={name} className={consoleStyles.field}>
            <label htmlFor={`guest-${name}`}>{label}</label>
            <textarea
              id={`guest-${name}`}
              name={name}
              rows={2}
              maxLength={MAX_ALLERGIES_LENGTH}
              defaultValue={value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `guest-${name}-error` : undefined}
            />
            <FieldError id={`guest-${name}-error`} error={error} />
          </div>
        );
      })}
      <button type="submit" name="intent" value="details">
        Save allergies and dietary notes
      </button>
    </Form>
  );
}

export function NoteForm({ csrfToken, result }: FormProps) {
  const error = errorOf(result, 'note', 'text');
  return (
    <Form method="post">
      <CsrfField token={csrfToken} />
      <div className={consoleStyles.field}>
        <label htmlFor="guest-note">Add a note</label>
        <textarea
          id="guest-note"
          name="text"
          rows={3}
          maxLength={MAX_NOTE_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'guest-note-error' : undefined}
        />
        <FieldError id="guest-note-error" error={error} />
      </div>
      <button type="submit" name="intent" value="note">
        Add note
      </button>
    </Form>
  );
}
