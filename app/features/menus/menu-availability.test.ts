import { describe, expect, it } from 'vitest';
import type { Menu, MenuItem } from '../../../contract/content.ts';
import { filterMenu } from './dietary-filter.ts';
import { menuAt } from './menu-availability.ts';
import { menuItems } from './menu-items.ts';
import { menuItem } from '../../../tests/support/menu-fixtures.ts';

const BATH = '1001';
const YORK = '1002';
const item = (id: string, availability: MenuItem['availability'] = {}): MenuItem =>
  menuItem(id, { availability, options: [{ name: '', price: 650 }] });
const menu: Menu = {
  id: 'food',
  name: 'Food',
  description: '',
  sections: [
    {
      id: 'tacos',
      name: 'Tacos',
      description: '',
      subsections: [
        {
          id: 'tacos',
          name: 'Tacos',
          description: '',
          items: [item('fish', { [BATH]: 'sold-out' }), item('pork', { [BATH]: 'hidden', [YORK]: 'sold-out' }), item('bean')],
        },
      ],
    },
    {
      id: 'specials',
      name: 'Specials',
      description: '',
      subsections: [{ id: 'specials', name: 'Specials', description: '', items: [item('haggis', { [BATH]: 'hidden' })] }],
    },
  ],
};
const shown = (storeId: string | null) => menuItems(menuAt(menu, storeId)).map((i) => ({ id: i.id, soldOut: i.soldOut }));

describe('a menu at one restaurant (product.md D9)', () => {
  it('leaves out what the restaurant does not serve, and a section left empty', () => {
    expect(shown(BATH)).toEqual([
      { id: 'fish', soldOut: true },
      { id: 'bean', soldOut: false },
    ]);
    expect(menuAt(menu, BATH).sections.map((s) => s.id)).toEqual(['tacos']);
  });
  it('marks a sold-out dish and keeps its prices', () => {
    const pork = menuItems(menuAt(menu, YORK)).find((i) => i.id === 'pork');
    expect(pork).toMatchObject({ soldOut: true, options: [{ name: '', price: 650 }] });
  });
  it('serves everything where a restaurant is not listed', () => {
    expect(shown('1003').every((i) => !i.soldOut)).toBe(true);
    expect(shown('1003')).toHaveLength(4);
  });
  it('ignores availability on the chain menu', () => {
    expect(shown(null)).toEqual(['fish', 'pork', 'bean', 'haggis'].map((id) => ({ id, soldOut: false })));
  });
  it('does not send any restaurant’s availability to the page', () => {
    for (const i of menuItems(menuAt(menu, BATH))) expect(i).not.toHaveProperty('availability');
  });
  it('counts only what the restaurant serves, sold out or not', () => {
    expect(filterMenu(menuAt(menu, BATH), { diet: [], without: [] })).toMatchObject({ matching: 2, total: 2 });
  });
  it('prices each option at the restaurant’s band where the dish has one, and sends no band prices to the page (decision 053)', () => {
    const banded: Menu = {
      ...menu,
      sections: [
        {
          ...menu.sections[0]!,
          subsections: [
            {
              ...menu.sections[0]!.subsections[0]!,
              items: [
                menuItem('fish', {
                  availability: { [BATH]: 'sold-out' },
                  options: [{ name: '', price: 650, bandPrices: { london: 750 } }],
                }),
                menuItem('bean', { options: [{ name: 'Small', price: 450 }] }),
              ],
            },
          ],
        },
      ],
    };
    const prices = (storeId: string | null, band?: string) =>
      menuItems(menuAt(banded, storeId, band)).map((i) => `${i.id} ${i.options.map((o) => o.price).join()}${i.soldOut ? ' sold out' : ''}`);
    expect(prices(BATH, 'london')).toEqual(['fish 750 sold out', 'bean 450']);
    expect(prices(BATH)).toEqual(['fish 650 sold out', 'bean 450']);
    expect(prices(null)).toEqual(['fish 650', 'bean 450']);
    for (const i of menuItems(menuAt(banded, BATH, 'london'))) for (const o of i.options) expect(o).not.toHaveProperty('bandPrices');
    const { menu: filtered } = filterMenu(menuAt(banded, YORK, 'london'), { diet: [], without: [] });
    expect(menuItems(filtered)[0]!.options[0]!.price).toBe(750);
  });
});
