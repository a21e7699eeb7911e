// Issue 6 "seeded for every restaurant": realistic, varied, deterministic, idempotent.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContentPack } from '../../content/load-pack.ts';
import { bookingSetupSchema } from '../../contract/booking-setup.ts';
import type { Restaurant } from '../../contract/content.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { bookingSetups } from '../db/schema.ts';
import { buildBookingSetup, CENTER_PARCS_SLUGS, seedBookingSetups } from './booking-seed.ts';
import { filterByLinkGroup } from '../../contract/link-groups.ts';

let restaurants: Restaurant[];
let database: Database;
beforeAll(async () => {
  restaurants = (await loadContentPack()).restaurants;
  database = await openDatabase({ pgliteDir: 'memory://' });
});
afterAll(() => database.close());

const bySlug = (slug: string) => buildBookingSetup(restaurants.find((r) => r.slug === slug)!);

describe('buildBookingSetup', () => {
  it('gives every restaurant 20–35 tables in its areas, turn times by size and the chain rules', () => {
    for (const r of restaurants) {
      const s = buildBookingSetup(r);
      expect(s.tables.length, r.slug).toBeGreaterThanOrEqual(20);
      expect(s.tables.length, r.slug).toBeLessThanOrEqual(35);
      expect(s.config).toMatchObject({
        slotIntervalMinutes: 15,
        leadTimeMinutes: 60,
        windowDays: 90,
        maxOnlineCovers: 20,
        cardGuaranteeFromCovers: 8,
      });
      expect(s.areas.map((a) => a.id)).toEqual(
        r.amenities.includes('outdoor-seating') ? ['restaurant', 'bar', 'terrace'] : ['restaurant', 'bar'],
      );
      // The long table seats the largest online party (SPEC §9: 20).
      expect(Math.max(...s.tableGroups.map((g) => g.maxSeats))).toBeGreaterThanOrEqual(20);
    }
  });

  it('is deterministic: the same content gives the same document', () => {
    for (const r of restaurants.slice(0, 5)) expect(buildBookingSetup(r)).toEqual(buildBookingSetup(r));
    expect(bySlug('bath').tables).not.toEqual(bySlug('york').tables);
  });

  it('seeds the occasions of issue 6 with their link groups', () => {
    const s = bySlug('bath');
    const occasion = (id: string) => s.occasions.find((o) => o.id === id)!;
    expect(s.occasions.map((o) => o.id)).toEqual(['dinner', 'lunch', 'bottomless-brunch', 'birthday', 'drinks', 'christmas-party']);
    expect(occasion('lunch').days).toEqual([1, 2, 3, 4, 5]);
    expect(occasion('bottomless-brunch')).toMatchObject({ days: [6, 7], timeWindows: [{ from: 660, to: 900 }] });
    expect(filterByLinkGroup(s.menus, occasion('bottomless-brunch').menuLinkGroup).map((m) => m.id)).toEqual(['brunch']);
    expect(filterByLinkGroup(s.areas, occasion('drinks').areaLinkGroup).map((a) => a.id)).toEqual(['bar']);
    expect(occasion('christmas-party')).toMatchObject({ dateRange: { from: '2026-11-20', to: '2026-12-24' }, enquiryAboveCovers: 12 });
  });

  it('varies the booking status: Center Parcs sites, Torquay off, Livingston with its own message', () => {
    for (const slug of CENTER_PARCS_SLUGS) expect(bySlug(slug).config.centerParcsOnly).toBe(true);
    expect(bySlug('torquay').config.restaurantEnabled).toBe(false);
    expect(bySlug('livingston').config).toMatchObject({ enabled: false, customDisabledMessage: expect.stringContaining('01506') });
    const bookable = restaurants.filter((r) => {
      const c = buildBookingSetup(r).config;
      return c.enabled && c.restaurantEnabled && !c.centerParcsOnly;
    });
    expect(bookable).toHaveLength(restaurants.length - 6);
  });
});

describe('seedBookingSetups', () => {
  it('writes every setup once, then nothing, and leaves an operator’s edits alone', async () => {
    const { db } = database;
    expect(await seedBookingSetups(db, restaurants)).toEqual({ written: restaurants.length });
    expect(await seedBookingSetups(db, restaurants)).toEqual({ written: 0 });

    const bath = restaurants.find((r) => r.slug === 'bath')!;
    const seeded = buildBookingSetup(bath);
    const edited = { ...seeded, origin: 'operator' as const, config: { ...seeded.config, pacingCoversPerInterval: 99 } };
    await db.update(bookingSetups).set({ doc: edited }).where(eq(bookingSetups.storeId, bath.storeId));
    const york = restaurants.find((r) => r.slug === 'york')!;
    const yorkSeeded = buildBookingSetup(york);
    const yorkStale = { ...yorkSeeded, config: { ...yorkSeeded.config, leadTimeMinutes: 5 } };
    await db.update(bookingSetups).set({ doc: yorkStale }).where(eq(bookingSetups.storeId, york.storeId));

    expect(await seedBookingSetups(db, restaurants)).toEqual({ written: 1 }); // York's seeded doc is restored
    const [row] = await db.select().from(bookingSetups).where(eq(bookingSetups.storeId, bath.storeId));
    expect(bookingSetupSchema.parse(row!.doc).config.pacingCoversPerInterval).toBe(99);
    const [yorkRow] = await db.select().from(bookingSetups).where(eq(bookingSetups.storeId, york.storeId));
    expect(bookingSetupSchema.parse(yorkRow!.doc)).toEqual(yorkSeeded);
  });
});
