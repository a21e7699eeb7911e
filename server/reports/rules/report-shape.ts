// Shapes a report from the sums the repository reads (product.md D12 "Reports"):
// every day of the range (a quiet day is a zero, not a gap), weeks from Monday,
// rates, the sources in a fixed order, and the busiest-times grid. Pure.
import type { CountRow, EnquiryFigures, HeatmapRow, PeriodFigures, RateFigures, Report, ReportRange } from '../../../contract/reports.ts';
import { addDays, daysBetween, weekdayOf, type IsoDate } from '../../../contract/london-time.ts';
import { LEAD_TIME_LABELS, PARTY_SIZE_LABELS, REPORT_SOURCES, WEEKDAY_LABELS } from './buckets.ts';
import { eventMonthFigures, leadFigures, type EventMonthSums, type LeadSums } from './lead-figures.ts';

export interface DaySums {
  date: IsoDate;
  booked: number;
  kept: number;
  covers: number;
  cancelled: number;
  noShows: number;
  enquiries: number;
  enquiriesConverted: number;
  enquiriesPending: number;
  groupEnquiries: number;
  groupEnquiriesConverted: number;
}

export interface ReportSums {
  days: readonly DaySums[];
  sources: readonly { source: string; count: number }[];
  leadTimes: readonly number[];
  partySizes: readonly number[];
  heat: readonly { weekday: number; hour: number; covers: number }[];
  vouchers: readonly { date: IsoDate; count: number }[];
  signUps: readonly { date: IsoDate; count: number }[];
  leads: LeadSums;
  eventMonths: readonly EventMonthSums[];
}

// A page shapes its range's dates four times and each day's week once, and each date
// sum through the calendar costs microseconds: a year's page spent 6 ms of server time
// here on every request (decision 065). The answers are facts that never go stale, so
// they are remembered: the last few ranges' dates, and each date's Monday.
const RANGES_KEPT = 16;
const rangeDates = new Map<string, readonly IsoDate[]>();
const mondays = new Map<IsoDate, IsoDate>();

/** Every date from `from` to `to`, inclusive. */
export function datesOf(range: ReportRange): readonly IsoDate[] {
  const key = `${range.from}/${range.to}`;
  let dates = rangeDates.get(key);
  if (!dates) {
    dates = Array.from({ length: daysBetween(range.from, range.to) + 1 }, (_, i) => addDays(range.from, i));
    if (rangeDates.size >= RANGES_KEPT) rangeDates.delete(rangeDates.keys().next().value!);
    rangeDates.set(key, dates);
  }
  return dates;
}

/** The Monday of a date's week (ISO weeks, as a London restaurant counts them). */
export function weekStartOf(date: IsoDate): IsoDate {
  let monday = mondays.get(date);
  if (monday === undefined) {
    monday = addDays(date, 1 - weekdayOf(date));
    mondays.set(date, monday);
  }
  return monday;
}

const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

const emptyPeriod = (start: string): PeriodFigures => ({ start, bookings: 0, covers: 0, cancelled: 0, noShows: 0, booked: 0 });

function addInto(into: PeriodFigures, d: DaySums): void {
  into.bookings += d.kept;
  into.covers += d.covers;
  into.cancelled += d.cancelled;
  into.noShows += d.noShows;
  into.booked += d.booked;
}

export function dailyFigures(range: ReportRange, days: readonly DaySums[]): PeriodFigures[] {
  const byDate = new Map(days.map((d) => [d.date, d]));
  return datesOf(range).map((date) => {
    const p = emptyPeriod(date);
    const d = byDate.get(date);
    if (d) addInto(p, d);
    return p;
  });
}

/** Weeks from Monday; the first and last may be part-weeks, clipped to the range (their start says which). */
export function weeklyFigures(range: ReportRange, days: readonly DaySums[]): PeriodFigures[] {
  const weeks = new Map<IsoDate, PeriodFigures>();
  for (const date of datesOf(range)) {
    const week = weekStartOf(date);
    if (!weeks.has(week)) weeks.set(week, emptyPeriod(week < range.from ? range.from : week));
  }
  for (const d of days) {
    const w = weeks.get(weekStartOf(d.date));
    if (w) addInto(w, d);
  }
  return [...weeks.values()];
}

