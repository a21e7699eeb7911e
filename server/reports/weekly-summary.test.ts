// The weekly summary (product.md D12 "Reports") on a pinned clock: nothing before
// Monday 07:00 London, then once per restaurant and week to each of its
// managers however many runs race, with the week beside the week before, and
// never for a restaurant that turned it off (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOf } from '../../contract/london-time.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { mailOutbox } from '../db/schema.ts';
import { createWeeklySummaries } from './weekly-summary.ts';

const BATH = '1002';
let t: TestApp;
let clock = instantOf('2026-11-30', 6 * 60 + 50); // Monday, ten to seven

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => clock });
  await t.services.staff.createStaff({ email: 'bath.one@example.com', name: 'One', role: 'manager', restaurants: ['bath'] });
  await t.services.staff.createStaff({ email: 'bath.two@example.com', name: 'Two', role: 'manager', restaurants: ['bath'] });
  await t.services.staff.createStaff({ email: 'bath.host@example.com', name: 'Host', role: 'host', restaurants: ['bath'] });
}, 60_000);
afterAll(() => t.close());

const summaries = () => t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'restaurant-weekly-summary'));
const runner = () =>
  createWeeklySummaries({
    db: t.services.database.db,
    reports: t.services.reports,
    content: t.services.content,
    publicUrl: 'https://mesa.example',
    now: () => clock,
  });

describe('the weekly summary', () => {
  it('does not send the week just ended before Monday 07:00', async () => {
    await runner().runDue(); // (the week before last goes out now on a new install, as a catch-up)
    expect((await summaries()).filter((m) => m.text.includes('Monday, 23 November 2026'))).toEqual([]);
  });

  it('goes once per restaurant and week to each manager, however many runs race', async () => {
    clock = instantOf('2026-11-30', 7 * 60 + 5);
    const counts = await Promise.all([runner().runDue(), runner().runDue(), runner().runDue()]);
    const restaurants = (await t.services.content.restaurantSummaries()).length;
    expect(counts.reduce((a, b) => a + b, 0)).toBe(restaurants);
    const week = (await summaries()).filter((m) => m.text.includes('the week from Monday, 23 November 2026'));
    expect(week.map((m) => m.to).sort()).toEqual(['bath.one@example.com', 'bath.two@example.com']);
    expect(week[0]!.text).toContain('Covers: 0 (the week before 0; no change)');
    expect(week[0]!.text).toContain(`https://mesa.example/console/reports/${BATH}/?from=2026-11-23&to=2026-11-29`);
    expect(await runner().runDue()).toBe(0);
  });

  it('is not sent for a restaurant that turned it off', async () => {
    clock = instantOf('2026-12-07', 8 * 60);
    await t.services.booking.saveRestaurantSettings(
      { staffId: null, name: 'Mesa' },
      {
        storeId: BATH,
        noticeEveryBooking: false,
        dailySheetAt: '16:00',
        weeklySummary: false,
        pinWithinMinutes: 60,
        eventVatPercent: 20,
        yieldRule: true,
      },
    );
    const before = (await summaries()).length;
    await runner().runDue();
    expect((await summaries()).length).toBe(before);
  });
});
