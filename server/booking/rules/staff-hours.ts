// Staff may book a time the engine does not offer (product.md D8: phone bookings and
// moves go through the engine; the override covers the online rules), but never
// outside the day's opening hours: a booking starts at or after opening and its
// turn ends by closing, from the one source of opening hours the engine reads
// (product.md §4 "Opening status": special dates win, 00:00 is the next day). A
// walk-in is already at the door: its turn is cut short at closing instead. Pure.
import type { WeeklyHours } from '../../../contract/content.ts';
import { formatHhmm, type IsoDate } from '../../../contract/london-time.ts';
import { openingWindow, type SpecialHoursEntry } from '../../../contract/opening-hours.ts';

export interface StaffHoursInput {
  date: IsoDate;
  /** Minutes after the date's midnight (≥ 1440 after midnight). */
  start: number;
  /** The party's turn time. */
  durationMinutes: number;
  hours: WeeklyHours;
  specialHours: readonly SpecialHoursEntry[];
  /** A walk-in's turn ends at closing rather than refusing it. */
  walkIn?: boolean;
}

export type StaffHours = { ok: true; durationMinutes: number } | { ok: false; field: 'date' | 'time'; message: string };

export const CLOSED_THAT_DAY = 'The restaurant is closed on that day.';

/** "12:00–23:00"; a close after midnight reads as the clock shows it ("12:00–00:30"). */
export const openingText = (open: number, close: number) => `${formatHhmm(open)}–${formatHhmm(close)}`;

export function staffHours(input: StaffHoursInput): StaffHours {
  const window = openingWindow(input.hours, input.specialHours, input.date);
  if (!window) return { ok: false, field: 'date', message: CLOSED_THAT_DAY };
  const open = `The restaurant is open ${openingText(window.open, window.close)} on that day`;
  if (input.start < window.open) return { ok: false, field: 'time', message: `${open}; this booking would start before opening.` };
  if (input.start >= window.close) return { ok: false, field: 'time', message: `${open}; this booking would start after closing.` };
  const end = input.start + input.durationMinutes;
  if (end <= window.close) return { ok: true, durationMinutes: input.durationMinutes };
  if (input.walkIn) return { ok: true, durationMinutes: window.close - input.start };
  return { ok: false, field: 'time', message: `${open}; this booking would run past closing.` };
}
