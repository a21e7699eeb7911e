// Calendar dates in Europe/London for the date picker (dates are sent as
// YYYY-MM-DD, product.md §5). The date arithmetic and the opening rules are the
// booking engine's own (contract/), so the picker greys out exactly the days
// the engine treats as closed.
import { londonDateOf, weekdayOf } from '../../../contract/london-time.ts';
import type { SpecialHours, WeeklyHours } from '../../../contract/content.ts';
import { openingWindow, specialHoursFor } from '../../../contract/opening-hours.ts';

export { addDays, formatLongDate } from '../../../contract/london-time.ts';

export const londonToday = (now = new Date()): string => londonDateOf(now);

/** Monday-first weekday index 0–6. */
export const weekdayIndex = (date: string): number => weekdayOf(date) - 1;

/** product.md §4: special dates win over weekly hours; 'closed' in any case means closed. */
export function isClosedOn(hours: WeeklyHours, special: SpecialHours[], date: string): boolean {
  return openingWindow(hours, special, date) === null;
}

const WEEKDAY_PLURALS = ['Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays', 'Sundays'];

/**
 * Why the restaurant is closed on a date, in the words of its setup (decision 025):
 * the special date's reason ("Closed: Christmas Day"), or the weekday it never
 * opens; null when it is open.
 */
export function closedReason(hours: WeeklyHours, special: SpecialHours[], date: string): string | null {
  if (openingWindow(hours, special, date) !== null) return null;
  const entry = specialHoursFor(special, date);
  if (entry && 'label' in entry && entry.label) return `Closed: ${entry.label}`;
  return `Closed on ${WEEKDAY_PLURALS[weekdayIndex(date)]}`;
}
