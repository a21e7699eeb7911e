// A booking's facts as the console writes them, the same in the diary, the
// day sheet, the booking page and the search results.
import { REMINDER_LABELS } from '../../../contract/booking-lifecycle.ts';
import { type DiaryBooking } from '../../../contract/diary-shapes.ts';

export const WALK_IN_NAME = 'Walk-in';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The guest's name; a walk-in who gave none is "Walk-in" (product.md D8), anyone else nameless is ''. */
export const guestName = (b: Pick<DiaryBooking, 'firstName' | 'lastName'> & { source?: DiaryBooking['source'] }) =>
  `${b.firstName} ${b.lastName}`.trim() || (b.source === 'walk-in' ? WALK_IN_NAME : '');

/** "2 adults, 1 child" (children only when there are any). */
export const partyText = (b: Pick<DiaryBooking, 'adults' | 'children'>) =>
  [plural(b.adults, 'adult', 'adults'), ...(b.children ? [plural(b.children, 'child', 'children')] : [])].join(', ');

export const coversText = (covers: number) => plural(covers, 'cover', 'covers');

/** "Prosecco × 2, Birthday cake × 1", or null for none. */
export const extrasText = (extras: DiaryBooking['extras']) =>
  extras.length ? extras.map((e) => `${e.name} × ${e.quantity}`).join(', ') : null;

/** Decision 038: "Confirmed by the diner" or "No answer" once a reminder was sent; null before (or without) one. */
export const reminderText = (b: Pick<DiaryBooking, 'reminder'>) => (b.reminder ? REMINDER_LABELS[b.reminder] : null);

/** Decision 074: "R7 (moved from R4)" when the engine re-seated the booking, else its tables. */
export const tableText = (b: Pick<DiaryBooking, 'tableLabel' | 'movedFrom'>) =>
  b.movedFrom ? `${b.tableLabel} (moved from ${b.movedFrom})` : b.tableLabel;
