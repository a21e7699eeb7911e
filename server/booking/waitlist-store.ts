// The `waitlist_entries` table (decision 050 "Waitlist"): reads of a
// restaurant-day's entries and the entry writes the waitlist's transactions
// send with their booking writes. Every change to an entry after it joined is
// made under its restaurant-day's lock (repo.lockDay), so an offer, a claim,
// a leave and staff's actions on one day are judged one after the other.
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { WaitlistStatus } from '../../contract/waitlist.ts';
import type { IsoDate } from '../../contract/london-time.ts';
import type { Runner } from '../db/runner.ts';
import { bookings, waitlistEntries } from '../db/schema.ts';

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
export type NewWaitlistEntry = typeof waitlistEntries.$inferInsert;

/** Statuses still in the queue: the offer job looks at days that have one. */
export const OPEN_STATUSES = ['waiting', 'offered'] as const satisfies readonly WaitlistStatus[];

export async function entryById(runner: Runner, id: string, forUpdate = false): Promise<WaitlistEntryRow | null> {
  if (!/^[\w-]{1,64}$/.test(id)) return null;
  const query = runner.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** A restaurant-day's entries, oldest first, of any status or of those given. */
export const entriesOn = (runner: Runner, storeId: string, date: IsoDate, statuses?: readonly WaitlistStatus[]) =>
  runner
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.storeId, storeId),
        eq(waitlistEntries.date, date),
        statuses ? inArray(waitlistEntries.status, [...statuses]) : undefined,
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));

/** The day's offered entries with their held booking's status and expiry (null when the booking is gone). */
export const offeredOn = (runner: Runner, storeId: string, date: IsoDate) =>
  runner
    .select({ entry: waitlistEntries, bookingStatus: bookings.status, holdExpiresAt: bookings.holdExpiresAt })
    .from(waitlistEntries)
    .leftJoin(bookings, eq(bookings.id, waitlistEntries.bookingId))
    .where(and(eq(waitlistEntries.storeId, storeId), eq(waitlistEntries.date, date), eq(waitlistEntries.status, 'offered')));

/** Whether the restaurant-day has an entry still in the queue: a cheap look before taking the day's lock. */
export async function hasOpenEntries(runner: Runner, storeId: string, date: IsoDate): Promise<boolean> {
  const [row] = await runner
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.storeId, storeId), eq(waitlistEntries.date, date), inArray(waitlistEntries.status, [...OPEN_STATUSES])))
    .limit(1);
  return row !== undefined;
}

/** The restaurant-days from `from` on with an entry still in the queue: what the offer job sweeps. */
export const openDays = (runner: Runner, from: IsoDate) =>
  runner
    .select({ storeId: waitlistEntries.storeId, date: waitlistEntries.date })
    .from(waitlistEntries)
    .where(and(inArray(waitlistEntries.status, [...OPEN_STATUSES]), gte(waitlistEntries.date, from)))
    .groupBy(waitlistEntries.storeId, waitlistEntries.date)
    .orderBy(asc(waitlistEntries.date), asc(waitlistEntries.storeId));

/** Entries still waiting on a day that has gone: they expire (an offered one lapses with its hold). */
export const expirePastWaiting = (runner: Runner, before: IsoDate, now: Date) =>
  runner
    .update(waitlistEntries)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(waitlistEntries.status, 'waiting'), lt(waitlistEntries.date, before)))
    .returning({ id: waitlistEntries.id });

/** An entry's change, built and not yet run (for writeTogether or a booking's others). */
export const entryUpdate = (runner: Runner, id: string, set: Partial<NewWaitlistEntry> & { updatedAt: Date }) =>
  runner.update(waitlistEntries).set(set).where(eq(waitlistEntries.id, id));

export const entryInsert = (runner: Runner, row: NewWaitlistEntry) => runner.insert(waitlistEntries).values(row);

/** How many entries are waiting on the day (for the console's heading). */
export async function waitingCount(runner: Runner, storeId: string, date: IsoDate): Promise<number> {
  const [row] = await runner
    .select({ n: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.storeId, storeId), eq(waitlistEntries.date, date), eq(waitlistEntries.status, 'waiting')));
  return row?.n ?? 0;
}
