// Mail arrives in a real SMTP server; with the server down it waits in the
// outbox and is delivered once the server returns (decision 006 "Mail"). A booking
// confirmation arrives as text and branded HTML alternatives (product.md D7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { enqueueMail } from './outbox.ts';
import { createOutboxWorker } from '../outbox/outbox-worker.ts';
import { createSmtpTransport } from './smtp-transport.ts';
import { silentLogger } from '../logger.ts';
import { createBookingLinks } from '../booking/booking-links.ts';
import { bookingMail } from '../booking/booking-mail.ts';
import { mailHtmlProblems, readMailHtml } from './templates/read-mail-html.ts';

interface Received {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments: { filename: string | null; mimeType: string; content: string }[];
}

/** A real SMTP server; `raw` keeps each message's MIME source as it arrived. */
function startSmtp(port: number, inbox: Received[], raw: string[] = []): Promise<SMTPServer> {
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
            raw.push(Buffer.concat(chunks).toString('utf8'));
            const mail = await PostalMime.parse(Buffer.concat(chunks));
            inbox.push({
              to: mail.to?.[0]?.address ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              ...(mail.html ? { html: mail.html } : {}),
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
    const worker = createOutboxWorker({
      db: database.db,
      transports: { mail: createSmtpTransport(`smtp://127.0.0.1:${port}`, 'Casa Lumbre <hello@casalumbre.example>') },
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

  it('delivers a booking confirmation as text and branded HTML alternatives, with its .ics', async () => {
    const inbox: Received[] = [];
    const raw: string[] = [];
    const server = await startSmtp(port + 2, inbox, raw);
    const worker = createOutboxWorker({
      db: database.db,
      transports: { mail: createSmtpTransport(`smtp://127.0.0.1:${port + 2}`, 'Casa Lumbre <hello@casalumbre.example>') },
      now: () => clock,
      log: silentLogger(),
    });
    const links = createBookingLinks('test-secret-that-is-long-enough-000000', 'https://casalumbre.example');
    const mail = bookingMail(
      {
        id: '0b8c7f44-1d5e-4a43-9a39-0d3c1c3f2a10',
        reference: 'K7M2-QX4P',
        kind: 'booking',
        date: '2027-03-28',
        startsAt: 19 * 60 + 30,
        durationMinutes: 105,
        adults: 3,
        children: 1,
        firstName: 'Ana <script>',
        lastName: 'Silva',
        email: 'ana@example.com',
        specialRequest: 'High chair, <please> & thanks',
        occasionName: 'Birthday',
        extras: [],
      },
      {
        title: 'Casa Lumbre Bath',
        address: { line1: '5 Kingsmead Square', town: 'Bath', postcode: 'BA1 2AB' },
        phone: '01225 448 207',
        email: 'bath@casalumbre.example',
      },
      links,
      new Date('2027-03-01T10:00:00Z'),
    );
    await enqueueMail(database.db, mail);
    expect(await worker.runOnce()).toBe(1);

    expect(raw).toHaveLength(1);
    expect(raw[0]).toMatch(/Content-Type: multipart\/mixed/i);
    expect(raw[0]).toMatch(/Content-Type: multipart\/alternative/i);
    expect(raw[0]).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(raw[0]).toMatch(/Content-Type: text\/html; charset=utf-8/i);
    const [received] = inbox;
    expect(received?.text).toContain('Reference: K7M2-QX4P');
    expect(received?.attachments.map((a) => a.filename)).toEqual(['K7M2-QX4P.ics']);

    const html = received?.html ?? '';
    expect(mailHtmlProblems(html)).toEqual([]);
    const parsed = readMailHtml(html);
    expect(parsed.text.startsWith('Casa Lumbre Bath Your table is booked')).toBe(true); // the wordmark, then the h1
    expect(parsed.styleSheet).toContain('prefers-color-scheme: dark');
    expect(Object.fromEntries(parsed.facts)).toMatchObject({
      Reference: 'K7M2-QX4P',
      Restaurant: 'Casa Lumbre Bath',
      Date: 'Sunday, 28 March 2027',
      Time: '19:30',
      Guests: '4 guests (3 adults, 1 child)',
      'Special request': 'High chair, <please> & thanks',
    });
    expect(parsed.text).toContain('Hi Ana <script>, your table is booked.');
    expect(parsed.all('script')).toEqual([]);
    expect(parsed.links).toEqual([
      { href: links.manageUrl('0b8c7f44-1d5e-4a43-9a39-0d3c1c3f2a10'), text: 'View, change or cancel your booking' },
    ]);
    await worker.stop();
    await new Promise<void>((r) => server.close(() => r()));
  });

  it('keeps a message while the SMTP server is down and delivers it when it returns', async () => {
    const worker = createOutboxWorker({
      db: database.db,
      transports: { mail: createSmtpTransport(`smtp://127.0.0.1:${port + 1}`, 'hello@casalumbre.example') },
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
