// Retention and the upload sweep run as jobs (decision 021): old idempotency
// keys, old sent mail and day-old unclaimed uploads go; recent rows, mail not
// yet sent and claimed files stay. Runs through the runner the database gets:
// the in-process fallback on PGlite, pg-boss with TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { addDays } from '../../contract/london-time.ts';
import { FORECAST_WEEKS } from '../booking/yield/yield-service.ts';
import { bookingDemand, bookings, contactMessages, idempotencyKeys, mailOutbox, uploadedFiles } from '../db/schema.ts';
import { saveRetention } from '../privacy/retention-settings.ts';
import { silentLogger } from '../logger.ts';
import { throwAwayDatabase } from '../../tests/support/test-app.ts';
import { chooseJobRunner } from './choose-runner.ts';
import { JOBS, registerMesaJobs } from './mesa-jobs.ts';
import { DEMAND_RETENTION_DAYS, IDEMPOTENCY_KEY_RETENTION_MS, runRetention, SENT_MAIL_RETENTION_MS } from './retention.ts';

const url = process.env.TEST_DATABASE_URL;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
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

async function seed(now: Date) {
  const { db } = database;
  const ago = (ms: number) => new Date(now.getTime() - ms);
  await db.delete(idempotencyKeys);
  await db.delete(mailOutbox);
  await db.delete(uploadedFiles);
  const key = (k: string, createdAt: Date) => ({ key: k, scope: 'booking', requestHash: 'h', statusCode: 0, reply: {}, createdAt });
  await db
    .insert(idempotencyKeys)
    .values([key('old', ago(IDEMPOTENCY_KEY_RETENTION_MS + HOUR)), key('recent', ago(IDEMPOTENCY_KEY_RETENTION_MS - HOUR))]);
  const mail = (id: string, status: 'pending' | 'sent' | 'failed', createdAt: Date, sentAt: Date | null) => ({
    id,
    kind: 'booking-confirmation',
    to: 'ana@example.com',
    subject: id,
    text: 'Hello',
    status,
    createdAt,
    sentAt,
  });
  await db
    .insert(mailOutbox)
    .values([
      mail('sent-old', 'sent', ago(SENT_MAIL_RETENTION_MS + DAY), ago(SENT_MAIL_RETENTION_MS + HOUR)),
      mail('sent-recent', 'sent', ago(SENT_MAIL_RETENTION_MS), ago(SENT_MAIL_RETENTION_MS - HOUR)),
      mail('pending-old', 'pending', ago(60 * DAY), null),
      mail('failed-old', 'failed', ago(60 * DAY), null),
    ]);
  const text = (id: string, status: 'pending' | 'sent', sentAt: Date | null) => ({
    id,
    channel: 'sms' as const,
    kind: 'booking-reminder',
    to: '+447700900123',
    body: id,
    status,
    sentAt,
  });
  await db
    .insert(mailOutbox)
    .values([
      text('sms-sent-old', 'sent', ago(SENT_MAIL_RETENTION_MS + HOUR)),
      text('sms-sent-recent', 'sent', ago(SENT_MAIL_RETENTION_MS - HOUR)),
      text('sms-pending', 'pending', null),
    ]);
  const file = (id: string, createdAt: Date, contactMessageId: string | null) => ({
    id,
    sessionId: 's1',
    contactMessageId,
    name: `${id}.pdf`,
    contentType: 'application/pdf',
    size: 4,
    content: 'JVBERg==',
    createdAt,
  });
  await db
    .insert(uploadedFiles)
    .values([
      file('unclaimed-old', ago(25 * HOUR), null),
      file('unclaimed-recent', ago(23 * HOUR), null),
      file('claimed-old', ago(40 * DAY), 'm1'),
    ]);
}

async function remaining() {
  const { db } = database;
  const ids = async (rows: Promise<{ id: string }[]>) => (await rows).map((r) => r.id).sort();
  return {
    keys: await ids(db.select({ id: idempotencyKeys.key }).from(idempotencyKeys)),
    mail: await ids(db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.channel, 'mail'))),
    sms: await ids(db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.channel, 'sms'))),
    files: await ids(db.select({ id: uploadedFiles.id }).from(uploadedFiles)),
  };
}

