import { describe, expect, it } from 'vitest';
import { instantOf } from '../../../contract/london-time.ts';
import { guestCounts, isLateCancellation, type HistoryBooking } from './guest-history.ts';

const at = (date: string, minutes: number) => instantOf(date, minutes);
const booking = (over: Partial<HistoryBooking>): HistoryBooking => ({
  status: 'confirmed',
  date: '2031-03-04',
  startsAt: 19 * 60,
  cancelledAt: null,
  feeTerms: null,
  ...over,
});

describe('a guest’s record', () => {
  it('counts a cancellation inside 24 hours as late, by default', () => {
    expect(isLateCancellation(booking({ status: 'cancelled', cancelledAt: at('2031-03-03', 19 * 60 + 1) }))).toBe(true);
    expect(isLateCancellation(booking({ status: 'cancelled', cancelledAt: at('2031-03-03', 19 * 60) }))).toBe(false);
  });

  it('uses the booking’s own cancellation window when it was made under fee terms', () => {
    const feeTerms = {
      currency: 'GBP',
      noShowFeePerCoverPence: null,
      lateCancellationFeePerCoverPence: 500,
      cancellationWindowHours: 48,
    } as const;
    expect(isLateCancellation(booking({ status: 'cancelled', cancelledAt: at('2031-03-03', 12 * 60), feeTerms }))).toBe(true);
  });

  it('counts visits (seated or completed), no-shows and late cancellations', () => {
    const list = [
      booking({ status: 'completed' }),
      booking({ status: 'seated' }),
      booking({ status: 'no-show' }),
      booking({ status: 'cancelled', cancelledAt: at('2031-03-04', 18 * 60) }),
      booking({ status: 'confirmed' }),
    ];
    expect(guestCounts(list)).toEqual({ bookings: 5, visits: 2, noShows: 1, lateCancellations: 1 });
  });
});
