// The page behind the signed link in a booking confirmation e-mail (decision
// 041): the booking's details and calendar file, cancelling with
// a confirmation step and an optional reason, and changing the date, time or
// party. Every step is a plain form (app/features/manage-booking/), so it all
// works before (and without) JavaScript.
import { useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/manage-booking';
import { loadManagedBooking, manageBookingAction } from '../features/manage-booking/manage-booking.server.ts';
import { BookingDetails } from '../features/manage-booking/booking-details.tsx';
import { CancelConfirm, CancelStart } from '../features/manage-booking/cancel-booking.tsx';
import { ChangeBooking } from '../features/manage-booking/change-booking.tsx';
import { ConfirmAttendance } from '../features/manage-booking/confirm-attendance.tsx';
import { useFocusWhen } from '../features/manage-booking/use-focus-when.ts';
import styles from '../features/manage-booking/manage-booking.module.css';
import { pageMeta } from '../lib/route-meta.ts';

export const loader = ({ context, request }: Route.LoaderArgs) => loadManagedBooking(context, request);

export const action = ({ context, request }: Route.ActionArgs) => manageBookingAction(context, request);

/** After a lost race (409) the times are read again, so the one just taken is gone from the list. */
export const shouldRevalidate = ({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  actionStatus === 409 || defaultShouldRevalidate;

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Your booking', description: 'View, change or cancel your booking.', tiles: [] }),
  { name: 'robots', content: 'noindex' },
];

const DONE = {
  cancelled: 'Your booking is cancelled. We have e-mailed you to confirm it.',
  changed: 'Your booking is changed. We have e-mailed you the new details.',
  confirmed: 'Thank you for confirming. We look forward to seeing you.',
} as const;

export default function ManageBooking({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const page = loaderData;
  const done = page.booking ? page.done : null;
  const result = useFocusWhen<HTMLParagraphElement>(done);
  const pageError = page.booking ? null : page.error;
  const errorRef = useFocusWhen<HTMLParagraphElement>(pageError);
  if (!page.booking) {
    return (
      <div className={`container ${styles.page}`}>
        <h1>Your booking</h1>
        <p role="alert" tabIndex={-1} ref={errorRef} className={styles.alert}>
          {page.error}
        </p>
      </div>
    );
  }
  const { booking, token, step, search } = page;
  const posted = actionData ?? null;
  const cancelError = posted?.intent === 'cancel' ? posted : null;
  const changeError = posted?.intent === 'change' ? posted : null;
  const confirmError = posted?.intent === 'confirm' ? posted : null;
  return (
    <div className={`container ${styles.page}`}>
      <h1>Your booking</h1>
      {done && (
        <p role="status" tabIndex={-1} ref={result} className={styles.done}>
          {DONE[done]}
        </p>
      )}
      <BookingDetails booking={booking} />
      {step === 'confirm' && <ConfirmAttendance booking={booking} token={token} busy={busy} error={confirmError?.error ?? null} />}
      {step === 'cancel' ? (
        <CancelConfirm
          booking={booking}
          token={token}
          busy={busy}
          error={cancelError?.error ?? null}
          reasonError={cancelError?.errors.reason}
        />
      ) : (
        booking.change && (
          <ChangeBooking
            booking={booking}
            token={token}
            search={search}
            busy={busy}
            error={changeError?.error ?? null}
            errors={changeError?.errors ?? {}}
          />
        )
      )}
      {step === 'view' && !booking.change && booking.changeRefusal && booking.canCancel && (
        <p className={styles.notice}>{booking.changeRefusal}</p>
      )}
      {step === 'view' && booking.canCancel && <CancelStart token={token} />}
    </div>
  );
}
