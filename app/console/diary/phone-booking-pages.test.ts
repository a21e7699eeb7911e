// product.md D8 through the console's pages, against the real console service and a
// throw-away database: the new-booking page offers the engine's times (from its
// loader, from "Show times" without JavaScript, and as JSON for the form's
// script), a time outside the opening hours comes back as the time's own error
// with what was typed, and the diary's "Seat walk-in" seats a nameless party now
// or says the table is taken (409, product.md §8 status 9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { SLOT_TAKEN_MESSAGE } from '../../../contract/booking-codes.ts';
import { addDays, instantOf } from '../../../contract/london-time.ts';
import { loadContentPack, packRestaurants } from '../../../content/load-pack.ts';
import { plainDate } from '../../../tests/support/booking-helpers.ts';
import { signedInStaff } from '../../../tests/support/console-staff.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { SESSION_COOKIE } from '../console-session.server.ts';
import { diaryAction, loadDiary, type DiaryPage } from './diary-page.server.ts';
import { unpackBookings } from './packed-bookings.ts';
import { createStaffBooking, loadNewBooking, loadStaffTimes, type NewBookingPage, type NewBookingResult } from './new-booking.server.ts';
import type { TimesAnswer } from './offered-times.ts';
import { CHECK_FIELDS } from '../form-kit/form-reply.ts';
import { bodyOf, statusOf } from '../../../tests/support/page-replies.ts';

const BATH = '1002';
/** The services' clock: noon the day before the test's date, so nothing hangs on when the suite runs; a test pins its own instant where it matters. */
const dayBefore = () => instantOf(addDays(date, -1), 12 * 60);
let clock = dayBefore;
let t: TestApp;
let context: AppLoadContext;
let date: string;
type Member = { cookie: string; csrf: string };
let host: Member;
let leeds: Member;

async function signIn(email: string, slug: string): Promise<Member> {
  const s = await signedInStaff(t.services, { email, role: 'host', restaurants: [slug] });
  return { cookie: `${SESSION_COOKIE}=${s.token}`, csrf: s.csrf };
}

beforeAll(async () => {
  // Monday to Thursday: open 12:00–22:00 on the weekly hours.
  const bath = packRestaurants(await loadContentPack()).find((r) => r.storeId === BATH)!;
  date = plainDate(bath, 3, { weekdays: [1, 2, 3, 4], bookableAt: ['19:00'] });
  t = await createTestApp({}, { clock: () => clock() });
  const services = { staff: t.services.staff, console: t.services.console, guests: t.services.guests, clock: () => clock() };
  context = { services, cspNonce: 'n', clientIp: '192.0.2.10' } as never;
  host = await signIn('host.bath@example.com', 'bath');
  leeds = await signIn('host.leeds@example.com', 'leeds');
});
afterAll(() => t.close());

const get = (path: string, who: Member) => new Request(`http://127.0.0.1:3000${path}`, { headers: { cookie: who.cookie } });
const post = (path: string, who: Member, fields: Record<string, string>) =>
  new Request(`http://127.0.0.1:3000${path}`, {
    method: 'POST',
    body: new URLSearchParams({ ...fields, csrf: who.csrf }),
    headers: { cookie: who.cookie },
  });
const thrownStatus = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: unknown) => statusOf(e),
  );

const phoneForm = (over: Record<string, string> = {}) => ({
  source: 'phone',
  date,
  adults: '2',
  children: '0',
  occasionId: 'dinner',
  firstName: 'Grace',
  lastName: 'Hopper',
  phone: '01632 960001',
  ...over,
});
const offeredTimes = (answer: TimesAnswer | null | undefined) => answer?.times?.times.map((x) => x.time) ?? [];

