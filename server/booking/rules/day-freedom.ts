// How free a day still is for the times it sells (decision 079): for each start, the
// covers on tables free for the shortest turn, and the largest party some table or
// group could still seat for its own turn. "Optimise the day" compares the day before
// and after a re-seating by these. Pure.
import type { Id, Table, TableGroup, TurnTime } from './model.ts';
import { turnTimeFor } from './slot-search.ts';

/** A booking where it sits: [start, end) on its tables. */
export interface Placed {
  start: number;
  end: number;
  tableIds: readonly Id[];
}

export interface SlotFreedom {
  /** Minutes after the date's midnight. */
  start: number;
  /** Seats of the tables free for the shortest turn from this start. */
  freeCovers: number;
  /** The largest party a free table or group seats for its whole turn from this start (0: none). */
  largestParty: number;
}

export interface FreedomDay {
  tables: readonly Table[];
  tableGroups: readonly TableGroup[];
  turnTimes: readonly TurnTime[];
  /** The starts still sold (starts-still-sold.ts). */
  slots: readonly number[];
}

interface Place {
  tableIds: readonly Id[];
  minSeats: number;
  maxSeats: number;
}

/** Each start's freedom, given where every seat-holding booking sits. */
export function freedomBySlot(day: FreedomDay, placed: readonly Placed[]): SlotFreedom[] {
  const busy = new Map<Id, Placed[]>();
  for (const p of placed) for (const t of p.tableIds) busy.set(t, [...(busy.get(t) ?? []), p]);
  const free = (tableIds: readonly Id[], start: number, end: number) =>
    tableIds.every((t) => !busy.get(t)?.some((b) => b.start < end && start < b.end));
  const places: Place[] = [...day.tables.map((t) => ({ ...t, tableIds: [t.id] })), ...day.tableGroups].sort(
    (a, b) => b.maxSeats - a.maxSeats,
  );
  const turns = [...day.turnTimes];
  const shortest = turns.length ? Math.min(...turns.map((t) => t.minutes)) : 0;
  const turnOf = (covers: number) => turnTimeFor(turns, covers) ?? shortest;
  return day.slots.map((start) => {
    let freeCovers = 0;
    for (const t of day.tables) if (free([t.id], start, start + shortest)) freeCovers += t.maxSeats;
    let largestParty = 0;
    for (const place of places) {
      if (place.maxSeats <= largestParty) break;
      for (let covers = place.maxSeats; covers >= Math.max(place.minSeats, largestParty + 1); covers--)
        if (free(place.tableIds, start, start + turnOf(covers))) {
          largestParty = covers;
          break;
        }
    }
    return { start, freeCovers, largestParty };
  });
}

/**
 * Decision 079: the larger sum of each start's largest party wins; on a tie, the larger sum of free covers.
 * Positive when `a` is freer than `b`.
 */
export function compareFreedom(a: readonly SlotFreedom[], b: readonly SlotFreedom[]): number {
  const sum = (xs: readonly SlotFreedom[], f: (x: SlotFreedom) => number) => xs.reduce((n, x) => n + f(x), 0);
  return sum(a, (x) => x.largestParty) - sum(b, (x) => x.largestParty) || sum(a, (x) => x.freeCovers) - sum(b, (x) => x.freeCovers);
}
