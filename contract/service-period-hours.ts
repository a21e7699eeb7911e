// Whether a booking setup's service periods fit its weekly opening hours
// (product.md D8 "Setup as data": opening hours have one source). The engine clips
// a period to the hours anyway; a period that reaches outside them is a mistake
// a manager should see before saving (diners see its times in the booking modal).
import type { ServicePeriodDoc } from './booking-setup.ts';
import { WEEKDAYS } from './content-constants.ts';
import type { WeeklyHours } from './content.ts';
import { MINUTES_PER_DAY, formatHhmm, parseHhmm } from './london-time.ts';

/** Times before this belong to the night after the day (as server/booking/rules/service-periods.ts reads them). */
const EARLY_MORNING = 6 * 60;

export interface PeriodOutsideHours {
  periodId: string;
  /** "Dinner 17:00–02:00" */
  period: string;
  kind: 'closed' | 'before-opening' | 'past-closing';
  /** The opening or the closing time the period passes ('12:00', '23:00'); null when the restaurant is closed. */
  time: string | null;
  /** ISO weekdays (1 = Monday), in order. */
  days: number[];
}

const DAY_NAMES = WEEKDAYS.map((d) => d[0]!.toUpperCase() + d.slice(1));

/** A day's opening window in minutes after its midnight (a close at or before the open is the next day's), or null when closed. */
export function weeklyWindow(hours: WeeklyHours, isoWeekday: number): { open: number; close: number } | null {
  const day = WEEKDAYS[isoWeekday - 1]!;
  const open = parseHhmm(hours[`${day}Open`]);
  const close = parseHhmm(hours[`${day}Close`]);
  if (open === null || close === null) return null;
  return { open, close: close <= open ? close + MINUTES_PER_DAY : close };
}

function periodMinutes(p: Pick<ServicePeriodDoc, 'firstStart' | 'lastStart'>) {
  let first = parseHhmm(p.firstStart) ?? 0;
  if (first < EARLY_MORNING) first += MINUTES_PER_DAY;
  let last = parseHhmm(p.lastStart) ?? 0;
  while (last < first) last += MINUTES_PER_DAY;
  return { first, last };
}

/** Each way the periods reach outside the weekly hours, with the days it happens on. */
export function periodsOutsideHours(periods: readonly ServicePeriodDoc[], hours: WeeklyHours): PeriodOutsideHours[] {
  const found = new Map<string, PeriodOutsideHours>();
  const note = (p: ServicePeriodDoc, kind: PeriodOutsideHours['kind'], time: string | null, day: number) => {
    const key = `${p.id}|${kind}|${time}`;
    const entry = found.get(key) ?? { periodId: p.id, period: `${p.name} ${p.firstStart}–${p.lastStart}`, kind, time, days: [] };
    entry.days.push(day);
    found.set(key, entry);
  };
  for (const p of periods) {
    const { first, last } = periodMinutes(p);
    for (const day of [...new Set(p.days)].sort()) {
      const window = weeklyWindow(hours, day);
      if (!window) note(p, 'closed', null, day);
      else {
        if (first < window.open) note(p, 'before-opening', formatHhmm(window.open), day);
        if (last > window.close) note(p, 'past-closing', formatHhmm(window.close), day);
      }
    }
  }
  return [...found.values()];
}

/** "Monday", "Monday and Friday", "Monday, Tuesday and Sunday". */
function dayList(days: readonly number[]): string {
  const names = days.map((d) => DAY_NAMES[d - 1]!);
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "Dinner 17:00–02:00 runs past closing (23:00) on Monday, Tuesday and Wednesday". */
export function describeOutsideHours(p: PeriodOutsideHours): string {
  if (p.kind === 'closed') return `${p.period} runs on ${dayList(p.days)}, when the restaurant is closed`;
  const what = p.kind === 'before-opening' ? `starts before opening (${p.time})` : `runs past closing (${p.time})`;
  return `${p.period} ${what} on ${dayList(p.days)}`;
}
