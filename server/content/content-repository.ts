// Reads content documents from the database. Documents were validated on
// import; they are parsed again on read so a hand-edited row cannot reach a page.
import { asc, eq } from 'drizzle-orm';
import { choicesSchema, menuSchema, offerSchema, pageSchema, restaurantSchema, settingsSchema } from '../../contract/content.ts';
import type { Choices, Menu, Offer, Page, Restaurant, Settings } from '../../contract/content.ts';
import type { Db } from '../db/client.ts';
import { contentState, menus, offers, pages, restaurants, siteSettings } from '../db/schema.ts';

export const SITE_ROW = 'site';

export function createContentRepository(db: Db) {
  return {
    async version(): Promise<number> {
      const [row] = await db.select({ version: contentState.version }).from(contentState).where(eq(contentState.id, 1));
      return row?.version ?? 0;
    },
    async settings(): Promise<Settings | null> {
      const [row] = await db.select({ doc: siteSettings.settings }).from(siteSettings).where(eq(siteSettings.id, SITE_ROW));
      return row ? settingsSchema.parse(row.doc) : null;
    },
    async choices(): Promise<Choices | null> {
      const [row] = await db.select({ doc: siteSettings.choices }).from(siteSettings).where(eq(siteSettings.id, SITE_ROW));
      return row ? choicesSchema.parse(row.doc) : null;
    },
    async restaurants(): Promise<Restaurant[]> {
      const rows = await db.select({ doc: restaurants.doc }).from(restaurants).orderBy(asc(restaurants.title));
      return rows.map((r) => restaurantSchema.parse(r.doc));
    },
    async restaurantBySlug(slug: string): Promise<Restaurant | null> {
      const [row] = await db.select({ doc: restaurants.doc }).from(restaurants).where(eq(restaurants.slug, slug));
      return row ? restaurantSchema.parse(row.doc) : null;
    },
    async restaurantByStoreId(storeId: string): Promise<Restaurant | null> {
      const [row] = await db.select({ doc: restaurants.doc }).from(restaurants).where(eq(restaurants.storeId, storeId));
      return row ? restaurantSchema.parse(row.doc) : null;
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
    async offers(): Promise<Offer[]> {
      const rows = await db.select({ doc: offers.doc }).from(offers).orderBy(asc(offers.id));
      return rows.map((r) => offerSchema.parse(r.doc));
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
