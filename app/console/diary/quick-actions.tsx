// The diary's quick buttons for a booking's open lifecycle actions, the
// submit buttons of one small form posting to the diary's own action. Decline and cancel need a
// reason the diner is told, so they lead to the booking page instead.
import { Form, Link } from 'react-router';
import { bookingUrl } from './console-urls.ts';
import { ACTION_LABELS, ACTIONS_NEEDING_REASON } from '../../../contract/booking-lifecycle.ts';
import { type DiaryBooking } from '../../../contract/diary-shapes.ts';
import { CsrfField } from '../csrf-field.tsx';
import { guestName } from './booking-text.ts';
import { ROW_ACTION_ATTRIBUTE } from './row-focus.ts';
import styles from './diary.module.css';

interface QuickActionsProps {
  booking: DiaryBooking;
  csrfToken: string;
  busy: boolean;
}

export function QuickActions({ booking, csrfToken, busy }: QuickActionsProps) {
  if (!booking.actions.length) return null;
  // The buttons' names carry the guest and time, so a list of "Confirm" buttons is told apart by a screen reader.
  const whose = <span className="visually-hidden">{` ${guestName(booking)}, ${booking.time}`}</span>;
  // One form for the booking, its buttons naming the action (the pressed one is sent): a busy day's list carries
  // the form's fields once a booking, not once an action (decision 076).
  return (
    <Form method="post" preventScrollReset className={`${styles.quick} ${styles.noPrint}`}>
      <CsrfField token={csrfToken} />
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="bookingId" value={booking.id} />
      {booking.actions.map((action) =>
        ACTIONS_NEEDING_REASON.includes(action) ? (
          <Link
            key={action}
            to={`${bookingUrl(booking.id)}#status-actions`}
            className={`button button--secondary ${styles.small}`}
            {...{ [ROW_ACTION_ATTRIBUTE]: '' }}
          >
            {ACTION_LABELS[action]}…{whose}
          </Link>
        ) : (
          <button
            key={action}
            type="submit"
            name="action"
            value={action}
            className={`button ${action === 'no-show' ? 'button--secondary' : ''} ${styles.small}`}
            disabled={busy}
            {...{ [ROW_ACTION_ATTRIBUTE]: '' }}
          >
            {ACTION_LABELS[action]}
            {whose}
          </button>
        ),
      )}
    </Form>
  );
}
