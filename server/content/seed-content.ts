// Loads a content pack into the database. Idempotent: an unchanged pack (same
// hash) writes nothing; a changed one replaces the content in one transaction
// and bumps the version so every instance's cache drops stale entries.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contentState, menus, offers, pages, restaurants, siteSettings } from '../db/schema.ts';
import type { ContentPack } from '../../content/load-pack.ts';
import { SITE_ROW } from './content-repository.ts';

const SEED_LOCK = 72_736_002;

export interface SeedResult {
  changed: boolean;
  version: number;
  counts: { restaurants: number; menus: number; pages: number; offers: number };
}

export function hashPack(pack: ContentPack): string {
  return createHash('sha256').update(JSON.stringify(pack)).digest('hex');
}

export async function seedContent(db: Db, pack: ContentPack): Promise<SeedResult> {
  const hash = hashPack(pack);
  const counts = { restaurants: pack.restaurants.length, menus: pack.menus.length, pages: pack.pages.length, offers: pack.offers.length };
  return db.transaction(async (tx) => {
    // Instances starting together must not seed over each other.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [state] = await tx.select().from(contentState).where(eq(contentState.id, 1)).for('update');
    if (state?.packHash === hash) return { changed: false, version: state.version, counts };
    const now = new Date();

    await tx
      .insert(siteSettings)
      .values({ id: SITE_ROW, settings: pack.settings, choices: pack.choices })
      .onConflictDoUpdate({ target: siteSettings.id, set: { settings: pack.settings, choices: pack.choices, updatedAt: now } });

    // The pack is small: replacing every row inside the transaction is simplest
    // and leaves no stale slug behind to collide with a renamed one.
    await tx.delete(restaurants);
    await tx.delete(menus);
    await tx.delete(pages);
    await tx.delete(offers);
    const rs = pack.restaurants.map((r) => ({
      storeId: r.storeId,
      slug: r.slug,
      city: r.city,
      title: r.title,
      lat: r.lat,
      lng: r.lng,
      doc: r,
    }));
    if (rs.length) await tx.insert(restaurants).values(rs);
    if (pack.menus.length) await tx.insert(menus).values(pack.menus.map((m) => ({ id: m.id, name: m.name, doc: m })));
    if (pack.pages.length) await tx.insert(pages).values(pack.pages.map((p) => ({ id: p.id, title: p.title, doc: p })));
    if (pack.offers.length) await tx.insert(offers).values(pack.offers.map((o) => ({ id: o.id, slug: o.slug, doc: o })));

    const version = (state?.version ?? 0) + 1;
    await tx
      .insert(contentState)
      .values({ id: 1, packHash: hash, version })
      .onConflictDoUpdate({ target: contentState.id, set: { packHash: hash, version, updatedAt: now } });
    return { changed: true, version, counts };
  });
}
