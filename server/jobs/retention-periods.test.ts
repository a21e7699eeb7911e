// The retention job end to end (docs/product.md D8 "Jobs", decision 045): on a
// pinned clock and saved settings, the job, run by the runner the database gets
// (in process on PGlite, pg-boss with TEST_DATABASE_URL), deletes each kind of
// personal data a minute after its period and keeps it a minute before:
// idempotency keys, sent mail and texts, messages and group enquiries,
// attachments, and cancelled bookings (made anonymous, not deleted).
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RetentionDays } from '../../contract/retention.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { bookings, contactMessages, groupEnquiries, idempotencyKeys, mailOutbox, uploadedFiles } from '../db/schema.ts';
import { silentLogger } from '../logger.ts';
import { saveRetention } from '../privacy/retention-settings.ts';
import { chooseJobRunner } from './choose-runner.ts';
import { JOBS, registerMesaJobs } from './mesa-jobs.ts';
import { IDEMPOTENCY_KEY_RETENTION_MS } from './retention.ts';

const url = process.env.TEST_DATABASE_URL;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const NOW = new Date('2031-06-01T03:23:00Z');
/** Periods unlike the defaults and unlike each other, so a kind read with another's period fails. */
const DAYS: RetentionDays = { messagesDays: 100, uploadsDays: 20, cancelledBookingsDays: 50, sentMailDays: 10 };
/** Just past its period (goes), and just inside it (stays). */
const ages = (periodMs: number) => ({
  gone: new Date(NOW.getTime() - periodMs - MINUTE),
  kept: new Date(NOW.getTime() - periodMs + MINUTE),
});

let database: Database;
let pgSchema: string | undefined;
beforeAll(async () => {
  pgSchema = url ? `test_${process.pid}_${randomBytes(4).toString('hex')}` : undefined;
  database = await openDatabase(url && pgSchema ? { url, pgSchema, poolSize: 3 } : { pgliteDir: 'memory://' });
}, 60_000);
afterAll(async () => {
  if (pgSchema) {
    await database.db.execute(sql.raw(`drop schema if exists ${pgSchema} cascade`));
    await database.db.execute(sql.raw(`drop schema if exists ${pgSchema}_boss cascade`));
  }
  await database?.close();
});

async function seed() {
  const { db } = database;
  await saveRetention(db, DAYS, NOW);
  const keys = ages(IDEMPOTENCY_KEY_RETENTION_MS);
  await db.insert(idempotencyKeys).values(
    Object.entries(keys).map(([k, createdAt]) => ({
      key: `key-${k}`,
      scope: 'booking',
      requestHash: 'h',
      statusCode: 0,
      reply: {},
      createdAt,
    })),
  );
  const sent = ages(DAYS.sentMailDays! * DAY);
  await db.insert(mailOutbox).values(
    Object.entries(sent).map(([k, sentAt]) => ({
      id: `mail-${k}`,
      kind: 'booking-confirmation',
      to: 'ana@example.com',
      subject: 'Your booking',
      text: 'Hello',
      status: 'sent' as const,
      createdAt: sentAt,
      sentAt,
    })),
  );
  await db.insert(mailOutbox).values(
    Object.entries(sent).map(([k, sentAt]) => ({
      id: `sms-${k}`,
      channel: 'sms' as const,
      kind: 'booking-reminder',
      to: '+447700900123',
      body: 'Hi',
      status: 'sent' as const,
      sentAt,
    })),
  );
  const messages = ages(DAYS.messagesDays! * DAY);
  const person = { firstName: 'Ana', lastName: 'Diner', email: 'ana@example.com' };
  await db.insert(contactMessages).values(
    Object.entries(messages).map(([k, createdAt]) => ({
      id: `message-${k}`,
      sessionId: 's',
      enquiryType: 'question',
      contactReason: 'feedback',
      ...person,
      message: 'Hello',
      recipient: 'bath@example.com',
      createdAt,
    })),
  );
  await db.insert(groupEnquiries).values(
    Object.entries(messages).map(([k, createdAt]) => ({
      id: `enquiry-${k}`,
      storeId: '1002',
      venue: 'Bath',
      bookingType: 'Birthday',
      covers: 12,
      date: '2031-01-01',
      time: '19:00',
      until: '22:00',
      ...person,
      telephoneNumber: '07700900123',
      shouldReceivePromotions: false,
      shouldReceiveSms: false,
      recipient: 'bath@example.com',
      createdAt,
    })),
  );
  // Attachments of the message that stays, so only their own period decides.
  const file = (id: string, contactMessageId: string, createdAt: Date) => ({
    id,
    sessionId: 's',
    contactMessageId,
    name: 'a.pdf',
    contentType: 'application/pdf',
    size: 4,
    content: 'JVBERg==',
    createdAt,
  });
  const uploads = ages(DAYS.uploadsDays! * DAY);
  await db
    .insert(uploadedFiles)
    .values([
      file('file-gone', 'message-kept', uploads.gone),
      file('file-kept', 'message-kept', uploads.kept),
      file('file-of-gone-message', 'message-gone', uploads.kept),
    ]);
  const cancelled = ages(DAYS.cancelledBookingsDays! * DAY);
  const booking = (id: string, cancelledAt: Date) => ({
    id,
    reference: id.toUpperCase(),
    storeId: '1002',
    date: '2031-01-01',
    startsAt: 1140,
    durationMinutes: 90,
    adults: 2,
    children: 0,
    covers: 2,
    tableIds: [],
    kind: 'booking' as const,
    status: 'cancelled' as const,
    occasionId: 'dinner',
    ...person,
    cancelledAt,
    createdAt: new Date(NOW.getTime() - 400 * DAY),
    updatedAt: cancelledAt,
  });
  // Rows as they would stand months after the engine wrote them (decision 031's rule is for product code).
  // eslint-disable-next-line mesa/bookings-written-by-the-engine
  await db.insert(bookings).values([booking('booking-gone', cancelled.gone), booking('booking-kept', cancelled.kept)]);
}

