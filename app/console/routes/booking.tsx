// /console/bookings/:bookingId/: one booking, what can be done to it, and its history (product.md D8).
import type { Route } from './+types/booking';
import { bookingPageAction, loadBookingPage } from '../diary/booking-page.server.ts';
import { BookingView } from '../diary/booking-view.tsx';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadBookingPage(context, request, params.bookingId);

export const action = ({ context, request, params }: Route.ActionArgs) => bookingPageAction(context, request, params.bookingId);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Booking ${data.detail.booking.reference} · Restaurant console` : 'Booking · Restaurant console' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function BookingRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <BookingView {...loaderData} result={actionData} />;
}
