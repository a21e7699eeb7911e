// The site settings' form in the studio (product.md D9): the global banner, the
// popup, the Book Now button's words, the footer's social links, the
// tagline and the price bands (decision 053). Saved into the settings' draft; each error sits by its field, and
// what was sent stays in the form when refused.
import { Form } from 'react-router';
import { MAX_SOCIALS, SOCIAL_NETWORKS, SOCIAL_NETWORK_NAMES, socialRowCount } from './settings-edits.ts';
import { PriceBandRows } from './price-band-rows.tsx';
import { StudioFormBase } from './studio-form.tsx';
import { CheckField, SelectField, TextField } from './studio-fields.tsx';
import consoleStyles from '../console.module.css';
import styles from './studio.module.css';

interface SettingsFormProps {
  csrfToken: string;
  revision: string;
  values: Record<string, string>;
  errors: Record<string, string>;
}

const LINK_HINT = 'A site path such as /offers/, or an address starting with https://';
// Decision 064: a start and an end of their own, as a London clock shows them.
const STARTS_HINT = 'London time. Empty: from when it is published.';
const ENDS_HINT = 'London time, after the start. Empty: until it is switched off.';
const NETWORK_OPTIONS = [
  { value: '', label: 'Choose a network' },
  ...SOCIAL_NETWORKS.map((n) => ({ value: n, label: SOCIAL_NETWORK_NAMES[n] })),
];

export function SettingsForm({ csrfToken, revision, values, errors }: SettingsFormProps) {
  const field = { prefix: 'settings', values, errors };
  const rows = socialRowCount(values);
  return (
    <section aria-labelledby="settings-form-h" className={styles.panel}>
      <h2 id="settings-form-h">Banner, popup, footer and price bands</h2>
      <Form method="post" className={styles.stack} key={`${revision}`}>
        <StudioFormBase csrfToken={csrfToken} revision={revision} intent="save-settings" />
        <fieldset className={styles.fieldset} aria-describedby="banner-hint">
          <legend>Global banner</legend>
          <p id="banner-hint" className={consoleStyles.hint}>
            A line across the top of every page. A visitor who closes it does not see it again until its id changes. Give it a start or an
            end (London time) and it comes and goes then by itself, with no publish at those times.
          </p>
          <CheckField {...field} name="bannerOn" label="Show the banner" hint="Switched off, its words below are not kept in the draft." />
          <TextField
            {...field}
            name="bannerId"
            label="Banner id"
            spellCheck={false}
            hint="Such as friday-brunch-2027. A new id shows the banner again to everyone."
          />
          <TextField {...field} name="bannerText" label="Banner text" />
          <div className={styles.pairRow}>
            <TextField {...field} name="bannerLinkLabel" label="Link words (optional)" />
            <TextField {...field} name="bannerLinkUrl" label="Link address (optional)" spellCheck={false} hint={LINK_HINT} />
          </div>
          <div className={styles.pairRow}>
            <TextField {...field} type="datetime-local" name="bannerStarts" label="Starts (optional)" hint={STARTS_HINT} />
            <TextField {...field} type="datetime-local" name="bannerEnds" label="Ends (optional)" hint={ENDS_HINT} />
          </div>
        </fieldset>
        <fieldset className={styles.fieldset} aria-describedby="popup-hint">
          <legend>Popup</legend>
          <p id="popup-hint" className={consoleStyles.hint}>
            Shown to each visitor after they have answered the cookie banner, at most once in the days set below, and not to a visitor who
            has just claimed an offer or joined the club. A new id shows it again to everyone.
          </p>
          <CheckField {...field} name="popupOn" label="Show the popup" hint="Switched off, its words below are not kept in the draft." />
          <TextField {...field} name="popupId" label="Popup id" spellCheck={false} hint="Such as club-sign-up-2027." />
          <TextField {...field} name="popupHeading" label="Popup heading" />
          <TextField {...field} name="popupContent" label="Popup text" rows={4} hint="May hold simple HTML: paragraphs, lists and links." />
          <div className={styles.pairRow}>
            <TextField {...field} name="popupLinkLabel" label="Button words" />
            <TextField {...field} name="popupLinkUrl" label="Button address" spellCheck={false} hint={LINK_HINT} />
          </div>
          <TextField {...field} name="popupEveryDays" label="Show again after (days)" hint="Empty means 30 days." />
          <div className={styles.pairRow}>
            <TextField {...field} type="datetime-local" name="popupStarts" label="Starts (optional)" hint={STARTS_HINT} />
            <TextField {...field} type="datetime-local" name="popupEnds" label="Ends (optional)" hint={ENDS_HINT} />
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>Buttons and footer</legend>
          <TextField {...field} name="bookNowText" label="Book Now button words" required hint="Such as: Book Now." />
          <TextField {...field} name="tagline" label="Footer tagline" rows={3} />
        </fieldset>
        <fieldset className={styles.fieldset} aria-describedby="socials-hint">
          <legend>Footer social links</legend>
          <p id="socials-hint" className={consoleStyles.hint}>
            Up to {MAX_SOCIALS}, each network once. Fill in the blank row to add one; clear a row’s network and address to remove it.
          </p>
          {Array.from({ length: rows }, (_, i) => (
            <div key={i} className={styles.pairRow}>
              <SelectField {...field} name={`socialNetwork.${i}`} label={`Social link ${i + 1}: network`} options={NETWORK_OPTIONS} />
              <TextField
                {...field}
                name={`socialUrl.${i}`}
                label={`Social link ${i + 1}: address`}
                type="url"
                spellCheck={false}
                hint="Such as https://www.instagram.com/yourname"
              />
            </div>
          ))}
        </fieldset>
        <PriceBandRows values={values} errors={errors} />
        <p>
          <button type="submit" className="button">
            Save the settings to the draft
          </button>
        </p>
      </Form>
    </section>
  );
}
