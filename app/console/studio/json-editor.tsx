// The whole document as JSON, for what the forms do not reach yet (decision 036):
// checked by the pack's schema before it is saved as the draft, with each
// problem listed by its path; what was sent stays in the box when refused.
import { Form } from 'react-router';
import { StudioFormBase } from './studio-form.tsx';
import styles from './studio.module.css';

interface JsonEditorProps {
  csrfToken: string;
  revision: string;
  json: string;
  error?: string | undefined;
  open: boolean;
}

export function JsonEditor({ csrfToken, revision, json, error, open }: JsonEditorProps) {
  return (
    <details className={styles.panel} open={open}>
      <summary>Edit as JSON</summary>
      <Form method="post">
        <StudioFormBase csrfToken={csrfToken} revision={revision} intent="save-json" />
        <label htmlFor="studio-json">The document</label>
        <textarea
          id="studio-json"
          name="json"
          className={styles.json}
          defaultValue={json}
          key={json}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'studio-json-error' : undefined}
        />
        {error && (
          <p id="studio-json-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button">
          Save the draft
        </button>
      </Form>
    </details>
  );
}
