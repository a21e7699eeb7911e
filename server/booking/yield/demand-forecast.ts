// The demand a day can still expect, learned from the restaurant's own record of what diners asked for
// (decision 075). Pure.
//
// A diner's request is a party size and a time. A booked request names its time; a diner turned away asked for
// one of the times that were full when they searched, so their one request is spread evenly over those. Past
// days of the same weekday give the forecast: the mean requests per party size and start over them, split by how
// far ahead each arrived, so what is "still to come" is what arrived later than the day's lead time now. The
// pace check compares the requests this day has had so far with what the past days had by the same lead time:
// a day running quieter scales its forecast down (a forecast too high costs covers; one too low only leaves the
// rule idle).
import { demandKey } from './bid-price-lp.ts';

export interface DemandRecord {
  serviceDate: string;
  covers: number;
  /** The booked start (minutes after midnight), or null for a diner turned away. */
  bookedStart: number | null;
  /** For a diner turned away: the starts that were full when they searched. */
  fullStarts: readonly number[];
  /** Minutes between the request and the day's midnight. */
  leadMinutes: number;
}

export interface DemandForecast {
  /** Expected requests still to come per `demandKey(covers, start)`, scaled by the pace. */
  toCome: Map<string, number>;
  /** Expected requests over the whole day per key, as the past days had them (before the pace). */
  whole: Map<string, number>;
  /** This day's requests so far ÷ the past days' by the same lead (at most 1, smoothed). */
  pace: number;
  /** Past days the forecast is the mean of. */
  pastDays: number;
}

/** A forecast needs at least this many past days of the same weekday. */
export const MIN_PAST_DAYS = 2;

/** Adds one request's weight to `into` (a turned-away diner counts once, spread over the full starts). */
function addRecord(into: Map<string, number>, r: DemandRecord, weight: number): boolean {
  if (r.bookedStart !== null) {
    const k = demandKey(r.covers, r.bookedStart);
    into.set(k, (into.get(k) ?? 0) + weight);
    return true;
  }
  if (!r.fullStarts.length) return false; // had a free time and did not take it: no unmet demand
  for (const t of r.fullStarts) {
    const k = demandKey(r.covers, t);
    into.set(k, (into.get(k) ?? 0) + weight / r.fullStarts.length);
  }
  return true;
}

/** Whether a record is a request at all: booked, or turned away from a full time (`addRecord`). */
export const isRequest = (r: Pick<DemandRecord, 'bookedStart' | 'fullStarts'>) => r.bookedStart !== null || r.fullStarts.length > 0;

/**
 * `past`: records of past days of the same weekday; `todaySoFar`: this day's requests so far (`isRequest`);
 * `leadNow`: minutes from now to the day's midnight. Null without enough past days.
 */
export function forecastDemand(past: readonly DemandRecord[], todaySoFar: number, leadNow: number): DemandForecast | null {
  const days = new Set(past.map((r) => r.serviceDate));
  if (days.size < MIN_PAST_DAYS) return null;
  const whole = new Map<string, number>();
  const toCome = new Map<string, number>();
  let pastSoFar = 0;
  for (const r of past) {
    if (!addRecord(whole, r, 1 / days.size)) continue;
    if (r.leadMinutes < leadNow) addRecord(toCome, r, 1 / days.size);
    else pastSoFar += 1 / days.size;
  }
  // Smoothed by a few requests so the first ones of a day do not swing it.
  const pace = Math.min(1, (todaySoFar + 3) / (pastSoFar + 3));
  for (const [k, v] of toCome) toCome.set(k, v * pace);
  return { toCome, whole, pace, pastDays: days.size };
}

/** Seat-hours the forecast's whole day asks for (covers × turn), for the rule's gate. */
export function askedSeatHours(demand: ReadonlyMap<string, number>, turnMinutes: (covers: number) => number): number {
  let hours = 0;
  for (const [k, n] of demand) {
    const covers = Number(k.split('@')[0]);
    hours += (n * covers * turnMinutes(covers)) / 60;
  }
  return hours;
}
