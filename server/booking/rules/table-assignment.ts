// Which table or table group seats a party for its whole turn time (product.md D5:
// "a table (or table group) in an allowed area seats the party for the whole
// turn time"). The create flow calls this inside its transaction, with the
// bookings it has just re-read, and stores the result so seats are never shared.
import { holdsSeats, type ExistingBooking, type Id, type Table, type TableGroup } from './model.ts';

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
}

export interface SeatingPlan {
  /** The best free seating for [start, start + duration), or null. */
  find(start: number, durationMinutes: number): Seating | null;
}

type Busy = { start: number; end: number }[];

/** Seat-holding bookings by table, so each check only looks at that table's bookings. */
function busyByTable(bookings: readonly ExistingBooking[], now: Date): Map<Id, Busy> {
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

/**
 * Prepares the candidates once per party size: tables first, then groups (a
 * diner gets a table of their own before tables are pushed together), each
 * smallest first so large tables stay free for large parties.
 */
export function seatingPlan(input: SeatingInput): SeatingPlan {
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
  const candidates = [...singles, ...groups];
  const busy = busyByTable(input.bookings, input.now);
  const isFree = (tableId: Id, start: number, end: number) => !busy.get(tableId)?.some((b) => b.start < end && start < b.end);
  return {
    find(start, durationMinutes) {
      const end = start + durationMinutes;
      return candidates.find((c) => c.tableIds.every((id) => isFree(id, start, end))) ?? null;
    },
  };
}

/** The best table or group for one booking at `start` for `durationMinutes`, or null when none is free. */
export function assignTable(input: SeatingInput & { start: number; durationMinutes: number }): Seating | null {
  return seatingPlan(input).find(input.start, input.durationMinutes);
}
