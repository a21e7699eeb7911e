// A booking's length by keyboard on the diary grid (product.md D8):
// the handle at a bar's end is its own keyboard path, not dnd-kit's keyboard
// sensor, whose steps are pixels that a scroll or a live redraw of the grid
// could lose. Here a step is a quarter hour held in the page's state, so the
// length asked for is the one the host heard, whatever the grid does meanwhile.
// Pure: a key and the state in, the next state, the words to say and the change
// to save out.
import type { DiaryBooking } from '../../../contract/diary-shapes.ts';
import { formatHhmm } from '../../../contract/london-time.ts';
import { guestName } from './booking-text.ts';
import { resizedChange, resizedDuration, SLOT_MINUTES, type GridMove } from './grid-geometry.ts';

/** A length change under way: the booking, and the minutes added (or taken off, never below the shortest). */
export interface KeyLength {
  bookingId: string;
  minutes: number;
}

export interface LengthStep {
  /** False for a key the handle leaves to the browser (Tab, or an arrow before the change begins). */
  handled: boolean;
  next: KeyLength | null;
  /** What a screen reader hears now. */
  say?: string;
  /** The change to save, when the host keeps a new length. */
  change?: GridMove & { durationMinutes: number };
}

const ends = (b: DiaryBooking, minutes: number) => formatHhmm(b.startsAt + resizedDuration(b, minutes));
const nameOf = (b: DiaryBooking) => `${guestName(b)}, ${b.time}`;

/** What `key` does on `booking`'s length handle, given the change under way (if any, and if it is this booking's). */
export function lengthKeyStep(current: KeyLength | null, key: string, booking: DiaryBooking): LengthStep {
  const active = current?.bookingId === booking.id ? current : null;
  if (key === ' ' || key === 'Enter') {
    if (!active) {
      return {
        handled: true,
        next: { bookingId: booking.id, minutes: 0 },
        say: `Changing the length of ${nameOf(booking)}, until ${ends(booking, 0)}.`,
      };
    }
    const change = resizedChange(booking, active.minutes);
    if (!change) return { handled: true, next: null, say: `${nameOf(booking)} keeps its length, until ${ends(booking, 0)}.` };
    return { handled: true, next: null, say: `Dropped ${nameOf(booking)}: until ${ends(booking, active.minutes)}. Saving.`, change };
  }
  if (!active) return { handled: false, next: current };
  if (key === 'Escape') return { handled: true, next: null, say: cancelled(booking) };
  if (key === 'ArrowRight' || key === 'ArrowLeft') {
    const wanted = active.minutes + (key === 'ArrowRight' ? SLOT_MINUTES : -SLOT_MINUTES);
    // Never shorter than the shortest booking: the minutes stop where the length does.
    const minutes = resizedDuration(booking, wanted) - booking.durationMinutes;
    return { handled: true, next: { bookingId: booking.id, minutes }, say: `until ${ends(booking, minutes)}.` };
  }
  // Up and down mean nothing to a length; they must not scroll the page away from the handle either.
  if (key === 'ArrowUp' || key === 'ArrowDown') return { handled: true, next: active };
  return { handled: false, next: active };
}

/** Said when a length change is left (Escape, or focus moving away): nothing was saved. */
export const cancelled = (booking: DiaryBooking) => `${nameOf(booking)} put back where it was.`;
