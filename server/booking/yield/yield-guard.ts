// The yield rule as the slot search asks it (decision 075): which of the free seats cost the demand to come least,
// and, once the engine would seat a diner's request, is it worth the seats? Off (no guard) unless the day's
// forecast, after the pace check, asks for at least the day's seat-hours: on a quiet day every party the engine can
// seat is taken, as without the rule.
import type { Id } from '../rules/model.ts';
import { seatedByLp, solveBidPrices, seatingCost, type BidPriceLp, type BidPrices, type PricedDay } from './bid-price-lp.ts';
import { askedSeatHours, type DemandForecast } from './demand-forecast.ts';

export interface YieldProposal {
  start: number;
  duration: number;
  covers: number;
  tableIds: readonly Id[];
}

export interface YieldGuard {
  /**
   * True when the request's covers are worth at least what its seats could seat later. The day's movable bookings
   * are priced wherever the LP seats them, so moving them costs nothing; a move of one the LP holds to its tables
   * is priced with the seats it takes and frees. One solve per `day` object: a search passes the same one for
   * every start and seating it asks about.
   */
  accepts(day: PricedDay, proposal: YieldProposal, moves: readonly { bookingId: Id; toTableIds: readonly Id[] }[]): boolean;
  /** The price in covers of the seats a proposal uses (0 when HiGHS gave no prices). */
  cost(day: PricedDay, proposal: YieldProposal): number;
}

/** The day's seat-hours: every table's seats over the hours of its start times (at least one interval). */
export function daySeatHours(lp: BidPriceLp): number {
  const { starts, intervalMinutes, tables } = lp.evening;
  const seats = tables.reduce((sum, t) => sum + t.maxSeats, 0);
  return (seats * Math.max(intervalMinutes, (starts.at(-1) ?? 0) - (starts[0] ?? 0))) / 60;
}

/** A guard for one day, or null when the rule stays off for it (no forecast, or a day not busy enough). */
export function yieldGuardFor(lp: BidPriceLp, forecast: DemandForecast | null): YieldGuard | null {
  if (!forecast) return null;
  if (askedSeatHours(forecast.whole, lp.evening.turnMinutes) * forecast.pace < daySeatHours(lp)) return null;
  // One solve per state of the day: a slot search asks about every start, and every free seating, with one priced day.
  const solved = new WeakMap<PricedDay, BidPrices | null>();
  const pricesAfter = (day: PricedDay) => {
    let prices = solved.get(day);
    if (prices === undefined) solved.set(day, (prices = solveBidPrices(lp, day, forecast.toCome)));
    return prices;
  };
  return {
    accepts(day, proposal, moves) {
      const prices = pricesAfter(day);
      if (!prices) return true; // no proven optimum, no prices: every party that fits is taken
      const byId = new Map(day.bookings.map((b) => [b.id, b]));
      const moved = moves.flatMap((m) => {
        const b = byId.get(m.bookingId);
        if (!b || seatedByLp(lp, day, b)) return [];
        return [{ startsAt: b.startsAt, durationMinutes: b.durationMinutes, fromTableIds: b.tableIds, toTableIds: m.toTableIds }];
      });
      return proposal.covers >= seatingCost(prices, proposal, moved) - 1e-9;
    },
    cost(day, proposal) {
      const prices = pricesAfter(day);
      return prices ? seatingCost(prices, proposal, []) : 0;
    },
  };
}
