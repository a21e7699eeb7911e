// Retention and the upload sweep run as jobs (decision 021): old idempotency
// keys, old sent mail and day-old unclaimed uploads go; recent rows, mail not
// yet sent and claimed files stay. Runs through the runner the database gets:
// the in-process fallback on PGlite, pg-boss with TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { idempotencyKeys, mailOutbox, smsOutbox, uploadedFiles } from '../db/schema.ts';
import { silentLogger } from '../logger.ts';
import { throwAwayDatabase } from '../../tests/support/test-app.ts';
import { chooseJobRunner } from './choose-runner.ts';
import { JOBS, registerMesaJobs } from './mesa-jobs.ts';
import { IDEMPOTENCY_KEY_RETENTION_MS, runRetention, SENT_MAIL_RETENTION_MS } from './retention.ts';

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
  await db.delete(smsOutbox);
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
    kind: 'booking-reminder',
    to: '+447700900123',
    body: id,
    status,
    sentAt,
  });
  await db
    .insert(smsOutbox)
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
    mail: await ids(db.select({ id: mailOutbox.id }).from(mailOutbox)),
    sms: await ids(db.select({ id: smsOutbox.id }).from(smsOutbox)),
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
    expect(await runRetention(database.db, now)).toEqual({ idempotencyKeys: 1, sentMail: 1, sentSms: 1 });
    const left = await remaining();
    expect(left.keys).toEqual(KEPT.keys);
    expect(left.mail).toEqual(KEPT.mail);
    expect(left.sms).toEqual(KEPT.sms);
    expect(await runRetention(database.db, now)).toEqual({ idempotencyKeys: 0, sentMail: 0, sentSms: 0 }); // idempotent
  });

  it(`runs as jobs on the runner the database gets (${url ? 'pg-boss' : 'in process'})`, async () => {
    const now = new Date();
    await seed(now);
    const log = silentLogger();
    const runner = chooseJobRunner({ database, url, pgSchema, log, now: () => now });
    expect(runner.kind).toBe(url ? 'pg-boss' : 'in-process');
    registerMesaJobs(runner, { db: database.db, mailDelivery: null, now: () => now, log });
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
