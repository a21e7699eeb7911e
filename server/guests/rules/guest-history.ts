// A guest's record with the chain (product.md D12 "Guest profiles": visits, no-shows
// and late cancellations), from their bookings. Pure. Mesa's choice: a visit
// is a booking the guest came to (seated or completed); a late cancellation is
// one cancelled inside the booking's cancellation window (its fee terms,
// decision 040), or 24 hours before it when it was made without one.
import type { FeeTerms } from '../../../contract/fee-terms.ts';
import type { GuestCounts } from '../../../contract/guests.ts';
import { instantOf } from '../../../contract/london-time.ts';
import type { BookingStatus } from '../../../contract/booking-lifecycle.ts';

export const DEFAULT_LATE_HOURS = 24;
const HOUR_MS = 3_600_000;

export interface HistoryBooking {
  status: BookingStatus;
  date: string;
  startsAt: number;
  cancelledAt: Date | null;
  feeTerms: FeeTerms | null;
}

export const isVisit = (status: BookingStatus) => status === 'seated' || status === 'completed';

export function isLateCancellation(b: HistoryBooking): boolean {
  if (b.status !== 'cancelled' || !b.cancelledAt) return false;
  const hours = b.feeTerms?.cancellationWindowHours ?? DEFAULT_LATE_HOURS;
  return instantOf(b.date, b.startsAt).getTime() - b.cancelledAt.getTime() < hours * HOUR_MS;
}

export function guestCounts(bookings: readonly HistoryBooking[]): GuestCounts {
  return {
    bookings: bookings.length,
    visits: bookings.filter((b) => isVisit(b.status)).length,
    noShows: bookings.filter((b) => b.status === 'no-show').length,
    lateCancellations: bookings.filter(isLateCancellation).length,
  };
}
