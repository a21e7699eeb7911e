// Price bands in the studio (decision 053): a restaurant's band and a
// dish's band prices must name a band of the live site settings; a band still
// used by a restaurant or a dish cannot be removed (its prices would come back
// if a band of that id were added again); and only head office (a content
// editor or chain admin) moves a restaurant into or out of a band — a manager
// edits their restaurant's details, never what it charges. Checked on every
// save, publish, scheduled publish, rollback and import, whatever form or JSON
// the document came from.
import type { Menu, RestaurantDoc, Settings } from '../../contract/content.ts';
import { SETTINGS_DOC_ID, type ContentKind } from '../../contract/content-studio.ts';
import { PRICE_BAND_MESSAGES, bandInUseMessage, bandPricesOn, bandUse, priceBandProblems } from '../../contract/price-bands.ts';
import type { Runner } from '../db/runner.ts';
import { invalid } from '../domain/domain-error.ts';
import { can } from '../staff/permissions.ts';
import type { StaffMember } from '../staff/staff-repository.ts';
import { readLiveDocument, readLiveDocuments } from '../content/live-documents.ts';
import type { DocumentProblem } from './publish-document.ts';

/** What the checks read of the live content: the settings' bands, and (for a removal) who may use them. */
export interface BandWorld {
  bands: Settings['price_bands'];
  restaurants: RestaurantDoc[];
  menus: Menu[];
}

/** A document's problem with bands against the live content; null when it has none. Pure. */
export function bandProblemOf(kind: ContentKind, doc: unknown, world: BandWorld): DocumentProblem | null {
  const known = new Set(world.bands.map((b) => b.id));
  if (kind === 'restaurant') {
    const band = (doc as RestaurantDoc).priceBand;
    return band && !known.has(band) ? { path: 'priceBand', message: PRICE_BAND_MESSAGES.unknownBand } : null;
  }
  if (kind === 'menu') {
    const bad = bandPricesOn(doc as Menu).find((p) => !known.has(p.band));
    return bad ? { path: bad.path, message: `${bad.itemName}: there is no price band “${bad.band}” in the site settings` } : null;
  }
  if (kind === 'settings') {
    const kept = new Set((doc as Settings).price_bands.map((b) => b.id));
    for (const band of world.bands.filter((b) => !kept.has(b.id))) {
      const message = bandInUseMessage(band, bandUse(band.id, world.restaurants, world.menus));
      if (message) return { path: 'price_bands', message };
    }
  }
  return null;
}

/** The live content a check of `kind` needs (a settings change reads every restaurant and menu; the others the settings alone). */
export async function liveBandWorld(runner: Runner, kind: ContentKind): Promise<BandWorld> {
  const settings = (await readLiveDocument(runner, 'settings', SETTINGS_DOC_ID)) as Settings | null;
  const bands = settings?.price_bands ?? [];
  if (kind !== 'settings' || !bands.length) return { bands, restaurants: [], menus: [] };
  const [restaurants, menus] = await Promise.all([readLiveDocuments(runner, 'restaurant'), readLiveDocuments(runner, 'menu')]);
  return { bands, restaurants: restaurants.map((d) => d.doc as RestaurantDoc), menus: menus.map((d) => d.doc as Menu) };
}

/** The band problem of a document about to be saved or published, or null. */
export async function bandProblem(runner: Runner, kind: ContentKind, doc: unknown): Promise<DocumentProblem | null> {
  if (kind !== 'restaurant' && kind !== 'menu' && kind !== 'settings') return null;
  return bandProblemOf(kind, doc, await liveBandWorld(runner, kind));
}

/**
 * Refuses a document whose bands are wrong, or a restaurant's band changed by
 * someone who is not head office (`before` is what they began from: the draft,
 * else the live document).
 */
export async function refuseBandChange(
  runner: Runner,
  actor: StaffMember,
  kind: ContentKind,
  doc: unknown,
  before: unknown,
): Promise<void> {
  if (kind === 'restaurant' && !can(actor, 'content.edit')) {
    if ((before as RestaurantDoc | null)?.priceBand !== (doc as RestaurantDoc).priceBand)
      throw invalid('priceBand', PRICE_BAND_MESSAGES.headOfficeOnly);
  }
  const problem = await bandProblem(runner, kind, doc);
  if (problem) throw invalid(problem.path, problem.message);
}

/** An import's problems with bands, of the content as it will be once every document of the file is live. */
export function importBandProblems(
  live: { settings: Settings | null; restaurants: RestaurantDoc[]; menus: Menu[] },
  file: { kind: ContentKind; docId: string; doc: unknown }[],
): string[] {
  const of = <T>(kind: ContentKind) => new Map(file.filter((d) => d.kind === kind).map((d) => [d.docId, d.doc as T]));
  const settings = of<Settings>('settings').get(SETTINGS_DOC_ID) ?? live.settings;
  const restaurants = new Map(live.restaurants.map((r) => [r.storeId, r]));
  for (const [id, r] of of<RestaurantDoc>('restaurant')) restaurants.set(id, r);
  const menus = new Map(live.menus.map((m) => [m.id, m]));
  for (const [id, m] of of<Menu>('menu')) menus.set(id, m);
  return priceBandProblems(settings?.price_bands ?? [], [...restaurants.values()], [...menus.values()]);
}
