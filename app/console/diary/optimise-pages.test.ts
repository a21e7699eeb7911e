// "Optimise the day" through its page (decision 079), against the real console service
// and a throw-away database, at a pinned instant: a couple the engine left on the
// four-top is moved to the free two-top, with the free covers before and after; the
// moves are applied on confirmation, audited with the member who confirmed, and shown
// as "moved from" in the diary; a confirm of a day that changed since is refused with
// the new proposal; a pinned booking stays; a manager of another restaurant gets 404.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { addDays, instantOf } from '../../../contract/london-time.ts';
import { loadContentPack, packRestaurants } from '../../../content/load-pack.ts';
import { editSetup, plainDate, queryRows } from '../../../tests/support/booking-helpers.ts';
import { signedInStaff } from '../../../tests/support/console-staff.ts';
import { bodyOf, settle, statusOf } from '../../../tests/support/page-replies.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { DAY_CHANGED } from '../../../contract/day-optimisation.ts';
import { CSRF_REFUSED } from '../console-session.server.ts';
import { bookingPageAction } from './booking-page.server.ts';
import { loadDiary, type DiaryPage } from './diary-page.server.ts';
import { createStaffBooking } from './new-booking.server.ts';
import { loadOptimise, optimiseAction, type OptimisePage } from './optimise-page.server.ts';
import { unpackBookings } from './packed-bookings.ts';

const BATH = '1002';
/** Noon the day before the date the test books: every booking is hours away, none within the pin time. */
const clock = () => instantOf(addDays(date, -1), 12 * 60);
let t: TestApp;
let context: AppLoadContext;
let date: string;
type Member = { cookie: string; csrf: string };
let host: Member;
let leedsManager: Member;

beforeAll(async () => {
  const bath = packRestaurants(await loadContentPack()).find((r) => r.storeId === BATH)!;
  date = plainDate(bath, 3, { weekdays: [1, 2, 3, 4], bookableAt: ['19:00'], from: '2027-02-01' });
  t = await createTestApp({}, { clock });
  context = {
    services: { staff: t.services.staff, console: t.services.console, guests: t.services.guests, clock },
    cspNonce: 'n',
    clientIp: '192.0.2.10',
  } as never;
  const signIn = async (email: string, role: 'host' | 'manager', slug: string) => {
    const s = await signedInStaff(t.services, { email, role, restaurants: [slug], name: 'Ada Host' });
    return { cookie: s.cookie, csrf: s.csrf };
  };
  host = await signIn('host.bath@example.com', 'host', 'bath');
  leedsManager = await signIn('manager.leeds@example.com', 'manager', 'leeds');
  // A two-top and a four-top in one room, any party anywhere.
  await editSetup(t.services.database.db, BATH, (setup) => ({
    areas: [{ id: 'room', name: 'Room' }],
    tables: [
      { id: 'r1', areaId: 'room', minSeats: 1, maxSeats: 2 },
      { id: 'r2', areaId: 'room', minSeats: 1, maxSeats: 4 },
    ],
    tableGroups: [],
    config: { ...setup.config, pacingCoversPerInterval: null },
    occasions: setup.occasions.map((o) => ({ ...o, areaLinkGroup: { type: 'exclusive' as const, links: [] } })),
  }));
  t.services.booking.forgetSetups();
});
afterAll(() => t.close());

const get = (path: string, who: Member) => new Request(`http://127.0.0.1:3000${path}`, { headers: { cookie: who.cookie } });
const post = (path: string, who: Member, fields: Record<string, string>, csrf = who.csrf) =>
  new Request(`http://127.0.0.1:3000${path}`, {
    method: 'POST',
    body: new URLSearchParams({ ...fields, csrf }),
    headers: { cookie: who.cookie },
  });
const page = `/console/diary/${BATH}/optimise/`;

async function book(lastName: string, time = '19:00') {
  const fields = {
    source: 'phone',
    date,
    time,
    adults: '2',
    children: '0',
    occasionId: 'dinner',
    firstName: 'Grace',
    lastName,
    phone: '01632 960001',
  };
  const reply = await createStaffBooking(context, post(`/console/diary/${BATH}/new/`, host, fields), BATH);
  expect(statusOf(reply)).toBe(302);
}

async function diary() {
  const reply = await loadDiary(context, get(`/console/diary/${BATH}/?date=${date}&view=list`, host), BATH);
  return unpackBookings(bodyOf<DiaryPage>(reply).bookings);
}
const byName = async (lastName: string) => (await diary()).find((b) => b.lastName === lastName)!;
const proposal = async (who = host) => bodyOf<OptimisePage>(await loadOptimise(context, get(`${page}?date=${date}`, who), BATH)).proposal;
const confirm = (p: { version: number; plan: string }, who = host, csrf?: string) =>
  settle(optimiseAction(context, post(page, who, { date, version: String(p.version), plan: p.plan }, csrf ?? who.csrf), BATH));

