// Idempotency-Key for the three creating POSTs (product.md D5): the first
// outcome is stored in the same transaction as the booking it reports, so a
// retry gets the same reply and never a second booking.
//
// The table's columns predate this shape: `status_code` now holds the product.md §8
// booking status (0 placed, 9 slot taken) and `reply` the outcome. Rows written
// before held the reply body (`{ success, data }`); they still read.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema.ts';
import { BOOKING_CODES, BOOKING_STATUS_SLOT_TAKEN } from '../../contract/booking-codes.ts';
import type { BookingCreated } from '../../contract/booking.ts';
import type { PlaceOutcome } from './booking-create.ts';
import type { Runner } from './booking-repository.ts';

/**
 * Decision 049 deposits: stored with the held booking before its deposit is charged, so a retry finds
 * it and never charges again; what it came to is read from the deposit's payments row.
 */
export interface DepositMarker {
  outcome: 'deposit';
  bookingId: string;
  booking: BookingCreated;
}

/** What a key stands for: the request it came with and what placing it came to. */
export interface StoredOutcome {
  scope: string;
  requestHash: string;
  outcome: PlaceOutcome | DepositMarker;
}

/** Advisory-lock namespace for keys (the two-int form never collides with a restaurant-day lock). */
const KEY_LOCK_SPACE = 72_736_007;

export function requestHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url');
}

export async function findOutcome(runner: Runner, key: string): Promise<StoredOutcome | null> {
  const [row] = await runner
    .select({
      scope: idempotencyKeys.scope,
      requestHash: idempotencyKeys.requestHash,
      stored: idempotencyKeys.reply,
    })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key));
  return row ? { scope: row.scope, requestHash: row.requestHash, outcome: outcomeOf(row.stored) } : null;
}

/** A stored outcome, or a reply body stored by the earlier code (its data says placed or slot taken). */
function outcomeOf(stored: unknown): PlaceOutcome | DepositMarker {
  const value = stored as { outcome?: string; booking?: BookingCreated; data?: BookingCreated; bookingId?: string } | null;
  if (value?.outcome === 'placed' && value.booking) return { outcome: 'placed', booking: value.booking };
  if (value?.outcome === 'deposit' && value.booking && value.bookingId)
    return { outcome: 'deposit', bookingId: value.bookingId, booking: value.booking };
  if (value?.data?.bookingStatus === BOOKING_CODES.OK) return { outcome: 'placed', booking: value.data };
  return { outcome: 'slot-taken' };
}

/** Serialises concurrent requests carrying the same key until the first one commits. */
export async function lockKey(runner: Runner, key: string): Promise<void> {
  await runner.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK_SPACE}, hashtext(${key}))`);
}

export async function saveOutcome(runner: Runner, key: string, stored: StoredOutcome): Promise<void> {
  await outcomeInsert(runner, key, stored);
}

/** The stored outcome's row, built and not yet run: to send with the booking's own writes in one statement. */
export function outcomeInsert(runner: Runner, key: string, stored: StoredOutcome) {
  const status = stored.outcome.outcome === 'slot-taken' ? BOOKING_STATUS_SLOT_TAKEN : BOOKING_CODES.OK;
  return runner
    .insert(idempotencyKeys)
    .values({ key, scope: stored.scope, requestHash: stored.requestHash, statusCode: status, reply: stored.outcome })
    .onConflictDoNothing();
}
