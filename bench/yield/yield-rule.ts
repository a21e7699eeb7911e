// The yield rule on the bench (decision 075) as a restaurant would have it: a record of what diners asked for on
// past evenings of the same weekday (here the other seeds' evenings at the same demand, replayed by the engine
// without the rule), each stream's diners arriving evenly over the two weeks before the day.
import type { Highs } from 'highs';
import { parseHhmm } from '../../contract/london-time.ts';
import { OFFER_RESEAT } from '../../server/booking/rules/reseat-day.ts';
import { searchSlots } from '../../server/booking/rules/slot-search.ts';
import { forecastDemand, type DemandRecord } from '../../server/booking/yield/demand-forecast.ts';
import { yieldLpFor } from '../../server/booking/yield/yield-day.ts';
import { yieldGuardFor, type YieldGuard } from '../../server/booking/yield/yield-guard.ts';
import type { DinerRequest } from './demand.ts';
import type { Evening } from './evening.ts';
import { replayEngine } from '../../server/booking/yield/replay-day.ts';

const BOOKING_WINDOW_MINUTES = 14 * 24 * 60;
/** Diner `index` of `n` asks this many minutes before the day's midnight. */
export const leadOf = (index: number, n: number) => BOOKING_WINDOW_MINUTES * (1 - index / n);

/** What an evening leaves in the record: each diner's party and booked time, or the times full when turned away. */
export function demandRecords(evening: Evening, requests: readonly DinerRequest[], serviceDate: string): DemandRecord[] {
  const records: DemandRecord[] = [];
  const { firstStart, lastStart, intervalMinutes } = evening.shape;
  replayEngine(evening, requests, {
    onRequest(request, index, seated, bookings) {
      const base = { serviceDate, covers: request.covers, leadMinutes: leadOf(index, requests.length) };
      if (seated) return void records.push({ ...base, bookedStart: request.start, fullStarts: [] });
      const offered = new Set(
        searchSlots({ ...evening.engine, covers: request.covers, bookings, reseat: OFFER_RESEAT })
          .times.filter((s) => !s.canEnquire)
          .map((s) => parseHhmm(s.time)),
      );
      const fullStarts: number[] = [];
      for (let t = firstStart; t <= lastStart; t += intervalMinutes) if (!offered.has(t)) fullStarts.push(t);
      records.push({ ...base, bookedStart: null, fullStarts });
    },
  });
  return records;
}

/** The rule's guard for each diner of a stream of `n`, from the past evenings' records. */
export function yieldGuards(
  highs: Highs,
  evening: Evening,
  past: readonly DemandRecord[],
  n: number,
): (index: number) => YieldGuard | null {
  const whole = forecastDemand(past, 0, Infinity)?.whole;
  const lp = whole
    ? yieldLpFor(highs, { tables: evening.tables, tableGroups: evening.tableGroups, config: evening.engine.config }, whole)
    : null;
  // Every diner before this one asked for a time that was full or booked it: each is a request (`isRequest`).
  return (index) => (lp ? yieldGuardFor(lp, forecastDemand(past, index, leadOf(index, n))) : null);
}
