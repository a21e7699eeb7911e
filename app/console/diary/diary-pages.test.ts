// The diary pages' loaders and actions against the real console service and a
// throw-away database (product.md D8): a member sees and changes only the
// restaurants they work (404 otherwise, by storeId and by bookingId), every
// action needs the session's CSRF token, and a booking made through the page
// is in the diary, with its history on the booking page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext, UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { signedInStaff } from '../../../tests/support/console-staff.ts';
import { plainDate } from '../../../tests/support/booking-helpers.ts';
import { CSRF_REFUSED, SESSION_COOKIE } from '../console-session.server.ts';
import { bookingPageAction, loadBookingPage, type BookingPage } from './booking-page.server.ts';
import { diaryAction, loadDiary, type DiaryPage } from './diary-page.server.ts';
import { unpackBookings } from './packed-bookings.ts';
import { createStaffBooking, loadNewBooking } from './new-booking.server.ts';
import type { PageResult } from './page-result.ts';
import { CHECK_FIELDS } from '../form-kit/form-reply.ts';
import { loadSearch, TOO_SHORT, type SearchPage } from './search-page.server.ts';
import { bodyOf, statusOf } from '../../../tests/support/page-replies.ts';

const BATH = '1002';
const LEEDS = '1023';
const PASSWORD = 'twelve characters at least';

let t: TestApp;
let context: AppLoadContext;
let date: string;
type Member = { cookie: Record<string, string>; csrf: string };
const members: Record<'bathHost' | 'bathManager' | 'leedsManager', Member> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  context = {
    services: { staff: t.services.staff, console: t.services.console, guests: t.services.guests, clock: t.services.clock },
    cspNonce: 'n',
    clientIp: '192.0.2.10',
  } as unknown as AppLoadContext;
  const accounts = [
    ['bathHost', 'host.bath@example.com', 'host', 'bath'],
    ['bathManager', 'manager.bath@example.com', 'manager', 'bath'],
    ['leedsManager', 'manager.leeds@example.com', 'manager', 'leeds'],
  ] as const;
  for (const [key, email, role, slug] of accounts) {
    const session = await signedInStaff(t.services, { email, role, restaurants: [slug], password: PASSWORD });
    members[key] = { cookie: { [SESSION_COOKIE]: session.token }, csrf: session.csrf };
  }
  date = plainDate((await t.services.content.restaurantByStoreId(BATH))!, 3);
});
afterAll(() => t.close());

const headersOf = (r: unknown) => (r instanceof Response ? r.headers : new Headers((r as DataWithResponseInit<unknown>).init?.headers));
/** What a loader or action threw (a 404 page, a redirect), as a reply. */
const thrown = (p: Promise<unknown>) =>
  p.then(
    () => new Response(null, { status: 200 }),
    (e: unknown) => e,
  );

const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
const get = (path: string, who: Member) => new Request(`http://127.0.0.1:3000${path}`, { headers: { cookie: cookieHeader(who.cookie) } });
const post = (path: string, who: Member, fields: Record<string, string>, csrf: string | null = who.csrf) =>
  new Request(`http://127.0.0.1:3000${path}`, {
    method: 'POST',
    body: new URLSearchParams({ ...fields, ...(csrf === null ? {} : { csrf }) }),
    headers: { cookie: cookieHeader(who.cookie) },
  });

const phoneBooking = (over: Record<string, string> = {}) => ({
  source: 'phone',
  date,
  time: '19:00',
  adults: '2',
  children: '0',
  occasionId: 'dinner',
  areaId: '',
  menuId: '',
  tableIds: '',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: '',
  phone: '01632 960001',
  ...over,
});

/** Books through the new-booking page's action; the reference from its redirect. */
async function bookThroughPage(storeId: string, who: Member, over: Record<string, string> = {}) {
  const reply = await createStaffBooking(context, post(`/console/diary/${storeId}/new/`, who, phoneBooking(over)), storeId);
  expect(statusOf(reply)).toBe(302);
  const location = new URL(headersOf(reply).get('location')!, 'http://x');
  return { location, reference: location.searchParams.get('created')! };
}

async function diaryOf(storeId: string, who: Member, day = date) {
  const reply = await loadDiary(context, get(`/console/diary/${storeId}/?date=${day}`, who), storeId);
  const page = bodyOf<DiaryPage>(reply);
  // The bookings travel packed (decision 076): unpacked as the page does.
  return { ...page, diary: { ...page.diary, bookings: unpackBookings(page.bookings) } };
}

