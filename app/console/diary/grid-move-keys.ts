// A booking moved by keyboard on the diary grid (product.md D8): the
// grip on each bar is its own keyboard path, not dnd-kit's keyboard sensor,
// whose steps are pixels (near the grid's right half it scrolled the grid
// instead of moving the bar, and a redraw or a page scroll could lose a step).
// Here a step is a quarter hour or a row of the grid, held in the page's state,
// so the place the host heard is the place that is saved. Pure: a key and the
// state in, the next state, the words to say and the change to save out.
import type { DiaryBooking } from '../../../contract/diary-shapes.ts';
import { guestName } from './booking-text.ts';
import { movedBooking, SLOT_MINUTES, type GridMove } from './grid-geometry.ts';

/** A grid row as a drop target: its table, or null for "Unassigned". */
export interface GridRowTarget {
  tableId: string | null;
  label: string;
}

/** A move under way: the booking, the row its bar was picked up from, the row it is over, and the minutes moved. */
export interface KeyMove {
  bookingId: string;
  fromRow: number;
  row: number;
  minutes: number;
}

export interface MoveStep {
  /** False for a key the grip leaves to the browser (Tab, or an arrow before the move begins). */
  handled: boolean;
  next: KeyMove | null;
  say?: string;
  change?: GridMove;
}

/** Where a booking would be after moving `minutes` onto the row of `rowTableId`, in words: "R5 at 19:15". */
export function placeWords(booking: DiaryBooking, minutes: number, rowTableId: string | null, tables: ReadonlyMap<string, string>): string {
  const moved = movedBooking(booking, minutes, rowTableId);
  const tableIds = moved?.tableIds ?? booking.tableIds;
  const table = tableIds.map((id) => tables.get(id) ?? id.toUpperCase()).join(' + ') || 'no table';
  return `${table} at ${moved?.time ?? booking.time}`;
}

const nameOf = (b: DiaryBooking) => `${guestName(b)}, ${b.time}`;

/** Said when a move is left (Escape, or focus moving away): nothing was saved. */
export const moveCancelled = (booking: DiaryBooking) => `${nameOf(booking)} put back where it was.`;

/**
 * What `key` does on the grip of `booking`'s bar in row `barRow` of `rows`
 * (the grid's rows, top to bottom), given the move under way (if any).
 */
export function moveKeyStep(
  current: KeyMove | null,
  key: string,
  booking: DiaryBooking,
  barRow: number,
  rows: readonly GridRowTarget[],
  tables: ReadonlyMap<string, string>,
): MoveStep {
  const active = current?.bookingId === booking.id && current.fromRow === barRow ? current : null;
  const where = (m: KeyMove) => placeWords(booking, m.minutes, rows[m.row]?.tableId ?? null, tables);
  if (key === ' ' || key === 'Enter') {
    if (!active) {
      const label = rows[barRow]?.label ?? booking.tableLabel;
      return {
        handled: true,
        next: { bookingId: booking.id, fromRow: barRow, row: barRow, minutes: 0 },
        say: `Picked up ${nameOf(booking)} on ${label}.`,
      };
    }
    const change = movedBooking(booking, active.minutes, rows[active.row]?.tableId ?? null);
    if (!change) return { handled: true, next: null, say: `${nameOf(booking)} stays where it was.` };
    return { handled: true, next: null, say: `Dropped ${nameOf(booking)}: ${where(active)}. Saving.`, change };
  }
  if (!active) return { handled: false, next: current };
  let next: KeyMove;
  switch (key) {
    case 'Escape':
      return { handled: true, next: null, say: moveCancelled(booking) };
    case 'ArrowRight':
      next = { ...active, minutes: active.minutes + SLOT_MINUTES };
      break;
    case 'ArrowLeft':
      // Never before the day's midnight.
      next = { ...active, minutes: Math.max(active.minutes - SLOT_MINUTES, -booking.startsAt) };
      break;
    case 'ArrowDown':
      next = { ...active, row: Math.min(active.row + 1, rows.length - 1) };
      break;
    case 'ArrowUp':
      next = { ...active, row: Math.max(active.row - 1, 0) };
      break;
    default:
      return { handled: false, next: active };
  }
  return { handled: true, next, say: `${where(next)}.` };
}
