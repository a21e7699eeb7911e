// product.md D13: how much mail waits in the outbox and for how long, read in one query at each scrape. The
// (status, next_attempt_at) index finds the pending rows, so the cost follows the backlog, not the history.
// Texts share the table (decision 067) and are left out: the gauges and their alert are about mail.
// The age is the database's own arithmetic: created_at is the database's clock (defaultNow), not the engine's.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

export interface OutboxDepth {
  pending: number;
  /** Seconds the oldest pending mail has waited; 0 when none waits. */
  oldestAgeSeconds: number;
}

export async function readOutboxDepth(db: Db): Promise<OutboxDepth> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*)::int`,
      oldestAgeSeconds: sql<number>`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt})), 0)::float8`,
    })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), eq(mailOutbox.channel, 'mail')));
  return { pending: Number(row?.pending ?? 0), oldestAgeSeconds: Math.max(0, Number(row?.oldestAgeSeconds ?? 0)) };
}