describe('diary page', () => {
  it('shows a host the diary of their restaurant, out of caches', async () => {
    const reply = await loadDiary(context, get(`/console/diary/${BATH}/?date=${date}`, members.bathHost), BATH);
    const page = bodyOf<DiaryPage>(reply);
    expect(page.diary).toMatchObject({ storeId: BATH, date, restaurant: { slug: 'bath' } });
    // The grid is the first view; an old ?view=timeline link opens it too.
    expect(page.view).toBe('grid');
    const old = await loadDiary(context, get(`/console/diary/${BATH}/?date=${date}&view=timeline`, members.bathHost), BATH);
    expect(bodyOf<DiaryPage>(old).view).toBe('grid');
    expect(page.restaurants.map((r) => r.storeId)).toEqual([BATH]);
    expect(headersOf(reply).get('cache-control')).toBe('no-store');
  });

  it('answers 404 to a manager of Bath for the diary, the new-booking page and the actions of Leeds', async () => {
    const m = members.bathManager;
    expect(statusOf(await thrown(loadDiary(context, get(`/console/diary/${LEEDS}/`, m), LEEDS)))).toBe(404);
    expect(statusOf(await thrown(loadNewBooking(context, get(`/console/diary/${LEEDS}/new/`, m), LEEDS)))).toBe(404);
    expect(statusOf(await thrown(createStaffBooking(context, post(`/console/diary/${LEEDS}/new/`, m, phoneBooking()), LEEDS)))).toBe(404);
    const leedsDiary = post(`/console/diary/${LEEDS}/`, m, { intent: 'status', bookingId: 'x', action: 'seat' });
    expect(statusOf(await thrown(diaryAction(context, leedsDiary, LEEDS)))).toBe(404);
  });

  it('answers 404 to a manager of Bath for a Leeds booking’s page and actions, even through Bath’s diary', async () => {
    const { location } = await bookThroughPage(LEEDS, members.leedsManager, { lastName: 'Leeds' });
    const leedsBooking = (await diaryOf(LEEDS, members.leedsManager, location.searchParams.get('date')!)).diary.bookings.find(
      (b) => b.lastName === 'Leeds',
    )!;
    const m = members.bathManager;
    const id = leedsBooking.id;
    expect(statusOf(await thrown(loadBookingPage(context, get(`/console/bookings/${id}/`, m), id)))).toBe(404);
    const forms: Record<string, string>[] = [
      { intent: 'status', action: 'seat' },
      { intent: 'note', note: 'Mine now' },
      { intent: 'move', time: '20:00' },
    ];
    for (const fields of forms) {
      expect(statusOf(await thrown(bookingPageAction(context, post(`/console/bookings/${id}/`, m, fields), id)))).toBe(404);
    }
    const viaBath = post(`/console/diary/${BATH}/`, m, { intent: 'status', bookingId: id, action: 'seat' });
    expect(statusOf(await thrown(diaryAction(context, viaBath, BATH)))).toBe(404);
    expect((await diaryOf(LEEDS, members.leedsManager, leedsBooking.date)).diary.bookings.find((b) => b.id === id)?.status).toBe(
      'confirmed',
    );
  });

  it('refuses a status action without the session’s CSRF token (403)', async () => {
    const fields = { intent: 'status', bookingId: 'any', action: 'seat' };
    const none = await diaryAction(context, post(`/console/diary/${BATH}/`, members.bathHost, fields, null), BATH);
    expect([statusOf(none), bodyOf(none)]).toEqual([403, { error: CSRF_REFUSED, fieldErrors: {} }]);
    // Another member's token is no better.
    const other = await diaryAction(context, post(`/console/diary/${BATH}/`, members.bathHost, fields, members.bathManager.csrf), BATH);
    expect(statusOf(other)).toBe(403);
  });

  it('redirects the restaurant switcher to the chosen diary, keeping the date and view', async () => {
    const reply = await thrown(
      loadDiary(context, get(`/console/diary/${BATH}/?restaurant=${LEEDS}&date=${date}&view=list`, members.bathHost), BATH),
    );
    expect([statusOf(reply), headersOf(reply).get('location')]).toEqual([302, `/console/diary/${LEEDS}/?date=${date}&view=list`]);
  });
});

