// /api/console/* against a throw-away database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): the session and CSRF guard, a manager of Bath reaching
// nothing of Leeds by any id, the diary, the lifecycle with the diner's and
// the restaurant's e-mails, staff bookings and moves under the day lock, and
// the audit trail each change leaves.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_TAKEN_MESSAGE } from '../../contract/booking-codes.ts';
import type { BookingDetail, Diary, DiaryBooking } from '../../contract/diary-shapes.ts';
import { addDays } from '../../contract/london-time.ts';
import { bookingBody, plainDate } from '../../tests/support/booking-helpers.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { contactMessages, mailOutbox, uploadedFiles } from '../db/schema.ts';
import { CSRF_NEEDED, SIGN_IN_NEEDED } from './console-routes.ts';
import { signedInStaff } from '../../tests/support/console-staff.ts';

const BATH = '1002';
const LEEDS = '1023';
let t: TestApp;
let date: string;

interface Member {
  cookie: string;
  csrf: string;
}
const members: Record<'bath' | 'host' | 'admin' | 'leeds', Member> = {} as never;

const member = (email: string, role: 'manager' | 'host' | 'chain-admin', restaurants: string[]): Promise<Member> =>
  signedInStaff(t.services, { email, role, restaurants, name: email.split('@')[0]! });

async function call(who: Member | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const headers: Record<string, string> = {};
  if (who) headers.cookie = who.cookie;
  if (who && method === 'POST') headers['x-csrf-token'] = who.csrf;
  const res = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    status: res.statusCode,
    body: String(res.headers['content-type']).includes('json') ? res.json() : res.body,
    headers: res.headers,
  };
}

