// "Optimise the day" (decision 079): the moves Mesa proposes, the free covers and the
// largest party each time still on sale can seat, before and after, and one plain form
// that applies them. Works without JavaScript; the tables scroll on their own on a phone.
import { Form, Link, useNavigation } from 'react-router';
import { CsrfField } from '../csrf-field.tsx';
import type { FormReply } from '../form-kit/form-reply.ts';
import { diaryUrl } from './console-urls.ts';
import { FormOutcome } from './form-outcome.tsx';
import type { OptimisePage } from './optimise-page.server.ts';
import { ScrollRegion } from './scroll-region.tsx';
import consoleStyles from '../console.module.css';
import styles from './diary.module.css';
import formStyles from './forms.module.css';

interface OptimiseViewProps extends OptimisePage {
  result: FormReply | undefined;
}

const covers = (n: number) => (n === 1 ? '1 cover' : `${n} covers`);

export function OptimiseView({ proposal, longDate, csrfToken, result }: OptimiseViewProps) {
  const { restaurant, date, moves, slots } = proposal;
  const busy = useNavigation().state !== 'idle';
  return (
    <div className={styles.page}>
      <p>
        <Link to={diaryUrl(restaurant.storeId, date)}>Back to the diary</Link>
      </p>
      <h1>
        Optimise the day
        <span className={styles.subhead}>
          {restaurant.title}, {longDate}
        </span>
      </h1>
      <p className={formStyles.hint}>
        Mesa moves bookings to other tables of their own area, every time kept, so the times still on sale can seat larger parties. Pinned
        and seated bookings, those whose diner chose an area, and those starting soon stay where they are.
      </p>
      <FormOutcome error={result?.error} answer={result} />
      <h2>Moves</h2>
      {moves.length === 0 ? (
        <p>Nothing to improve: no re-seating leaves the day freer.</p>
      ) : (
        <ScrollRegion labelledBy="optimise-moves">
          <table className={consoleStyles.dataTable}>
            <caption id="optimise-moves">Bookings Mesa would move</caption>
            <thead>
              <tr>
                <th scope="col">Booking</th>
                <th scope="col">Guest</th>
                <th scope="col">Time</th>
                <th scope="col">Party</th>
                <th scope="col">From</th>
                <th scope="col">To</th>
              </tr>
            </thead>
            <tbody>
              {moves.map((m) => (
                <tr key={m.bookingId}>
                  <th scope="row">{m.reference}</th>
                  <td>{m.name}</td>
                  <td>{m.time}</td>
                  <td>{covers(m.covers)}</td>
                  <td>{m.from}</td>
                  <td>{m.to}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <h2>Before and after</h2>
      {slots.length === 0 ? (
        <p>No times are still on sale on this day.</p>
      ) : (
        <ScrollRegion labelledBy="optimise-freedom">
          <table className={consoleStyles.dataTable}>
            <caption id="optimise-freedom">Free covers and the largest party each time can still seat, before and after the moves</caption>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Free covers before</th>
                <th scope="col">Free covers after</th>
                <th scope="col">Largest party before</th>
                <th scope="col">Largest party after</th>
              </tr>
            </thead>
            <tbody>
              {slots.map((s) => (
                <tr key={s.time}>
                  <th scope="row">{s.time}</th>
                  <td>{s.freeBefore}</td>
                  <td>{s.freeAfter}</td>
                  <td>{s.largestBefore}</td>
                  <td>{s.largestAfter}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {moves.length > 0 && (
        <Form method="post" className={styles.section}>
          <CsrfField token={csrfToken} />
          <input type="hidden" name="date" value={date} />
          <input type="hidden" name="version" value={proposal.version} />
          <input type="hidden" name="plan" value={proposal.plan} />
          <button type="submit" className="button" disabled={busy}>
            Apply these moves
          </button>
        </Form>
      )}
    </div>
  );
}
