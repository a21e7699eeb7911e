// Which table or table group seats a party for its whole turn time (product.md D5:
// "a table (or table group) in an allowed area seats the party for the whole
// turn time"). The create flow calls this inside its transaction, with the
// bookings it has just re-read, and stores the result so seats are never shared.
import { holdsSeats, type ExistingBooking, type Id, type Table, type TableGroup } from './model.ts';
import { wasteOf, type WasteContext } from './table-waste.ts';

export interface Seating {
  kind: 'table' | 'group';
  id: Id;
  areaId: Id;
  /** Every table the booking holds: one, or all the group's. */
  tableIds: Id[];
  maxSeats: number;
}

export interface SeatingInput {
  covers: number;
  tables: readonly Table[];
  tableGroups: readonly TableGroup[];
  bookings: readonly ExistingBooking[];
  /** Expired holds stop holding seats at this instant. */
  now: Date;
  /** Areas the occasion (and the diner's chosen area) allow; all when omitted. */
  allowArea?: (areaId: Id) => boolean;
  /** Decision 073: the shortest turn of any party (gaps shorter are dead); without it only seats and groups count. */
  shortestTurnMinutes?: number | undefined;
  /** Decision 073: the day's first start, so the gap before a table's first booking counts too. */
  dayStart?: number | undefined;
}

export interface SeatingPlan {
  /** The free seating for [start, start + duration) that wastes least (decision 073), or null. */
  find(start: number, durationMinutes: number): Seating | null;
  /** Every free seating for [start, start + duration), least waste first (decision 073). */
  free(start: number, durationMinutes: number): Seating[];
  /** Every seating that fits the party, free or not, least waste first on an empty day. */
  readonly candidates: readonly Seating[];
}

type Busy = { start: number; end: number }[];

/** Seat-holding bookings by table, so each check only looks at that table's bookings. */
export function busyByTable(bookings: readonly ExistingBooking[], now: Date): Map<Id, Busy> {
  const busy = new Map<Id, Busy>();
  for (const booking of bookings) {
    if (!holdsSeats(booking, now)) continue;
    const span = { start: booking.startsAt, end: booking.startsAt + booking.durationMinutes };
    for (const tableId of booking.tableIds) {
      const list = busy.get(tableId);
      if (list) list.push(span);
      else busy.set(tableId, [span]);
    }
  }
  return busy;
}

// Ties keep the caller's order (the restaurant's own table order): Array#sort is stable.
const bySize = (a: Seating, b: Seating) => a.maxSeats - b.maxSeats || a.tableIds.length - b.tableIds.length;

/** Every table and group in an allowed area whose seat range fits the party: tables first, each smallest first. */
export function fittingSeatings(input: Pick<SeatingInput, 'covers' | 'tables' | 'tableGroups' | 'allowArea'>): Seating[] {
  const allowArea = input.allowArea ?? (() => true);
  const fits = (s: { areaId: Id; minSeats: number; maxSeats: number }) =>
    allowArea(s.areaId) && s.minSeats <= input.covers && input.covers <= s.maxSeats;
  const singles: Seating[] = input.tables
    .filter(fits)
    .map((t) => ({ kind: 'table' as const, id: t.id, areaId: t.areaId, tableIds: [t.id], maxSeats: t.maxSeats }))
    .sort(bySize);
  const groups: Seating[] = input.tableGroups
    .filter((g) => fits(g) && g.tableIds.length > 0)
    .map((g) => ({ kind: 'group' as const, id: g.id, areaId: g.areaId, tableIds: [...g.tableIds], maxSeats: g.maxSeats }))
    .sort(bySize);
  return [...singles, ...groups];
}

/** The waste context (decision 073) over a day's busy tables. */
export function wasteContext(
  input: Pick<SeatingInput, 'tables' | 'tableGroups' | 'shortestTurnMinutes' | 'dayStart'>,
  busy: ReadonlyMap<Id, Busy>,
): WasteContext {
  const seats = new Map(input.tables.map((t) => [t.id, t.maxSeats]));
  const groups = new Map<Id, TableGroup[]>();
  for (const g of input.tableGroups) for (const id of g.tableIds) groups.set(id, [...(groups.get(id) ?? []), g]);
  return {
    // Without a turn time no gap counts as dead.
    shortestTurnMinutes: input.shortestTurnMinutes ?? 0,
    dayStart: input.dayStart ?? null,
    busy: (id) => busy.get(id),
    seatsOf: (id) => seats.get(id) ?? 0,
    groupsOf: (id) => groups.get(id) ?? [],
  };
}

/**
 * Prepares the candidates once per party size; `find` takes the free table that
 * wastes least (decision 073), else the free group that does, ties to the
 * smaller, then to the restaurant's own order.
 */
export function seatingPlan(input: SeatingInput): SeatingPlan {
  const candidates = fittingSeatings(input);
  const busy = busyByTable(input.bookings, input.now);
  const ctx = wasteContext(input, busy);
  const isFree = (tableId: Id, start: number, end: number) => !busy.get(tableId)?.some((b) => b.start < end && start < b.end);
  return {
    candidates,
    find(start, durationMinutes) {
      const end = start + durationMinutes;
      let best: Seating | null = null;
      let bestWaste = Infinity;
      for (const c of candidates) {
        // A single table before any group (the yield bench seats more so): groups are scored only among themselves.
        if (best?.kind === 'table' && c.kind === 'group') break;
        if (!c.tableIds.every((id) => isFree(id, start, end))) continue;
        const waste = wasteOf(c, input.covers, start, end, ctx);
        if (waste < bestWaste) {
          best = c;
          bestWaste = waste;
        }
      }
      return best;
    },
    free(start, durationMinutes) {
      const end = start + durationMinutes;
      return candidates
        .filter((c) => c.tableIds.every((id) => isFree(id, start, end)))
        .map((c) => ({ c, waste: wasteOf(c, input.covers, start, end, ctx) }))
        .sort((a, b) => a.waste - b.waste)
        .map(({ c }) => c);
    },
  };
}

/** The best table or group for one booking at `start` for `durationMinutes`, or null when none is free. */
export function assignTable(input: SeatingInput & { start: number; durationMinutes: number }): Seating | null {
  return seatingPlan(input).find(input.start, input.durationMinutes);
}
