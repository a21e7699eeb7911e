// The yield rule's door to the database (decision 075): it records what diners ask for, and gives a restaurant
// day its guard, learned from the same weekday of the restaurant's past weeks.
//
// The forecast is read per quarter hour from the rows written before it began, so every instance gives the same
// guard for a day in the same state: a time offered is a time the create takes.
import { createHash } from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import loadHighs, { type Highs } from 'highs';
import { LRUCache } from 'lru-cache';
import { addDays, instantOf, londonDateOf, weekdayOf, type IsoDate } from '../../../contract/london-time.ts';
import type { Db } from '../../db/client.ts';
import { bookingDemand } from '../../db/schema.ts';
import type { RestaurantSettingsStore } from '../restaurant-settings.ts';
import { forecastDemand, isRequest, type DemandForecast, type DemandRecord } from './demand-forecast.ts';
import type { BidPriceLp } from './bid-price-lp.ts';
import { yieldLpFor, type YieldSetup } from './yield-day.ts';
import { yieldGuardFor, type YieldGuard } from './yield-guard.ts';
import { simulatePastDays, type SimulatedDay } from './simulate-past.ts';
import type { BookingSetup } from '../../../contract/booking-setup.ts';

/** The forecast's step: it is read afresh every quarter hour. */
export const FORECAST_STEP_MS = 15 * 60_000;
/** Past weeks of the same weekday a forecast is the mean of. */
export const FORECAST_WEEKS = 8;
/**
 * A quarter hour's forecast reads the rows stamped a minute before it began: a row is written in the background just
 * after its stamp, and every instance must read the same rows for the same quarter hour.
 */
const RECORD_GRACE_MS = 60_000;
/** A day's LP leaves the cache while a request may still hold its guard (waiting for the day lock): freed later. */
const DISPOSE_DELAY_MS = 120_000;

export interface DemandEntry {
  storeId: string;
  date: IsoDate;
  covers: number;
  /** The browser's sessionId (product.md §7); only a hash of it is kept. */
  sessionId: string;
  /** Minutes after the date's midnight, for a booking; null for a search. */
  bookedStart: number | null;
  /** For a search: the starts that were full. */
  fullStarts: readonly number[];
}

export interface PastWeeks {
  /** Past days of the weekday with a record. */
  pastDays: number;
  /** The requests and covers an evening of them brings per start hour (the learned peak). */
  hours: { hour: number; requests: number; covers: number }[];
  days: SimulatedDay[];
}

export interface DayYield {
  forecast: DemandForecast | null;
  guard: YieldGuard | null;
}

/** The promise kept under `key`, or a new one from `make`, kept until it fails. */
function kept<T extends object>(cache: LRUCache<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let value = cache.get(key);
  if (!value) {
    const made = make();
    cache.set(key, (value = made));
    made.catch(() => cache.get(key) === made && cache.delete(key));
  }
  return value;
}

interface Row extends DemandRecord {
  createdAt: Date;
}

