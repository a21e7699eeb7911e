// Decision 067 "One outbox": one worker claims the due rows of both channels and hands each to its own
// transport, a mail to SMTP and a text to the SMS provider (its id kept); a channel without a transport waits,
// and a refusal is retried with a back-off, then given up. The clock is pinned (decision 032).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { silentLogger } from '../logger.ts';
import type { MailTransport } from '../mail/smtp-transport.ts';
import type { OutgoingSms, SmsTransport } from '../sms/sms-transport.ts';
import { createOutboxWorker } from './outbox-worker.ts';

const NOW = new Date('2031-05-05T09:00:00Z');
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' });
});
afterAll(() => database.close());

const due = { nextAttemptAt: NOW, createdAt: NOW };

async function fill() {
  await database.db.delete(mailOutbox);
  await database.db.insert(mailOutbox).values([
    { id: 'mail-1', channel: 'mail', kind: 'booking-confirmation', to: 'ana@example.com', subject: 'Your table', text: 'See you', ...due },
    { id: 'sms-1', channel: 'sms', kind: 'booking-reminder', to: '+447700900123', body: 'Your table is at 19:30.', ...due },
  ]);
}

function transports() {
  const mails: string[] = [];
  const texts: OutgoingSms[] = [];
  const mail: MailTransport = { send: (m) => Promise.resolve(void mails.push(m.subject)), close: () => undefined };
  const sms: SmsTransport = { send: (s) => Promise.resolve({ providerId: `SM${texts.push(s)}` }) };
  return { mail, sms, mails, texts };
}

const row = async (id: string) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

describe('the one outbox worker', () => {
  it('delivers a mail through SMTP and a text through the SMS provider, each once', async () => {
    await fill();
    const t = transports();
    const worker = createOutboxWorker({ db: database.db, transports: t, now: () => NOW, log: silentLogger() });
    expect(await worker.runOnce()).toBe(2);
    expect(await worker.runOnce()).toBe(0);
    expect(t.mails).toEqual(['Your table']);
    expect(t.texts).toEqual([{ to: '+447700900123', body: 'Your table is at 19:30.' }]);
    expect(await row('mail-1')).toMatchObject({ status: 'sent', sentAt: NOW, providerId: null });
    expect(await row('sms-1')).toMatchObject({ status: 'sent', sentAt: NOW, providerId: 'SM1' });
  });

  it('leaves a channel without its transport waiting in the outbox', async () => {
    await fill();
    const t = transports();
    const worker = createOutboxWorker({ db: database.db, transports: { sms: t.sms }, now: () => NOW, log: silentLogger() });
    expect(await worker.runOnce()).toBe(1);
    expect(await row('mail-1')).toMatchObject({ status: 'pending', attempts: 0 });
    expect(t.mails).toEqual([]);
  });

  it("delivers a new message at once on a clock behind the database's (CLOCK_START), and a retry on its own clock", async () => {
    await database.db.delete(mailOutbox);
    // Written just now by the database's clock: an hour after the worker's shifted "now".
    const written = new Date(NOW.getTime() + 3_600_000);
    await database.db.insert(mailOutbox).values({
      id: 'mail-2',
      kind: 'fee-receipt',
      to: 'noor@example.com',
      subject: 'Receipt',
      text: 'Paid',
      nextAttemptAt: written,
      createdAt: written,
    });
    let clock = NOW;
    let refuse = true;
    const mail: MailTransport = {
      send: () => (refuse ? Promise.reject(new Error('451 try again')) : Promise.resolve()),
      close: () => undefined,
    };
    const worker = createOutboxWorker({ db: database.db, transports: { mail }, now: () => clock, log: silentLogger() });
    expect(await worker.runOnce()).toBe(0);
    expect(await row('mail-2')).toMatchObject({ status: 'pending', attempts: 1, lastError: '451 try again' });
    refuse = false;
    expect(await worker.runOnce()).toBe(0); // its back-off is on the worker's clock
    clock = new Date(NOW.getTime() + 30_000);
    expect(await worker.runOnce()).toBe(1);
    expect(await row('mail-2')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('retries a refused text after the back-off and gives it up after its attempts', async () => {
    await fill();
    let clock = NOW;
    const refusing: SmsTransport = { send: () => Promise.reject(new Error('21614 not a mobile')) };
    const worker = createOutboxWorker({
      db: database.db,
      transports: { sms: refusing },
      maxAttempts: { sms: 2 },
      now: () => clock,
      log: silentLogger(),
    });
    expect(await worker.runOnce()).toBe(0);
    expect(await row('sms-1')).toMatchObject({ status: 'pending', attempts: 1, lastError: '21614 not a mobile' });
    expect(await worker.runOnce()).toBe(0); // not due again until the back-off passes
    expect((await row('sms-1')).attempts).toBe(1);
    clock = new Date(NOW.getTime() + 60_000);
    await worker.runOnce();
    expect(await row('sms-1')).toMatchObject({ status: 'failed', attempts: 2 });
  });
});
