// A wall time today in London as an instant: the late-evening journey sets the
// browser's clock and the server's CLOCK_START to the same one.
import { readFileSync } from 'node:fs';
export function londonAt(hhmm: string, now = new Date()): Date {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
  const offset = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', timeZoneName: 'shortOffset' })
    .formatToParts(now)
    .find((p) => p.type === 'timeZoneName')!.value; // "GMT" or "GMT+1"
  const hours = Number(offset.replace('GMT', '') || '0');
  return new Date(`${today}T${hhmm}:00${hours >= 0 ? '+' : '-'}${String(Math.abs(hours)).padStart(2, '0')}:00`);
}

/**
 * 21:30 London time on the first day from `now` on which Leicester keeps its weekly hours (no special
 * date such as New Year's Eve, open past midnight): the late-evening journey's instant, when no time is
 * left that day whatever the weekday (the date matrix runs it at every instant).
 */
export function lateEveningAt(now = new Date()): Date {
  const setup = JSON.parse(readFileSync('content/booking-setups/leicester.json', 'utf8')) as {
    specialHours: { startDate: string; endDate: string }[];
  };
  const day = new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now)}T12:00:00Z`);
  const isoDay = () => day.toISOString().slice(0, 10);
  while (setup.specialHours.some((s) => s.startDate <= isoDay() && isoDay() <= s.endDate)) day.setUTCDate(day.getUTCDate() + 1);
  return londonAt('21:30', day);
}

/**
 * The first whole minute at least `leadMs` after the servers' clock (this worker's Date is theirs, CLOCK_START
 * included: support/test.ts), as an instant and as London's wall date and time, the way a schedule form takes it.
 */
export function comingMinute(leadMs: number, now = new Date()): { at: Date; date: string; time: string } {
  const at = new Date(Math.ceil((now.getTime() + leadMs) / 60_000) * 60_000);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(at);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    at,
  );
  return { at, date, time };
}

/** How long until `at` by the servers' clock (negative once it has passed). */
export const msUntil = (at: Date, now = new Date()): number => at.getTime() - now.getTime();
