// An offer's form in the studio (decision 037): its words, where the button goes
// once a diner has their code, its picture (image-field.tsx: chosen or uploaded,
// with alt text and focal points) and the prefix of its voucher codes.
// Saved into the offer's draft; each error sits by its field, and what was sent
// stays in the form when refused.
import { Form } from 'react-router';
import { ImageField } from './image-field.tsx';
import type { ImageChoice } from './image-field-values.ts';
import { ImageUploadForm, uploadFormId } from './image-upload-control.tsx';
import { OFFER_IMAGE } from './offer-edits.ts';
import { StudioFormBase } from './studio-form.tsx';
import { TextField } from './studio-fields.tsx';
import styles from './studio.module.css';

interface OfferFormProps {
  csrfToken: string;
  revision: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  /** The pictures the image field offers: uploaded ones and the site's own. */
  images: ImageChoice[];
}

const LINK_HINT = 'A site path such as /book-now/, or an address starting with https://';

export function OfferForm({ csrfToken, revision, values, errors, images }: OfferFormProps) {
  const field = { prefix: 'offer', values, errors };
  return (
    <section aria-labelledby="offer-form-h" className={styles.panel}>
      <h2 id="offer-form-h">The offer</h2>
      <Form method="post" className={styles.stack} key={`${revision}`}>
        <StudioFormBase csrfToken={csrfToken} revision={revision} intent="save-offer" />
        <fieldset className={styles.fieldset}>
          <legend>What the offer page says</legend>
          <TextField {...field} name="title" label="Title" required />
          <TextField
            {...field}
            name="slug"
            label="Address name (slug)"
            required
            spellCheck={false}
            hint="The page’s address is /offer/ followed by this name. Lower-case letters, digits and hyphens. Restaurants list their offers by this name: if you change it, change it in their details too."
          />
          <TextField
            {...field}
            name="description"
            label="Description"
            rows={5}
            required
            hint="Shown under the title. May hold simple HTML: paragraphs, lists and links."
          />
          <TextField
            {...field}
            name="validityText"
            label="When it is valid"
            required
            hint="Shown under the title, such as: Monday to Thursday until 31 March."
          />
          <TextField {...field} name="termAndConditions" label="Terms and conditions" rows={6} required />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>The button a diner sees once they have their code</legend>
          <TextField {...field} name="successButtonText" label="Button words" required hint="Such as: Book a table." />
          <TextField {...field} name="successButtonUrl" label="Button address" required spellCheck={false} hint={LINK_HINT} />
          <TextField
            {...field}
            name="overrideSuccessUrl"
            label="Send the diner here instead (optional)"
            spellCheck={false}
            hint={`When filled in, the button goes here rather than to the address above. ${LINK_HINT}.`}
          />
        </fieldset>
        <ImageField prefix="offer" name={OFFER_IMAGE} legend="Picture" values={values} errors={errors} choices={images} />
        <fieldset className={styles.fieldset}>
          <legend>Voucher codes</legend>
          <TextField
            {...field}
            name="code"
            label="Code prefix"
            required
            spellCheck={false}
            hint="How vouchers are issued: codes start with this prefix. 3 to 12 capital letters or digits, such as BRUNCH."
          />
        </fieldset>
        <p>
          <button type="submit" className="button">
            Save the offer to the draft
          </button>
        </p>
      </Form>
      <ImageUploadForm id={uploadFormId('offer', OFFER_IMAGE)} csrfToken={csrfToken} />
    </section>
  );
}
