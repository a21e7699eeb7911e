// product.md D11 "Reminders that diners answer": what a write to a booking does to its
// reminder. Pure: the write's transaction turns the plan into a row
// (server/booking/reminder-store.ts).
//   - A booking that becomes confirmed, or whose date or time moves while confirmed, is (re-)armed: due the
//     restaurant's hours before it starts, unsent and unanswered.
//   - None when the restaurant sends no reminders, the diner gave no e-mail, or the due time has already passed
//     (a booking made 3 hours before with a 24-hour reminder gets none).
//   - A cancellation, a decline or a no-show disarms it; any other write leaves it as it is (a seated booking
//     keeps the answer the diary showed).
import { instantOf, type IsoDate } from '../../../contract/london-time.ts';

export interface ReminderBooking {
  status: string;
  date: IsoDate;
  /** Minutes after the London midnight of `date`. */
  startsAt: number;
  email: string;
}

export type ReminderPlan = { action: 'arm'; dueAt: Date } | { action: 'disarm' } | { action: 'keep' };

const DISARMING = new Set(['cancelled', 'declined', 'no-show']);

/** When the reminder of a booking at `date` `startsAt` goes, `hoursBefore` hours before it starts. */
export function reminderDueAt(date: IsoDate, startsAt: number, hoursBefore: number): Date {
  return new Date(instantOf(date, startsAt).getTime() - hoursBefore * 3_600_000);
}

/** `before` is the booking as stored before this write (null for a new one); `after` as the write leaves it. */
export function reminderPlan(before: ReminderBooking | null, after: ReminderBooking, hoursBefore: number | null, now: Date): ReminderPlan {
  if (DISARMING.has(after.status)) return before && !DISARMING.has(before.status) ? { action: 'disarm' } : { action: 'keep' };
  if (after.status !== 'confirmed') return { action: 'keep' };
  const arming = !before || before.status !== 'confirmed' || before.date !== after.date || before.startsAt !== after.startsAt;
  if (!arming) return { action: 'keep' };
  if (hoursBefore === null || !after.email.trim()) return before ? { action: 'disarm' } : { action: 'keep' };
  const dueAt = reminderDueAt(after.date, after.startsAt, hoursBefore);
  if (dueAt.getTime() <= now.getTime()) return before ? { action: 'disarm' } : { action: 'keep' };
  return { action: 'arm', dueAt };
}
