// Calendar dates in Europe/London for the date picker (dates are sent as
// YYYY-MM-DD, SPEC §5). The date arithmetic and the opening rules are the
// booking engine's own (contract/), so the picker greys out exactly the days
// the engine treats as closed.
import { londonDateOf, weekdayOf } from '../../../contract/london-time.ts';
import type { SpecialHours, WeeklyHours } from '../../../contract/content.ts';
import { openingWindow } from '../../../contract/opening-hours.ts';

export { addDays, formatLongDate } from '../../../contract/london-time.ts';

export const londonToday = (now = new Date()): string => londonDateOf(now);

/** Monday-first weekday index 0–6. */
export const weekdayIndex = (date: string): number => weekdayOf(date) - 1;

/** SPEC §4: special dates win over weekly hours; 'closed' in any case means closed. */
export function isClosedOn(hours: WeeklyHours, special: SpecialHours[], date: string): boolean {
  return openingWindow(hours, special, date) === null;
}
