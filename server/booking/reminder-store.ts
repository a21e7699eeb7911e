// The `booking_reminders` table (product.md D11 "Reminders that diners answer";
// decision 038). A booking write arms or disarms its reminder in the write's own
// statement (decision 030); the reminder job claims a due row in the transaction
// that writes its mail to the outbox; the diner's Confirm records an answer;
// the diary reads the answers of a day's bookings.
import { and, asc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { ReminderState } from '../../contract/booking-lifecycle.ts';
import type { Db } from '../db/client.ts';
import type { Runner } from '../db/runner.ts';
import { bookingReminders, bookings } from '../db/schema.ts';
import type { PendingInsert } from '../db/write-together.ts';
import { reminderPlan, type ReminderBooking, type ReminderPlan } from './rules/reminder-plan.ts';

/** The plan's write, built and not yet run: none, an upsert that re-arms (unsent, unanswered), or a delete. */
export function reminderWrites(runner: Runner, booking: { id: string; storeId: string }, plan: ReminderPlan): PendingInsert[] {
  if (plan.action === 'keep') return [];
  if (plan.action === 'disarm') return [runner.delete(bookingReminders).where(eq(bookingReminders.bookingId, booking.id))];
  const armed = { dueAt: plan.dueAt, sentAt: null, answer: null, answeredAt: null };
  return [
    runner
      .insert(bookingReminders)
      .values({ bookingId: booking.id, storeId: booking.storeId, ...armed })
      .onConflictDoUpdate({ target: bookingReminders.bookingId, set: armed }),
  ];
}

/** What a booking write does to its reminder (rules/reminder-plan.ts), as writes for that write's statement. */
export function rearmWrites(
  runner: Runner,
  before: ReminderBooking | null,
  after: ReminderBooking & { id: string; storeId: string },
  hoursBefore: number | null,
  now: Date,
): PendingInsert[] {
  return reminderWrites(runner, after, reminderPlan(before, after, hoursBefore, now));
}

export interface DueReminder {
  bookingId: string;
  dueAt: Date;
}

/** Armed reminders whose time has come, of bookings still confirmed, oldest first. */
export function dueReminders(db: Db, now: Date, limit: number): Promise<DueReminder[]> {
  return db
    .select({ bookingId: bookingReminders.bookingId, dueAt: bookingReminders.dueAt })
    .from(bookingReminders)
    .innerJoin(bookings, eq(bookings.id, bookingReminders.bookingId))
    .where(and(isNull(bookingReminders.sentAt), lte(bookingReminders.dueAt, now), eq(bookings.status, 'confirmed')))
    .orderBy(asc(bookingReminders.dueAt))
    .limit(limit);
}

/**
 * Marks one reminder sent, if it is still armed as it was read (same due time, unsent): true for the one
 * transaction, on whichever instance, that gets it. A concurrent claim waits on the row and then finds it sent.
 */
export async function claimReminder(tx: Runner, due: DueReminder, now: Date): Promise<boolean> {
  const claimed = await tx
    .update(bookingReminders)
    .set({ sentAt: now })
    .where(and(eq(bookingReminders.bookingId, due.bookingId), isNull(bookingReminders.sentAt), eq(bookingReminders.dueAt, due.dueAt)))
    .returning({ bookingId: bookingReminders.bookingId });
  return claimed.length === 1;
}

/** Records the diner's "I'm coming" on a sent reminder; true when this press recorded it (a second changes nothing). */
export async function recordConfirmation(runner: Runner, bookingId: string, now: Date): Promise<boolean> {
  const answered = await runner
    .update(bookingReminders)
    .set({ answer: 'confirmed', answeredAt: now })
    .where(and(eq(bookingReminders.bookingId, bookingId), isNotNull(bookingReminders.sentAt), isNull(bookingReminders.answer)))
    .returning({ bookingId: bookingReminders.bookingId });
  return answered.length === 1;
}

/** The reminder state of each of these bookings whose reminder was sent (the others are left out). */
export async function reminderStates(db: Runner, bookingIds: readonly string[]): Promise<Map<string, ReminderState>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({ bookingId: bookingReminders.bookingId, answer: bookingReminders.answer })
    .from(bookingReminders)
    .where(and(inArray(bookingReminders.bookingId, [...bookingIds]), isNotNull(bookingReminders.sentAt)));
  return new Map(rows.map((r) => [r.bookingId, r.answer === 'confirmed' ? 'confirmed-by-diner' : 'no-answer']));
}

/** One booking's reminder state: null when no reminder was sent. */
export async function reminderStateOf(db: Runner, bookingId: string): Promise<ReminderState | null> {
  return (await reminderStates(db, [bookingId])).get(bookingId) ?? null;
}
