// Calendar dates in Europe/London for the date picker (dates are sent as YYYY-MM-DD, SPEC §5).
import { WEEKDAYS } from '../../../contract/content-constants.ts';
import type { SpecialHours, WeeklyHours } from '../../../contract/content.ts';

export function londonToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Monday-first weekday index 0–6. */
export function weekdayIndex(date: string): number {
  return (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
}

const isClosedValue = (v: string) => /^closed$/i.test(v);

/** SPEC §4: special dates win over weekly hours; 'closed' in any case means closed. */
export function isClosedOn(hours: WeeklyHours, special: SpecialHours[], date: string): boolean {
  const entry = special.find((s) => s.startDate <= date && date <= s.endDate);
  if (entry) return isClosedValue(entry.openTime) || isClosedValue(entry.closeTime);
  const day = WEEKDAYS[weekdayIndex(date)]!;
  return isClosedValue(hours[`${day}Open`]) || isClosedValue(hours[`${day}Close`]);
}

export function formatLongDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}
