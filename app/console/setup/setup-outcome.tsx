// What the last setup form did, where a keyboard or screen-reader user meets
// it (WCAG 2.2 AA): the changes saved (a status), a summary of every problem
// with links to the fields (an alert), or the bookings the change would strand
// with the two ways on. Focus moves to it after each answer.
import { useEffect, useRef } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { CsrfField } from '../csrf-field.tsx';
import { TextAreaField } from '../diary/form-fields.tsx';
import { bookingUrl } from '../diary/console-urls.ts';
import { CONFIRM_INTENT, fieldId, formIdOf, type SetupConfirm, type SetupFormResult } from './setup-result.ts';
import styles from './setup.module.css';

function useFocusOnAnswer<T extends HTMLElement>(answer: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (answer) ref.current?.focus();
  }, [answer]);
  return ref;
}

function Saved({ saved }: { saved: NonNullable<SetupFormResult['saved']> }) {
  const ref = useFocusOnAnswer<HTMLDivElement>(saved);
  return (
    <div ref={ref} className={styles.saved} role="status" tabIndex={-1}>
      {saved.changes.length ? (
        <>
          <p>
            <strong>Saved as version {saved.version}.</strong> What changed:
          </p>
          <ul>
            {saved.changes.map((c, i) => (
              <li key={i}>{c}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          <strong>Nothing changed:</strong> the setup was already like this.
        </p>
      )}
      {saved.cancelled > 0 && (
        <p>
          {saved.cancelled === 1 ? '1 booking was cancelled' : `${saved.cancelled} bookings were cancelled`}, and the diners were sent your
          message.
        </p>
      )}
    </div>
  );
}

function ErrorSummary({ result }: { result: SetupFormResult }) {
  const ref = useFocusOnAnswer<HTMLDivElement>(result);
  const fields = Object.entries(result.fieldErrors);
  const problems = result.problems ?? [];
  return (
    <div ref={ref} className={styles.summary} role="alert" tabIndex={-1} aria-labelledby="setup-summary-title">
      <h2 id="setup-summary-title">{result.error ?? 'The setup was not saved'}</h2>
      {(fields.length > 0 || problems.length > 0) && (
        <ul>
          {fields.map(([name, message]) => (
            <li key={name}>
              <a href={`#${fieldId(name)}`}>{message}</a>
            </li>
          ))}
          {problems.map((p, i) => (
            <li key={i}>
              {p.path ? <code>{p.path}</code> : 'The setup'}: {p.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The bookings a change strands, and the choice: save and keep them, or save and cancel them with a message. */
export function StrandedPanel({
  confirm,
  csrfToken,
  messageError,
}: {
  confirm: SetupConfirm;
  csrfToken: string;
  messageError?: string | undefined;
}) {
  const ref = useFocusOnAnswer<HTMLElement>(confirm);
  const n = confirm.stranded.length;
  const here = useLocation().pathname;
  return (
    <section ref={ref} className={styles.confirm} tabIndex={-1} aria-labelledby="setup-confirm-title">
      <h2 id="setup-confirm-title">{n === 1 ? 'This change affects 1 booking' : `This change affects ${n} bookings`}</h2>
      {confirm.changes.length > 0 && (
        <div>
          <p>The change:</p>
          <ul>
            {confirm.changes.map((c, i) => (
              <li key={i}>{c}</li>
            ))}
          </ul>
        </div>
      )}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1) */}
      <div className={styles.tableWrap} role="region" aria-labelledby="setup-stranded-caption" tabIndex={0}>
        <table className={styles.table}>
          <caption id="setup-stranded-caption">Bookings that no longer fit the setup</caption>
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Date</th>
              <th scope="col">Time</th>
              <th scope="col">Name</th>
              <th scope="col">Guests</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {confirm.stranded.map((b) => (
              <tr key={b.bookingId}>
                <th scope="row">
                  <Link to={bookingUrl(b.bookingId)}>{b.reference}</Link>
                </th>
                <td>{b.date}</td>
                <td>{b.time}</td>
                <td>{b.name}</td>
                <td>{b.covers}</td>
                <td>{b.reasons.join('; ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Form method="post" className={styles.confirmForm} noValidate>
        <CsrfField token={csrfToken} />
        <input type="hidden" name="intent" value={CONFIRM_INTENT} />
        <input type="hidden" name="baseVersion" value={confirm.baseVersion} />
        <input type="hidden" name="proposed" value={confirm.proposed} />
        <TextAreaField
          id={fieldId('message')}
          name="message"
          label="Message to the diners (needed to cancel)"
          hint="Sent to each diner whose booking is cancelled. Say why, and how to rebook."
          defaultValue={confirm.message}
          maxLength={1000}
          rows={4}
          error={messageError}
        />
        <div className={styles.checks}>
          <button type="submit" name="stranded" value="keep" className="button">
            Save and keep these bookings
          </button>
          <button type="submit" name="stranded" value="cancel" className="button button--secondary">
            Save, cancel these bookings and send this message
          </button>
        </div>
        <p>
          <Link to={here}>Don’t save, back to the form</Link>
        </p>
      </Form>
    </section>
  );
}

/** Not saved yet: times outside the opening hours, and a button that sends the same form again with confirm=1. */
function OutsideHours({ warning, intent }: { warning: string[]; intent: string }) {
  const ref = useFocusOnAnswer<HTMLDivElement>(warning);
  return (
    <div ref={ref} className={styles.warning} role="alert" tabIndex={-1}>
      <p>
        <strong>Not saved yet.</strong> Diners see these times when they book, but the restaurant is not open then:
      </p>
      <ul>
        {warning.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>Correct the times below, or save them as they are.</p>
      <button type="submit" form={formIdOf(intent)} name="confirm" value="1" className="button button--secondary">
        Save anyway
      </button>
    </div>
  );
}

export function SetupOutcome({ result, csrfToken }: { result: SetupFormResult | undefined; csrfToken: string }) {
  if (!result) return null;
  if (result.warning?.length && result.intent) return <OutsideHours warning={result.warning} intent={result.intent} />;
  if (result.confirm) return <StrandedPanel confirm={result.confirm} csrfToken={csrfToken} messageError={result.fieldErrors.message} />;
  if (result.saved) return <Saved saved={result.saved} />;
  if (result.error || Object.keys(result.fieldErrors).length) return <ErrorSummary result={result} />;
  return null;
}
