// A guest's profile (product.md D12 "Guest profiles"): contact, tags, allergies and
// dietary notes, their record with the chain, visits, notes, marketing consent
// and merges. What the member may change shows as forms; the rest as text.
import { Form, Link } from 'react-router';
import { STATUS_LABELS } from '../../../contract/booking-lifecycle.ts';
import { formatLongDate } from '../../../contract/london-time.ts';
import { bookingUrl } from '../diary/console-urls.ts';
import { CsrfField } from '../csrf-field.tsx';
import { FormOutcome } from '../diary/form-outcome.tsx';
import consoleStyles from '../console.module.css';
import { DetailsForm, NoteForm, TagForms } from './guest-forms.tsx';
import { GuestTags } from './guest-glance.tsx';
import type { GuestProfilePage } from './guest-profile-page.server.ts';
import type { GuestFormResult } from './guest-form-result.ts';
import { GUESTS_URL, mergeUrl } from './guest-urls.ts';
import styles from './guests.module.css';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
const londonTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { timeZone: 'Europe/London', dateStyle: 'medium', timeStyle: 'short' });

export function GuestProfileView({
  csrfToken,
  profile: p,
  restaurants,
  notice,
  result,
}: GuestProfilePage & { result: GuestFormResult | undefined }) {
  return (
    <div className={`${consoleStyles.page} ${consoleStyles.wide}`}>
      <p>
        <Link to={GUESTS_URL}>Back to guests</Link>
      </p>
      <h1>{p.name || p.emails[0] || 'Guest'}</h1>
      <FormOutcome notice={notice} error={result?.error} answer={result ?? notice} />
      <div className={styles.sections}>
        <section aria-labelledby="guest-contact-heading">
          <h2 id="guest-contact-heading">Contact</h2>
          <dl>
            <dt>E-mail</dt>
            <dd>{p.emails.join(', ') || 'None'}</dd>
            <dt>Phone</dt>
            <dd>{p.phone ?? 'None'}</dd>
            <dt>Record</dt>
            <dd>
              {p.counts.visits} visits, {p.counts.noShows} no-shows, {p.counts.lateCancellations} late cancellations ({p.counts.bookings}{' '}
              bookings)
            </dd>
          </dl>
        </section>
        <section aria-labelledby="guest-tags-heading">
          <h2 id="guest-tags-heading">Tags</h2>
          {p.mayEdit ? <TagForms csrfToken={csrfToken} result={result} tags={p.tags} /> : <GuestTags tags={p.tags} />}
          {!p.mayEdit && !p.tags.length && <p>No tags.</p>}
        </section>
        <section aria-labelledby="guest-allergies-heading">
          <h2 id="guest-allergies-heading">Allergies and dietary notes</h2>
          {p.mayEdit ? (
            <DetailsForm csrfToken={csrfToken} result={result} allergies={p.allergies} dietaryNotes={p.dietaryNotes} />
          ) : (
            <dl>
              <dt>Allergies</dt>
              <dd>{p.allergies || 'None recorded'}</dd>
              <dt>Dietary notes</dt>
              <dd>{p.dietaryNotes || 'None recorded'}</dd>
            </dl>
          )}
        </section>
        <section aria-labelledby="guest-consent-heading">
          <h2 id="guest-consent-heading">Marketing consent</h2>
          {p.consent.known ? (
            <dl>
              <dt>E-mail offers</dt>
              <dd>{yesNo(p.consent.email)}</dd>
              <dt>Text messages</dt>
              <dd>{yesNo(p.consent.sms)}</dd>
            </dl>
          ) : (
            <p>No marketing consent was ever given.</p>
          )}
          {p.consent.history.length > 0 && (
            <table className={consoleStyles.dataTable}>
              <caption>Consent history, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Channel</th>
                  <th scope="col">Given or withdrawn</th>
                  <th scope="col">Where and how</th>
                </tr>
              </thead>
              <tbody>
                {p.consent.history.map((e) => (
                  <tr key={e.id}>
                    <td>{new Date(e.at).toISOString().slice(0, 16).replace('T', ' ')} UTC</td>
                    <td>{e.channel === 'email' ? 'E-mail' : 'Text'}</td>
                    <td>{e.granted ? 'Given' : 'Withdrawn'}</td>
                    <td>
                      {e.source}: {e.method}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section aria-labelledby="guest-visits-heading">
          <h2 id="guest-visits-heading">Visits</h2>
          {p.visits.length ? (
            <table className={consoleStyles.dataTable}>
              <caption>Bookings, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Restaurant</th>
                  <th scope="col">Party</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {p.visits.map((v) => (
                  <tr key={v.bookingId}>
                    <td>
                      <Link to={bookingUrl(v.bookingId)}>
                        {formatLongDate(v.date)}, {v.time}
                      </Link>
                    </td>
                    <td>{restaurants[v.storeId] ?? v.storeId}</td>
                    <td>{v.covers}</td>
                    <td>
                      {STATUS_LABELS[v.status]}
                      {v.lateCancellation && ' (late)'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>No bookings yet.</p>
          )}
        </section>
        <section aria-labelledby="guest-notes-heading">
          <h2 id="guest-notes-heading">Staff notes</h2>
          {p.notes.length ? (
            <ul>
              {p.notes.map((n) => (
                <li key={n.id}>
                  <p>{n.text}</p>
                  <p className={consoleStyles.hint}>
                    {n.author}, {londonTime(n.at)}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p>No notes yet.</p>
          )}
          {p.mayEdit && <NoteForm csrfToken={csrfToken} result={result} />}
        </section>
        {p.mayMerge && (
          <section aria-labelledby="guest-merges-heading">
            <h2 id="guest-merges-heading">Duplicates</h2>
            <p>
              <Link to={mergeUrl(p.id)}>Merge another guest into this one</Link>
            </p>
            {p.merges.length > 0 && (
              <ul>
                {p.merges.map((m) => (
                  <li key={m.id}>
                    {m.mergedName || m.mergedId} ({m.emails.join(', ')}) merged {londonTime(m.at)}
                    {m.undone ? (
                      ' (undone)'
                    ) : (
                      <Form method="post" className={styles.inlineForm}>
                        <CsrfField token={csrfToken} />
                        <input type="hidden" name="mergeId" value={m.id} />{' '}
                        <button type="submit" name="intent" value="undo-merge">
                          Undo this merge
                        </button>
                      </Form>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
