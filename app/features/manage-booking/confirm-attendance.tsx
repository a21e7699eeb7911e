// The reminder's Confirm link (product.md D11 "Reminders that diners answer"): the
// link opens this step with a GET, which changes nothing (mail scanners follow
// links); only "Yes, I'm coming" posts, and the restaurant's diary then shows
// "confirmed by the diner". Plain forms: no JavaScript needed.
import { Form } from 'react-router';
import type { ManageDetails } from '../../../contract/booking-change.ts';
import { formatLongDate } from '../../../contract/london-time.ts';
import styles from './manage-booking.module.css';
import { useFocusWhen } from './use-focus-when.ts';

interface Props {
  booking: ManageDetails;
  token: string;
  busy: boolean;
  error: string | null;
}

export function ConfirmAttendance({ booking: b, token, busy, error }: Props) {
  const heading = useFocusWhen<HTMLHeadingElement>('confirm');
  const alert = useFocusWhen<HTMLParagraphElement>(error);
  return (
    <section className={styles.confirm} aria-labelledby="attend-heading">
      <h2 id="attend-heading" tabIndex={-1} ref={heading}>
        Are you still coming to {b.restaurant} on {formatLongDate(b.date)} at {b.time}?
      </h2>
      <p>Let the restaurant know your table will be used.</p>
      {error && (
        <p role="alert" tabIndex={-1} ref={alert} className={styles.alert}>
          {error}
        </p>
      )}
      <Form method="post" className={styles.actions}>
        <input type="hidden" name="token" value={token} />
        <button type="submit" name="intent" value="confirm" className="button" disabled={busy}>
          {busy ? 'Confirming…' : 'Yes, I’m coming'}
        </button>
      </Form>
    </section>
  );
}
