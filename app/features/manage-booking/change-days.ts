// Why the manage page's calendar greys a day (decision 041): the days endpoint's
// verdict, as the booking modal reads it (booking-days.ts dayUnavailable), with
// one difference. The endpoint counts every booking's seats, this one's too, and
// the page's time search leaves them out (booking-change.ts changeTimes); the
// booking holds seats only on its own day, so only that day can be "fully
// booked" here and still have times for the move. That day is never greyed for
// being full: the time search answers for it (decision 041).
import type { DayAvailability } from '../../../contract/booking.ts';
import { dayUnavailable } from '../booking/booking-days.ts';

export function changeDayUnavailable(known: readonly DayAvailability[], today: string, bookingDate: string, date: string): string | null {
  if (date === bookingDate && known.find((d) => d.date === date)?.state === 'full') return null;
  return dayUnavailable(known, today, date);
}
