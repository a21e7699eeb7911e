// The diary grid's drag maths (product.md D8), pure so it is tested alone: how
// far a drag has gone in quarter hours, where a booking lands, how long it
// becomes, which quarter an empty cell's click means, and where "now" and the
// late arrivals are.
import type { DiaryBooking } from '../../../contract/diary-shapes.ts';
import { formatHhmm } from '../../../contract/london-time.ts';
import type { TimelineWindow } from './timeline-layout.ts';

/** The grid's step: a drag, an arrow key and a click move in quarter hours (the engine's slots). */
export const SLOT_MINUTES = 15;

/** A booking that has not arrived this long after its time is late. */
export const LATE_AFTER_MINUTES = 15;

/** The shortest a booking can be made by dragging its end. */
export const SHORTEST_BOOKING_MINUTES = 30;

const snap = (minutes: number) => Math.round(minutes / SLOT_MINUTES) * SLOT_MINUTES || 0;

/** The minutes a sideways drag of `px` means on a track `trackWidth` px wide drawing `frame`, in whole quarters. */
export function draggedMinutes(px: number, trackWidth: number, frame: TimelineWindow): number {
  if (trackWidth <= 0) return 0;
  return snap((px / trackWidth) * (frame.to - frame.from));
}

/** The pixels one quarter hour takes on a track of that width: an arrow key's step. */
export function slotPixels(trackWidth: number, frame: TimelineWindow): number {
  return (trackWidth * SLOT_MINUTES) / (frame.to - frame.from);
}

/** The quarter hour a point `fraction` of the way along the track falls in (rounded down). */
export function slotAt(frame: TimelineWindow, fraction: number): number {
  const clamped = Math.min(Math.max(fraction, 0), 1);
  const minutes = frame.from + clamped * (frame.to - frame.from);
  return Math.min(Math.floor(minutes / SLOT_MINUTES) * SLOT_MINUTES, frame.to - SLOT_MINUTES);
}

export interface GridMove {
  bookingId: string;
  /** Minutes after the date's midnight, and as 'HH:MM' for the move form. */
  startsAt: number;
  time: string;
  /** The tables it will be on: the row it was dropped on, or the ones it had. */
  tableIds: string[];
}

/**
 * Where a drag puts a booking: its start moved by the drag (never before the
 * day's midnight), on the row it was dropped on. Dropped on its own row, a
 * booking over several tables keeps them all; dropped on the "Unassigned" row
 * it keeps its tables too (that row is not a table). Null when nothing moves.
 */
export function movedBooking(booking: DiaryBooking, minutes: number, rowTableId: string | null): GridMove | null {
  const startsAt = Math.max(0, booking.startsAt + minutes);
  const tableIds = rowTableId && !booking.tableIds.includes(rowTableId) ? [rowTableId] : booking.tableIds;
  if (startsAt === booking.startsAt && tableIds === booking.tableIds) return null;
  return { bookingId: booking.id, startsAt, time: formatHhmm(startsAt), tableIds };
}

/** A booking's new length after its end is dragged by `minutes`: whole quarters, never under half an hour. */
export function resizedDuration(booking: Pick<DiaryBooking, 'durationMinutes'>, minutes: number): number {
  return Math.max(SHORTEST_BOOKING_MINUTES, booking.durationMinutes + minutes);
}

/** The change a drag of a booking's end by `minutes` asks for, or null when its length stays. */
export function resizedChange(booking: DiaryBooking, minutes: number): (GridMove & { durationMinutes: number }) | null {
  const durationMinutes = resizedDuration(booking, minutes);
  if (durationMinutes === booking.durationMinutes) return null;
  return { bookingId: booking.id, startsAt: booking.startsAt, time: booking.time, tableIds: booking.tableIds, durationMinutes };
}

/** Minutes after the date's midnight for a London wall time that falls on `date`, else null (another day). */
export function nowOnDate(date: string, london: { date: string; minutes: number }): number | null {
  return london.date === date ? london.minutes : null;
}

/** Expected but not here: confirmed (not seated) and past its time by LATE_AFTER_MINUTES or more. */
export function isLate(booking: Pick<DiaryBooking, 'status' | 'startsAt'>, now: number | null): boolean {
  return now !== null && booking.status === 'confirmed' && now >= booking.startsAt + LATE_AFTER_MINUTES;
}