/** Cancellation and no-show rates, both over every booking made. */
export function rateFigures(days: readonly DaySums[]): RateFigures {
  const booked = sum(days, (d) => d.booked);
  const cancelled = sum(days, (d) => d.cancelled);
  const noShows = sum(days, (d) => d.noShows);
  return { booked, cancelled, noShows, cancellationRate: ratio(cancelled, booked), noShowRate: ratio(noShows, booked) };
}

/** Decision 043 defines conversion: an online enquiry converts once confirmed; pending ones are left out of its rate. */
export function enquiryFigures(days: readonly DaySums[]): EnquiryFigures {
  const received = sum(days, (d) => d.enquiries);
  const converted = sum(days, (d) => d.enquiriesConverted);
  const pending = sum(days, (d) => d.enquiriesPending);
  const groupReceived = sum(days, (d) => d.groupEnquiries);
  const groupConverted = sum(days, (d) => d.groupEnquiriesConverted);
  return {
    online: { received, converted, pending, rate: ratio(converted, received - pending) },
    group: { received: groupReceived, converted: groupConverted, rate: ratio(groupConverted, groupReceived) },
  };
}

/** The known sources in their order (zero when absent), then any other source the data holds. */
export function sourceRows(rows: readonly { source: string; count: number }[]): CountRow[] {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.source, (counts.get(r.source) ?? 0) + r.count);
  const known = REPORT_SOURCES.map((s) => ({ key: s.key, label: s.label, count: counts.get(s.key) ?? 0 }));
  const others = [...counts.keys()]
    .filter((k) => !REPORT_SOURCES.some((s) => s.key === k))
    .sort()
    .map((k) => ({ key: k, label: k, count: counts.get(k)! }));
  return [...known, ...others];
}

const labelled = (labels: readonly string[], counts: readonly number[]): CountRow[] =>
  labels.map((label, i) => ({ key: String(i), label, count: counts[i] ?? 0 }));

/** Busiest times: covers by weekday and hour, trimmed to the hours that had any (noon to ten when none had). */
export function heatmapOf(cells: readonly { weekday: number; hour: number; covers: number }[]): Report['heatmap'] {
  const busy = cells.filter((c) => c.covers > 0).map((c) => c.hour);
  const firstHour = busy.length ? Math.min(...busy) : 12;
  const lastHour = busy.length ? Math.max(...busy) : 22;
  const rows: HeatmapRow[] = WEEKDAY_LABELS.map((label, i) => ({
    weekday: i + 1,
    label,
    covers: Array.from({ length: lastHour - firstHour + 1 }, () => 0),
  }));
  for (const c of cells) {
    if (c.hour >= firstHour && c.hour <= lastHour) rows[c.weekday - 1]!.covers[c.hour - firstHour]! += c.covers;
  }
  return { firstHour, lastHour, rows };
}

/** Counts by day over the whole range, zero-filled. */
export function countsByDay(range: ReportRange, rows: readonly { date: IsoDate; count: number }[]): { byDay: CountRow[]; total: number } {
  const counts = new Map(rows.map((r) => [r.date, r.count]));
  const byDay = datesOf(range).map((date) => ({ key: date, label: date, count: counts.get(date) ?? 0 }));
  return { byDay, total: sum(byDay, (r) => r.count) };
}

export function shapeReport(range: ReportRange, sums: ReportSums): Report {
  return {
    range,
    days: dailyFigures(range, sums.days),
    weeks: weeklyFigures(range, sums.days),
    rates: rateFigures(sums.days),
    sources: sourceRows(sums.sources),
    leadTimes: labelled(LEAD_TIME_LABELS, sums.leadTimes),
    partySizes: labelled(PARTY_SIZE_LABELS, sums.partySizes),
    heatmap: heatmapOf(sums.heat),
    enquiries: enquiryFigures(sums.days),
    vouchers: countsByDay(range, sums.vouchers),
    signUps: countsByDay(range, sums.signUps),
    leads: leadFigures(sums.leads),
    eventValue: eventMonthFigures(range, sums.eventMonths),
  };
}

function sum<T>(rows: readonly T[], get: (r: T) => number): number {
  let total = 0;
  for (const r of rows) total += get(r);
  return total;
}
