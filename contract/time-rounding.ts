// The time a booking search starts from.
//
// product.md §5: "A search-based booking helper rounds the current time to the
// nearest 15 minutes, rounding the hour up to the next one (below 23)."
// product.md §9: time rounding 15 minutes; initial booking hour 9, minute 0.
//
// Interpretation (no original code is shown): the helper suggests a time about
// an hour from now, because a diner searching "now" cannot book inside the
// lead time. The London minutes are rounded to the nearest quarter (:07 → :00,
// :08 → :15) and the hour moves up by one while it is below 23. The result
// never wraps past midnight: anything later is held at 23:45, the last quarter
// of the day. Examples: 14:07 → 15:00, 14:53 → 16:00, 22:53 → 23:45,
// 23:20 → 23:15. A date other than today starts at the initial 09:00, and so
// does today before the rounded time reaches 09:00.
import { SLOT_INTERVAL_MINUTES } from './booking-codes.ts';
import { formatHhmm, londonDateOf, londonMinutesOf, type IsoDate } from './london-time.ts';

/** product.md §9: initial booking hour 9, minute 0. */
export const INITIAL_BOOKING_HOUR = 9;
export const INITIAL_BOOKING_MINUTE = 0;
const LAST_QUARTER = 23 * 60 + 45;

/** Minutes after midnight rounded per product.md §5 (see the interpretation above). */
export function roundSearchMinutes(minutesOfDay: number): number {
  const hour = Math.floor(minutesOfDay / 60);
  const quarter = Math.round((minutesOfDay % 60) / SLOT_INTERVAL_MINUTES) * SLOT_INTERVAL_MINUTES;
  const nextHour = hour < 23 ? hour + 1 : hour;
  return Math.min(nextHour * 60 + quarter, LAST_QUARTER);
}

/** The search helper's suggested 'HH:MM' for London's `now`. */
export function roundedSearchTime(now: Date): string {
  return formatHhmm(roundSearchMinutes(londonMinutesOf(now)));
}

/** The time a booking for `date` starts from: 09:00, or today's rounded time when that is later. */
export function initialBookingTime(date: IsoDate, now: Date): string {
  const initial = INITIAL_BOOKING_HOUR * 60 + INITIAL_BOOKING_MINUTE;
  if (date !== londonDateOf(now)) return formatHhmm(initial);
  return formatHhmm(Math.max(initial, roundSearchMinutes(londonMinutesOf(now))));
}
