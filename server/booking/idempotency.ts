// Idempotency-Key for the three creating POSTs (issue 6, DESIGN §5): the first
// reply is stored in the same transaction as the booking it reports, so a
// retry gets that reply and never a second booking.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema.ts';
import type { Runner } from './booking-repository.ts';

export interface StoredReply {
  scope: string;
  requestHash: string;
  statusCode: number;
  reply: unknown;
}

/** Advisory-lock namespace for keys (the two-int form never collides with a restaurant-day lock). */
const KEY_LOCK_SPACE = 72_736_007;

export function requestHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url');
}

export async function findReply(runner: Runner, key: string): Promise<StoredReply | null> {
  const [row] = await runner
    .select({
      scope: idempotencyKeys.scope,
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      reply: idempotencyKeys.reply,
    })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key));
  return row ?? null;
}

/** Serialises concurrent requests carrying the same key until the first one commits. */
export async function lockKey(runner: Runner, key: string): Promise<void> {
  await runner.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK_SPACE}, hashtext(${key}))`);
}

export async function saveReply(runner: Runner, key: string, stored: StoredReply): Promise<void> {
  await runner
    .insert(idempotencyKeys)
    .values({ key, ...stored, reply: stored.reply as object })
    .onConflictDoNothing();
}
