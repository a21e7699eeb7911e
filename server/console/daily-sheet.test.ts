// The daily sheet: written at each restaurant's own hour, with the next day's
// bookings, and exactly once however many runs race for it (PGlite, or
// PostgreSQL with TEST_DATABASE_URL, where the runs hold separate connections).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, instantOf } from '../../contract/london-time.ts';
import { bookingBody, plainDate } from '../../tests/support/booking-helpers.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { mailOutbox } from '../db/schema.ts';
import { readMailHtml, textOf } from '../mail/templates/read-mail-html.ts';
import { createDailySheets } from './daily-sheet.ts';

const BATH = '1002';
const MESA = { staffId: null, name: 'Mesa' } as const;
let t: TestApp;
let today: string;
let clock: Date;

beforeAll(async () => {
  const probe = await createTestApp();
  const bath = (await probe.services.content.restaurantByStoreId(BATH))!;
  await probe.close();
  today = plainDate(bath, 2, [1, 2, 3]); // tomorrow is a plain Tuesday–Thursday too
  clock = instantOf(today, 15 * 60 + 55);
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { clock: () => clock });
  for (const time of ['19:00', '12:30']) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/booking/create/${BATH}`,
      headers: await t.headers(),
      payload: bookingBody(addDays(today, 1), time, time === '12:30' ? { occasionId: 'lunch' } : {}),
    });
    expect(res.statusCode).toBe(200);
  }
});
afterAll(() => t.close());

const sheets = () => t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'restaurant-daily-sheet'));
const runner = () =>
  createDailySheets({
    db: t.services.database.db,
    booking: t.services.booking,
    content: t.services.content,
    publicUrl: 'https://mesa.example',
    now: () => clock,
  });

describe('the daily sheet', () => {
  it('waits for the restaurant’s hour (16:00 by default)', async () => {
    expect(await runner().runDue()).toBe(0);
    expect(await sheets()).toEqual([]);
  });

  it('is written once per restaurant, however many runs race for it', async () => {
    clock = instantOf(today, 16 * 60 + 5);
    const counts = await Promise.all([runner().runDue(), runner().runDue(), runner().runDue()]);
    const written = await sheets();
    const restaurants = (await t.services.booking.storeIds()).length;
    expect(counts.reduce((a, b) => a + b, 0)).toBe(restaurants);
    expect(written).toHaveLength(restaurants);
    expect(new Set(written.map((m) => m.to)).size).toBe(restaurants);
    expect(await runner().runDue()).toBe(0); // later runs that day change nothing

    const bath = (await t.services.content.restaurantByStoreId(BATH))!;
    const sheet = written.find((m) => m.to === bath.email)!;
    expect(sheet.subject).toBe(`Tomorrow at ${bath.title}: 2 bookings, 4 covers.`);
    const lines = sheet.text.split('\n');
    expect(lines.findIndex((l) => l.startsWith('12:30'))).toBeLessThan(lines.findIndex((l) => l.startsWith('19:00')));
    expect(sheet.text).toContain(`https://mesa.example/console/diary/${BATH}/?date=${addDays(today, 1)}`);
    const html = readMailHtml(sheet.html!); // product.md D7: one heading per booking, in time order
    expect(html.all('h2').map((h) => textOf(h).slice(0, 5))).toEqual(['12:30', '19:00']);
    expect(html.links).toEqual([{ href: `https://mesa.example/console/diary/${BATH}/?date=${addDays(today, 1)}`, text: 'Open the diary' }]);
  });

  it('is not sent for a restaurant that switched it off', async () => {
    clock = instantOf(addDays(today, 1), 17 * 60);
    await t.services.booking.saveRestaurantSettings(MESA, {
      storeId: BATH,
      noticeEveryBooking: false,
      dailySheetAt: null,
      weeklySummary: true,
      pinWithinMinutes: 60,
      eventVatPercent: 20,
      yieldRule: true,
    });
    const before = (await sheets()).length;
    const sent = await runner().runDue();
    const bath = (await t.services.content.restaurantByStoreId(BATH))!;
    expect((await sheets()).length).toBe(before + sent);
    expect((await sheets()).filter((m) => m.to === bath.email)).toHaveLength(1);
  });
});
