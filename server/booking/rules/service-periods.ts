// Service periods as the engine reads them (decision 025): the setup document
// holds 'HH:MM' times for people to edit; the rules work in minutes after the
// London midnight of the date, with times after midnight ≥ 1440.
import type { BookingSetup, ServicePeriodDoc } from '../../../contract/booking-setup.ts';
import type { WeeklyHours } from '../../../contract/content.ts';
import { MINUTES_PER_DAY, parseHhmm, weekdayOf, type IsoDate } from '../../../contract/london-time.ts';
import { openingWindow, specialHoursFor, type SpecialHoursEntry } from '../../../contract/opening-hours.ts';
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

/** What stretching the periods to a special date reads of a setup. */
export interface DayHours {
  hours: WeeklyHours;
  specialHours: readonly SpecialHoursEntry[];
  lastSeatingBeforeCloseMinutes: number;
}

export const dayHoursOf = (setup: Pick<BookingSetup, 'hours' | 'specialHours' | 'config'>): DayHours => ({
  hours: setup.hours,
  specialHours: setup.specialHours,
  lastSeatingBeforeCloseMinutes: setup.config.lastSeatingBeforeCloseMinutes,
});

/**
 * The periods running on a date, stretched to a special date's longer hours (product.md D8): a period that ran to the
 * weekday's last seating follows a later close to the special date's own last seating (New Year's Eve open till
 * midnight takes tables until 23:00, not the Thursday's 21:00), and one that began at the weekday's opening follows
 * an earlier opening. Shorter special hours need nothing here: the opening window clips every period.
 */
export function servicePeriodsOnDay(periods: readonly ServicePeriod[], date: IsoDate, day: DayHours): ServicePeriod[] {
  const running = servicePeriodsOn(periods, date);
  if (!specialHoursFor(day.specialHours, date)) return running;
  const usual = openingWindow(day.hours, [], date);
  const special = openingWindow(day.hours, day.specialHours, date);
  if (!usual || !special) return running;
  const usualLast = usual.close - day.lastSeatingBeforeCloseMinutes;
  const specialLast = special.close - day.lastSeatingBeforeCloseMinutes;
  return running.map((p) => ({
    ...p,
    firstStart: special.open < usual.open && p.firstStart <= usual.open ? special.open : p.firstStart,
    lastStart: specialLast > usualLast && p.lastStart >= usualLast ? specialLast : p.lastStart,
  }));
}
