// Delivers the one outbox (decision 067), e-mail through SMTP and texts through the SMS provider. Rows are
// claimed with FOR UPDATE SKIP LOCKED and a lease, so several instances share the work and a crashed worker's
// rows are retried; sending happens outside any transaction (product.md D2 notes). Delivery is at least once:
// a message is only marked sent after the server or the provider accepted it.
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox, type OutboxChannel } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { outboxSenders, type OutboxTransports } from './outbox-senders.ts';

export interface OutboxWorkerOptions {
  db: Db;
  /** A channel without its transport is not claimed: its messages wait in the outbox. */
  transports: OutboxTransports;
  batchSize?: number;
  intervalMs?: number;
  /** Attempts before a message is given up, per channel. */
  maxAttempts?: Partial<Record<OutboxChannel, number>>;
  /** How long a claimed message is reserved for the worker that claimed it. */
  leaseMs?: number;
  now?: () => Date;
  log: Logger;
}

/**
 * A message never tried is due at once: it is written to go now, stamped by the database's clock, which is not the
 * worker's when CLOCK_START shifts it (an hour behind, say, and the new message would wait an hour). Only the times the
 * worker itself wrote, its lease and its back-off, are read on its clock.
 */
const isDue = (at: Date) => or(eq(mailOutbox.attempts, 0), lte(mailOutbox.nextAttemptAt, at));

/** 30 s, 1 min, 2 min, … capped at 1 h. */
export const retryDelayMs = (attempts: number) => Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));

/** A text is given up sooner than a mail: a reminder hours late is worse than none (decision 038). */
const MAX_ATTEMPTS: Record<OutboxChannel, number> = { mail: 12, sms: 8 };

export function createOutboxWorker(opts: OutboxWorkerOptions) {
  const now = opts.now ?? (() => new Date());
  const maxAttempts = { ...MAX_ATTEMPTS, ...opts.maxAttempts };
  const leaseMs = opts.leaseMs ?? 120_000;
  const senders = outboxSenders(opts.transports);
  const channels = Object.keys(senders) as OutboxChannel[];
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<number> | null = null;

  async function claim() {
    if (channels.length === 0) return [];
    const at = now();
    return opts.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), isDue(at), inArray(mailOutbox.channel, channels)))
        .orderBy(asc(mailOutbox.createdAt))
        .limit(opts.batchSize ?? 20)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + leaseMs) })
        .where(
          inArray(
            mailOutbox.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
  }

  /** Sends what is due; returns how many were delivered. */
  async function runOnce(): Promise<number> {
    let sent = 0;
    for (const row of await claim()) {
      try {
        const { providerId } = await senders[row.channel]!(row);
        await opts.db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: now(), lastError: null, ...(providerId ? { providerId } : {}) })
          .where(eq(mailOutbox.id, row.id));
        sent++;
      } catch (err) {
        const giveUp = row.attempts >= maxAttempts[row.channel];
        const message = err instanceof Error ? err.message : String(err);
        await opts.db
          .update(mailOutbox)
          .set({
            status: giveUp ? 'failed' : 'pending',
            lastError: message.slice(0, 500),
            nextAttemptAt: new Date(now().getTime() + retryDelayMs(row.attempts)),
          })
          .where(eq(mailOutbox.id, row.id));
        opts.log.warn(
          { id: row.id, channel: row.channel, attempts: row.attempts, giveUp, error: message },
          `${row.channel} delivery failed`,
        );
      }
    }
    return sent;
  }

  return {
    runOnce: () => (running ??= runOnce().finally(() => (running = null))),
    start() {
      timer ??= setInterval(
        () => void this.runOnce().catch((err: unknown) => opts.log.error({ err }, 'outbox worker error')),
        opts.intervalMs ?? 2000,
      );
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      opts.transports.mail?.close();
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
