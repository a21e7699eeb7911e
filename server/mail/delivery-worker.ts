// Delivers the outbox. Rows are claimed with FOR UPDATE SKIP LOCKED and a
// lease, so several instances share the work and a crashed worker's rows are
// retried; sending happens outside any transaction (product.md D2 notes). Delivery
// is at least once: a message is only marked sent after the server accepted it.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import type { MailTransport } from './smtp-transport.ts';

export interface DeliveryWorkerOptions {
  db: Db;
  transport: MailTransport;
  batchSize?: number;
  intervalMs?: number;
  maxAttempts?: number;
  /** How long a claimed message is reserved for the worker that claimed it. */
  leaseMs?: number;
  now?: () => Date;
  log: Logger;
}

/** 30 s, 1 min, 2 min, … capped at 1 h. */
export const retryDelayMs = (attempts: number) => Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));

export function createDeliveryWorker(opts: DeliveryWorkerOptions) {
  const now = opts.now ?? (() => new Date());
  const maxAttempts = opts.maxAttempts ?? 12;
  const leaseMs = opts.leaseMs ?? 120_000;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<number> | null = null;

  async function claim() {
    const at = now();
    return opts.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, at)))
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
        await opts.transport.send(row);
        await opts.db.update(mailOutbox).set({ status: 'sent', sentAt: now(), lastError: null }).where(eq(mailOutbox.id, row.id));
        sent++;
      } catch (err) {
        const giveUp = row.attempts >= maxAttempts;
        const message = err instanceof Error ? err.message : String(err);
        await opts.db
          .update(mailOutbox)
          .set({
            status: giveUp ? 'failed' : 'pending',
            lastError: message.slice(0, 500),
            nextAttemptAt: new Date(now().getTime() + retryDelayMs(row.attempts)),
          })
          .where(eq(mailOutbox.id, row.id));
        opts.log.warn({ id: row.id, attempts: row.attempts, giveUp, error: message }, 'mail delivery failed');
      }
    }
    return sent;
  }

  return {
    runOnce: () => (running ??= runOnce().finally(() => (running = null))),
    start() {
      timer ??= setInterval(
        () => void this.runOnce().catch((err: unknown) => opts.log.error({ err }, 'mail worker error')),
        opts.intervalMs ?? 2000,
      );
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      opts.transport.close();
    },
  };
}

export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>;
