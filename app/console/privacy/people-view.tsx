// The data-rights page (decision 045): find a person by address; see what is held
// and their consent; download it all; erase them after ticking a confirmation.
import { Form } from 'react-router';
import { HOLDING_LABELS, type PersonSummary } from '../../../contract/people.ts';
import { CsrfField } from '../csrf-field.tsx';
import styles from '../console.module.css';
import type { PeopleResult } from './people-page.server.ts';

const when = (at: Date | string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' }).format(new Date(at));

function FindForm({ csrfToken, email, error }: { csrfToken: string; email: string; error: string | undefined }) {
  return (
    <Form method="post" className={styles.card} noValidate aria-labelledby="people-find">
      <h2 id="people-find">Find a person</h2>
      <CsrfField token={csrfToken} />
      <div className={styles.field}>
        <label htmlFor="people-email">E-mail address</label>
        <p id="people-email-hint" className={styles.hint}>
          The address they gave us. It is not kept in the page’s address or in any log.
        </p>
        <input
          id="people-email"
          name="email"
          type="email"
          autoComplete="off"
          required
          defaultValue={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'people-email-hint people-email-error' : 'people-email-hint'}
        />
        {error && (
          <p id="people-email-error" className={styles.fieldError} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <button type="submit" name="intent" value="find" className="button">
          Find
        </button>
      </div>
    </Form>
  );
}

function Found({ csrfToken, found, confirmError }: { csrfToken: string; found: PersonSummary; confirmError?: string | undefined }) {
  const held = Object.entries(found.counts).filter(([, n]) => n > 0);
  return (
    <section className={styles.card} aria-labelledby="people-found">
      <h2 id="people-found">What we hold about {found.email}</h2>
      {held.length === 0 ? (
        <p role="status">We hold nothing about this address.</p>
      ) : (
        <table className={styles.dataTable}>
          <caption>Records held</caption>
          <thead>
            <tr>
              <th scope="col">Kind</th>
              <th scope="col">Records</th>
            </tr>
          </thead>
          <tbody>
            {held.map(([name, n]) => (
              <tr key={name}>
                <th scope="row">{HOLDING_LABELS[name] ?? name}</th>
                <td>{n}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>Marketing consent</h3>
      <p>
        E-mail: <strong>{found.consent.email ? 'yes' : 'no'}</strong>. Text messages: <strong>{found.consent.sms ? 'yes' : 'no'}</strong>.
      </p>
      {found.consentHistory.length > 0 && (
        <table className={styles.dataTable}>
          <caption>Consent history, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Channel</th>
              <th scope="col">Given or withdrawn</th>
              <th scope="col">Where</th>
              <th scope="col">How</th>
            </tr>
          </thead>
          <tbody>
            {found.consentHistory.map((e) => (
              <tr key={e.id}>
                <td>{when(e.at)}</td>
                <td>{e.channel === 'email' ? 'E-mail' : 'Text'}</td>
                <td>{e.granted ? 'Given' : 'Withdrawn'}</td>
                <td>{e.source}</td>
                <td>{e.method}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {held.length > 0 && (
        <>
          {/* A plain POST to the download's own route (decision 060): the browser saves the ZIP, with or without JavaScript. */}
          <Form method="post" action="/console/people/export/" reloadDocument>
            <CsrfField token={csrfToken} />
            <input type="hidden" name="email" value={found.email} />
            <h3>Export</h3>
            <p className={styles.hint}>One ZIP file: data.json for a computer, readable.html for a person, and their attachments.</p>
            <button type="submit" name="intent" value="export" className="button">
              Download everything we hold
            </button>
          </Form>
          <Form method="post" noValidate>
            <CsrfField token={csrfToken} />
            <input type="hidden" name="email" value={found.email} />
            <h3>Erase</h3>
            <p className={styles.hint}>
              Deletes their membership, consent, messages, attachments, enquiries, waitlist places, vouchers, referrals and mail. Their
              bookings stay without their name or contact details, so the reports still count them. This cannot be undone.
            </p>
            <div className={styles.field}>
              <div>
                <input
                  id="people-confirm"
                  name="confirm"
                  type="checkbox"
                  value="yes"
                  aria-invalid={confirmError ? true : undefined}
                  aria-describedby={confirmError ? 'people-confirm-error' : undefined}
                />{' '}
                <label htmlFor="people-confirm">This person asked to be erased, and I have checked it is them</label>
              </div>
              {confirmError && (
                <p id="people-confirm-error" className={styles.fieldError} role="alert">
                  {confirmError}
                </p>
              )}
            </div>
            <button type="submit" name="intent" value="erase" className="button">
              Erase {found.email}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}

export function PeopleView({ csrfToken, result }: { csrfToken: string; result: PeopleResult | undefined }) {
  const failed = result && !('found' in result) && !('erased' in result) ? result : undefined;
  return (
    <>
      {failed?.error && (
        <p className={styles.alert} role="alert">
          {failed.error}
        </p>
      )}
      {result && 'erased' in result && (
        <p className={styles.notice} role="status">
          {result.erased.email} is erased: {result.erased.rows} records deleted or made anonymous.
        </p>
      )}
      <FindForm csrfToken={csrfToken} email={failed?.email ?? ''} error={failed?.fieldErrors.email} />
      {result && 'found' in result && <Found csrfToken={csrfToken} found={result.found} confirmError={result.confirmError} />}
    </>
  );
}
