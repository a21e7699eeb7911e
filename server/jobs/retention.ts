// Retention (product.md D8 jobs, decision 021): rows that have served their purpose
// are deleted once a day. Each delete is idempotent, so a run that repeats or
// overlaps another does no harm.
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys, mailOutbox, smsOutbox } from '../db/schema.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Idempotency keys: a client retries a create within seconds or minutes (the
 * booking modal, a mobile app coming back online); 48 h covers a retry the next
 * day with a margin. A key retried after that books afresh.
 */
export const IDEMPOTENCY_KEY_RETENTION_MS = 48 * HOUR_MS;

/**
 * Sent mail: kept 30 days so that "I never got my confirmation" can be checked
 * against what was sent (and /dev/mailbox/ shows it). Pending and failed mail
 * is never deleted here: it still needs delivering, or an operator's eye.
 */
export const SENT_MAIL_RETENTION_MS = 30 * DAY_MS;

export interface RetentionResult {
  idempotencyKeys: number;
  sentMail: number;
  /** Sent texts (issue 28), kept as long as sent mail. */
  sentSms: number;
}

export async function runRetention(db: Db, now: Date): Promise<RetentionResult> {
  const keysBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS);
  const mailBefore = new Date(now.getTime() - SENT_MAIL_RETENTION_MS);
  const keys = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, keysBefore)).returning({ key: idempotencyKeys.key });
  const mail = await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.sentAt, mailBefore)))
    .returning({ id: mailOutbox.id });
  const texts = await db
    .delete(smsOutbox)
    .where(and(eq(smsOutbox.status, 'sent'), lt(smsOutbox.sentAt, mailBefore)))
    .returning({ id: smsOutbox.id });
  return { idempotencyKeys: keys.length, sentMail: mail.length, sentSms: texts.length };
}
