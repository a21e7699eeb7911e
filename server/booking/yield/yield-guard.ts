// The yield rule as the slot search asks it (decision 075): which of the free seats cost the demand to come least,
// and, once the engine would seat a diner's request, is it worth the seats? Off (no guard) unless the day's forecast, after the pace check, asks for at least the day's
// seat-hours: on a quiet day every party the engine can seat is taken, as without the rule.
import type { ExistingBooking, Id } from '../rules/model.ts';
import { solveBidPrices, seatingCost, type BidPriceLp, type BidPrices } from './bid-price-lp.ts';
import { askedSeatHours, type DemandForecast } from './demand-forecast.ts';

export interface YieldProposal {
  start: number;
  duration: number;
  covers: number;
  tableIds: readonly Id[];
}

export interface YieldGuard {
  /** True when the request's covers are worth at least what its seats (moves included) could seat later. */
  accepts(
    bookings: readonly ExistingBooking[],
    proposal: YieldProposal,
    moves: readonly { bookingId: Id; toTableIds: readonly Id[] }[],
  ): boolean;
  /** The price in covers of the seats a proposal uses (0 when HiGHS gave no prices). */
  cost(bookings: readonly ExistingBooking[], proposal: YieldProposal): number;
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
  // One solve per state of the day: a slot search asks about every start, and every free seating, against the same bookings.
  const solved = new WeakMap<readonly ExistingBooking[], BidPrices | null>();
  const pricesAfter = (bookings: readonly ExistingBooking[]) => {
    let prices = solved.get(bookings);
    if (prices === undefined) solved.set(bookings, (prices = solveBidPrices(lp, bookings, forecast.toCome)));
    return prices;
  };
  return {
    accepts(bookings, proposal, moves) {
      const prices = pricesAfter(bookings);
      if (!prices) return true; // no proven optimum, no prices: every party that fits is taken
      const byId = new Map(bookings.map((b) => [b.id, b]));
      const moved = moves.flatMap((m) => {
        const b = byId.get(m.bookingId);
        return b ? [{ startsAt: b.startsAt, durationMinutes: b.durationMinutes, fromTableIds: b.tableIds, toTableIds: m.toTableIds }] : [];
      });
      return proposal.covers >= seatingCost(prices, proposal, moved) - 1e-9;
    },
    cost(bookings, proposal) {
      const prices = pricesAfter(bookings);
      return prices ? seatingCost(prices, proposal, []) : 0;
    },
  };
}