describe('optimise the day (decision 079)', () => {
  it('proposes nothing on a day that is already as free as it can be', async () => {
    const p = await proposal();
    expect(p.moves).toEqual([]);
    expect(p.slots.length).toBeGreaterThan(0);
    expect(p.slots.every((s) => s.freeBefore === s.freeAfter)).toBe(true);
  });

  it('moves the couple left on the four-top, shows before and after, and applies it on confirmation', async () => {
    // The first couple takes the two-top, the second the four-top; the first then cancels.
    await book('First');
    await book('Second');
    const first = await byName('First');
    expect((await byName('Second')).tableLabel).toBe('R2');
    const cancel = { intent: 'status', action: 'cancel', reason: 'Called to cancel' };
    expect(statusOf(await bookingPageAction(context, post(`/console/bookings/${first.id}/`, host, cancel), first.id))).toBe(200);

    const p = await proposal();
    expect(p.moves).toEqual([expect.objectContaining({ name: 'Grace Second', time: '19:00', covers: 2, from: 'R2', to: 'R1' })]);
    const at19 = p.slots.find((s) => s.time === '19:00')!;
    expect(at19).toEqual({ time: '19:00', freeBefore: 2, freeAfter: 4, largestBefore: 2, largestAfter: 4 });

    // A stale form: the CSRF token is checked first, then the version and the plan.
    expect(statusOf(await confirm(p, host, 'forged'))).toBe(403);
    expect(bodyOf<{ error: string }>(await confirm(p, host, 'forged')).error).toBe(CSRF_REFUSED);
    expect(statusOf(await confirm({ version: p.version, plan: 'not-a-plan' }))).toBe(400);

    const reply = await confirm(p);
    expect(statusOf(reply)).toBe(302);
    const location = (reply as Response).headers.get('location')!;
    expect(location).toBe(`/console/diary/${BATH}/?date=${date}&optimised=1`);
    const moved = await byName('Second');
    expect(moved).toMatchObject({ tableLabel: 'R1', movedFrom: 'R2', time: '19:00' });
    const notice = await loadDiary(context, get(location, host), BATH);
    expect(bodyOf<DiaryPage>(notice).optimised).toBe(1);

    const audit = await queryRows<{ actor: string; action: string; reason: string }>(
      t.services.database.db,
      sql`select actor, action, reason from audit_log where entity_id = ${moved.id} and action = 'move'`,
    );
    expect(audit).toEqual([{ actor: 'Ada Host', action: 'move', reason: 'Optimise the day: moved from R2 to R1' }]);
    // Nothing left to improve.
    expect((await proposal()).moves).toEqual([]);
  });

  it('refuses a confirm of a day that changed since, and shows the moves for the day as it is', async () => {
    // A third couple, later, on the four-top (the two-top is taken at 19:00 … 20:30).
    await book('Third', '19:30');
    expect((await byName('Third')).tableLabel).toBe('R2');
    const stale = await proposal();
    expect(stale.moves).toEqual([]);
    // The 19:00 couple leaves: the day changes, and the 19:30 couple could now sit on the two-top.
    const second = await byName('Second');
    const cancel = { intent: 'status', action: 'cancel', reason: 'Called to cancel' };
    await bookingPageAction(context, post(`/console/bookings/${second.id}/`, host, cancel), second.id);
    const reply = await confirm(stale);
    expect(statusOf(reply)).toBe(409);
    expect(bodyOf<{ error: string }>(reply).error).toBe(DAY_CHANGED);
    const fresh = await proposal();
    expect(fresh.version).toBeGreaterThan(stale.version);
    expect(fresh.moves).toEqual([expect.objectContaining({ name: 'Grace Third', from: 'R2', to: 'R1' })]);
    // An old plan on the new version is refused too.
    expect(statusOf(await confirm({ version: fresh.version, plan: stale.plan }))).toBe(409);
    expect((await byName('Third')).tableLabel).toBe('R2');
  });

  it('never moves a booking staff pinned', async () => {
    const third = await byName('Third');
    const pin = { intent: 'pin', pinned: 'true' };
    expect(statusOf(await bookingPageAction(context, post(`/console/bookings/${third.id}/`, host, pin), third.id))).toBe(200);
    expect((await proposal()).moves).toEqual([]);
  });

  it('answers 404 to a manager of another restaurant, for the page and its form', async () => {
    expect(statusOf(await settle(loadOptimise(context, get(`${page}?date=${date}`, leedsManager), BATH)))).toBe(404);
    expect(statusOf(await confirm({ version: 0, plan: '0123456789abcdef' }, leedsManager))).toBe(404);
  });

  it('answers 400 for a date that is not one', async () => {
    expect(statusOf(await settle(loadOptimise(context, get(`${page}?date=2027-02-31`, host), BATH)))).toBe(400);
  });
});
