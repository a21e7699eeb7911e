// Occasions, booking menus and extras edited as JSON (decision 025): one text box
// per part, pretty-printed, checked by the engine's schema on save; every
// problem is listed with its path in the summary above. Since the work for product.md D8 the
// forms above are the way in; this stays, folded away, for power users.
import { Form } from 'react-router';
import type { BookingSetup } from '../../../contract/booking-setup.ts';
import { TextAreaField } from '../diary/form-fields.tsx';
import { JSON_SECTIONS, prettyJson } from './json-edit.ts';
import { SetupFormBase } from './setup-frame.tsx';
import { errorsFor, fieldId, sentValue, type SetupFormResult } from './setup-result.ts';
import styles from './setup.module.css';

const INTENT = 'catalogue';

export function JsonSectionsForm({
  csrfToken,
  version,
  doc,
  result,
}: {
  csrfToken: string;
  version: number;
  doc: BookingSetup;
  result: SetupFormResult | undefined;
}) {
  const errors = errorsFor(result, INTENT);
  return (
    <details className={styles.panel} open={result?.intent === INTENT || undefined}>
      <summary className={styles.summaryToggle}>Edit as JSON</summary>
      <Form method="post" className={styles.stack} noValidate key={version}>
        <p className={styles.hint}>
          Each box holds a JSON list. Ids follow the same pattern as everywhere in the setup; an occasion names its menus and areas by id,
          an extra its occasions. Download the setup first if you want a copy to go back to.
        </p>
        <SetupFormBase csrfToken={csrfToken} version={version} intent={INTENT} />
        {JSON_SECTIONS.map(({ key, label, hint }) => (
          <div key={key} className={styles.json}>
            <TextAreaField
              id={fieldId(key)}
              name={key}
              label={label}
              hint={hint}
              rows={16}
              defaultValue={sentValue(result, INTENT, key, prettyJson(doc[key]))}
              error={errors[key]}
            />
          </div>
        ))}
        <div>
          <button type="submit" className="button">
            Save occasions, menus and extras
          </button>
        </div>
      </Form>
    </details>
  );
}
