// A menu as the studio's menu page lists it (decision 053): sections, subsections
// and dishes, each with its prices — the chain's, and each price band's where
// the dish has one (decision 053) — and how many allergens it declares. Pure.
import type { Menu, MenuOption, PriceBand } from '../../../contract/content.ts';
import { poundsText } from '../../../contract/money.ts';

/** "8oz £22.95 (London £24.95)": an option's chain price, and each band's it has. */
const pricesText = (o: MenuOption, bands: PriceBand[]) => {
  const banded = bands.flatMap((b) => (o.bandPrices?.[b.id] === undefined ? [] : [`${b.name} £${poundsText(o.bandPrices[b.id]!)}`]));
  return `${o.name ? `${o.name} ` : ''}£${poundsText(o.price)}${banded.length ? ` (${banded.join(', ')})` : ''}`;
};

/** A menu as the studio lists it: sections, subsections and dishes with their prices and allergens. */
export function menuOutline(menu: Menu, bands: PriceBand[]) {
  return menu.sections.map((s) => ({
    id: s.id,
    name: s.name,
    subsections: s.subsections.map((u) => ({
      id: u.id,
      name: u.name,
      items: u.items.map((i) => ({
        id: i.id,
        name: i.name,
        prices: i.options.map((o) => pricesText(o, bands)).join(', '),
        allergens: i.allergens.length,
      })),
    })),
  }));
}
