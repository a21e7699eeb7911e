// The page behind the waitlist's e-mail links (decision
// 050 "Waitlist"): a table held for the diner with one button that books it, or leaving
// the list. Opening the link changes nothing; only the button posts. Plain
// forms: it all works without JavaScript.
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/waitlist';
import { loadWaitlistPage, waitlistPageAction } from '../features/waitlist/waitlist-page.server.ts';
import { formatLongDate } from '../../contract/london-time.ts';
import { WAITLIST_STATUS_LABELS, type WaitlistOfferView } from '../../contract/waitlist.ts';
import { useFocusWhen } from '../features/manage-booking/use-focus-when.ts';
import styles from '../features/manage-booking/manage-booking.module.css';
import { pageMeta } from '../lib/route-meta.ts';

export const loader = ({ context, request }: Route.LoaderArgs) => loadWaitlistPage(context, request);

export const action = ({ context, request }: Route.ActionArgs) => waitlistPageAction(context, request);

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Your waitlist place', description: 'A table held for you, or leaving the waitlist.', tiles: [] }),
  { name: 'robots', content: 'noindex' },
];

export const DONE_TEXT = {
  booked: 'Your table is booked. We have e-mailed you the confirmation.',
  expired: 'Sorry: the hold on this table ran out, so it has passed to the next diner on the waitlist.',
  left: 'You have left the waitlist. We hope to see you another time.',
  gone: 'This offer is no longer open.',
} as const;

const guests = (n: number) => `${n} guest${n === 1 ? '' : 's'}`;
const range = (e: WaitlistOfferView) => (e.from === e.to ? e.from : `${e.from}–${e.to}`);

export default function WaitlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const page = loaderData;
  const done = page.entry ? page.done : null;
  const doneRef = useFocusWhen<HTMLParagraphElement>(done);
  const error = actionData?.error ?? (page.entry ? null : page.error);
  const errorRef = useFocusWhen<HTMLParagraphElement>(error);
  if (!page.entry) {
    return (
      <div className={`container ${styles.page}`}>
        <h1>Your waitlist place</h1>
        <p role="alert" tabIndex={-1} ref={errorRef} className={styles.alert}>
          {page.error}
        </p>
      </div>
    );
  }
  const { entry: e, token, step } = page;
  const offer = e.status === 'offered' ? e.offer : null;
  return (
    <div className={`container ${styles.page}`}>
      <h1>Your waitlist place</h1>
      {done && (
        <p role="status" tabIndex={-1} ref={doneRef} className={done === 'booked' || done === 'left' ? styles.done : styles.alert}>
          {DONE_TEXT[done]}
        </p>
      )}
      {error && (
        <p role="alert" tabIndex={-1} ref={errorRef} className={styles.alert}>
          {error}
        </p>
      )}
      <section className={styles.card} aria-labelledby="waitlist-heading">
        <h2 id="waitlist-heading" className={styles.restaurant}>
          {e.restaurant}
        </h2>
        <p className={styles.when}>
          {formatLongDate(e.date)}, {range(e)}, {guests(e.covers)}
        </p>
        <p className={styles.status}>Status: {WAITLIST_STATUS_LABELS[e.status].toLowerCase()}.</p>
      </section>
      {offer && !offer.expired && step !== 'leave' && (
        <section className={styles.confirm} aria-labelledby="claim-heading">
          <h2 id="claim-heading">
            A table is free at {offer.time}, held for you until {offer.heldUntil}
          </h2>
          <p>Press the button to book it. After {offer.heldUntil} it passes to the next diner on the waitlist.</p>
          <Form method="post" className={styles.actions}>
            <input type="hidden" name="token" value={token} />
            <button type="submit" name="intent" value="claim" className="button" disabled={busy}>
              {busy ? 'Booking…' : 'Book this table'}
            </button>
          </Form>
        </section>
      )}
      {offer?.expired && !done && <p className={styles.alert}>{DONE_TEXT.expired}</p>}
      {e.status === 'booked' && e.managePath && (
        <p>
          <Link to={e.managePath}>View, change or cancel your booking</Link>
        </p>
      )}
      {(e.status === 'waiting' || e.status === 'offered') && (
        <section className={styles.confirm} aria-labelledby="leave-heading">
          <h2 id="leave-heading">{step === 'leave' ? 'Leave the waitlist?' : 'Changed your plans?'}</h2>
          <p>We will stop looking for a table for you{offer ? ', and the table held for you goes to the next diner' : ''}.</p>
          <Form method="post" className={styles.actions}>
            <input type="hidden" name="token" value={token} />
            <button
              type="submit"
              name="intent"
              value="leave"
              className={step === 'leave' ? 'button' : 'button button--secondary'}
              disabled={busy}
            >
              Leave the waitlist
            </button>
          </Form>
        </section>
      )}
    </div>
  );
}