const KEPT = {
  keys: ['recent'],
  mail: ['failed-old', 'pending-old', 'sent-recent'],
  sms: ['sms-pending', 'sms-sent-recent'],
  files: ['claimed-old', 'unclaimed-recent'],
};

describe(`retention and upload sweep (${url ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('deletes old idempotency keys and old sent mail, and keeps the rest', async () => {
    const now = new Date();
    await seed(now);
    expect(await runRetention(database.db, now)).toMatchObject({ idempotencyKeys: 1, sentMail: 1, sentSms: 1, uploads: 0 });
    const left = await remaining();
    expect(left.keys).toEqual(KEPT.keys);
    expect(left.mail).toEqual(KEPT.mail);
    expect(left.sms).toEqual(KEPT.sms);
    expect(await runRetention(database.db, now)).toMatchObject({ idempotencyKeys: 0, sentMail: 0, sentSms: 0 }); // idempotent
  });

  it(`runs as jobs on the runner the database gets (${url ? 'pg-boss' : 'in process'})`, async () => {
    const now = new Date();
    await seed(now);
    const log = silentLogger();
    const runner = chooseJobRunner({ database, url, pgSchema, log, now: () => now });
    expect(runner.kind).toBe(url ? 'pg-boss' : 'in-process');
    registerMesaJobs(runner, { db: database.db, outboxDelivery: null, now: () => now, log });
    await runner.start();
    try {
      await runner.enqueue(JOBS.retention.name);
      await runner.enqueue(JOBS.uploadsSweep.name);
      for (const end = Date.now() + 15_000; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
        const left = await remaining();
        if (left.keys.length === 1 && left.mail.length === 3 && left.sms.length === 2 && left.files.length === 2) break;
      }
      expect(await remaining()).toEqual(KEPT);
    } finally {
      await runner.stop();
    }
  }, 30_000);

  it('the composition root picks the runner from the database kind', async () => {
    const throwAway = throwAwayDatabase();
    const services = await throwAway.start();
    try {
      expect(services.jobs.kind).toBe(throwAway.kind === 'postgres' ? 'pg-boss' : 'in-process');
    } finally {
      await throwAway.drop(services.database.db);
      await services.database.close();
    }
  }, 60_000);
});

describe('retention settings (decision 045)', () => {
  const now = new Date('2031-06-01T03:00:00Z');
  const ago = (days: number) => new Date(now.getTime() - days * DAY);

  async function seedPersonalData() {
    const { db } = database;
    await db.delete(contactMessages);
    await db.delete(uploadedFiles);
    // eslint-disable-next-line mesa/bookings-written-by-the-engine
    await db.delete(bookings);
    const message = (id: string, createdAt: Date) => ({
      id,
      sessionId: 's1',
      enquiryType: 'general',
      contactReason: 'feedback',
      firstName: 'Ana',
      lastName: 'Diner',
      email: 'ana@example.com',
      message: 'Hello',
      recipient: 'bath@example.com',
      createdAt,
    });
    await db.insert(contactMessages).values([message('m-old', ago(400)), message('m-recent', ago(100))]);
    const file = (id: string, contactMessageId: string, createdAt: Date) => ({
      id,
      sessionId: 's1',
      contactMessageId,
      name: 'a.pdf',
      contentType: 'application/pdf',
      size: 4,
      content: 'JVBERg==',
      createdAt,
    });
    await db.insert(uploadedFiles).values([file('f-old-message', 'm-old', ago(400)), file('f-recent-message', 'm-recent', ago(100))]);
    const booking = (id: string, status: 'cancelled' | 'confirmed', cancelledAt: Date | null) => ({
      id,
      reference: id.toUpperCase(),
      storeId: '1002',
      date: '2030-01-01',
      startsAt: 1140,
      durationMinutes: 90,
      adults: 2,
      children: 0,
      covers: 2,
      tableIds: [],
      kind: 'booking' as const,
      status,
      occasionId: 'dinner',
      firstName: 'Ana',
      lastName: 'Diner',
      email: 'ana@example.com',
      cancelledAt,
      createdAt: ago(500),
      updatedAt: cancelledAt ?? ago(500),
    });
    // Rows as they would stand months after the engine wrote them (decision 031's rule is for product code).
    // eslint-disable-next-line mesa/bookings-written-by-the-engine
    await db
      .insert(bookings)
      .values([
        booking('b-cancelled-old', 'cancelled', ago(400)),
        booking('b-cancelled-recent', 'cancelled', ago(10)),
        booking('b-kept', 'confirmed', null),
      ]);
  }

  const names = async () =>
    (await database.db.select({ id: bookings.id, email: bookings.email, firstName: bookings.firstName }).from(bookings)).sort((a, b) =>
      a.id.localeCompare(b.id),
    );

  it('on the defaults: messages over a year go with their files, files over 90 days go, cancelled bookings over a year are anonymised', async () => {
    await seedPersonalData();
    expect(await runRetention(database.db, now)).toMatchObject({ messages: 1, uploads: 2, cancelledBookings: 1 });
    expect((await database.db.select({ id: contactMessages.id }).from(contactMessages)).map((r) => r.id)).toEqual(['m-recent']);
    expect(await database.db.select({ id: uploadedFiles.id }).from(uploadedFiles)).toEqual([]);
    expect(await names()).toEqual([
      { id: 'b-cancelled-old', email: '', firstName: '' },
      { id: 'b-cancelled-recent', email: 'ana@example.com', firstName: 'Ana' },
      { id: 'b-kept', email: 'ana@example.com', firstName: 'Ana' },
    ]);
    expect(await runRetention(database.db, now)).toMatchObject({ messages: 0, uploads: 0, cancelledBookings: 0 });
  });

  it('follows the saved settings, and a blank keeps until erased', async () => {
    await seedPersonalData();
    await saveRetention(database.db, { messagesDays: null, uploadsDays: null, cancelledBookingsDays: 5, sentMailDays: null }, now);
    expect(await runRetention(database.db, now)).toMatchObject({ messages: 0, uploads: 0, cancelledBookings: 2, sentMail: 0 });
    expect((await database.db.select({ id: contactMessages.id }).from(contactMessages)).length).toBe(2);
    expect((await database.db.select({ id: uploadedFiles.id }).from(uploadedFiles)).length).toBe(2);
    await saveRetention(database.db, { messagesDays: 365, uploadsDays: 90, cancelledBookingsDays: 365, sentMailDays: 30 }, now);
  });
});

describe(`diners' requests (decision 075, ${url ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('go once the yield rule no longer reads their day, and the weeks it reads stay', async () => {
    const now = new Date('2031-05-05T09:00:00Z'); // a Monday
    const request = (serviceDate: string, sessionKey: string) => ({
      storeId: '1001',
      serviceDate,
      covers: 2,
      sessionKey,
      bookedStart: null,
      fullStarts: [],
      leadMinutes: 60,
      createdAt: now,
    });
    const oldest = addDays('2031-05-05', -DEMAND_RETENTION_DAYS);
    await database.db.delete(bookingDemand);
    await database.db
      .insert(bookingDemand)
      .values([
        request(addDays(oldest, -7), 'a'),
        request(addDays(oldest, -1), 'b'),
        request(addDays(oldest, -1), 'c'),
        request(oldest, 'd'),
        request(addDays('2031-05-05', -7 * FORECAST_WEEKS), 'e'),
      ]);
    expect(await runRetention(database.db, now)).toMatchObject({ demandDays: 2 });
    const left = await database.db.select({ key: bookingDemand.sessionKey }).from(bookingDemand);
    expect(left.map((r) => r.key).sort()).toEqual(['d', 'e']);
    expect(await runRetention(database.db, now)).toMatchObject({ demandDays: 0 });
  });
});
