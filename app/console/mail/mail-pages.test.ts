// The mail log's pages against the real services and a throw-away database
// (product.md D13 "A mail log in the console"): only a chain admin reads it (404 for
// everyone else), finds a booking's mail by its reference, reads its text and
// its HTML under the HTML's own strict policy, and resends it as one new outbox
// row with one audit entry; every read of content is audited; a resend needs
// the session's CSRF token; a filter the form never sends is a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { bookingRequestSchema } from '../../../contract/booking.ts';
import { bookingBody, plainDate } from '../../../tests/support/booking-helpers.ts';
import {
  bookingIdOf,
  mailAudit,
  outboxRow,
  outboxSize as countOutbox,
  queueBookingMail,
  queueMail,
} from '../../../tests/support/mail-log-fixtures.ts';
import { loadBookingPage, type BookingPage } from '../diary/booking-page.server.ts';
import { signedInStaff, type SignedInStaff } from '../../../tests/support/console-staff.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { loadConsoleNav } from '../console-nav.server.ts';
import { CSRF_REFUSED } from '../console-session.server.ts';
import { loadMailHtml, MAIL_HTML_CSP } from './mail-html.server.ts';
import { BAD_FILTER, loadMailLog, type MailLogPageData } from './mail-log-page.server.ts';
import { loadMail, resendMail, type MailPageData } from './mail-page.server.ts';
import { bodyOf, settle, statusOf } from '../../../tests/support/page-replies.ts';

const REFERENCE = 'K7M2-QX4P';
let t: TestApp;
let context: AppLoadContext;
let bookingMailId: string;
let textOnlyId: string;
const who: Record<string, SignedInStaff> = {};