async function placeOnline(kind: 'create' | 'enquiry' | 'events', storeId: string, time: string, overrides = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/booking/${kind}/${storeId}`,
    headers: await t.headers(),
    payload: bookingBody(date, time, overrides),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.bookingReference as string;
}

const diary = async (who: Member, storeId: string, day = date) =>
  (await call(who, 'GET', `/api/console/diary?storeId=${storeId}&date=${day}`)).body.data as Diary;
const byRef = (d: Diary, ref: string) => d.bookings.find((b) => b.reference === ref)!;
const mailsTo = async (to: string) =>
  t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  const bath = (await t.services.content.restaurantByStoreId(BATH))!;
  date = plainDate(bath, 3, [2, 3, 4]); // Tue–Thu, weekly hours, lunch and dinner
  members.bath = await member('bath.manager@example.com', 'manager', ['bath']);
  members.host = await member('bath.host@example.com', 'host', ['bath']);
  members.admin = await member('admin@example.com', 'chain-admin', []);
  members.leeds = await member('leeds.manager@example.com', 'manager', ['leeds']);
});
afterAll(() => t.close());

describe('the console API guard', () => {
  it('answers 401 JSON without a session and 403 for a change without the CSRF token', async () => {
    const anon = await call(null, 'GET', `/api/console/diary?storeId=${BATH}`);
    expect(anon).toMatchObject({ status: 401, body: { success: false, message: SIGN_IN_NEEDED } });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/console/settings/${BATH}`,
      headers: { cookie: members.bath.cookie },
      payload: { noticeEveryBooking: true, dailySheetAt: '' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: CSRF_NEEDED });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('gives a manager of Bath nothing of Leeds, by any route, id or parameter', async () => {
    const ref = await placeOnline('create', LEEDS, '19:00');
    const leedsBooking = byRef(await diary(members.leeds, LEEDS), ref);
    const [file] = await t.services.database.db.select({ id: uploadedFiles.id }).from(uploadedFiles).limit(1);
    const contactId = 'leeds-message-1';
    await t.services.database.db.insert(contactMessages).values({
      id: contactId,
      sessionId: 's',
      enquiryType: 'general',
      contactReason: 'Feedback',
      storeId: LEEDS,
      firstName: 'Lee',
      lastName: 'Ds',
      email: 'lee@example.com',
      message: 'Lovely',
      recipient: 'leeds@example.com',
    });
    const bath = members.bath;
    const attempts: [string, 'GET' | 'POST', string, unknown?][] = [
      ['diary', 'GET', `/api/console/diary?storeId=${LEEDS}&date=${date}`],
      ['version', 'GET', `/api/console/diary/version?storeId=${LEEDS}&date=${date}`],
      ['booking', 'GET', `/api/console/bookings/${leedsBooking.id}`],
      ['status', 'POST', `/api/console/bookings/${leedsBooking.id}/status`, { action: 'seat' }],
      ['move', 'POST', `/api/console/bookings/${leedsBooking.id}/move`, { time: '20:00' }],
      ['note', 'POST', `/api/console/bookings/${leedsBooking.id}/note`, { note: 'x' }],
      [
        'create',
        'POST',
        '/api/console/bookings',
        {
          storeId: LEEDS,
          booking: { source: 'walk-in', date, time: '19:00', adults: 2, occasionId: 'dinner', firstName: 'A', lastName: 'B' },
        },
      ],
      ['search', 'GET', `/api/console/bookings/search?q=${ref}&storeId=${LEEDS}`],
      ['export', 'GET', `/api/console/bookings/export.csv?storeId=${LEEDS}&from=${date}&to=${date}`],
      ['messages', 'GET', `/api/console/messages?storeId=${LEEDS}`],
      ['message', 'GET', `/api/console/messages/contact/${contactId}`],
      ['message update', 'POST', `/api/console/messages/contact/${contactId}`, { status: 'handled' }],
      ['settings', 'GET', `/api/console/settings/${LEEDS}`],
      ['settings save', 'POST', `/api/console/settings/${LEEDS}`, { noticeEveryBooking: true, dailySheetAt: '' }],
      ...(file ? ([['attachment', 'GET', `/api/console/attachments/${file.id}`]] as [string, 'GET', string][]) : []),
    ];
    for (const [what, method, url, payload] of attempts) {
      const res = await call(bath, method, url, payload);
      expect({ what, status: res.status }).toEqual({ what, status: 404 });
    }
    // A search across "all my restaurants" finds nothing of Leeds either.
    const search = await call(bath, 'GET', `/api/console/bookings/search?q=${ref}`);
    expect(search.body.data).toEqual([]);
    const inbox = await call(bath, 'GET', '/api/console/messages');
    expect(inbox.body.data.map((m: { id: string }) => m.id)).not.toContain(contactId);
    // Leeds's own manager and a chain admin do see them.
    expect((await call(members.leeds, 'GET', `/api/console/messages/contact/${contactId}`)).status).toBe(200);
    expect((await call(members.admin, 'GET', `/api/console/bookings/${leedsBooking.id}`)).status).toBe(200);
  });

  it('lets a host work the diary but not read messages or change settings', async () => {
    expect((await call(members.host, 'GET', `/api/console/diary?storeId=${BATH}&date=${date}`)).status).toBe(200);
    expect((await call(members.host, 'GET', `/api/console/messages?storeId=${BATH}`)).status).toBe(404);
    const all = await call(members.host, 'GET', '/api/console/messages');
    expect(all.body).toEqual({ success: true, data: [] });
    expect((await call(members.host, 'GET', `/api/console/settings/${BATH}`)).status).toBe(404);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const res = await call(members.bath, 'POST', '/api/console/bookings/x/status', { action: 'decline' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, field: 'reason', message: 'Please give a reason' });
    expect((await call(members.bath, 'GET', `/api/console/diary?storeId=${BATH}&date=2026-02-30`)).status).toBe(400);
  });
});

