// The published ("live") content documents, one table per kind, as the site
// reads them (content-repository.ts). The seed and the studio write them here,
// one document at a time, beside the columns queries filter on.
import { eq } from 'drizzle-orm';
import type { Menu, Offer, Page, RestaurantDoc, Settings } from '../../contract/content.ts';
import type { FormDoc } from '../../contract/forms.ts';
import { CONTENT_SCHEMAS, SETTINGS_DOC_ID, type ContentKind } from '../../contract/content-studio.ts';
import type { Runner } from '../db/runner.ts';
import { contentForms, menus, offers, pages, restaurants, siteSettings } from '../db/schema.ts';

export interface LiveDocument {
  docId: string;
  doc: unknown;
}

/** The id a document is known by in its kind (a restaurant's storeId; the settings' one row). */
export function docIdOf(kind: ContentKind, doc: unknown): string {
  const d = doc as Record<string, unknown>;
  if (kind === 'settings') return SETTINGS_DOC_ID;
  return String(kind === 'restaurant' ? d.storeId : d.id);
}

/** Every live document of a kind, in id order. */
export async function readLiveDocuments(runner: Runner, kind: ContentKind): Promise<LiveDocument[]> {
  switch (kind) {
    case 'menu':
      return (await runner.select({ docId: menus.id, doc: menus.doc }).from(menus)).sort(byId);
    case 'page':
      return (await runner.select({ docId: pages.id, doc: pages.doc }).from(pages)).sort(byId);
    case 'offer':
      return (await runner.select({ docId: offers.id, doc: offers.doc }).from(offers)).sort(byId);
    case 'restaurant':
      return (await runner.select({ docId: restaurants.storeId, doc: restaurants.doc }).from(restaurants)).sort(byId);
    case 'settings':
      return await runner.select({ docId: siteSettings.id, doc: siteSettings.settings }).from(siteSettings);
    case 'form':
      return (await runner.select({ docId: contentForms.id, doc: contentForms.doc }).from(contentForms)).sort(byId);
  }
}

const byId = (a: LiveDocument, b: LiveDocument) => (a.docId < b.docId ? -1 : a.docId > b.docId ? 1 : 0);

/** One live document, or null: read by its id alone (a publish, a save and a preview each read one). */
export async function readLiveDocument(runner: Runner, kind: ContentKind, docId: string): Promise<unknown> {
  const rows = await (() => {
    switch (kind) {
      case 'menu':
        return runner.select({ doc: menus.doc }).from(menus).where(eq(menus.id, docId));
      case 'page':
        return runner.select({ doc: pages.doc }).from(pages).where(eq(pages.id, docId));
      case 'offer':
        return runner.select({ doc: offers.doc }).from(offers).where(eq(offers.id, docId));
      case 'restaurant':
        return runner.select({ doc: restaurants.doc }).from(restaurants).where(eq(restaurants.storeId, docId));
      case 'settings':
        return runner.select({ doc: siteSettings.settings }).from(siteSettings).where(eq(siteSettings.id, docId));
      case 'form':
        return runner.select({ doc: contentForms.doc }).from(contentForms).where(eq(contentForms.id, docId));
    }
  })();
  return rows[0]?.doc ?? null;
}

/** Writes one live document (inserted, or replacing the one with its id), checked by its kind's schema first. */
export async function writeLiveDocument(runner: Runner, kind: ContentKind, raw: unknown, now: Date): Promise<void> {
  const doc = CONTENT_SCHEMAS[kind].parse(raw);
  switch (kind) {
    case 'menu': {
      const m = doc as Menu;
      const row = { name: m.name, doc: m, updatedAt: now };
      await runner
        .insert(menus)
        .values({ id: m.id, ...row })
        .onConflictDoUpdate({ target: menus.id, set: row });
      return;
    }
    case 'page': {
      const p = doc as Page;
      const row = { title: p.title, doc: p, updatedAt: now };
      await runner
        .insert(pages)
        .values({ id: p.id, ...row })
        .onConflictDoUpdate({ target: pages.id, set: row });
      return;
    }
    case 'offer': {
      const o = doc as Offer;
      const row = { slug: o.slug, doc: o, updatedAt: now };
      await runner
        .insert(offers)
        .values({ id: o.id, ...row })
        .onConflictDoUpdate({ target: offers.id, set: row });
      return;
    }
    case 'restaurant': {
      const r = doc as RestaurantDoc;
      const row = { slug: r.slug, city: r.city, title: r.title, lat: r.lat, lng: r.lng, doc: r, updatedAt: now };
      await runner
        .insert(restaurants)
        .values({ storeId: r.storeId, ...row })
        .onConflictDoUpdate({ target: restaurants.storeId, set: row });
      return;
    }
    case 'settings': {
      const s = doc as Settings;
      // The row exists from the first seed (it carries the choices too).
      await runner.update(siteSettings).set({ settings: s, updatedAt: now }).where(eq(siteSettings.id, SETTINGS_DOC_ID));
      return;
    }
    case 'form': {
      const f = doc as FormDoc;
      const row = { doc: f, updatedAt: now };
      await runner
        .insert(contentForms)
        .values({ id: f.id, ...row })
        .onConflictDoUpdate({ target: contentForms.id, set: row });
      return;
    }
  }
}

export async function deleteLiveDocument(runner: Runner, kind: ContentKind, docId: string): Promise<void> {
  switch (kind) {
    case 'menu':
      return void (await runner.delete(menus).where(eq(menus.id, docId)));
    case 'page':
      return void (await runner.delete(pages).where(eq(pages.id, docId)));
    case 'offer':
      return void (await runner.delete(offers).where(eq(offers.id, docId)));
    case 'restaurant':
      return void (await runner.delete(restaurants).where(eq(restaurants.storeId, docId)));
    case 'form':
      return void (await runner.delete(contentForms).where(eq(contentForms.id, docId)));
    case 'settings':
      return; // the one settings document is never removed
  }
}
