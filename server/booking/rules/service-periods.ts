// Service periods as the engine reads them (issue 15): the setup document
// holds 'HH:MM' times for people to edit; the rules work in minutes after the
// London midnight of the date, with times after midnight ≥ 1440.
import type { ServicePeriodDoc } from '../../../contract/booking-setup.ts';
import { MINUTES_PER_DAY, parseHhmm, weekdayOf, type IsoDate } from '../../../contract/london-time.ts';
import type { ServicePeriod } from './model.ts';

/** Times before this belong to the night after the date (a late bar's 00:30 start). */
const EARLY_MORNING = 6 * 60;

export function servicePeriodMinutes(doc: ServicePeriodDoc): ServicePeriod {
  const clock = (hhmm: string) => parseHhmm(hhmm) ?? 0; // the schema admits only valid HH:MM
  let firstStart = clock(doc.firstStart);
  if (firstStart < EARLY_MORNING) firstStart += MINUTES_PER_DAY;
  let lastStart = clock(doc.lastStart);
  // A last start before the first is in the night after ('17:00'–'02:00'), even for a small-hours period ('01:00'–'00:30').
  while (lastStart < firstStart) lastStart += MINUTES_PER_DAY;
  return { id: doc.id, name: doc.name, days: [...doc.days], firstStart, lastStart };
}

/** The periods running on a London date, earliest first. */
export function servicePeriodsOn(periods: readonly ServicePeriod[], date: IsoDate): ServicePeriod[] {
  const weekday = weekdayOf(date);
  return periods.filter((p) => p.days.includes(weekday)).sort((a, b) => a.firstStart - b.firstStart);
}
