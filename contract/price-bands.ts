// Price bands (decision 053): head office keeps one chain menu, and a
// restaurant in a band ("London") charges the band's price wherever a dish's
// option has one, the chain's price otherwise. Pure: the menu pages, their
// JSON-LD, the menu API, the pack check and the studio all resolve through here.
import type { Menu, MenuOption, PriceBand } from './content.ts';

type Priced = Pick<MenuOption, 'price' | 'bandPrices'>;

/** What the studio answers when a band is wrong (server/studio/price-band-rules.ts). */
export const PRICE_BAND_MESSAGES = {
  unknownBand: 'This price band is not in the site settings: choose one from the list, or add it to the site settings first',
  headOfficeOnly: 'Only head office (a content editor or chain admin) can change a restaurant’s price band',
} as const;

/** What an option costs in a band (none: the chain's price). */
export function priceAt(option: Priced, band: string | null | undefined): number {
  return (band ? option.bandPrices?.[band] : undefined) ?? option.price;
}

/** The option as a diner in the band sees it: one price, and no other band's. */
export function optionAt<O extends Priced>(option: O, band: string | null | undefined): Omit<O, 'bandPrices'> {
  const { bandPrices: _others, ...rest } = option;
  return { ...rest, price: priceAt(option, band) };
}

/** The whole menu priced for a band: the document's shape, every option at one price. */
export function menuPricedAt(menu: Menu, band: string | null | undefined): Menu {
  return {
    ...menu,
    sections: menu.sections.map((section) => ({
      ...section,
      subsections: section.subsections.map((sub) => ({
        ...sub,
        items: sub.items.map((item) => ({ ...item, options: item.options.map((o) => optionAt(o, band)) })),
      })),
    })),
  };
}

/** A dish option that names a band, with where it sits in its menu (a schema path). */
export interface BandPriceAt {
  menuId: string;
  menuName: string;
  itemId: string;
  itemName: string;
  band: string;
  path: string;
}

/** Every band price on a menu, in menu order. */
export function bandPricesOn(menu: Menu): BandPriceAt[] {
  const found: BandPriceAt[] = [];
  menu.sections.forEach((section, si) =>
    section.subsections.forEach((sub, ui) =>
      sub.items.forEach((item, ii) =>
        item.options.forEach((option, oi) => {
          for (const band of Object.keys(option.bandPrices ?? {}))
            found.push({
              menuId: menu.id,
              menuName: menu.name,
              itemId: item.id,
              itemName: item.name,
              band,
              path: `sections.${si}.subsections.${ui}.items.${ii}.options.${oi}.bandPrices.${band}`,
            });
        }),
      ),
    ),
  );
  return found;
}

/** Who uses a band: the restaurants in it and the dishes priced for it. */
export interface BandUse {
  restaurants: string[];
  /** "Food menu (3 dishes)", one a menu. */
  menus: string[];
}

export function bandUse(
  band: string,
  restaurants: readonly { title: string; priceBand?: string | undefined }[],
  menus: readonly Menu[],
): BandUse {
  const menusUsing = menus.flatMap((m) => {
    const dishes = new Set(
      bandPricesOn(m)
        .filter((p) => p.band === band)
        .map((p) => p.itemId),
    );
    return dishes.size ? [`${m.name} (${dishes.size} ${dishes.size === 1 ? 'dish' : 'dishes'})`] : [];
  });
  return { restaurants: restaurants.filter((r) => r.priceBand === band).map((r) => r.title), menus: menusUsing };
}

/** "The London band is still used by Casa Lumbre London Ealing and Food menu (3 dishes): …"; null when nothing uses it. */
export function bandInUseMessage(band: PriceBand, use: BandUse): string | null {
  const users = [...use.restaurants, ...use.menus];
  if (!users.length) return null;
  const listed = users.length === 1 ? users[0]! : `${users.slice(0, -1).join(', ')} and ${users.at(-1)!}`;
  return `The ${band.name} band is still used by ${listed}: take them off it before you remove it`;
}

/** Cross-document problems of bands (the pack check, content/load-pack.ts): a restaurant's band and every band price must name a known band. */
export function priceBandProblems(
  bands: readonly PriceBand[],
  restaurants: readonly { slug: string; priceBand?: string | undefined }[],
  menus: readonly Menu[],
): string[] {
  const known = new Set(bands.map((b) => b.id));
  const problems: string[] = [];
  for (const r of restaurants)
    if (r.priceBand && !known.has(r.priceBand)) problems.push(`restaurant ${r.slug}: unknown price band ${r.priceBand}`);
  for (const m of menus)
    for (const p of bandPricesOn(m)) if (!known.has(p.band)) problems.push(`menu ${m.id}: item ${p.itemId}: unknown price band ${p.band}`);
  return problems;
}
