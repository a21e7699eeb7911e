// Retention (product.md D8 jobs, decision 021, decision 045 "Retention"): rows that
// have served their purpose are deleted once a day, on the chain's retention
// settings (server/privacy/retention-settings.ts). Each step is idempotent, so
// a run that repeats or overlaps another does no harm.
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { addDays, londonDateOf } from '../../contract/london-time.ts';
import { bookingDemand, bookings, contactMessages, groupEnquiries, idempotencyKeys, mailOutbox, uploadedFiles } from '../db/schema.ts';
import { anonymiseBookings } from '../booking/booking-anonymise.ts';
import { readRetention } from '../privacy/retention-settings.ts';
import { FORECAST_WEEKS } from '../booking/yield/yield-service.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Idempotency keys: a client retries a create within seconds or minutes (the
 * booking modal, a mobile app coming back online); 48 h covers a retry the next
 * day with a margin. A key retried after that books afresh.
 */
export const IDEMPOTENCY_KEY_RETENTION_MS = 48 * HOUR_MS;

/**
 * Sent mail, by default: kept 30 days so that "I never got my confirmation" can
 * be checked against what was sent (and /dev/mailbox/ shows it). Pending and
 * failed mail is never deleted here: it still needs delivering, or an operator's eye.
 */
export const SENT_MAIL_RETENTION_MS = 30 * DAY_MS;

/**
 * Diners' requests (decision 075): the yield rule reads the last FORECAST_WEEKS weeks of them; a day older than that
 * and one more week (the manager's view reads to the same depth) is read by nothing and goes.
 */
export const DEMAND_RETENTION_DAYS = 7 * (FORECAST_WEEKS + 1);

export interface RetentionResult {
  idempotencyKeys: number;
  sentMail: number;
  /** Sent texts (decision 038), kept as long as sent mail. */
  sentSms: number;
  /** product.md D12: contact messages and group enquiries older than the setting (their files go with them). */
  messages: number;
  /** product.md D12: attachments older than their setting. */
  uploads: number;
  /** product.md D12: cancelled or declined bookings anonymised. */
  cancelledBookings: number;
  /** Decision 075: diners' requests of days the yield rule no longer reads. */
  demandDays: number;
}

export async function runRetention(db: Db, now: Date): Promise<RetentionResult> {
  const days = await readRetention(db);
  const before = (d: number) => new Date(now.getTime() - d * DAY_MS);
  const keysBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS);
  const keys = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, keysBefore)).returning({ key: idempotencyKeys.key });

  let sentMail = 0;
  let sentSms = 0;
  if (days.sentMailDays) {
    // One outbox for both channels (decision 067); the count is told per channel.
    const gone = await db
      .delete(mailOutbox)
      .where(and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.sentAt, before(days.sentMailDays))))
      .returning({ channel: mailOutbox.channel });
    sentMail = gone.filter((row) => row.channel === 'mail').length;
    sentSms = gone.length - sentMail;
  }

  let messages = 0;
  let uploads = 0;
  if (days.messagesDays) {
    const cut = before(days.messagesDays);
    const gone = await db.transaction(async (tx) => {
      const old = await tx.delete(contactMessages).where(lt(contactMessages.createdAt, cut)).returning({ id: contactMessages.id });
      const enquiries = await tx.delete(groupEnquiries).where(lt(groupEnquiries.createdAt, cut)).returning({ id: groupEnquiries.id });
      const ids = old.map((m) => m.id);
      const files = ids.length
        ? await tx.delete(uploadedFiles).where(inArray(uploadedFiles.contactMessageId, ids)).returning({ id: uploadedFiles.id })
        : [];
      return { messages: old.length + enquiries.length, files: files.length };
    });
    messages = gone.messages;
    uploads += gone.files;
  }
  if (days.uploadsDays) {
    uploads += (
      await db
        .delete(uploadedFiles)
        .where(and(isNotNull(uploadedFiles.contactMessageId), lt(uploadedFiles.createdAt, before(days.uploadsDays))))
        .returning({ id: uploadedFiles.id })
    ).length;
  }

  let cancelledBookings = 0;
  if (days.cancelledBookingsDays) {
    const cut = before(days.cancelledBookingsDays);
    // Anonymised like an erased person's (server/privacy/person-erasure.ts); already-anonymous rows are not touched again.
    cancelledBookings = await anonymiseBookings(
      db,
      and(inArray(bookings.status, ['cancelled', 'declined']), lt(sql`coalesce(${bookings.cancelledAt}, ${bookings.updatedAt})`, cut))!,
    );
  }
  const demand = await db
    .delete(bookingDemand)
    .where(lt(bookingDemand.serviceDate, addDays(londonDateOf(now), -DEMAND_RETENTION_DAYS)))
    .returning({ date: bookingDemand.serviceDate });
  const demandDays = new Set(demand.map((row) => row.date)).size;
  return { idempotencyKeys: keys.length, sentMail, sentSms, messages, uploads, cancelledBookings, demandDays };
}