describe('the diary and the lifecycle', () => {
  it('shows an online booking with its table, and changes its version', async () => {
    const before = await diary(members.host, BATH);
    const ref = await placeOnline('create', BATH, '19:30');
    const after = await diary(members.host, BATH);
    expect(after.version).not.toBe(before.version);
    const version = await call(members.host, 'GET', `/api/console/diary/version?storeId=${BATH}&date=${date}`);
    expect(version.body).toEqual({ version: after.version });
    const b = byRef(after, ref);
    expect(b).toMatchObject({
      status: 'confirmed',
      source: 'online',
      time: '19:30',
      covers: 2,
      occasionName: 'Dinner',
      actions: ['seat', 'cancel'],
    });
    expect(b.tableIds.length).toBeGreaterThan(0);
    expect(after.totals.covers).toBe(before.totals.covers + 2);
    expect(after.coversByQuarter.find((q) => q.time === '19:30')?.covers).toBeGreaterThanOrEqual(2);
    expect(after.periods.map((p) => p.name)).toEqual(['Lunch', 'Dinner']);
    expect(after.tables.length).toBeGreaterThan(10);
  });

  it('confirms an enquiry: the restaurant was told at once, the diner hears back with the calendar file', async () => {
    const restaurant = (await t.services.content.restaurantByStoreId(BATH))!;
    const ref = await placeOnline('enquiry', BATH, '20:00', { adults: 16 });
    const notice = (await mailsTo(restaurant.email)).find((m) => m.subject.includes(ref))!;
    expect(notice).toMatchObject({ kind: 'restaurant-enquiry' });
    const request = byRef(await diary(members.bath, BATH), ref);
    expect(notice.text).toContain(`/console/bookings/${request.id}/`);
    expect(request).toMatchObject({ status: 'requested', actions: ['confirm', 'decline', 'cancel'] });

    const confirmed = await call(members.bath, 'POST', `/api/console/bookings/${request.id}/status`, { action: 'confirm' });
    expect(confirmed.status).toBe(200);
    expect((confirmed.body.data as DiaryBooking).status).toBe('confirmed');
    const mail = (await mailsTo(request.email)).find((m) => m.kind === 'booking-confirmed')!;
    expect(mail.subject).toContain('Your booking is confirmed');
    expect(mail.attachments[0]?.filename).toBe(`${ref}.ics`);
    expect(Buffer.from(mail.attachments[0]!.content, 'base64').toString()).toContain('STATUS:CONFIRMED');
    expect(mail.text).toContain('View, change or cancel your booking');

    const detail = (await call(members.bath, 'GET', `/api/console/bookings/${request.id}`)).body.data as BookingDetail;
    expect(detail.audit.map((a) => [a.actor, a.action])).toEqual([
      ['Diner', 'created'],
      ['bath.manager', 'confirm'],
    ]);
    expect(detail.audit[1]).toMatchObject({ before: { status: 'requested' }, after: { status: 'confirmed' } });
    // A second confirm is refused: the lifecycle has moved on.
    expect((await call(members.bath, 'POST', `/api/console/bookings/${request.id}/status`, { action: 'confirm' })).status).toBe(422);
  });

  it('declines with a reason the diner reads', async () => {
    const ref = await placeOnline('events', BATH, '18:00', { adults: 12 });
    const request = byRef(await diary(members.bath, BATH), ref);
    const res = await call(members.bath, 'POST', `/api/console/bookings/${request.id}/status`, {
      action: 'decline',
      reason: 'We are closed for a private party',
    });
    expect(res.body.data).toMatchObject({ status: 'declined', statusReason: 'We are closed for a private party', actions: [] });
    const mail = (await mailsTo(request.email)).find((m) => m.kind === 'booking-declined')!;
    expect(mail.text).toContain('Reason: We are closed for a private party');
    expect(mail.text).not.toContain('View, change or cancel');
  });

  it('seats, completes and cancels with a reason, each in the audit log', async () => {
    const ref = await placeOnline('create', BATH, '12:30', { occasionId: 'lunch' });
    const b = byRef(await diary(members.host, BATH), ref);
    for (const action of ['seat', 'unseat', 'seat', 'complete'] as const) {
      expect((await call(members.host, 'POST', `/api/console/bookings/${b.id}/status`, { action })).status).toBe(200);
    }
    const ref2 = await placeOnline('create', BATH, '13:00', { occasionId: 'lunch' });
    const b2 = byRef(await diary(members.host, BATH), ref2);
    const cancelled = await call(members.host, 'POST', `/api/console/bookings/${b2.id}/status`, {
      action: 'cancel',
      reason: 'Diner rang to cancel',
    });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', statusReason: 'Diner rang to cancel' });
    expect(
      (await mailsTo(b2.email)).some((m) => m.kind === 'booking-cancellation' && m.text.includes('Reason: Diner rang to cancel')),
    ).toBe(true);
    const audit = ((await call(members.host, 'GET', `/api/console/bookings/${b.id}`)).body.data as BookingDetail).audit;
    expect(audit.map((a) => a.action)).toEqual(['created', 'seat', 'unseat', 'seat', 'complete']);
  });
});

