// A demo day (product.md D8 "Demo bookings"): on a pinned clock, the engine makes
// sample bookings for today and the next days at a handful of restaurants, at
// offered times on tables that never clash, marked demo; again makes nothing;
// a production install gets none; and clearing deletes the demo ones only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffBookingSchema } from '../../contract/console-forms.ts';
import { addDays, instantOf } from '../../contract/london-time.ts';
import { loadContentPack, packRestaurants } from '../../content/load-pack.ts';
import { plainDate } from '../../tests/support/booking-helpers.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { diaryBooking } from '../console/diary-view.ts';
import type { BookingRow } from './booking-repository.ts';
import { DEMO_DAYS, DEMO_RESTAURANTS } from './booking-demo.ts';

const BATH = '1002';
/** A Monday to Thursday (12:00–22:00 at Bath) at least three days ahead, and 13:45 London time on it. */
let date: string;
const clock = () => instantOf(date, 13 * 60 + 45);
let t: TestApp;

beforeAll(async () => {
  const bath = packRestaurants(await loadContentPack()).find((r) => r.storeId === BATH)!;
  date = plainDate(bath, 3, { weekdays: [1, 2, 3, 4], bookableAt: ['12:00', '19:00'] });
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

async function all(app: TestApp): Promise<BookingRow[]> {
  const ids = await app.services.booking.storeIds();
  const days = await Promise.all(ids.map((id) => app.services.booking.bookingsBetween(id, addDays(date, -1), addDays(date, 7))));
  return days.flat();
}

/** Two bookings of one restaurant-day on one table at once. */
function clashes(rows: readonly BookingRow[]): string[] {
  const found: string[] = [];
  for (const a of rows)
    for (const b of rows) {
      if (a.id >= b.id || a.storeId !== b.storeId || a.date !== b.date) continue;
      const shared = a.tableIds.some((id) => b.tableIds.includes(id));
      if (shared && a.startsAt < b.startsAt + b.durationMinutes && b.startsAt < a.startsAt + a.durationMinutes)
        found.push(`${a.storeId} ${a.date} ${a.tableIds.join('+')}`);
    }
  return found;
}

describe('the demo day', () => {
  it('is not made on start outside a demo install (tests and production alike)', async () => {
    expect(await all(t)).toEqual([]);
    const production = await createTestApp({ NODE_ENV: 'production' }, { clock });
    try {
      expect(await all(production)).toEqual([]);
    } finally {
      await production.close();
    }
  });

  it('makes bookings for today and the next days at a handful of restaurants, once, however many ask at once', async () => {
    const [first, second] = await Promise.all([t.services.booking.demo.fill(), t.services.booking.demo.fill()]);
    const rows = await all(t);
    expect(first + second).toBe(rows.length);
    expect(rows.every((r) => r.demo)).toBe(true);
    const stores = (await t.services.booking.storeIds()).slice(0, DEMO_RESTAURANTS);
    expect(new Set(rows.map((r) => r.storeId))).toEqual(new Set(stores));
    const days = Array.from({ length: DEMO_DAYS }, (_, i) => addDays(date, i));
    expect(new Set(rows.map((r) => r.date))).toEqual(new Set(days));
    expect(clashes(rows)).toEqual([]);

    // Again (a restart): nothing new.
    expect(await t.services.booking.demo.fill()).toBe(0);
    expect(await all(t)).toHaveLength(rows.length);
  });

  it('is a realistic day by the clock: finished lunches completed, tables under way seated, the rest to come', async () => {
    const bath = (await all(t)).filter((r) => r.storeId === BATH);
    const today = bath.filter((r) => r.date === date);
    const now = 13 * 60 + 45;
    for (const r of today) {
      const end = r.startsAt + r.durationMinutes;
      const expected = r.status === 'requested' ? 'requested' : end <= now ? 'completed' : r.startsAt <= now ? 'seated' : 'confirmed';
      expect(r.status, `${r.reference} at ${r.startsAt}`).toBe(expected);
      // At the engine's times: on the 15-minute grid, inside Bath's 12:00–22:00 with the turn.
      expect(r.startsAt % 15).toBe(0);
      expect(r.startsAt).toBeGreaterThanOrEqual(12 * 60);
      expect(r.startsAt + r.durationMinutes).toBeLessThanOrEqual(22 * 60);
      if (r.status !== 'requested') expect(r.tableIds.length).toBeGreaterThan(0);
    }
    // Whatever the day's shuffle: the opening table has finished by 13:45, and the evening is still to come.
    const statuses = new Set(today.map((r) => r.status));
    for (const s of ['completed', 'confirmed'] as const) expect(statuses).toContain(s);
    // Later days are all to come: confirmed, and the large party's request on the days the shuffle keeps it.
    const later = new Set(bath.filter((r) => r.date !== date).map((r) => r.status));
    expect(later).toContain('confirmed');
    expect([...later].filter((s) => s !== 'confirmed' && s !== 'requested')).toEqual([]);
    expect(bath.every((r) => r.firstName && r.lastName && r.covers === r.adults + r.children)).toBe(true);
  });

  it('shows in the diary marked as demo', async () => {
    const diaryRow = (await t.services.booking.bookingsOn(BATH, date))[0]!;
    expect(diaryBooking(diaryRow, null, clock()).demo).toBe(true);
  });

  it('clears every demo booking and only those', async () => {
    const staffDate = addDays(date, 1);
    const phone = await t.services.booking.staff.create(
      { staffId: 'staff-test-host', name: 'Host' },
      BATH,
      staffBookingSchema.parse({
        source: 'phone',
        date: staffDate,
        time: '16:00',
        adults: 2,
        occasionId: 'dinner',
        firstName: 'Grace',
        lastName: 'Hopper',
        phone: '01632 960001',
        override: true,
        overrideReason: 'Regular',
        tableIds: [],
      }),
    );
    const demo = (await all(t)).filter((r) => r.demo).length;
    expect(await t.services.booking.demo.clear()).toBe(demo);
    const left = await all(t);
    expect(left.map((r) => r.id)).toEqual([phone.id]);
    expect(left[0]!.demo).toBe(false);
    expect(await t.services.booking.demo.clear()).toBe(0);
  });

  it('is made on start by a demo install (DEMO_STAFF=true), and not again on the next start', async () => {
    const demo = await createTestApp({ DEMO_STAFF: 'true', NODE_ENV: 'production' }, { clock });
    try {
      const rows = await all(demo);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.demo)).toBe(true);
      expect(await demo.services.booking.demo.fill()).toBe(0);
    } finally {
      await demo.close();
    }
  });
});