describe('staff booking through the pages', () => {
  it('adds a phone booking that appears in the diary, seats it from the list, and shows the change in its history', async () => {
    const { location, reference } = await bookThroughPage(BATH, members.bathHost, { lastName: 'Listed', staffNote: 'Window please' });
    expect(location.pathname).toBe(`/console/diary/${BATH}/`);
    expect(location.searchParams.get('date')).toBe(date);
    const page = await diaryOf(BATH, members.bathHost);
    expect(page.created).toBeNull(); // only the redirect's address carries it
    const booked = page.diary.bookings.find((b) => b.reference === reference)!;
    expect(booked).toMatchObject({ lastName: 'Listed', status: 'confirmed', source: 'phone', covers: 2, staffNote: 'Window please' });
    expect(booked.actions).toContain('seat');

    const withNotice = await loadDiary(context, get(`${location.pathname}${location.search}`, members.bathHost), BATH);
    expect(bodyOf<DiaryPage>(withNotice).created).toBe(reference);

    const seat = await diaryAction(
      context,
      post(`/console/diary/${BATH}/`, members.bathHost, { intent: 'status', bookingId: booked.id, action: 'seat' }),
      BATH,
    );
    expect(bodyOf(seat)).toMatchObject({
      error: null,
      notice: expect.stringContaining(`${reference} (Grace Listed, 19:00) is now seated`),
    });

    const detail = bodyOf<BookingPage>(await loadBookingPage(context, get(`/console/bookings/${booked.id}/`, members.bathHost), booked.id));
    expect(detail.detail.booking.status).toBe('seated');
    expect(detail.audit.flatMap((row) => row.changes)).toContain('status: confirmed → seated');
  });

  it('keeps what was typed and names the fields when the form is refused', async () => {
    const reply = await createStaffBooking(
      context,
      post(`/console/diary/${BATH}/new/`, members.bathHost, phoneBooking({ firstName: '', phone: '', adults: '0' })),
      BATH,
    );
    const body = bodyOf<PageResult>(reply);
    expect(statusOf(reply)).toBe(400);
    expect(body.error).toBe(CHECK_FIELDS);
    // Every problem at once: the phone-or-e-mail check runs although other fields failed.
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['adults', 'firstName', 'phone']);
    expect(body.values).toMatchObject({ lastName: 'Hopper', time: '19:00', source: 'phone' });
  });

  it('turns the service’s refusal into the alert with its field (a date in the past)', async () => {
    const reply = await createStaffBooking(
      context,
      post(`/console/diary/${BATH}/new/`, members.bathHost, phoneBooking({ date: '2020-01-06' })),
      BATH,
    );
    expect(statusOf(reply)).toBe(400);
    expect(bodyOf(reply)).toMatchObject({
      error: 'Please choose today or a later date',
      fieldErrors: { date: 'Please choose today or a later date' },
    });
  });
});

describe('booking page', () => {
  it('moves only what changed, says when nothing did, and saves the staff note', async () => {
    await bookThroughPage(BATH, members.bathManager, { lastName: 'Mover', time: '18:00' });
    const booked = (await diaryOf(BATH, members.bathManager)).diary.bookings.find((b) => b.lastName === 'Mover')!;
    const act = (fields: Record<string, string>) =>
      bookingPageAction(context, post(`/console/bookings/${booked.id}/`, members.bathManager, fields), booked.id);
    const unchanged = { intent: 'move', date: booked.date, time: booked.time, adults: '2', children: '0', tableIds: '=keep' };

    const nothing = await act(unchanged);
    expect([statusOf(nothing), bodyOf<PageResult>(nothing).error]).toEqual([400, expect.stringContaining('Nothing to change')]);

    const moved = await act({ ...unchanged, time: '18:30' });
    expect(bodyOf(moved)).toMatchObject({ error: null, intent: 'move', notice: expect.stringContaining('at 18:30') });

    const noted = await act({ intent: 'note', note: 'Birthday cake at 20:00' });
    expect(bodyOf(noted)).toMatchObject({ notice: 'Staff note saved.' });

    // Decision 074: pinned, re-seating never moves it; the toggle sends the state it asks for.
    const pinned = await act({ intent: 'pin', pinned: 'true' });
    expect(bodyOf(pinned)).toMatchObject({ intent: 'pin', notice: expect.stringContaining('Mesa will not move it') });
    const bad = await act({ intent: 'pin', pinned: 'maybe' });
    expect(statusOf(bad)).toBe(400);

    const needsReason = await act({ intent: 'status', action: 'cancel', reason: '' });
    expect(bodyOf(needsReason)).toMatchObject({ intent: 'status', action: 'cancel', fieldErrors: { reason: 'Please give a reason' } });

    const page = bodyOf<BookingPage>(
      await loadBookingPage(context, get(`/console/bookings/${booked.id}/`, members.bathManager), booked.id),
    );
    expect(page.detail.booking).toMatchObject({ time: '18:30', staffNote: 'Birthday cake at 20:00', pinned: true });
    expect(page.audit.map((row) => row.what)).toEqual(expect.arrayContaining(['Moved', 'Staff note', 'Pinned']));
  });
});

describe('search page', () => {
  it('asks for two characters, then finds a booking by reference in the member’s restaurants only', async () => {
    const short = bodyOf<SearchPage>(await loadSearch(context, get('/console/search/?q=a', members.bathHost)));
    expect([short.hits, short.hint]).toEqual([null, TOO_SHORT]);

    const { reference } = await bookThroughPage(BATH, members.bathHost, { lastName: 'Findable' });
    const found = bodyOf<SearchPage>(await loadSearch(context, get(`/console/search/?q=${reference}`, members.bathHost)));
    expect(found.hits?.map((h) => [h.reference, h.restaurantTitle, h.lastName])).toEqual([[reference, 'Casa Lumbre Bath', 'Findable']]);
    expect(found.hits?.[0]?.dateLabel).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2} \d{4}$/);

    const elsewhere = bodyOf<SearchPage>(await loadSearch(context, get(`/console/search/?q=${reference}`, members.leedsManager)));
    expect(elsewhere.hits).toEqual([]);
  });
});
