// "Optimise the day" (decision 079): a re-seating of the day's unpinned bookings, every
// time kept, that leaves the day freer for the starts still sold (day-freedom.ts). A
// hill climb over the re-seating search of decision 074: for each start still sold and
// each table or group not free then, ask `reseatFor` to free it, and keep the moves when
// the day ends up freer. Each kept plan is a valid re-seating of the day as it then
// stands, so the last one is too. Pure and bounded by a count of searches.
import { holdsSeats, type ExistingBooking, type Id, type TurnTime } from './model.ts';
import { compareFreedom, freedomBySlot, type Placed, type SlotFreedom } from './day-freedom.ts';
import { reseatFor, type ReseatDay } from './reseat-day.ts';
import type { Move } from './reseat-search.ts';
import type { Seating } from './table-assignment.ts';
import { turnTimeFor } from './slot-search.ts';

export interface OptimiseInput extends ReseatDay {
  turnTimes: readonly TurnTime[];
  /** The starts still sold (starts-still-sold.ts): the ones whose freedom counts. */
  slots: readonly number[];
  /** Re-seating searches the climb may run in all; OPTIMISE_SEARCHES when omitted. */
  searches?: number | undefined;
}

export interface DayOptimisation {
  /** Each booking whose tables change, from the tables it has now to its new ones; empty when nothing helps. */
  moves: Move[];
  before: SlotFreedom[];
  after: SlotFreedom[];
}

/**
 * Searches in all, and seatings weighed by each (reseat-search.ts's budget): about a second on a dense evening
 * (decision 079's figures). A climb cut short still answers the best day found so far.
 */
export const OPTIMISE_SEARCHES = 600;
export const OPTIMISE_SEARCH_BUDGET = 300;

const placedOf = (bookings: readonly ExistingBooking[], now: Date): Placed[] =>
  bookings
    .filter((b) => holdsSeats(b, now) && b.tableIds.length > 0)
    .map((b) => ({ start: b.startsAt, end: b.startsAt + b.durationMinutes, tableIds: b.tableIds }));

/** Every table and group as a seating, largest first: freeing a large one is what a refused party needs. */
function placesOf(input: OptimiseInput): (Seating & { covers: number })[] {
  const tables = input.tables.map((t) => ({ kind: 'table' as const, id: t.id, areaId: t.areaId, tableIds: [t.id], maxSeats: t.maxSeats }));
  const groups = input.tableGroups
    .filter((g) => g.tableIds.length > 0)
    .map((g) => ({ kind: 'group' as const, id: g.id, areaId: g.areaId, tableIds: [...g.tableIds], maxSeats: g.maxSeats }));
  return [...tables, ...groups].map((s) => ({ ...s, covers: s.maxSeats })).sort((a, b) => b.maxSeats - a.maxSeats);
}

function applyMoves(bookings: readonly ExistingBooking[], moves: readonly Move[]): ExistingBooking[] {
  const to = new Map<Id, Id[]>(moves.map((m) => [m.bookingId, m.toTableIds]));
  return bookings.map((b) => (to.has(b.id) ? { ...b, tableIds: to.get(b.id)! } : b));
}

/** The best re-seating found within the budget: its moves from the day as given, and the day's freedom before and after. */
export function optimiseDay(input: OptimiseInput): DayOptimisation {
  const before = freedomBySlot(input, placedOf(input.bookings, input.now));
  let bookings = [...input.bookings];
  let best = before;
  let placed = placedOf(bookings, input.now);
  let searches = input.searches ?? OPTIMISE_SEARCHES;
  const places = placesOf(input);
  const policy = { ...input.policy, budget: OPTIMISE_SEARCH_BUDGET };
  let improved = true;
  while (improved && searches > 0) {
    improved = false;
    for (const start of input.slots) {
      for (const place of places) {
        if (searches <= 0) break;
        const end = start + (turnTimeFor([...input.turnTimes], place.covers) ?? 0);
        const taken = placed.some((b) => b.start < end && start < b.end && b.tableIds.some((t) => place.tableIds.includes(t)));
        if (!taken) continue;
        searches--;
        const plan = reseatFor({ ...input, bookings, policy }, start, end - start, [place]);
        if (!plan?.moves.length) continue;
        const next = applyMoves(bookings, plan.moves);
        const nextPlaced = placedOf(next, input.now);
        const freedom = freedomBySlot(input, nextPlaced);
        if (compareFreedom(freedom, best) <= 0) continue;
        bookings = next;
        placed = nextPlaced;
        best = freedom;
        improved = true;
      }
    }
  }
  const moves: Move[] = [];
  for (const [i, b] of input.bookings.entries()) {
    const now = bookings[i]!.tableIds;
    if (now.join() !== b.tableIds.join()) moves.push({ bookingId: b.id, fromTableIds: [...b.tableIds], toTableIds: [...now] });
  }
  return { moves, before, after: best };
}