/** What is left of each kind: ids, and for bookings the ones still naming the diner. */
async function left() {
  const { db } = database;
  const ids = async (rows: Promise<{ id: string }[]>) => (await rows).map((r) => r.id).sort();
  return {
    keys: await ids(db.select({ id: idempotencyKeys.key }).from(idempotencyKeys)),
    mail: await ids(db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.channel, 'mail'))),
    sms: await ids(db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.channel, 'sms'))),
    messages: await ids(db.select({ id: contactMessages.id }).from(contactMessages)),
    enquiries: await ids(db.select({ id: groupEnquiries.id }).from(groupEnquiries)),
    files: await ids(db.select({ id: uploadedFiles.id }).from(uploadedFiles)),
    namedBookings: (await db.select({ id: bookings.id, email: bookings.email }).from(bookings))
      .filter((b) => b.email !== '')
      .map((b) => b.id)
      .sort(),
  };
}

const KEPT = {
  keys: ['key-kept'],
  mail: ['mail-kept'],
  sms: ['sms-kept'],
  messages: ['message-kept'],
  enquiries: ['enquiry-kept'],
  files: ['file-kept'],
  namedBookings: ['booking-kept'],
};

describe(`the retention job on a pinned clock (${url ? 'pg-boss on PostgreSQL' : 'in process on PGlite'})`, () => {
  it('deletes each kind a minute after its period and keeps it a minute before', async () => {
    await seed();
    const everything = await left();
    expect(everything.keys).toEqual(['key-gone', 'key-kept']);
    expect(everything.namedBookings).toEqual(['booking-gone', 'booking-kept']);

    const log = silentLogger();
    const runner = chooseJobRunner({ database, url, pgSchema, log, now: () => NOW });
    registerMesaJobs(runner, { db: database.db, outboxDelivery: null, now: () => NOW, log });
    await runner.start();
    try {
      await runner.enqueue(JOBS.retention.name);
      for (const end = Date.now() + 20_000; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
        if ((await left()).namedBookings.length === 1 && (await left()).files.length === 1) break;
      }
      expect(await left()).toEqual(KEPT);
      // The anonymised booking is still counted: only the person went.
      const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(bookings);
      expect(Number(row!.n)).toBe(2);
    } finally {
      await runner.stop();
    }
  }, 60_000);
});
