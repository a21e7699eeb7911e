// Reads content documents from the database. Documents were validated on
// import; they are parsed again on read so a hand-edited row cannot reach a page.
// A restaurant's opening hours and special dates come from its booking setup,
// their one source (decision 025): the restaurant page, the opening status, the
// finder and the engine all read the same records.
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { WEEKDAYS, choicesSchema, menuSchema, offerSchema, pageSchema, restaurantSchema, settingsSchema } from '../../contract/content.ts';
import type { Choices, Menu, Offer, Page, Restaurant, Settings, WeeklyHours } from '../../contract/content.ts';
import type { Db } from '../db/client.ts';
import { bookingSetups, contentForms, contentRedirects, menus, offers, pages, restaurants, siteSettings } from '../db/schema.ts';
import { readPublishedVersion } from './published-version.ts';
import { onlineBooking, type BookingSwitches } from '../../contract/online-booking.ts';
import { formDocSchema, type FormDoc } from '../../contract/forms.ts';

export const SITE_ROW = 'site';

/** A restaurant without a booking setup shows as closed rather than inventing hours. */
const CLOSED_ALL_WEEK = Object.fromEntries(
  WEEKDAYS.flatMap((d) => [`${d}Open`, `${d}Close`, `${d}ClickCollectClose`].map((k) => [k, 'closed'])),
) as WeeklyHours;

const restaurantColumns = {
  doc: restaurants.doc,
  hours: sql<unknown>`${bookingSetups.doc}->'hours'`,
  specialHours: sql<unknown>`${bookingSetups.doc}->'specialHours'`,
  config: sql<BookingSwitches | null>`${bookingSetups.doc}->'config'`,
};

function withHours(row: { doc: unknown; hours: unknown; specialHours: unknown; config: BookingSwitches | null }): Restaurant {
  return restaurantSchema.parse({
    ...(row.doc as object),
    hours: row.hours ?? CLOSED_ALL_WEEK,
    specialHours: row.specialHours ?? [],
    ...(row.config ? { booking: onlineBooking(row.config) } : {}),
  });
}

export function createContentRepository(db: Db) {
  const restaurantRows = (where?: SQL) =>
    db
      .select(restaurantColumns)
      .from(restaurants)
      .leftJoin(bookingSetups, eq(bookingSetups.storeId, restaurants.storeId))
      .where(where)
      .orderBy(asc(restaurants.title));
  return {
    /** Moves on with every seed and every booking-setup change (the restaurants carry the setups' hours). */
    version: (): Promise<string> => readPublishedVersion(db),
    async settings(): Promise<Settings | null> {
      const [row] = await db.select({ doc: siteSettings.settings }).from(siteSettings).where(eq(siteSettings.id, SITE_ROW));
      return row ? settingsSchema.parse(row.doc) : null;
    },
    async form(id: string): Promise<FormDoc | null> {
      const [row] = await db.select({ doc: contentForms.doc }).from(contentForms).where(eq(contentForms.id, id));
      return row ? formDocSchema.parse(row.doc) : null;
    },
    async choices(): Promise<Choices | null> {
      const [row] = await db.select({ doc: siteSettings.choices }).from(siteSettings).where(eq(siteSettings.id, SITE_ROW));
      return row ? choicesSchema.parse(row.doc) : null;
    },
    async restaurants(): Promise<Restaurant[]> {
      return (await restaurantRows()).map(withHours);
    },
    async restaurantBySlug(slug: string): Promise<Restaurant | null> {
      const [row] = await restaurantRows(eq(restaurants.slug, slug));
      return row ? withHours(row) : null;
    },
    async restaurantByStoreId(storeId: string): Promise<Restaurant | null> {
      const [row] = await restaurantRows(eq(restaurants.storeId, storeId));
      return row ? withHours(row) : null;
    },
    async menu(id: string): Promise<Menu | null> {
      const [row] = await db.select({ doc: menus.doc }).from(menus).where(eq(menus.id, id));
      return row ? menuSchema.parse(row.doc) : null;
    },
    async menus(): Promise<Menu[]> {
      const rows = await db.select({ doc: menus.doc }).from(menus).orderBy(asc(menus.id));
      return rows.map((r) => menuSchema.parse(r.doc));
    },
    async page(id: string): Promise<Page | null> {
      const [row] = await db.select({ doc: pages.doc }).from(pages).where(eq(pages.id, id));
      return row ? pageSchema.parse(row.doc) : null;
    },
    async pages(): Promise<Page[]> {
      const rows = await db.select({ doc: pages.doc }).from(pages).orderBy(asc(pages.id));
      return rows.map((r) => pageSchema.parse(r.doc));
    },
    /** The old addresses of moved pages (product.md D9), each to the page's address now: "/students/" → "/student-offers/". */
    async redirects(): Promise<Map<string, string>> {
      const rows = await db.select({ from: contentRedirects.fromPath, to: contentRedirects.toPath }).from(contentRedirects);
      return new Map(rows.map((r) => [r.from, r.to]));
    },
    async offers(): Promise<Offer[]> {
      const rows = await db.select({ doc: offers.doc }).from(offers).orderBy(asc(offers.id));
      return rows.map((r) => offerSchema.parse(r.doc));
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
