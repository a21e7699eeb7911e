// The page behind the signed link in a booking confirmation e-mail: the
// booking's details, read by the loader, and a Cancel button that posts to the
// action, which frees the seats at once. Works before (and without) JavaScript.
import { Form, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/manage-booking';
import { cancelManagedBooking, loadManagedBooking } from '../features/booking/manage-booking.server.ts';
import { ExtrasList } from '../features/booking/extras.tsx';
import { formatLongDate } from '../features/booking/london-date.ts';
import { pageMeta } from '../lib/route-meta.ts';
import { STATUS_LABELS } from '../../contract/booking-status.ts';

export const loader = ({ context, request }: Route.LoaderArgs) => loadManagedBooking(context, request);

export const action = ({ context, request }: Route.ActionArgs) => cancelManagedBooking(context, request);

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Your booking', description: 'View or cancel your booking.', tiles: [] }),
  { name: 'robots', content: 'noindex' },
];

export default function ManageBooking({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const busy = useNavigation().state === 'submitting';
  // After a cancel the loader runs again, so the booking shown is the stored one; a refusal is the action's.
  const { booking } = loaderData;
  const error = actionData?.error ?? loaderData.error;

  return (
    <div className="container" style={{ paddingBlock: 'var(--space-12)', maxWidth: 760 }}>
      <h1>Your booking</h1>
      {error && <p role="alert">{error}</p>}
      {booking && (
        <>
          <dl>
            <dt>Reference</dt>
            <dd>{booking.bookingReference}</dd>
            <dt>Restaurant</dt>
            <dd>{booking.restaurant}</dd>
            <dt>Date and time</dt>
            <dd>
              {formatLongDate(booking.date)} at {booking.time}
            </dd>
            <dt>Guests</dt>
            <dd>{booking.covers}</dd>
            <ExtrasList extras={booking.extras} />
          </dl>
          <p role="status">
            {booking.status === 'cancelled'
              ? 'This booking is cancelled. We hope to see you another time.'
              : booking.status === 'declined'
                ? 'The restaurant could not take this booking. We hope to see you another time.'
                : `Status: ${STATUS_LABELS[booking.status].toLowerCase()}.`}
          </p>
          {booking.status !== 'cancelled' && booking.canCancel && (
            <Form method="post">
              <input type="hidden" name="token" value={params.get('token') ?? ''} />
              <button type="submit" className="button" disabled={busy}>
                {busy ? 'Cancelling…' : 'Cancel this booking'}
              </button>
            </Form>
          )}
        </>
      )}
    </div>
  );
}
