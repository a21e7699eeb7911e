// A report as the page sends it for hydration (product.md D12 "Reports", decision 065): the runs of a
// year's rows (days, weeks, vouchers and sign-ups by day) as one array per field rather than an object
// per row, so each figure is sent once and a row's field names are not repeated 365 times. Lossless:
// the view expands it to the very report the server shaped, and builds its charts and tables from that.
import type { CountRow, PeriodFigures, Report } from './reports.ts';

/** Rows as one array per field, all of one length. */
export type Columns<T> = { [K in keyof T]: T[K][] };

export interface CompactReport extends Omit<Report, 'days' | 'weeks' | 'vouchers' | 'signUps'> {
  days: Columns<PeriodFigures>;
  weeks: Columns<PeriodFigures>;
  vouchers: { byDay: Columns<CountRow>; total: number };
  signUps: { byDay: Columns<CountRow>; total: number };
}

const PERIOD_KEYS = ['start', 'bookings', 'covers', 'cancelled', 'noShows', 'booked'] as const satisfies readonly (keyof PeriodFigures)[];
const COUNT_KEYS = ['key', 'label', 'count'] as const satisfies readonly (keyof CountRow)[];

export function toColumns<T extends object>(rows: readonly T[], keys: readonly (keyof T)[]): Columns<T> {
  const columns = {} as Columns<T>;
  for (const key of keys) columns[key] = rows.map((row) => row[key]);
  return columns;
}

export function fromColumns<T extends object>(columns: Columns<T>, keys: readonly (keyof T)[]): T[] {
  const length = keys.length ? columns[keys[0]!].length : 0;
  return Array.from({ length }, (_, i) => {
    const row = {} as T;
    for (const key of keys) row[key] = columns[key][i]!;
    return row;
  });
}

export const compactReport = (r: Report): CompactReport => ({
  ...r,
  days: toColumns(r.days, PERIOD_KEYS),
  weeks: toColumns(r.weeks, PERIOD_KEYS),
  vouchers: { byDay: toColumns(r.vouchers.byDay, COUNT_KEYS), total: r.vouchers.total },
  signUps: { byDay: toColumns(r.signUps.byDay, COUNT_KEYS), total: r.signUps.total },
});

export const expandReport = (c: CompactReport): Report => ({
  ...c,
  days: fromColumns(c.days, PERIOD_KEYS),
  weeks: fromColumns(c.weeks, PERIOD_KEYS),
  vouchers: { byDay: fromColumns(c.vouchers.byDay, COUNT_KEYS), total: c.vouchers.total },
  signUps: { byDay: fromColumns(c.signUps.byDay, COUNT_KEYS), total: c.signUps.total },
});
