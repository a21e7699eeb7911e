// Delivers the SMS outbox (decision 038 SMS reminders) as the mail worker delivers
// e-mail (server/mail/delivery-worker.ts): rows are claimed with FOR UPDATE SKIP
// LOCKED and a lease, so several instances share the work and a crashed
// worker's rows are retried; the provider is called outside any transaction.
// At least once: a text is marked sent only after the provider accepted it.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { smsOutbox } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { retryDelayMs } from '../mail/delivery-worker.ts';
import type { SmsTransport } from './sms-transport.ts';

export interface SmsWorkerOptions {
  db: Db;
  transport: SmsTransport;
  batchSize?: number;
  maxAttempts?: number;
  /** How long a claimed text is reserved for the worker that claimed it. */
  leaseMs?: number;
  now: () => Date;
  log: Logger;
}

export function createSmsWorker(opts: SmsWorkerOptions) {
  const maxAttempts = opts.maxAttempts ?? 8;
  const leaseMs = opts.leaseMs ?? 120_000;

  async function claim() {
    const at = opts.now();
    return opts.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: smsOutbox.id })
        .from(smsOutbox)
        .where(and(eq(smsOutbox.status, 'pending'), lte(smsOutbox.nextAttemptAt, at)))
        .orderBy(asc(smsOutbox.createdAt))
        .limit(opts.batchSize ?? 20)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(smsOutbox)
        .set({ attempts: sql`${smsOutbox.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + leaseMs) })
        .where(
          inArray(
            smsOutbox.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
  }

  return {
    /** Sends what is due; returns how many the provider accepted. */
    async runOnce(): Promise<number> {
      let sent = 0;
      for (const row of await claim()) {
        try {
          const { providerId } = await opts.transport.send({ to: row.to, body: row.body });
          await opts.db
            .update(smsOutbox)
            .set({ status: 'sent', sentAt: opts.now(), providerId, lastError: null })
            .where(eq(smsOutbox.id, row.id));
          sent++;
        } catch (err) {
          const giveUp = row.attempts >= maxAttempts;
          const message = err instanceof Error ? err.message : String(err);
          await opts.db
            .update(smsOutbox)
            .set({
              status: giveUp ? 'failed' : 'pending',
              lastError: message.slice(0, 500),
              nextAttemptAt: new Date(opts.now().getTime() + retryDelayMs(row.attempts)),
            })
            .where(eq(smsOutbox.id, row.id));
          opts.log.warn({ id: row.id, attempts: row.attempts, giveUp, error: message }, 'sms delivery failed');
        }
      }
      return sent;
    },
  };
}

export type SmsWorker = ReturnType<typeof createSmsWorker>;