export function createYieldService(deps: { db: Db; settings: Pick<RestaurantSettingsStore, 'read'>; onError?: (err: unknown) => void }) {
  const { db } = deps;
  let solver: Promise<Highs> | null = null;
  const highs = () => {
    if (!solver) {
      const loading = loadHighs();
      loading.catch(() => solver === loading && (solver = null)); // a failed load is tried again by the next request
      solver = loading;
    }
    return solver;
  };
  // One LP per restaurant day, setup and step; its native memory is freed a while after it leaves the cache.
  const days = new LRUCache<string, Promise<DayYield & { lp: BidPriceLp | null }>>({
    max: 256,
    dispose: (day) => void setTimeout(() => void day.then((d) => d.lp?.model.dispose()).catch(() => {}), DISPOSE_DELAY_MS).unref(),
  });
  const histories = new LRUCache<string, Promise<Row[]>>({ max: 256 });
  const weeks = new LRUCache<string, Promise<PastWeeks>>({ max: 64 });
  const pending = new Set<Promise<unknown>>();

  /** The same rule for the same setup: the repository hands out a fresh setup object every minute. */
  const fingerprints = new WeakMap<YieldSetup, string>();
  function fingerprint(setup: YieldSetup): string {
    let print = fingerprints.get(setup);
    if (print === undefined) {
      const { tables, tableGroups, config } = setup;
      const shape = [tables, tableGroups, config.turnTimes, config.pacingCoversPerInterval, config.slotIntervalMinutes];
      print = createHash('sha256').update(JSON.stringify(shape)).digest('base64url').slice(0, 16);
      fingerprints.set(setup, print);
    }
    return print;
  }

  /** Rows of the restaurant's last weeks (and days ahead) written before the step began. */
  function history(storeId: string, step: number): Promise<Row[]> {
    return kept(histories, `${storeId}|${step}`, () => {
      const before = new Date(step * FORECAST_STEP_MS - RECORD_GRACE_MS);
      const from = addDays(londonDateOf(new Date(step * FORECAST_STEP_MS)), -7 * FORECAST_WEEKS - 1);
      return db
        .select()
        .from(bookingDemand)
        .where(and(eq(bookingDemand.storeId, storeId), gte(bookingDemand.serviceDate, from), lt(bookingDemand.createdAt, before)))
        .then((list) => list.map((r) => ({ ...r, fullStarts: r.fullStarts ?? [] })));
    });
  }

  async function dayYield(storeId: string, setup: YieldSetup, date: IsoDate, now: Date): Promise<DayYield & { lp: BidPriceLp | null }> {
    const step = Math.floor(now.getTime() / FORECAST_STEP_MS);
    const rows = await history(storeId, step);
    const today = londonDateOf(new Date(step * FORECAST_STEP_MS));
    const weekday = weekdayOf(date);
    // The same weekday's past days, complete (before today), over the last FORECAST_WEEKS weeks.
    const past = rows.filter(
      (r) => r.serviceDate < today && weekdayOf(r.serviceDate) === weekday && r.serviceDate >= addDays(today, -7 * FORECAST_WEEKS),
    );
    const todaySoFar = rows.filter((r) => r.serviceDate === date && isRequest(r)).length;
    const leadNow = (instantOf(date, 0).getTime() - step * FORECAST_STEP_MS) / 60_000;
    const forecast = forecastDemand(past, todaySoFar, leadNow);
    const lp = forecast ? yieldLpFor(await highs(), setup, forecast.whole) : null;
    return { forecast, lp, guard: lp ? yieldGuardFor(lp, forecast) : null };
  }

  /** Decision 075, for the manager: see `pastWeeks`. */
  async function pastWeeksOf(storeId: string, setup: BookingSetup, weekday: number, now: Date): Promise<PastWeeks> {
    const step = Math.floor(now.getTime() / FORECAST_STEP_MS);
    const today = londonDateOf(new Date(step * FORECAST_STEP_MS));
    const from = addDays(today, -7 * FORECAST_WEEKS);
    const past = (await history(storeId, step)).filter(
      (r) => r.serviceDate < today && r.serviceDate >= from && weekdayOf(r.serviceDate) === weekday,
    );
    const whole = forecastDemand(past, 0, Infinity)?.whole ?? new Map<string, number>();
    const byHour = new Map<number, { requests: number; covers: number }>();
    for (const [key, n] of whole) {
      const [covers, start] = key.split('@').map(Number) as [number, number];
      const hour = Math.floor(start / 60);
      const h = byHour.get(hour) ?? { requests: 0, covers: 0 };
      byHour.set(hour, { requests: h.requests + n, covers: h.covers + n * covers });
    }
    return {
      pastDays: new Set(past.map((r) => r.serviceDate)).size,
      hours: [...byHour].sort((a, b) => a[0] - b[0]).map(([hour, h]) => ({ hour, ...h })),
      days: simulatePastDays(await highs(), setup, past),
    };
  }

  return {
    /** The day's forecast and guard (null when the rule is off, has no forecast, or the day is not busy enough). */
    async day(storeId: string, setup: YieldSetup, date: IsoDate, now: Date): Promise<DayYield> {
      if (!(await deps.settings.read(storeId)).yieldRule) return { forecast: null, guard: null };
      const key = `${storeId}|${date}|${Math.floor(now.getTime() / FORECAST_STEP_MS)}|${fingerprint(setup)}`;
      return kept(days, key, () => dayYield(storeId, setup, date, now));
    },

    /**
     * Decision 075, for the manager: the same weekday's past days (the last FORECAST_WEEKS weeks), the requests an
     * evening of them brings per hour, and what the rule would have done on each (simulate-past.ts).
     */
    pastWeeks(storeId: string, setup: BookingSetup, weekday: number, now: Date): Promise<PastWeeks> {
      // The replay takes a while: one per restaurant, weekday and quarter hour, whoever asks.
      const key = `${storeId}|${weekday}|${Math.floor(now.getTime() / FORECAST_STEP_MS)}|${fingerprint(setup)}`;
      return kept(weeks, key, () => pastWeeksOf(storeId, setup, weekday, now));
    },

    /**
     * Loads HiGHS (WebAssembly) ahead of the first busy day's search, so no diner's request waits for it; the server
     * calls it once it listens.
     */
    async warm(): Promise<void> {
      await highs();
    },

    /** The guard alone, for the slot search; none (every party that fits is taken) if the rule fails, which is logged. */
    async guard(storeId: string, setup: YieldSetup, date: IsoDate, now: Date): Promise<YieldGuard | null> {
      try {
        return (await this.day(storeId, setup, date, now)).guard;
      } catch (err) {
        deps.onError?.(err);
        return null;
      }
    },

    /**
     * Decision 075: a diner's search in the modal (the first per session, restaurant, date and party is kept) or
     * booking (kept over the search). Written in the background:
     * the diner never waits for it, and a failure is only logged.
     */
    record(entries: DemandEntry | readonly DemandEntry[], now: Date): void {
      const list: readonly DemandEntry[] = 'storeId' in entries ? [entries] : entries;
      if (!list.length) return;
      const rows = list.map((entry) => ({
        storeId: entry.storeId,
        serviceDate: entry.date,
        covers: entry.covers,
        sessionKey: createHash('sha256').update(entry.sessionId).digest('base64url').slice(0, 22),
        bookedStart: entry.bookedStart,
        fullStarts: [...entry.fullStarts],
        leadMinutes: Math.round((instantOf(entry.date, 0).getTime() - now.getTime()) / 60_000),
        createdAt: now,
      }));
      const insert = db.insert(bookingDemand).values(rows);
      const write = (
        list.every((entry) => entry.bookedStart === null)
          ? insert.onConflictDoNothing()
          : insert.onConflictDoUpdate({
              target: [bookingDemand.storeId, bookingDemand.serviceDate, bookingDemand.covers, bookingDemand.sessionKey],
              set: { bookedStart: sql`excluded.booked_start`, fullStarts: sql`excluded.full_starts` },
            })
      ).catch((err: unknown) => deps.onError?.(err));
      pending.add(write);
      void write.finally(() => pending.delete(write));
    },

    /** Resolves once every record written so far is stored (tests, and a clean shutdown). */
    async settled(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}

export type YieldService = ReturnType<typeof createYieldService>;
