// Loads the demo chain's content pack (JSON files beside this module) and
// validates every document with the contract schemas, so the seed never stores
// a document the content API would later reject. checkPackIntegrity holds the
// cross-document rules a per-file schema cannot see.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import { bookingSetupSchema, type BookingSetup } from '../contract/booking-setup.ts';
import { choicesSchema, menuSchema, offerSchema, pageSchema, restaurantDocSchema, settingsSchema } from '../contract/content.ts';
import type { Choices, Menu, Offer, Page, Restaurant, RestaurantDoc, Settings } from '../contract/content.ts';
import { priceBandProblems } from '../contract/price-bands.ts';
import { formDocSchema, type FormDoc } from '../contract/forms.ts';

export interface ContentPack {
  settings: Settings;
  choices: Choices;
  restaurants: RestaurantDoc[];
  menus: Menu[];
  pages: Page[];
  offers: Offer[];
  /** The site's forms' choices, in forms/<id>.json: the contact form's types and reasons (decision 064). */
  forms: FormDoc[];
  /** One per restaurant, in booking-setups/<restaurant slug>.json: tables, hours, periods, occasions (decision 025). */
  bookingSetups: BookingSetup[];
}

async function readDoc<S extends z.ZodType>(file: string, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${file}: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid document'}`);
  }
  return result.data;
}

/** Reads every *.json in a folder; each file must be named after its document's key. */
async function readFolder<S extends z.ZodType>(
  dir: string,
  schema: S,
  key: (doc: z.output<S>) => string | undefined,
): Promise<z.output<S>[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  const docs = await Promise.all(names.map((n) => readDoc(join(dir, n), schema)));
  docs.forEach((doc, i) => {
    const name = key(doc);
    if (name === undefined) throw new Error(`${join(dir, names[i] ?? '')}: names no restaurant of the pack`);
    const expected = `${name.replaceAll('/', '--')}.json`;
    if (names[i] !== expected) throw new Error(`${join(dir, names[i] ?? '')}: file should be named ${expected}`);
  });
  return docs;
}

function byKey<T>(key: (t: T) => string) {
  return (a: T, b: T) => key(a).localeCompare(key(b), 'en', { numeric: true });
}

export async function loadContentPack(dir = import.meta.dirname): Promise<ContentPack> {
  const [settings, choices, restaurants, menus, pages, offers, forms] = await Promise.all([
    readDoc(join(dir, 'settings.json'), settingsSchema),
    readDoc(join(dir, 'choices.json'), choicesSchema),
    readFolder(join(dir, 'restaurants'), restaurantDocSchema, (r) => r.slug),
    readFolder(join(dir, 'menus'), menuSchema, (m) => m.id),
    readFolder(join(dir, 'pages'), pageSchema, (p) => p.id),
    readFolder(join(dir, 'offers'), offerSchema, (o) => o.slug),
    readFolder(join(dir, 'forms'), formDocSchema, (f) => f.id),
  ]);
  const slugOf = new Map(restaurants.map((r) => [r.storeId, r.slug]));
  const bookingSetups = await readFolder(join(dir, 'booking-setups'), bookingSetupSchema, (s) => slugOf.get(s.storeId));
  return {
    settings,
    choices,
    restaurants: restaurants.sort(byKey((r) => r.slug)),
    menus: menus.sort(byKey((m) => m.id)),
    pages: pages.sort(byKey((p) => p.id)),
    offers: offers.sort(byKey((o) => o.id)),
    forms: forms.sort(byKey((f) => f.id)),
    bookingSetups: bookingSetups.sort(byKey((s) => s.storeId)),
  };
}

/** The pack's restaurants as the site reads them: each with the hours and special dates of its booking setup. */
export function packRestaurants(pack: Pick<ContentPack, 'restaurants' | 'bookingSetups'>): Restaurant[] {
  const setups = new Map(pack.bookingSetups.map((s) => [s.storeId, s]));
  return pack.restaurants.flatMap((r) => {
    const setup = setups.get(r.storeId);
    return setup ? [{ ...r, hours: setup.hours, specialHours: setup.specialHours }] : [];
  });
}

function duplicates(label: string, values: string[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const v of values) (seen.has(v) ? dup : seen).add(v);
  return [...dup].map((v) => `duplicate ${label}: ${v}`);
}

/** Every string in a document that looks like a site image path ("/images/…"). */
function imagePaths(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith('/images/')) out.add(value);
  } else if (Array.isArray(value)) value.forEach((v) => imagePaths(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => imagePaths(v, out));
  return out;
}

