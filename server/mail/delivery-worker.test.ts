// Mail arrives in a real SMTP server; with the server down it waits in the
// outbox and is delivered once the server returns (issue 6 "Mail").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { enqueueMail } from './outbox.ts';
import { createDeliveryWorker } from './delivery-worker.ts';
import { createSmtpTransport } from './smtp-transport.ts';
import { silentLogger } from '../logger.ts';

interface Received {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string | null; mimeType: string; content: string }[];
}

function startSmtp(port: number, inbox: Received[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on(
        'end',
        () =>
          void (async () => {
            const mail = await PostalMime.parse(Buffer.concat(chunks));
            inbox.push({
              to: mail.to?.[0]?.address ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              attachments: mail.attachments.map((a) => ({
                filename: a.filename,
                mimeType: a.mimeType,
                content: Buffer.from(a.content as ArrayBuffer).toString('utf8'),
              })),
            });
            done();
          })(),
      );
    },
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

let database: Database;
const port = 2600 + (process.pid % 300);
// Messages are due from the moment they are written (database time); the worker's clock starts just after
// (set once the database is open: opening and migrating it takes seconds).
let clock = new Date();

beforeAll(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' });
  clock = new Date(Date.now() + 5_000);
});
afterAll(() => database.close());

describe('mail delivery', () => {
  it('delivers a queued message, with its attachment, to a real SMTP server', async () => {
    const inbox: Received[] = [];
    const server = await startSmtp(port, inbox);
    const worker = createDeliveryWorker({
      db: database.db,
      transport: createSmtpTransport(`smtp://127.0.0.1:${port}`, 'Casa Lumbre <hello@casalumbre.example>'),
      now: () => clock,
      log: silentLogger(),
    });
    const ics = Buffer.from('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n').toString('base64');
    const id = await enqueueMail(database.db, {
      kind: 'test',
      to: 'diner@example.com',
      subject: 'Your table is booked',
      text: 'See you soon',
      attachments: [{ filename: 'booking.ics', contentType: 'text/calendar', content: ics }],
    });
    expect(await worker.runOnce()).toBe(1);
    expect(inbox).toEqual([
      {
        to: 'diner@example.com',
        subject: 'Your table is booked',
        text: expect.stringContaining('See you soon'),
        attachments: [{ filename: 'booking.ics', mimeType: 'text/calendar', content: expect.stringContaining('BEGIN:VCALENDAR') }],
      },
    ]);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.status).toBe('sent');
    expect(await worker.runOnce()).toBe(0); // never twice
    await worker.stop();
    await new Promise<void>((r) => server.close(() => r()));
  });

  it('keeps a message while the SMTP server is down and delivers it when it returns', async () => {
    const worker = createDeliveryWorker({
      db: database.db,
      transport: createSmtpTransport(`smtp://127.0.0.1:${port + 1}`, 'hello@casalumbre.example'),
      now: () => clock,
      log: silentLogger(),
    });
    const id = await enqueueMail(database.db, { kind: 'test', to: 'late@example.com', subject: 'Delayed, not lost', text: 'Hello' });
    expect(await worker.runOnce()).toBe(0);
    let [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toBeTruthy();
    expect(await worker.runOnce()).toBe(0); // not due again until the back-off passes

    const inbox: Received[] = [];
    const server = await startSmtp(port + 1, inbox);
    clock = new Date(clock.getTime() + 60_000);
    expect(await worker.runOnce()).toBe(1);
    expect(inbox.map((m) => m.subject)).toEqual(['Delayed, not lost']);
    [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.status).toBe('sent');
    await worker.stop();
    await new Promise<void>((r) => server.close(() => r()));
  });
});
