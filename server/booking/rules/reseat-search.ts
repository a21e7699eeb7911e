// Re-seating (decision 074): when no table is free for a party, move the day's unpinned
// bookings to other tables of the areas they may use, every booking keeping its time, so the
// party fits. Pure and bounded: an ejection chain (seat the party, re-seat whoever it
// displaced, and so on), where a booking placed once in a plan is never displaced again.
// Without the budget it finds a plan whenever one exists: the tables a plan gives are
// reachable in that order, each displacing only bookings not yet placed.
import type { Id } from './model.ts';
import type { Seating } from './table-assignment.ts';

export interface ReseatBooking {
  id: Id;
  start: number;
  end: number;
  tableIds: readonly Id[];
  /** Where it may go: fitting tables and groups of the areas its occasion allows (reseat-day.ts). */
  candidates: readonly Seating[];
  pinned: boolean;
}

export interface ReseatRequest {
  start: number;
  end: number;
  /** The party's fitting tables and groups, best first. */
  candidates: readonly Seating[];
}

export interface Move {
  bookingId: Id;
  fromTableIds: Id[];
  toTableIds: Id[];
}

export interface ReseatPlan {
  seating: Seating;
  moves: Move[];
}

/**
 * Seatings a search may weigh (a few microseconds each: a create's search stays under 10 ms at p99 on the yield
 * bench's full evenings). More seats nothing more there: a plan is found early or not at all.
 */
export const DEFAULT_RESEAT_BUDGET = 2000;

interface Span {
  id: Id;
  start: number;
  end: number;
}

const NEW = '\u0000new';

/** A plan for the request, or null when there is none within the budget (the caller refuses as before). */
export function searchReseat(
  request: ReseatRequest,
  bookings: readonly ReseatBooking[],
  budget = DEFAULT_RESEAT_BUDGET,
): ReseatPlan | null {
  const byId = new Map(bookings.map((b) => [b.id, b]));
  const onTable = new Map<Id, Span[]>();
  const where = new Map<Id, readonly Id[]>();
  const put = (span: Span, tableIds: readonly Id[]) => {
    where.set(span.id, tableIds);
    for (const t of tableIds) onTable.set(t, [...(onTable.get(t) ?? []), span]);
  };
  const take = (id: Id) => {
    for (const t of where.get(id) ?? [])
      onTable.set(
        t,
        (onTable.get(t) ?? []).filter((s) => s.id !== id),
      );
    where.delete(id);
  };
  for (const b of bookings) put(b, b.tableIds);

  const placed = new Set<Id>([NEW]);
  let work = 0;

  /** Who sits on `tableIds` during [start, end); null when one of them may not be displaced. */
  const displaced = (tableIds: readonly Id[], start: number, end: number): Id[] | null => {
    work++;
    const ids = new Set<Id>();
    for (const t of tableIds)
      for (const s of onTable.get(t) ?? []) {
        if (!(s.start < end && start < s.end)) continue;
        if (placed.has(s.id) || byId.get(s.id)?.pinned !== false) return null;
        ids.add(s.id);
      }
    return [...ids];
  };

  const seat = (queue: readonly Span[], candidatesOf: (id: Id) => readonly Seating[], movesLeft: number): Map<Id, Seating> | null => {
    const [next, ...rest] = queue;
    if (!next) return new Map();
    const options = candidatesOf(next.id)
      .map((c) => ({ c, out: displaced(c.tableIds, next.start, next.end) }))
      .filter((o): o is { c: Seating; out: Id[] } => o.out !== null && o.out.length <= movesLeft)
      .sort((a, b) => a.out.length - b.out.length);
    for (const { c, out } of options) {
      if (work > budget) return null;
      const spans = out.map((id) => {
        const b = byId.get(id)!;
        take(id);
        return { id, start: b.start, end: b.end };
      });
      put(next, c.tableIds);
      placed.add(next.id);
      const rest2 = seat([...rest, ...spans], candidatesOf, movesLeft - out.length);
      if (rest2) return rest2.set(next.id, c);
      placed.delete(next.id);
      take(next.id);
      for (const s of spans) put(s, byId.get(s.id)!.tableIds);
      if (work > budget) return null;
    }
    return null;
  };

  const candidatesOf = (id: Id) => (id === NEW ? request.candidates : (byId.get(id)?.candidates ?? []));
  const movable = bookings.filter((b) => !b.pinned).length;
  // Fewest moves first: a plan moving one booking is found before one moving four.
  for (const limit of [1, 2, 4, movable]) {
    const plan = seat([{ id: NEW, start: request.start, end: request.end }], candidatesOf, limit);
    if (plan) {
      const seating = plan.get(NEW)!;
      const moves: Move[] = [];
      for (const [id, to] of plan) {
        const from = byId.get(id)?.tableIds;
        if (from && from.join() !== to.tableIds.join())
          moves.push({ bookingId: id, fromTableIds: [...from], toTableIds: [...to.tableIds] });
      }
      return { seating, moves };
    }
    if (work > budget) return null;
    if (limit >= movable) break;
  }
  return null;
}