describe('a table in service', () => {
  it('goes main course → bill → cleared in order, refuses a step back, and logs each stage', async () => {
    const ref = await placeOnline('create', BATH, '19:30');
    const b = byRef(await diary(members.host, BATH), ref);
    const step = (action: string) => call(members.host, 'POST', `/api/console/bookings/${b.id}/status`, { action });
    expect((await step('main-course')).status).toBe(422);
    expect((await step('seat')).status).toBe(200);
    expect(byRef(await diary(members.host, BATH), ref)).toMatchObject({
      serviceStage: null,
      actions: expect.arrayContaining(['main-course']),
    });
    expect((await step('main-course')).status).toBe(200);
    expect((await step('bill')).status).toBe(200);
    expect(byRef(await diary(members.host, BATH), ref)).toMatchObject({
      status: 'seated',
      serviceStage: 'bill',
      actions: ['unseat', 'complete'],
    });
    expect((await step('main-course')).body).toMatchObject({
      success: false,
      message: 'This table is already past that point of its meal',
    });
    expect((await step('complete')).status).toBe(200);
    expect(byRef(await diary(members.host, BATH), ref)).toMatchObject({ status: 'completed', serviceStage: null });
    const audit = ((await call(members.host, 'GET', `/api/console/bookings/${b.id}`)).body.data as BookingDetail).audit;
    expect(audit.map((a) => a.action)).toEqual(['created', 'seat', 'main-course', 'bill', 'complete']);
    expect(audit[2]?.after).toMatchObject({ stage: 'main course' });
  });
});

