// The weekly summary's figures (product.md D12 "Reports": the week's figures with a
// comparison with the week before). Which week is due at an instant, and each
// figure beside last week's with its change in words. Pure.
import { addDays, londonDateOf, londonMinutesOf, weekdayOf, type IsoDate } from '../../../contract/london-time.ts';
import type { Report } from '../../../contract/reports.ts';
import { percent } from '../../../contract/report-tables.ts';

/** Monday 07:00 London: the week just ended is complete, and the manager reads it before service. */
export const WEEKLY_SUMMARY_AT_MINUTES = 7 * 60;

/** The Monday of the week that ended last Sunday, once Monday 07:00 (London) has come; else of the week before. */
export function lastWeekStart(now: Date): IsoDate {
  const today = londonDateOf(now);
  const thisMonday = addDays(today, 1 - weekdayOf(today));
  const due = today !== thisMonday || londonMinutesOf(now) >= WEEKLY_SUMMARY_AT_MINUTES;
  return addDays(thisMonday, due ? -7 : -14);
}

export interface ComparedFigure {
  label: string;
  thisWeek: string;
  lastWeek: string;
  /** "up 12%", "down 3", "no change", or "new" when last week had none. */
  change: string;
}

function countChange(now: number, before: number): string {
  if (now === before) return 'no change';
  if (before === 0) return `up ${now} (none the week before)`;
  const pct = Math.round((Math.abs(now - before) / before) * 100);
  return `${now > before ? 'up' : 'down'} ${pct}%`;
}

function rateChange(now: number | null, before: number | null): string {
  if (now === null || before === null) return '–';
  const points = Math.round((now - before) * 1000) / 10;
  if (points === 0) return 'no change';
  return `${points > 0 ? 'up' : 'down'} ${Math.abs(points).toFixed(1)} points`;
}

const sumOf = (r: Report, get: (d: Report['days'][number]) => number) => r.days.reduce((n, d) => n + get(d), 0);

export function compareWeeks(thisWeek: Report, lastWeek: Report): ComparedFigure[] {
  const counts: [string, (r: Report) => number][] = [
    ['Covers', (r) => sumOf(r, (d) => d.covers)],
    ['Bookings', (r) => sumOf(r, (d) => d.bookings)],
    ['Cancellations', (r) => r.rates.cancelled],
    ['No-shows', (r) => r.rates.noShows],
    ['Enquiries received', (r) => r.enquiries.online.received + r.enquiries.group.received],
    ['Sign-ups', (r) => r.signUps.total],
    ['Offer vouchers issued', (r) => r.vouchers.total],
  ];
  const rows = counts.map(([label, get]) => ({
    label,
    thisWeek: String(get(thisWeek)),
    lastWeek: String(get(lastWeek)),
    change: countChange(get(thisWeek), get(lastWeek)),
  }));
  const rates: [string, (r: Report) => number | null][] = [
    ['Cancellation rate', (r) => r.rates.cancellationRate],
    ['No-show rate', (r) => r.rates.noShowRate],
  ];
  return [
    ...rows,
    ...rates.map(([label, get]) => ({
      label,
      thisWeek: percent(get(thisWeek)),
      lastWeek: percent(get(lastWeek)),
      change: rateChange(get(thisWeek), get(lastWeek)),
    })),
  ];
}