describe('the new-booking page’s times', () => {
  it('come with the page for the date, party and occasion in its address', async () => {
    const page = bodyOf<NewBookingPage>(
      await loadNewBooking(context, get(`/console/diary/${BATH}/new/?date=${date}&adults=4`, host), BATH),
    );
    expect(page.start).toMatchObject({ date, adults: '4', occasionId: page.choices.occasions[0]!.id });
    expect(page.times?.times).toMatchObject({ date, covers: 4, open: { from: '12:00', to: '22:00' } });
    expect(offeredTimes(page.times).length).toBeGreaterThan(0);
    const none = bodyOf<NewBookingPage>(await loadNewBooking(context, get(`/console/diary/${BATH}/new/`, host), BATH));
    expect(none.times).toBeNull();
  });

  it('come back with what was typed when "Show times" is pressed without JavaScript, and nothing is booked', async () => {
    const reply = await createStaffBooking(
      context,
      post(`/console/diary/${BATH}/new/`, host, phoneForm({ intent: 'times', occasionId: 'dinner', adults: '5', lastName: 'Kept' })),
      BATH,
    );
    const body = bodyOf<NewBookingResult>(reply);
    expect(statusOf(reply)).toBe(200);
    expect(body).toMatchObject({ error: null, intent: 'times', values: { lastName: 'Kept', adults: '5' } });
    expect(body.times?.times).toMatchObject({ covers: 5, occasionId: 'dinner' });
    expect(offeredTimes(body.times)).toContain('19:00');
  });

  it('are JSON for the form’s script, the same as the page’s, and not for another restaurant’s staff', async () => {
    const query = `date=${date}&adults=2&children=0&occasionId=dinner&areaId=`;
    const reply = await loadStaffTimes(context, get(`/console/diary/${BATH}/new/times/?${query}`, host), BATH);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const json = (await reply.json()) as TimesAnswer;
    const page = bodyOf<NewBookingPage>(await loadNewBooking(context, get(`/console/diary/${BATH}/new/?${query}`, host), BATH));
    expect(offeredTimes(json)).toEqual(offeredTimes(page.times));
    expect(json.times?.times[0]?.tableIds.length).toBeGreaterThan(0);

    const past = await loadStaffTimes(context, get(`/console/diary/${BATH}/new/times/?date=2020-01-06&occasionId=dinner`, host), BATH);
    expect([past.status, await past.json()]).toEqual([400, { times: null, error: 'Please choose today or a later date', field: 'date' }]);
    expect(await thrownStatus(loadStaffTimes(context, get(`/console/diary/${BATH}/new/times/?${query}`, leeds), BATH))).toBe(404);
  });
});

describe('a phone booking through the page', () => {
  it('at an offered time is added; outside the hours it is refused on the time even with the override', async () => {
    const added = await createStaffBooking(context, post(`/console/diary/${BATH}/new/`, host, phoneForm({ time: '19:00' })), BATH);
    expect(statusOf(added)).toBe(302);

    const late = await createStaffBooking(
      context,
      post(
        `/console/diary/${BATH}/new/`,
        host,
        phoneForm({ time: '19:00', otherTime: '21:30', overrideReason: 'Theatre crowd', lastName: 'Late' }),
      ),
      BATH,
    );
    expect(statusOf(late)).toBe(400);
    const message = 'The restaurant is open 12:00–22:00 on that day; this booking would run past closing.';
    expect(bodyOf<NewBookingResult>(late)).toMatchObject({
      error: message,
      fieldErrors: { time: message },
      values: { otherTime: '21:30', lastName: 'Late' },
    });
    expect(offeredTimes(bodyOf<NewBookingResult>(late).times)).toContain('19:00');

    const noTime = await createStaffBooking(context, post(`/console/diary/${BATH}/new/`, host, phoneForm()), BATH);
    expect(bodyOf<NewBookingResult>(noTime)).toMatchObject({ error: CHECK_FIELDS, fieldErrors: { time: expect.any(String) } });
  });
});

describe('the diary’s "Seat walk-in"', () => {
  it('seats a party with no name now, shows "Walk-in" in the notice, and refuses the same table with status 9', async () => {
    clock = () => instantOf(date, 19 * 60 + 22);
    try {
      // Signed in on that evening: a session follows the services' clock.
      const evening = await signIn('evening.bath@example.com', 'bath');
      const walkIn = (fields: Record<string, string>) =>
        diaryAction(context, post(`/console/diary/${BATH}/?date=${date}`, evening, { intent: 'walk-in', ...fields }), BATH);
      const seated = await walkIn({ tableIds: 'b22', adults: '3', children: '1', name: '' });
      expect(statusOf(seated)).toBe(200);
      expect(bodyOf<NewBookingResult>(seated)).toMatchObject({
        error: null,
        intent: 'walk-in',
        notice: expect.stringMatching(/^Walk-in seated at B22 at 19:22, 4 covers \(booking [A-Z0-9-]+\)\.$/),
      });
      const page = bodyOf<DiaryPage>(await loadDiary(context, get(`/console/diary/${BATH}/?date=${date}`, evening), BATH));
      expect(unpackBookings(page.bookings).find((b) => b.tableIds.includes('b22'))).toMatchObject({
        source: 'walk-in',
        status: 'seated',
        firstName: '',
        time: '19:22',
        covers: 4,
      });

      const clash = await walkIn({ tableIds: 'b22', adults: '2', name: 'Late Comer' });
      expect(statusOf(clash)).toBe(409);
      expect(bodyOf<NewBookingResult>(clash)).toMatchObject({
        error: SLOT_TAKEN_MESSAGE,
        intent: 'walk-in',
        values: { tableIds: 'b22', name: 'Late Comer' },
      });
      const noTable = await walkIn({ tableIds: '', adults: '2' });
      expect([statusOf(noTable), bodyOf<NewBookingResult>(noTable).fieldErrors]).toEqual([400, { tableIds: 'Please choose a table' }]);
    } finally {
      clock = dayBefore;
    }
  });

  it('is not for another restaurant’s staff', async () => {
    const reply = diaryAction(context, post(`/console/diary/${BATH}/`, leeds, { intent: 'walk-in', tableIds: 'r1', adults: '2' }), BATH);
    expect(await thrownStatus(reply)).toBe(404);
  });
});
