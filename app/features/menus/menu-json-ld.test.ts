import { describe, expect, it } from 'vitest';
import type { Menu } from '../../../contract/content.ts';
import { filterMenu } from './dietary-filter.ts';
import { menuAt } from './menu-availability.ts';
import { menuJsonLd } from './menu-json-ld.ts';
import { menuItem } from '../../../tests/support/menu-fixtures.ts';

const STORE = '2001';
const item = menuItem;
const menu: Menu = {
  id: 'food',
  name: 'Food',
  description: '',
  sections: [
    {
      id: 'grill',
      name: 'Grill',
      description: '',
      subsections: [
        {
          id: 'grill',
          name: 'Grill',
          description: '',
          items: [
            item('picanha', { availability: { [STORE]: 'sold-out' }, allergens: ['mustard'] }),
            item('tofu', {
              options: [{ name: '', price: 1395, bandPrices: { london: 1595 } }],
              dietaryTags: [
                { id: 'vegan', name: 'Vegan' },
                { id: 'dairy-free', name: 'Dairy free' },
                { id: 'spicy', name: 'Spicy' },
              ],
              allergens: ['soya'],
            }),
            item('bream', { availability: { [STORE]: 'hidden' }, allergens: ['fish'] }),
          ],
        },
      ],
    },
  ],
};
const ld = (m: Parameters<typeof menuJsonLd>[0]) => menuJsonLd(m, 'https://example.test/our-menu/food/');
const items = (m: Parameters<typeof menuJsonLd>[0]) => ld(m).hasMenuSection.flatMap((s) => s.hasMenuItem);

describe('menu JSON-LD follows the page (product.md D9)', () => {
  it('leaves out what the restaurant does not serve', () => {
    expect(items(menuAt(menu, STORE)).map((i) => i.name)).toEqual(['picanha', 'tofu']);
    expect(items(menuAt(menu, null)).map((i) => i.name)).toEqual(['picanha', 'tofu', 'bream']);
  });
  it('says a sold-out dish’s offers are sold out, and nothing on the chain menu', () => {
    const [picanha, tofu] = items(menuAt(menu, STORE));
    expect(picanha!.offers).toEqual([
      { '@type': 'Offer', price: '12.50', priceCurrency: 'GBP', availability: 'https://schema.org/SoldOut' },
    ]);
    expect(tofu!.offers[0]!.availability).toBeUndefined();
    expect(items(menuAt(menu, null))[0]!.offers[0]!.availability).toBeUndefined();
  });
  it('maps dietary tags to schema.org diets, and leaves the property out when none apply', () => {
    const [picanha, tofu] = items(menuAt(menu, null));
    expect(tofu!.suitableForDiet).toEqual(['https://schema.org/VeganDiet', 'https://schema.org/LowLactoseDiet']);
    expect(picanha!.suitableForDiet).toBeUndefined();
  });
  it('lists only the dishes the filter kept', () => {
    const { menu: kept } = filterMenu(menuAt(menu, null), { diet: [], without: ['soya'] });
    expect(items(kept).map((i) => i.name)).toEqual(['picanha', 'bream']);
  });
  it('uses only schema.org properties (no allergens: schema.org has none for a menu item)', () => {
    const allowed = ['@context', '@type', 'url', 'name', 'description', 'hasMenuSection', 'hasMenuItem', 'suitableForDiet'];
    const offer = ['offers', 'price', 'priceCurrency', 'availability'];
    const keys = new Set<string>();
    JSON.stringify(ld(menuAt(menu, STORE)), (key, value: unknown) => (keys.add(key), value));
    for (const k of keys) if (k !== '' && !/^\d+$/.test(k)) expect([...allowed, ...offer]).toContain(k);
    expect(keys).toContain('availability');
  });
  it('offers a banded restaurant’s dishes at the band’s prices, the chain’s where a dish has none (decision 053)', () => {
    const offersOf = (m: Parameters<typeof menuJsonLd>[0]) => items(m).map((i) => `${i.name} ${i.offers[0]!.price}`);
    expect(offersOf(menuAt(menu, STORE, 'london'))).toEqual(['picanha 12.50', 'tofu 15.95']);
    expect(offersOf(menuAt(menu, STORE))).toEqual(['picanha 12.50', 'tofu 13.95']);
    expect(offersOf(menuAt(menu, null))).toEqual(['picanha 12.50', 'tofu 13.95', 'bream 12.50']);
    // The diet filter and "without" views are of the priced menu, so they keep the band's price.
    expect(offersOf(filterMenu(menuAt(menu, STORE, 'london'), { diet: ['vegan'], without: ['fish'] }).menu)).toEqual(['tofu 15.95']);
  });
});
