// The engine at fixed instants (product.md H9), through the service over the
// seeded database: lead time, opening hours and special dates from the
// restaurant's content, and both daylight-saving change days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotsQuerySchema } from '../../contract/booking.ts';
import { BOOKING_CODES } from '../../contract/booking-codes.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

let t: TestApp;
/** The instant the booking service takes for "now" (the composition root's clock). */
let instant = new Date();
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => instant });
});
afterAll(() => t.close());

const BATH = '1002';
async function slotsAt(at: string, date: string, occasionId = 'dinner', adults = '2') {
  instant = new Date(at);
  const result = await t.services.booking.slots(BATH, slotsQuerySchema.parse({ occasionId, adults, dates: date }));
  return result.dates[0]!;
}
const times = (day: { times: { time: string }[] }) => day.times.map((x) => x.time);

describe('slots from the seeded setup and the restaurant content', () => {
  it('offers no time inside the lead time (60 minutes) on the day', async () => {
    const day = await slotsAt('2026-12-01T17:20:00Z', '2026-12-01'); // 17:20 GMT
    expect(times(day)[0]).toBe('18:30');
    expect(times(day).at(-1)).toBe('21:00'); // closes 22:00, last seating an hour before
  });

  it('is right on the spring-forward day: 16:10 BST now → first dinner slot 17:15', async () => {
    const day = await slotsAt('2027-03-28T15:10:00Z', '2027-03-28');
    expect(times(day)[0]).toBe('17:15');
    // Easter weekend opens until 23:00 (special hours): the Sunday dinner period, which ran to the weekly last
    // seating (21:00), follows the later close to its own last seating, an hour before it (product.md D8).
    expect(times(day).at(-1)).toBe('22:00');
  });

  it('is right on the autumn change day: 16:10 GMT now → first dinner slot 17:15', async () => {
    const day = await slotsAt('2027-10-31T16:10:00Z', '2027-10-31');
    expect(times(day)[0]).toBe('17:15');
  });

  it('follows special dates: closed on Christmas Day, an early close on Christmas Eve, a late one on New Year’s Eve', async () => {
    const now = '2026-12-10T10:00:00Z';
    const christmas = await slotsAt(now, '2026-12-25');
    expect(christmas.times).toEqual([]);
    expect(christmas.code).toBe(BOOKING_CODES.BOOKING_NO_FREE_SLOT);
    expect(times(await slotsAt(now, '2026-12-24'))).toEqual(['17:00']);
    // New Year’s Eve opens until midnight: Thursday's dinner period (last start 21:00) follows it to 23:00 (product.md D8).
    expect(times(await slotsAt(now, '2026-12-31')).at(-1)).toBe('23:00');
  });

  it('keeps occasions to their days and windows: weekday lunch, weekend brunch', async () => {
    const now = '2026-12-01T08:00:00Z';
    expect(times(await slotsAt(now, '2026-12-02', 'lunch'))[0]).toBe('12:00'); // Wednesday, opens 12:00
    expect(times(await slotsAt(now, '2026-12-02', 'lunch')).at(-1)).toBe('15:45');
    const saturdayLunch = await slotsAt(now, '2026-12-05', 'lunch');
    expect(saturdayLunch).toMatchObject({ times: [], code: BOOKING_CODES.BOOKING_NO_AVAILABLE_OCCASION });
    expect(times(await slotsAt(now, '2026-12-05', 'bottomless-brunch'))).toEqual([
      '11:00',
      '11:15',
      '11:30',
      '11:45',
      '12:00',
      '12:15',
      '12:30',
      '12:45',
      '13:00',
      '13:15',
      '13:30',
      '13:45',
      '14:00',
      '14:15',
      '14:30',
      '14:45',
    ]);
  });

  it('turns Christmas parties above 12 into enquiries', async () => {
    const day = await slotsAt('2026-12-01T08:00:00Z', '2026-12-10', 'christmas-party', '14');
    expect(day.times.length).toBeGreaterThan(0);
    expect(day.times.every((x) => x.canEnquire)).toBe(true);
    const eight = await slotsAt('2026-12-01T08:00:00Z', '2026-12-10', 'christmas-party', '8');
    expect(eight.times.some((x) => !x.canEnquire)).toBe(true);
  });
});
