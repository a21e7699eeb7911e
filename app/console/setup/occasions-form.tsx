// The occasions form (issue 27): a fieldset per occasion and one to add an
// occasion, saved together; each problem is shown next to its field.
import { Form } from 'react-router';
import type { BookingSetup } from '../../../contract/booking-setup.ts';
import { OccasionFieldset } from './occasion-fieldset.tsx';
import { occasionValues } from './occasion-values.ts';
import { rowReader } from './row-values.ts';
import { SetupFormBase } from './setup-frame.tsx';
import { formIdOf, type SetupFormResult } from './setup-result.ts';
import styles from './setup.module.css';

export const OCCASIONS_INTENT = 'occasions';

export function OccasionsForm({
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
  const rows = [...doc.occasions, undefined];
  return (
    <Form
      method="post"
      id={formIdOf(OCCASIONS_INTENT)}
      className={styles.panel}
      noValidate
      key={version}
      aria-labelledby="setup-occasions-title"
    >
      <h2 id="setup-occasions-title">Occasions</h2>
      <p className={styles.hint}>Who may book what, and when: party sizes, days, start times, and the menus and areas offered.</p>
      <SetupFormBase csrfToken={csrfToken} version={version} intent={OCCASIONS_INTENT} />
      {rows.map((o, i) => (
        <OccasionFieldset
          key={o?.id ?? 'new'}
          occasion={o}
          doc={doc}
          row={rowReader(result, OCCASIONS_INTENT, `occasions.${i}`, occasionValues(o, doc))}
        />
      ))}
      <div>
        <button type="submit" className="button">
          Save occasions
        </button>
      </div>
    </Form>
  );
}