/** Site-relative links held in tiles (links and content HTML), navigation and offers. */
function siteLinks(pack: ContentPack): { where: string; url: string }[] {
  const links: { where: string; url: string }[] = [];
  const fromTiles = (where: string, tiles: Page['tiles']) => {
    for (const tile of tiles) {
      for (const l of tile.links) links.push({ where: `${where} ${tile.tileId}`, url: l.url });
      for (const m of (tile.content ?? '').matchAll(/href="([^"]*)"/g)) links.push({ where: `${where} ${tile.tileId}`, url: m[1] ?? '' });
    }
  };
  pack.pages.forEach((p) => fromTiles(`page ${p.id}`, p.tiles));
  pack.restaurants.forEach((r) => fromTiles(`restaurant ${r.slug}`, r.heroTiles));
  [...pack.settings.navigation, ...pack.settings.footer_links].forEach((l) => links.push({ where: 'settings', url: l.url }));
  if (pack.settings.banner?.link) links.push({ where: 'settings banner', url: pack.settings.banner.link.url });
  if (pack.settings.popup) links.push({ where: 'settings popup', url: pack.settings.popup.link.url });
  for (const o of pack.offers) {
    links.push({ where: `offer ${o.slug}`, url: o.successButtonUrl });
    if (o.overrideSuccessUrl) links.push({ where: `offer ${o.slug}`, url: o.overrideSuccessUrl });
  }
  return links.filter((l) => l.url.startsWith('/'));
}

/** True when a site path names a route of product.md §2 whose target exists in the pack. */
function routeExists(pack: ContentPack, url: string): boolean {
  const path = url.replace(/[?#].*$/, '');
  if (!path.endsWith('/')) return false; // product.md §2: every route carries a trailing slash
  const parts = path.split('/').filter(Boolean);
  const [head, a, b, c] = parts;
  const slugs = new Set(pack.restaurants.map((r) => r.slug));
  const menus = new Set(pack.menus.map((m) => m.id));
  if (!head) return true;
  if (head === 'restaurants') return !a || (slugs.has(a) && (!b || (b === 'menu' && (!c || menus.has(c)))) && parts.length <= 4);
  if (head === 'our-menu') return !a || (menus.has(a) && parts.length === 2);
  if (head === 'offer') return !!a && parts.length === 2 && pack.offers.some((o) => o.slug === a);
  if (['preferences', 'occasion-date'].includes(head)) return parts.length <= 2;
  return pack.pages.some((p) => p.id === parts.join('/'));
}

/** Cross-document problems in a pack; empty when it is consistent. Pure: file checks go through fileExists. */
export function checkPackIntegrity(pack: ContentPack, fileExists?: (publicPath: string) => boolean): string[] {
  const keys: [string, string[]][] = [
    ['storeId', pack.restaurants.map((r) => r.storeId)],
    ['bookATableWidgetId', pack.restaurants.map((r) => r.bookATableWidgetId)],
    ['restaurant slug', pack.restaurants.map((r) => r.slug)],
    ['menu id', pack.menus.map((m) => m.id)],
    ['page id', pack.pages.map((p) => p.id)],
    ['offer id', pack.offers.map((o) => o.id)],
    ['offer slug', pack.offers.map((o) => o.slug)],
    ['offer code', pack.offers.map((o) => o.code)],
    ['interest id', pack.choices.interests.map((i) => i.id)],
  ];
  const problems = keys.flatMap(([label, values]) => duplicates(label, values));
  const offerSlugs = new Set(pack.offers.map((o) => o.slug));
  const menuIds = new Set(pack.menus.map((m) => m.id));
  for (const r of pack.restaurants) {
    for (const o of r.offers) if (!offerSlugs.has(o)) problems.push(`restaurant ${r.slug}: unknown offer ${o}`);
    for (const m of r.menuIds) if (!menuIds.has(m)) problems.push(`restaurant ${r.slug}: unknown menu ${m}`);
  }
  const withSetup = new Set(pack.bookingSetups.map((s) => s.storeId));
  problems.push(
    ...duplicates(
      'booking setup',
      pack.bookingSetups.map((s) => s.storeId),
    ),
  );
  for (const r of pack.restaurants) if (!withSetup.has(r.storeId)) problems.push(`restaurant ${r.slug}: no booking setup`);
  for (const m of pack.settings.chain_menus) if (!menuIds.has(m)) problems.push(`settings: unknown chain menu ${m}`);
  // product.md D9: availability is by storeId, so a mistyped one would silently change nothing.
  const storeIds = new Set(pack.restaurants.map((r) => r.storeId));
  for (const m of pack.menus)
    for (const s of m.sections)
      for (const sub of s.subsections)
        for (const item of sub.items)
          for (const storeId of Object.keys(item.availability))
            if (!storeIds.has(storeId)) problems.push(`menu ${m.id}: item ${item.id}: unknown restaurant ${storeId}`);
  // Decision 053 "price bands": a restaurant's band and every band price name a band of the settings.
  problems.push(...priceBandProblems(pack.settings.price_bands, pack.restaurants, pack.menus));
  for (const l of siteLinks(pack)) if (!routeExists(pack, l.url)) problems.push(`${l.where}: link to unknown page ${l.url}`);
  if (fileExists) {
    for (const path of [...imagePaths(pack)].sort()) if (!fileExists(path)) problems.push(`missing file public${path}`);
  }
  return problems;
}
