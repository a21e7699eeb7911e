// The page behind the signed link in a booking confirmation e-mail: the
// booking's details and a Cancel button that frees the seats at once.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { managedBookingReplySchema } from '../../contract/booking.ts';
import type { z } from 'zod';
import type { Route } from './+types/manage-booking';
import { useApiClient } from '../lib/api/client.ts';
import { messageOf } from '../features/booking/booking-api.ts';
import { ExtrasList } from '../features/booking/extras.tsx';
import { formatLongDate } from '../features/booking/london-date.ts';
import { pageMeta } from '../lib/route-meta.ts';

type Managed = z.infer<typeof managedBookingReplySchema>['data'];

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Your booking', description: 'View or cancel your booking.', tiles: [] }),
  { name: 'robots', content: 'noindex' },
];

export default function ManageBooking() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const api = useApiClient();
  const [booking, setBooking] = useState<Managed | null>(null);
  const [error, setError] = useState<string | null>(
    token ? null : 'This link is not complete. Please use the link in your confirmation e-mail.',
  );
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) return;
    api.get(`/api/booking/manage?token=${encodeURIComponent(token)}`, managedBookingReplySchema).then(
      (r) => setBooking(r.data),
      (err) => setError(messageOf(err)),
    );
  }, [api, token]);

  const cancel = async () => {
    setBusy(true);
    try {
      setBooking((await api.post('/api/booking/cancel', managedBookingReplySchema, { token })).data);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container" style={{ paddingBlock: 'var(--space-12)', maxWidth: 760 }}>
      <h1>Your booking</h1>
      {error && <p role="alert">{error}</p>}
      {!booking && !error && <p role="status">Loading your booking…</p>}
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
              : `Status: ${booking.status === 'requested' ? 'requested' : 'confirmed'}.`}
          </p>
          {booking.status !== 'cancelled' && booking.canCancel && (
            <button type="button" className="button" onClick={cancel} disabled={busy}>
              {busy ? 'Cancelling…' : 'Cancel this booking'}
            </button>
          )}
        </>
      )}
    </div>
  );
}
