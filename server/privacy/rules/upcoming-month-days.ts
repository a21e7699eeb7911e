// "Occasion dates coming up" (decision 045 segments): an occasion recurs every
// year on its month and day, so the window is the set of MM-DD from today for
// `days` days. A 29 February occasion falls on 28 February in a year without one.
import { addDays, type IsoDate } from '../../../contract/london-time.ts';

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The MM-DD of today and the `days - 1` days after it (`days` ≥ 1), with 02-29 beside a 02-28 of a common year. */
export function upcomingMonthDays(today: IsoDate, days: number): string[] {
  const out = new Set<string>();
  for (let i = 0; i < days; i++) {
    const date = addDays(today, i);
    const monthDay = date.slice(5);
    out.add(monthDay);
    if (monthDay === '02-28' && !isLeapYear(Number(date.slice(0, 4)))) out.add('02-29');
  }
  return [...out];
}