describe('staff bookings and moves under the day lock', () => {
  const phone = (over: Record<string, unknown> = {}) => ({
    source: 'phone',
    date,
    time: '19:00',
    adults: 2,
    occasionId: 'dinner',
    firstName: 'Phil',
    lastName: 'Caller',
    phone: '01225 000000',
    email: 'phil@example.com',
    ...over,
  });

  it('takes a phone booking on a chosen table, mails the diner, and refuses that table to the next with status 9', async () => {
    const quiet = addDays(date, 7); // a day with no other bookings
    const first = await call(members.host, 'POST', '/api/console/bookings', {
      storeId: BATH,
      booking: phone({ date: quiet, tableIds: ['r1'] }),
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ source: 'phone', status: 'confirmed', tableIds: ['r1'], tableLabel: 'R1' });
    expect((await mailsTo('phil@example.com')).some((m) => m.kind === 'booking-confirmation')).toBe(true);
    const clash = await call(members.host, 'POST', '/api/console/bookings', {
      storeId: BATH,
      booking: phone({ date: quiet, tableIds: ['r1'], time: '19:30' }),
    });
    expect(clash).toMatchObject({ status: 409, body: { success: false, code: 9, message: SLOT_TAKEN_MESSAGE } });
    const tooSmall = await call(members.host, 'POST', '/api/console/bookings', {
      storeId: BATH,
      booking: phone({ date: quiet, tableIds: ['r2'], adults: 5, override: true, overrideReason: 'Regulars' }),
    });
    expect(tooSmall.status).toBe(422);
    expect(tooSmall.body.message).toMatch(/^R2 seats at most \d+$/);
  });

  it('seats a walk-in at once without an e-mail address', async () => {
    const res = await call(members.host, 'POST', '/api/console/bookings', {
      storeId: BATH,
      booking: { source: 'walk-in', date, time: '12:10', adults: 2, occasionId: 'dinner', firstName: 'Walk', lastName: 'In' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ source: 'walk-in', status: 'seated', email: '', time: '12:10' });
  });

  it('moves a booking to another time and table, tells the diner, and logs before → after', async () => {
    const ref = await placeOnline('create', BATH, '18:30');
    const b = byRef(await diary(members.host, BATH), ref);
    // Three at 20:00 sit until 21:45, inside a Tuesday-to-Thursday's 22:00 close (product.md D8: never past closing).
    const res = await call(members.host, 'POST', `/api/console/bookings/${b.id}/move`, { time: '20:00', adults: 3 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ time: '20:00', covers: 3 });
    const mail = (await mailsTo(b.email)).find((m) => m.kind === 'booking-changed')!;
    expect(mail.subject).toContain('at 20:00');
    const audit = ((await call(members.host, 'GET', `/api/console/bookings/${b.id}`)).body.data as BookingDetail).audit.at(-1)!;
    expect(audit).toMatchObject({ action: 'move', before: { time: '18:30', adults: 2 }, after: { time: '20:00', adults: 3 } });
    // To the next day: the old day loses it, the new day has it.
    const next = addDays(date, 1);
    expect((await call(members.host, 'POST', `/api/console/bookings/${b.id}/move`, { date: next })).status).toBe(200);
    expect((await diary(members.host, BATH)).bookings.some((x) => x.id === b.id)).toBe(false);
    expect((await diary(members.host, BATH, next)).bookings.some((x) => x.id === b.id)).toBe(true);
  });

  it('finds bookings by name, phone, e-mail and reference, and exports CSV', async () => {
    const ref = await placeOnline('create', BATH, '20:30');
    for (const q of [ref, ref.slice(0, 4).toLowerCase(), 'Ana Diner', '900123']) {
      const res = await call(members.host, 'GET', `/api/console/bookings/search?q=${encodeURIComponent(q)}&storeId=${BATH}`);
      expect(res.body.data.some((h: DiaryBooking) => h.reference === ref)).toBe(true);
    }
    const csv = await call(members.host, 'GET', `/api/console/bookings/export.csv?storeId=${BATH}&from=${date}&to=${date}`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(csv.body).split('\r\n')[0]).toMatch(/^Date,Time,Reference,Status/);
    expect(String(csv.body)).toContain(ref);
  });

  it('e-mails the restaurant for every online booking once its settings ask for it', async () => {
    const restaurant = (await t.services.content.restaurantByStoreId(BATH))!;
    const saved = await call(members.bath, 'POST', `/api/console/settings/${BATH}`, { noticeEveryBooking: true, dailySheetAt: '15:30' });
    expect(saved.body.data).toEqual({
      storeId: BATH,
      noticeEveryBooking: true,
      dailySheetAt: '15:30',
      weeklySummary: true,
      pinWithinMinutes: 60,
      eventVatPercent: 20,
      yieldRule: true,
    });
    const ref = await placeOnline('create', BATH, '20:45');
    expect((await mailsTo(restaurant.email)).some((m) => m.kind === 'restaurant-booking' && m.subject.includes(ref))).toBe(true);
  });

  it('reads a setting sent as the string "false" as off, and refuses a flag it cannot read instead of turning it on', async () => {
    const off = await call(members.leeds, 'POST', `/api/console/settings/${LEEDS}`, {
      dailySheetAt: '',
      yieldRule: 'false',
      weeklySummary: false,
    });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ yieldRule: false, weeklySummary: false, noticeEveryBooking: false });
    const unreadable = await call(members.leeds, 'POST', `/api/console/settings/${LEEDS}`, { dailySheetAt: '', yieldRule: 'no' });
    expect(unreadable.status).toBe(400);
    expect(JSON.stringify(unreadable.body)).toContain('Please tick the box or leave it empty');
    const kept = await call(members.leeds, 'GET', `/api/console/settings/${LEEDS}`);
    expect(kept.body.data).toMatchObject({ yieldRule: false });
  });
});
