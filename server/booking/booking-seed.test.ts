// Decision 025: the demo chain's setups are data (content/booking-setups/*.json),
// realistic and varied; the seed stores them idempotently and never overwrites
// a setup edited in the console.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContentPack, type ContentPack } from '../../content/load-pack.ts';
import { bookingSetupSchema, type BookingSetup } from '../../contract/booking-setup.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { bookingSetups } from '../db/schema.ts';
import { seedBookingSetups } from './booking-seed.ts';
import { filterByLinkGroup } from '../../contract/link-groups.ts';

const CENTER_PARCS = ['millbrook-woburn', 'nottinghamshire-sherwood', 'thetford-elveden', 'warminster-longleat'];

let pack: ContentPack;
let database: Database;
beforeAll(async () => {
  pack = await loadContentPack();
  database = await openDatabase({ pgliteDir: 'memory://' });
});
afterAll(() => database.close());

const bySlug = (slug: string): BookingSetup => {
  const storeId = pack.restaurants.find((r) => r.slug === slug)!.storeId;
  return pack.bookingSetups.find((s) => s.storeId === storeId)!;
};

describe('the demo chain’s setup documents', () => {
  it('give every restaurant 20–35 tables in its areas, turn times by size and the chain rules', () => {
    expect(pack.bookingSetups).toHaveLength(pack.restaurants.length);
    for (const r of pack.restaurants) {
      const s = bySlug(r.slug);
      expect(s.tables.length, r.slug).toBeGreaterThanOrEqual(20);
      expect(s.tables.length, r.slug).toBeLessThanOrEqual(35);
      expect(s.config).toMatchObject({
        slotIntervalMinutes: 15,
        leadTimeMinutes: 60,
        windowDays: 90,
        maxOnlineCovers: 20,
        groupEnquiryFromCovers: 21,
        cardGuaranteeFromCovers: 8,
      });
      expect(s.areas.map((a) => a.id)).toEqual(
        r.amenities.includes('outdoor-seating') ? ['restaurant', 'bar', 'terrace'] : ['restaurant', 'bar'],
      );
      // The long table seats the largest online party (product.md §9: 20).
      expect(Math.max(...s.tableGroups.map((g) => g.maxSeats))).toBeGreaterThanOrEqual(20);
      // A dinner every day, and a lunch on days it opens by midday (one restaurant opens at 16:00 on some days),
      // each within that day's hours (content/service-periods.test.ts).
      for (let day = 1; day <= 7; day++) {
        expect([['Lunch', 'Dinner'], ['Dinner']]).toContainEqual(s.servicePeriods.filter((p) => p.days.includes(day)).map((p) => p.name));
      }
    }
    expect(bySlug('bath').tables).not.toEqual(bySlug('york').tables);
  });

  it('hold the occasions of product.md D5 with their link groups', () => {
    const s = bySlug('bath');
    const occasion = (id: string) => s.occasions.find((o) => o.id === id)!;
    expect(s.occasions.map((o) => o.id)).toEqual(['dinner', 'lunch', 'bottomless-brunch', 'birthday', 'drinks', 'christmas-party']);
    expect(occasion('lunch').days).toEqual([1, 2, 3, 4, 5]);
    expect(occasion('bottomless-brunch')).toMatchObject({ days: [6, 7], timeWindows: [{ from: 660, to: 900 }] });
    expect(filterByLinkGroup(s.menus, occasion('bottomless-brunch').menuLinkGroup).map((m) => m.id)).toEqual(['brunch']);
    expect(filterByLinkGroup(s.areas, occasion('drinks').areaLinkGroup).map((a) => a.id)).toEqual(['bar']);
    expect(occasion('christmas-party')).toMatchObject({ dateRange: { from: '2026-11-20', to: '2026-12-24' }, enquiryAboveCovers: 12 });
  });

  it('vary the booking status: Center Parcs sites with their link, Torquay off, Livingston with its own message', () => {
    for (const slug of CENTER_PARCS) {
      expect(bySlug(slug).config).toMatchObject({ centerParcsOnly: true, externalBookingUrl: expect.stringMatching(/^https:\/\//) });
    }
    expect(bySlug('torquay').config.restaurantEnabled).toBe(false);
    expect(bySlug('livingston').config).toMatchObject({ enabled: false, customDisabledMessage: expect.stringContaining('01506') });
    const bookable = pack.bookingSetups.filter((s) => s.config.enabled && s.config.restaurantEnabled && !s.config.centerParcsOnly);
    expect(bookable).toHaveLength(pack.restaurants.length - 6);
  });
});

describe('seedBookingSetups', () => {
  it('writes every setup once, then nothing, and leaves an operator’s edits alone', async () => {
    const { db } = database;
    const setups = pack.bookingSetups;
    expect(await seedBookingSetups(db, setups)).toEqual({ written: setups.length });
    expect(await seedBookingSetups(db, setups)).toEqual({ written: 0 });

    const bath = bySlug('bath');
    const edited = { ...bath, origin: 'operator' as const, config: { ...bath.config, pacingCoversPerInterval: 99 } };
    await db.update(bookingSetups).set({ doc: edited }).where(eq(bookingSetups.storeId, bath.storeId));
    const york = bySlug('york');
    const yorkStale = { ...york, config: { ...york.config, leadTimeMinutes: 5 } };
    await db.update(bookingSetups).set({ doc: yorkStale }).where(eq(bookingSetups.storeId, york.storeId));

    expect(await seedBookingSetups(db, setups)).toEqual({ written: 1 }); // York's pack document is restored
    const [row] = await db.select().from(bookingSetups).where(eq(bookingSetups.storeId, bath.storeId));
    expect(bookingSetupSchema.parse(row!.doc).config.pacingCoversPerInterval).toBe(99);
    const [yorkRow] = await db.select().from(bookingSetups).where(eq(bookingSetups.storeId, york.storeId));
    expect(bookingSetupSchema.parse(yorkRow!.doc)).toEqual(york);
  });
});
