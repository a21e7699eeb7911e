import { describe, expect, it } from 'vitest';
import { menuItem, menuOf } from '../../tests/support/menu-fixtures.ts';
import { menusServedAt, withAvailability } from './menu-availability.ts';

describe('a restaurant’s dish availability', () => {
  const menu = menuOf([
    menuItem('margherita', { name: 'Margherita' }),
    menuItem('calzone', { name: 'Calzone', availability: { '1002': 'hidden', '1023': 'sold-out' } }),
  ]);

  it('marks a dish sold out at one restaurant and leaves the others', () => {
    const out = withAvailability(menu, '1002', { margherita: 'sold-out' });
    expect(out.menu.sections[0]!.subsections[0]!.items.map((i) => i.availability)).toEqual([
      { '1002': 'sold-out' },
      { '1002': 'hidden', '1023': 'sold-out' },
    ]);
    expect(out.changes).toEqual(['Margherita sold out']);
    expect(menu.sections[0]!.subsections[0]!.items[0]!.availability).toEqual({}); // the original is untouched
  });

  it('serves a dish again by dropping the restaurant’s entry, and says nothing of a dish left as it was', () => {
    const out = withAvailability(menu, '1002', { calzone: 'available', margherita: 'available' });
    expect(out.menu.sections[0]!.subsections[0]!.items[1]!.availability).toEqual({ '1023': 'sold-out' });
    expect(out.changes).toEqual(['Calzone served again']);
  });

  it('names the dishes that are not on the menu', () => {
    expect(withAvailability(menu, '1002', { pavlova: 'hidden' }).unknown).toEqual(['pavlova']);
  });

  it('serves the restaurant’s own menus, or the chain’s', () => {
    expect(menusServedAt({ menuIds: ['london-o2'] }, { chain_menus: ['food', 'drinks'] })).toEqual(['london-o2']);
    expect(menusServedAt({ menuIds: [] }, { chain_menus: ['food', 'drinks'] })).toEqual(['food', 'drinks']);
  });
});