const get = (path: string, member: string) => new Request(`http://127.0.0.1:3000${path}`, { headers: { cookie: who[member]!.cookie } });
const post = (path: string, member: string, fields: Record<string, string>) =>
  new Request(`http://127.0.0.1:3000${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { cookie: who[member]!.cookie },
  });

const list = (member: string, query = '') => loadMailLog(context, get(`/console/mail/${query}`, member));
const open = (member: string, mailId: string) => loadMail(context, get(`/console/mail/${mailId}/`, member), { mailId });
const html = (member: string, mailId: string) => loadMailHtml(context, get(`/console/mail/${mailId}/html/`, member), { mailId });
const resend = (member: string, mailId: string, csrf: string | null = who[member]!.csrf) =>
  resendMail(context, post(`/console/mail/${mailId}/`, member, csrf ? { csrf } : {}), { mailId });

const db = () => t.services.database.db;
const outboxSize = () => countOutbox(db());
const auditOf = (mailId: string, action: string) => mailAudit(db(), mailId, action);

beforeAll(async () => {
  t = await createTestApp();
  context = { services: t.services, cspNonce: 'n', clientIp: '192.0.2.10' } as unknown as AppLoadContext;
  for (const [name, role, restaurants] of [
    ['admin', 'chain-admin', []],
    ['manager', 'manager', ['bath']],
    ['host', 'host', ['bath']],
    ['marketing', 'marketing', []],
  ] as const) {
    who[name] = await signedInStaff(t.services, { email: `${name}@example.com`, role, restaurants, name: `Mail ${name}` });
  }
  // A diner's confirmation, with what they typed (a special request holding markup) in its HTML.
  bookingMailId = await queueBookingMail(db(), REFERENCE);
  textOnlyId = await queueMail(db(), {
    kind: 'contact-copy',
    to: 'bea@example.com',
    subject: 'We have your message',
    text: 'Thanks, Bea.',
  });
});
afterAll(() => t.close());

describe('who reads the mail log', () => {
  it('answers the console’s plain 404 to a manager, a host and marketing, on every page and the resend', async () => {
    for (const member of ['manager', 'host', 'marketing']) {
      expect(statusOf(await settle(list(member))), member).toBe(404);
      expect(statusOf(await settle(open(member, bookingMailId))), member).toBe(404);
      expect(statusOf(await settle(html(member, bookingMailId))), member).toBe(404);
      expect(statusOf(await settle(resend(member, bookingMailId))), member).toBe(404);
    }
    expect(await auditOf(bookingMailId, 'viewed')).toHaveLength(0);
  });

  it('shows the Mail link to a chain admin only', async () => {
    expect(await loadConsoleNav(context, get('/console/', 'admin'))).toMatchObject({ showMail: true });
    for (const member of ['manager', 'host', 'marketing']) {
      expect(await loadConsoleNav(context, get('/console/', member)), member).toMatchObject({ showMail: false });
    }
  });
});

describe('the list', () => {
  it('lists the booking’s mail, newest first, and finds it by its reference', async () => {
    const all = bodyOf<MailLogPageData>(await list('admin'));
    expect(all.total).toBe(2);
    expect(all.rows.map((r) => r.id)).toEqual([textOnlyId, bookingMailId]);
    expect(all.rows.map((r) => r.createdAt)).toEqual([...all.rows.map((r) => r.createdAt)].sort().reverse());

    const found = bodyOf<MailLogPageData>(await list('admin', `?q=${REFERENCE.toLowerCase()}`));
    expect(found.rows).toHaveLength(1);
    expect(found.rows[0]).toMatchObject({
      id: bookingMailId,
      kind: 'booking-confirmation',
      to: 'ana@example.com',
      subject: expect.stringContaining(REFERENCE),
      href: `/console/mail/${bookingMailId}/`,
    });
    expect(bodyOf<MailLogPageData>(await list('admin', '?q=ana%40example.com')).rows.map((r) => r.id)).toEqual([bookingMailId]);
  });

  it('says a queued mail stays in the outbox when no mail server is set', async () => {
    const page = bodyOf<MailLogPageData>(await list('admin', `?q=${REFERENCE}&status=pending`));
    expect(page.delivers).toBe(false);
    expect(page.rows[0]).toMatchObject({ statusWord: 'Queued', statusDetail: expect.stringContaining('no mail server is set (SMTP_URL)') });
    expect(bodyOf<MailLogPageData>(await list('admin', `?q=${REFERENCE}&status=sent`)).rows).toEqual([]);
  });

  it('answers 400 to a filter the form never sends', async () => {
    for (const query of ['?status=lost', '?page=0', '?page=two', `?q=${'x'.repeat(201)}`]) {
      const refused = await settle(list('admin', query));
      expect([statusOf(refused), bodyOf<string>(refused)], query).toEqual([400, BAD_FILTER]);
    }
  });
});

describe('one mail', () => {
  it('shows the text part and frames the HTML part, and audits the reading', async () => {
    const page = bodyOf<MailPageData>(await open('admin', bookingMailId));
    expect(page.mail.text).toContain(REFERENCE);
    expect(page.htmlHref).toBe(`/console/mail/${bookingMailId}/html/`);
    expect(page.mail.attachments.map((a) => a.contentType)).toEqual(['text/calendar; charset=utf-8']);
    expect(await auditOf(bookingMailId, 'viewed')).toHaveLength(1);
  });

  it('serves the HTML under its own strict policy, framed only by the console, and audits it', async () => {
    const reply = await html('admin', bookingMailId);
    expect(reply.headers.get('content-security-policy')).toBe(MAIL_HTML_CSP);
    expect(MAIL_HTML_CSP).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; frame-ancestors 'self'");
    expect(reply.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const body = await reply.text();
    expect(body).toContain(REFERENCE);
    expect(body).toContain('&lt;please&gt;'); // what the diner typed stays text
    expect(await auditOf(bookingMailId, 'viewed html')).toHaveLength(1);
  });

  it('says when a mail has no HTML part, and its HTML address is not found', async () => {
    const page = bodyOf<MailPageData>(await open('admin', textOnlyId));
    expect(page.htmlHref).toBeNull();
    expect(page.mail.statusDetail).toMatch(/SMTP_URL/);
    expect(statusOf(await settle(html('admin', textOnlyId)))).toBe(404);
  });

  it('answers 400 to an id no mail could have and 404 to one no mail has', async () => {
    expect(statusOf(await settle(open('admin', '../etc')))).toBe(400);
    expect(statusOf(await settle(html('admin', 'a b')))).toBe(400);
    expect(statusOf(await settle(open('admin', 'no-such-mail')))).toBe(404);
    expect(statusOf(await settle(resend('admin', 'no-such-mail')))).toBe(404);
  });
});

describe('resend', () => {
  it('refuses a resend without the session’s CSRF token and queues nothing', async () => {
    const before = await outboxSize();
    const refused = await resend('admin', bookingMailId, null);
    expect([statusOf(refused), bodyOf<{ error: string }>(refused).error]).toEqual([403, CSRF_REFUSED]);
    expect(await outboxSize()).toBe(before);
    expect(await auditOf(bookingMailId, 'resent')).toHaveLength(0);
  });

  it('queues one copy as a new outbox row, with one audit entry, and moves to the copy', async () => {
    const before = await outboxSize();
    const reply = await resend('admin', bookingMailId);
    expect(reply).toBeInstanceOf(Response);
    const location = (reply as Response).headers.get('location')!;
    const copyId = /^\/console\/mail\/([\w-]+)\/\?resent=1$/.exec(location)?.[1];
    expect(copyId).toBeDefined();
    expect(copyId).not.toBe(bookingMailId);
    expect(await outboxSize()).toBe(before + 1);

    const original = await outboxRow(db(), bookingMailId);
    const copy = await outboxRow(db(), copyId!);
    const { id: _o, createdAt: _oc, nextAttemptAt: _on, ...sameAsOriginal } = original!;
    expect(copy).toMatchObject({ ...sameAsOriginal, status: 'pending', attempts: 0, sentAt: null });

    const entries = await auditOf(bookingMailId, 'resent');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      staffId: who.admin!.id,
      actor: 'Mail admin',
      after: { copy: copyId, kind: 'booking-confirmation' },
    });

    const copyPage = bodyOf<MailPageData>(await loadMail(context, get(location, 'admin'), { mailId: copyId! }));
    expect(copyPage.resent).toBe(true);
    expect(bodyOf<MailLogPageData>(await list('admin', `?q=${REFERENCE}`)).rows.map((r) => r.id)).toEqual([copyId, bookingMailId]);
  });
});

describe('a booking placed through the engine', () => {
  it('has its confirmation found by its reference, and its console page links there for a chain admin only', async () => {
    const date = plainDate((await t.services.content.restaurantByStoreId('1002'))!, 3, { bookableAt: ['19:00'] });
    const placed = await t.services.booking.place('booking', '1002', bookingRequestSchema.parse(bookingBody(date, '19:00')));
    if (placed.outcome !== 'placed') throw new Error('not placed');
    const reference = placed.booking.bookingReference;

    const found = bodyOf<MailLogPageData>(await list('admin', `?q=${encodeURIComponent(reference)}`));
    expect(found.rows.map((r) => [r.kind, r.subject.includes(reference)])).toContainEqual(['booking-confirmation', true]);

    const bookingId = await bookingIdOf(db(), reference);
    const page = (member: string) => loadBookingPage(context, get(`/console/bookings/${bookingId}/`, member), bookingId);
    expect(bodyOf<BookingPage>(await page('admin')).mailHref).toBe(`/console/mail/?q=${encodeURIComponent(reference)}`);
    expect(bodyOf<BookingPage>(await page('manager')).mailHref).toBeNull();
  });
});
