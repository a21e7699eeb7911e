// A menu page's data at a restaurant and on the chain's pages (product.md D9): what
// the restaurant does not serve is neither shown, counted nor offered in the
// filter; a sold-out dish is marked; the chain's pages ignore availability.
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Menu, Restaurant } from '../../../contract/content.ts';
import { menuItems } from './menu-items.ts';
import { loadMenuPage } from './menu-loader.server.ts';
import { menuItem } from '../../../tests/support/menu-fixtures.ts';

const BATH = '4001';
const item = menuItem;
const food: Menu = {
  id: 'food',
  name: 'Food',
  description: '',
  sections: [
    {
      id: 'plates',
      name: 'Plates',
      description: '',
      subsections: [
        {
          id: 'plates',
          name: 'Plates',
          description: '',
          items: [
            item('churros', { allergens: ['gluten', 'milk'], availability: { [BATH]: 'sold-out' } }),
            item('moqueca', { allergens: ['fish', 'crustaceans'], availability: { [BATH]: 'hidden' } }),
            item('fries', { options: [{ name: '', price: 395, bandPrices: { london: 450 } }] }),
          ],
        },
      ],
    },
  ],
};
const context = {
  services: {
    content: {
      settings: async () => ({ chain_menus: ['food'] }),
      menu: async (id: string) => (id === 'food' ? food : null),
      menus: async () => [food],
    },
  },
} as unknown as AppLoadContext;
const bath = { slug: 'bath', title: 'Bath', storeId: BATH, menuIds: [] } as unknown as Restaurant;
const load = (query: string, restaurant?: Restaurant) =>
  loadMenuPage(context, new Request(`http://x/our-menu/food/${query}`), 'food', restaurant);
const shown = (data: Awaited<ReturnType<typeof load>>) => menuItems(data.menu).map((i) => `${i.id}${i.soldOut ? ' (sold out)' : ''}`);

describe('a menu page at a restaurant', () => {
  it('shows what the restaurant serves, a sold-out dish marked, and counts only those', async () => {
    const data = await load('', bath);
    expect(shown(data)).toEqual(['churros (sold out)', 'fries']);
    expect(data.total).toBe(2);
  });
  it('offers to leave out only allergens of dishes the restaurant serves', async () => {
    expect((await load('', bath)).availableAllergens).toEqual(['gluten', 'milk']);
  });
  it('filters what is served: leaving out milk leaves one of two', async () => {
    const data = await load('?without=milk', bath);
    expect(shown(data)).toEqual(['fries']);
    expect({ matching: data.matching, total: data.total }).toEqual({ matching: 1, total: 2 });
    expect(data.filter).toEqual({ diet: [], without: ['milk'] });
  });
  it('sends no restaurant’s availability to the page', async () => {
    expect(JSON.stringify(await load('', bath))).not.toContain('availability');
  });
  it('prices a banded restaurant’s dishes at its band, filtered or not, and sends no band prices (decision 053)', async () => {
    const ealing = { ...bath, priceBand: 'london' } as Restaurant;
    const fries = async (query: string, r: Restaurant) =>
      menuItems((await load(query, r)).menu).find((i) => i.id === 'fries')!.options[0]!.price;
    expect(await fries('', ealing)).toBe(450);
    expect(await fries('?without=milk', ealing)).toBe(450);
    expect(await fries('', bath)).toBe(395);
    expect(JSON.stringify(await load('', ealing))).not.toContain('bandPrices');
  });
});

describe('a chain menu page', () => {
  it('ignores availability', async () => {
    const data = await load('');
    expect(shown(data)).toEqual(['churros', 'moqueca', 'fries']);
    expect(data.availableAllergens).toEqual(['gluten', 'crustaceans', 'fish', 'milk']);
  });
  it('counts both filters', async () => {
    const data = await load('?without=fish&without=peanuts,keto');
    expect(data.filter.without).toEqual(['fish', 'peanuts']);
    expect({ matching: data.matching, total: data.total }).toEqual({ matching: 2, total: 3 });
  });
});
