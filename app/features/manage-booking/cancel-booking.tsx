// Cancelling takes two presses (decision 041): "Cancel this booking" opens the
// confirmation step (a GET, so a mail scanner following links cancels
// nothing), whose "Yes, cancel the booking" posts with an optional reason;
// "Keep my booking" goes back to the booking. Plain forms: no JavaScript needed.
import { Form } from 'react-router';
import { CANCEL_REASON_MAX, type ManageDetails } from '../../../contract/booking-change.ts';
import { formatLongDate } from '../../../contract/london-time.ts';
import styles from './manage-booking.module.css';
import { useFocusWhen } from './use-focus-when.ts';

export function CancelStart({ token }: { token: string }) {
  return (
    <Form method="get" className={styles.cancelStart}>
      <input type="hidden" name="token" value={token} />
      <button type="submit" name="step" value="cancel" className="button button--secondary">
        Cancel this booking
      </button>
    </Form>
  );
}

interface ConfirmProps {
  booking: ManageDetails;
  token: string;
  busy: boolean;
  error: string | null;
  reasonError: string | undefined;
}

export function CancelConfirm({ booking: b, token, busy, error, reasonError }: ConfirmProps) {
  const heading = useFocusWhen<HTMLHeadingElement>('confirm');
  const alert = useFocusWhen<HTMLParagraphElement>(error);
  const describedBy = ['cancel-reason-hint', reasonError ? 'cancel-reason-error' : ''].filter(Boolean).join(' ');
  return (
    <section className={styles.confirm} aria-labelledby="cancel-heading">
      <h2 id="cancel-heading" tabIndex={-1} ref={heading}>
        Cancel your booking at {b.restaurant} on {formatLongDate(b.date)} at {b.time}?
      </h2>
      <p>Your table is given up at once. This cannot be undone online.</p>
      {b.depositOnCancel && <p className={styles.deposit}>{b.depositOnCancel}</p>}
      {error && (
        <p role="alert" tabIndex={-1} ref={alert} className={styles.alert}>
          {error}
        </p>
      )}
      <Form method="post" className={styles.form}>
        <input type="hidden" name="token" value={token} />
        <div className={styles.field}>
          <label htmlFor="cancel-reason" className={styles.label}>
            Reason (optional)
          </label>
          <p id="cancel-reason-hint" className={styles.hint}>
            The restaurant will see it. At most {CANCEL_REASON_MAX} characters.
          </p>
          <textarea
            id="cancel-reason"
            name="reason"
            rows={4}
            maxLength={CANCEL_REASON_MAX}
            className={styles.input}
            aria-describedby={describedBy}
            aria-invalid={reasonError ? true : undefined}
          />
          {reasonError && (
            <p id="cancel-reason-error" className={styles.error}>
              {reasonError}
            </p>
          )}
        </div>
        <div className={styles.actions}>
          <button type="submit" name="intent" value="cancel" className="button" disabled={busy}>
            {busy ? 'Cancelling…' : 'Yes, cancel the booking'}
          </button>
          <button type="submit" form="keep-booking" className="button button--secondary">
            Keep my booking
          </button>
        </div>
      </Form>
      <Form method="get" id="keep-booking">
        <input type="hidden" name="token" value={token} />
      </Form>
    </section>
  );
}
