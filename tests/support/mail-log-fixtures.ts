// The outbox and audit rows the mail log's page tests (product.md D13) write and read:
// here, since app/ code (its tests included) reaches server/ only through *.server.ts modules.
import { and, count, eq } from 'drizzle-orm';
import { bookingMail } from '../../server/booking/booking-mail.ts';
import type { Db } from '../../server/db/client.ts';
import { auditLog, bookings, mailOutbox } from '../../server/db/schema.ts';
import { enqueueMail, type OutgoingMail } from '../../server/mail/outbox.ts';
import { MAIL_NOW, MAIL_RESTAURANT, mailBooking, mailLinks } from './booking-mail-fixtures.ts';

/** A diner's booking confirmation (its special request holds markup) in the outbox; its id. */
export const queueBookingMail = (db: Db, reference: string) =>
  enqueueMail(db, bookingMail(mailBooking({ reference }), MAIL_RESTAURANT, mailLinks, MAIL_NOW));

export const queueMail = (db: Db, mail: OutgoingMail) => enqueueMail(db, mail);

export const outboxSize = async (db: Db) => (await db.select({ n: count() }).from(mailOutbox))[0]!.n;

export const outboxRow = async (db: Db, id: string) => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

/** The audit entries about one mail with one action ('viewed', 'viewed html', 'resent'). */
export const mailAudit = (db: Db, mailId: string, action: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'mail'), eq(auditLog.entityId, mailId), eq(auditLog.action, action)));

/** A booking's id by its reference (the engine's answer names only the reference). */
export const bookingIdOf = async (db: Db, reference: string) =>
  (await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, reference)))[0]!.id;
