// The contact form's reasons in the studio (decision 064): each reason's words,
// its options one a line, and whether it needs a restaurant or asks for guests;
// a blank row to add one, a cleared row removes it. Saved into the draft; each
// error sits by its field, and what was sent stays in the form when refused.
import { Form } from 'react-router';
import { reasonRowCount } from './contact-form-edits.ts';
import { DefaultSave, StudioFormBase } from './studio-form.tsx';
import { CheckField, TextField } from './studio-fields.tsx';
import consoleStyles from '../console.module.css';
import styles from './studio.module.css';

interface ContactFormFormProps {
  csrfToken: string;
  revision: string;
  values: Record<string, string>;
  errors: Record<string, string>;
}

export function ContactFormForm({ csrfToken, revision, values, errors }: ContactFormFormProps) {
  const field = { prefix: 'contact', values, errors };
  const rows = reasonRowCount(values);
  return (
    <section aria-labelledby="contact-form-h" className={styles.panel}>
      <h2 id="contact-form-h">Reasons for contacting us</h2>
      <p className={consoleStyles.hint}>
        What a guest chooses on the contact form, in this order. Fill in the blank row to add a reason; clear a reason’s words to remove it.
        Messages already sent keep the reason they were sent with.
      </p>
      {errors.form && (
        <p className={consoleStyles.fieldError} role="alert">
          {errors.form}
        </p>
      )}
      <Form method="post" className={styles.stack} key={revision}>
        <StudioFormBase csrfToken={csrfToken} revision={revision} intent="save-form" />
        <DefaultSave label="Save the reasons to the draft" />
        {Array.from({ length: rows }, (_, i) => {
          const id = values[`reasonId.${i}`];
          return (
            <fieldset key={i} className={styles.fieldset}>
              <legend>{values[`reasonName.${i}`] || (id ? `Reason ${i + 1}` : 'A new reason')}</legend>
              {id && <input type="hidden" name={`reasonId.${i}`} value={id} />}
              <TextField
                {...field}
                name={`reasonName.${i}`}
                label={`Reason ${i + 1}: words`}
                hint={id ? undefined : 'Empty: no reason is added.'}
              />
              <TextField
                {...field}
                name={`reasonOptions.${i}`}
                label={`Reason ${i + 1}: options (optional)`}
                rows={3}
                hint="One a line. A guest who chooses this reason then chooses one of them."
              />
              <div className={styles.pairRow}>
                <CheckField {...field} name={`reasonRestaurant.${i}`} label={`Reason ${i + 1}: the guest must choose a restaurant`} />
                <CheckField {...field} name={`reasonGuests.${i}`} label={`Reason ${i + 1}: ask how many guests`} />
              </div>
            </fieldset>
          );
        })}
        <p>
          <button type="submit" className="button">
            Save the reasons to the draft
          </button>
        </p>
      </Form>
    </section>
  );
}
