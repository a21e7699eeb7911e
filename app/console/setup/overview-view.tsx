// The booking setup's overview (decision 025): where the setup came from and its
// version, one card per section with what it holds now and a link to change
// it, the downloads, and the import of a whole setup (a file or pasted JSON),
// which goes through the same check and confirmation as every other change.
import { Form, Link } from 'react-router';
import type { BookingSetup } from '../../../contract/booking-setup.ts';
import { TextAreaField } from '../diary/form-fields.tsx';
import { daysText } from './periods-edit.ts';
import { SetupFormBase } from './setup-frame.tsx';
import { errorsFor, fieldId, type SetupFormResult, type SetupPage } from './setup-result.ts';
import { SETUP_EXPORT_ALL_URL, setupExportUrl, setupUrl, type SetupSection } from './setup-urls.ts';
import styles from './setup.module.css';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function sectionSummaries(doc: BookingSetup): { key: SetupSection; title: string; lines: string[] }[] {
  const c = doc.config;
  const openDays = Object.entries(doc.hours).filter(([k, v]) => k.endsWith('Open') && v.toLowerCase() !== 'closed').length;
  return [
    {
      key: 'rules',
      title: 'Booking rules',
      lines: [
        c.enabled && c.restaurantEnabled && !c.centerParcsOnly ? 'Online booking is on' : 'Online booking is off',
        `A slot every ${c.slotIntervalMinutes} minutes, up to ${c.windowDays} days ahead`,
        `Online parties of up to ${c.maxOnlineCovers}; ${c.groupEnquiryFromCovers} or more send a group enquiry`,
        c.pacingCoversPerInterval === null ? 'No pacing limit' : `At most ${c.pacingCoversPerInterval} guests starting per slot`,
      ],
    },
    {
      key: 'hours',
      title: 'Opening hours and closures',
      lines: [`Open ${plural(openDays, 'day')} a week`, plural(doc.specialHours.length, 'special date')],
    },
    {
      key: 'periods',
      title: 'Service periods',
      lines: doc.servicePeriods.map((p) => `${p.name}: ${daysText(p.days)}, ${p.firstStart} to ${p.lastStart}`),
    },
    {
      key: 'tables',
      title: 'Areas and tables',
      lines: [plural(doc.areas.length, 'area'), plural(doc.tables.length, 'table'), plural(doc.tableGroups.length, 'table group')],
    },
    {
      key: 'occasions',
      title: 'Occasions, menus and extras',
      lines: [plural(doc.occasions.length, 'occasion'), plural(doc.menus.length, 'booking menu'), plural(doc.upsells.length, 'extra')],
    },
  ];
}

export function SetupOverview({ page, result }: { page: SetupPage; result: SetupFormResult | undefined }) {
  const { restaurant, version, origin, doc, csrfToken, editableCount } = page;
  const errors = errorsFor(result, 'import');
  return (
    <>
      <dl className={styles.facts}>
        <dt>Restaurant</dt>
        <dd>{restaurant.title}</dd>
        <dt>Version</dt>
        <dd>{version === 0 ? 'Not yet changed in the console' : version}</dd>
        <dt>Origin</dt>
        <dd>{origin === 'seed' ? 'From the content pack' : 'Edited in the console'}</dd>
      </dl>
      <ul className={styles.cards} aria-label="Sections of the setup">
        {sectionSummaries(doc).map((s) => (
          <li key={s.key} className={styles.panel}>
            <h2>{s.title}</h2>
            <ul>
              {s.lines.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
            <Link to={setupUrl(restaurant.storeId, s.key)}>Change {s.title.toLowerCase()}</Link>
          </li>
        ))}
      </ul>
      <section className={styles.panel} aria-labelledby="setup-downloads-title">
        <h2 id="setup-downloads-title">Download and history</h2>
        <ul>
          <li>
            <a href={setupExportUrl(restaurant.storeId)} download>
              Download this setup (JSON)
            </a>
          </li>
          {editableCount > 1 && (
            <li>
              <a href={SETUP_EXPORT_ALL_URL} download>
                Download every setup you manage (JSON)
              </a>
            </li>
          )}
          <li>
            <Link to={setupUrl(restaurant.storeId, 'history')}>Every saved version, with who saved it</Link>
          </li>
        </ul>
      </section>
      <Form
        method="post"
        encType="multipart/form-data"
        className={styles.panel}
        noValidate
        key={version}
        aria-labelledby="setup-import-title"
      >
        <h2 id="setup-import-title">Import a setup</h2>
        <p className={styles.hint}>
          Replaces the whole setup with a downloaded one (this restaurant’s, or its part of a download of every setup). You see what it
          changes and which bookings it affects before anything is saved.
        </p>
        <SetupFormBase csrfToken={csrfToken} version={version} intent="import" />
        <div className={styles.json}>
          <ImportFileField error={errors.file} />
        </div>
        <div className={styles.json}>
          <TextAreaField id={fieldId('json')} name="json" label="Or paste the setup’s JSON" rows={8} error={errors.json} />
        </div>
        <div>
          <button type="submit" className="button">
            Check and import
          </button>
        </div>
      </Form>
    </>
  );
}

/** A file input, labelled and tied to its error as the other fields are. */
function ImportFileField({ error }: { error?: string | undefined }) {
  const id = fieldId('file');
  return (
    <div className={styles.fileField}>
      <label htmlFor={id}>
        <strong>Setup file (JSON)</strong>
      </label>
      <input
        id={id}
        name="file"
        type="file"
        accept="application/json,.json"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
