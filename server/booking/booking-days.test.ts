// Decision 026 "honest availability": GET /api/booking/days/:storeId answers each
// day of a month for the party — bookable (with its first time), or closed
// with the closure's reason, fully booked, no occasion, outside the window.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayAvailabilityReplySchema } from '../../contract/booking.ts';
import { addDays, londonDateOf, weekdayOf } from '../../contract/london-time.ts';
import { editSetup, plainDate } from '../../tests/support/booking-helpers.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

const LEEDS = '1023';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const days = async (storeId: string, query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/booking/days/${storeId}?${query}`, headers: await t.headers() });
  return { status: res.statusCode, body: res.json<unknown>() };
};

describe('GET /api/booking/days/:storeId', () => {
  it('says for every day whether the party can book, and why not', async () => {
    const today = londonDateOf(new Date());
    const restaurant = (await t.services.content.restaurantByStoreId(LEEDS))!;
    const closed = plainDate(restaurant, 5);
    const full = addDays(closed, 1);
    const edited = await editSetup(t.services.database.db, LEEDS, (s) => ({
      // One table for two: a booking at every start fills the day.
      areas: [{ id: 'restaurant', name: 'Restaurant' }],
      tables: [{ id: 'r1', areaId: 'restaurant', minSeats: 1, maxSeats: 2 }],
      tableGroups: [],
      occasions: s.occasions.map((o) => ({ ...o, areaLinkGroup: { type: 'exclusive' as const, links: [] } })),
      specialHours: [
        ...s.specialHours,
        {
          label: 'Staff training',
          startDate: closed,
          endDate: closed,
          openTime: 'closed',
          closeTime: 'closed',
          clickCollectClose: 'closed',
        },
      ],
      config: { ...s.config, turnTimes: [{ maxCovers: 20, minutes: 600 }], windowDays: 30 },
    }));
    t.services.booking.forgetSetups();
    // Dinner with a ten-hour turn: one booking at the first time holds the one table all evening.
    const { status, body } = await days(LEEDS, `adults=2&occasionId=dinner&from=${addDays(today, -1)}&days=42`);
    expect(status).toBe(200);
    const reply = dayAvailabilityReplySchema.parse(body);
    if (!reply.success) throw new Error('refused');
    const byDate = new Map(reply.data.days.map((d) => [d.date, d]));
    expect(reply.data.days).toHaveLength(42);
    expect(byDate.get(addDays(today, -1))).toMatchObject({ state: 'past', firstTime: null });
    expect(byDate.get(closed)).toMatchObject({ date: closed, state: 'closed', reason: 'Closed: Staff training', firstTime: null });
    // The periods that run on that weekday (the pack has one lunch and one dinner a day, within its hours).
    expect(byDate.get(full)!.periods).toEqual(
      edited.servicePeriods
        .filter((p) => p.days.includes(weekdayOf(full)))
        .map(({ name, firstStart, lastStart }) => ({ name, firstStart, lastStart })),
    );
    expect(byDate.get(full)!.periods.map((p) => p.name)).toEqual(['Lunch', 'Dinner']);
    expect(byDate.get(full)).toMatchObject({ state: 'bookable', firstTime: expect.stringMatching(/^\d\d:\d\d$/) });
    expect(byDate.get(addDays(today, 31))).toMatchObject({ state: 'beyond-window', reason: 'Bookings can be made up to 30 days ahead' });

    // Book the day full, then it says so.
    const first = byDate.get(full)!.firstTime!;
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/booking/create/${LEEDS}`,
      headers: await t.headers(),
      payload: {
        occasionId: 'dinner',
        adults: 2,
        children: 0,
        bookingDate: full,
        time: first,
        customer: {
          firstName: 'Ana',
          lastName: 'Early',
          email: 'early@example.com',
          phoneNumber: '07700 900123',
          shouldReceivePromotions: false,
          shouldReceiveSms: false,
        },
      },
    });
    expect(booked.statusCode).toBe(200);
    const after = dayAvailabilityReplySchema.parse((await days(LEEDS, `adults=2&occasionId=dinner&from=${full}&days=1`)).body);
    expect(after.success && after.data.days[0]).toMatchObject({
      date: full,
      state: 'full',
      reason: 'Fully booked for 2 guests',
      firstTime: null,
    });
  });

  it('calls a party outside the occasion’s bounds no occasion, not fully booked', async () => {
    const from = addDays(londonDateOf(new Date()), 3);
    const reply = dayAvailabilityReplySchema.parse((await days('1002', `adults=1&occasionId=birthday&from=${from}&days=3`)).body);
    if (!reply.success) throw new Error('refused');
    for (const day of reply.data.days) expect(day).toMatchObject({ state: 'no-occasion', reason: 'No bookings for 1 guest on this day' });
  });

  it('refuses bad input with a 400 naming the field, and an unknown restaurant with a 404', async () => {
    expect((await days(LEEDS, 'adults=2&from=2026-02-30&days=7')).status).toBe(400);
    expect((await days(LEEDS, 'adults=2&from=2026-12-01&days=43')).status).toBe(400);
    expect((await days('999999', `adults=2&from=${londonDateOf(new Date())}&days=7`)).status).toBe(404);
  });

  it('answers a restaurant not booked online with its product.md §8 code', async () => {
    const res = await days('1034', `adults=2&from=${londonDateOf(new Date())}&days=7`);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, code: 20 });
  });
});
