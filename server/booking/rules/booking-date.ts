// Is a requested date bookable at all? product.md D5 "Correctness": an impossible
// date, a past date or one outside the booking window is a 400 with a message.
import { addDays, isValidIsoDate, londonDateOf, type IsoDate } from '../../../contract/london-time.ts';

export type DateCheck = { ok: true } | { ok: false; reason: 'invalid' | 'past' | 'beyond-window'; message: string };

/** Checks `date` against London's today at `now` and the restaurant's window of `windowDays` (inclusive). */
export function checkBookingDate(date: string, now: Date, windowDays: number): DateCheck {
  if (!isValidIsoDate(date)) return { ok: false, reason: 'invalid', message: 'Expected a real date as YYYY-MM-DD' };
  const today = londonDateOf(now);
  if (date < today) return { ok: false, reason: 'past', message: 'That date has passed' };
  if (date > lastBookableDate(now, windowDays)) {
    return { ok: false, reason: 'beyond-window', message: `Bookings can be made up to ${windowDays} days ahead` };
  }
  return { ok: true };
}

/** The last London date that can be booked. */
export function lastBookableDate(now: Date, windowDays: number): IsoDate {
  return addDays(londonDateOf(now), windowDays);
}
