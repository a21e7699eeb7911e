import { describe, expect, it } from 'vitest';
import { menuItem, menuOf } from '../tests/support/menu-fixtures.ts';
import { bandInUseMessage, bandPricesOn, bandUse, menuPricedAt, optionAt, priceAt, priceBandProblems } from './price-bands.ts';

const steak = { name: '8oz', price: 2295, bandPrices: { london: 2495, airport: 2695 } };
const fries = { name: '', price: 395 };

describe('a price in a band (decision 053)', () => {
  it('is the band’s price where the option has one, the chain’s otherwise', () => {
    expect(priceAt(steak, 'london')).toBe(2495);
    expect(priceAt(steak, 'airport')).toBe(2695);
    expect(priceAt(steak, 'seaside')).toBe(2295);
    expect(priceAt(fries, 'london')).toBe(395);
  });

  it('is the chain’s price with no band', () => {
    expect(priceAt(steak, undefined)).toBe(2295);
    expect(priceAt(steak, null)).toBe(2295);
    expect(priceAt(steak, '')).toBe(2295);
  });

  it('keeps a band price of zero (free in that band), not the chain’s', () => {
    expect(priceAt({ price: 450, bandPrices: { staff: 0 } }, 'staff')).toBe(0);
  });

  it('gives a diner one price and no other band’s', () => {
    expect(optionAt(steak, 'london')).toEqual({ name: '8oz', price: 2495 });
    expect(optionAt(steak, undefined)).toEqual({ name: '8oz', price: 2295 });
  });

  it('prices a whole menu for a band, leaving its shape and the document alone', () => {
    const menu = menuOf([menuItem('picanha', { options: [steak] }), menuItem('fries', { options: [fries] })]);
    const before = structuredClone(menu);
    const priced = menuPricedAt(menu, 'london');
    expect(priced.sections[0]!.subsections[0]!.items.map((i) => i.options)).toEqual([[{ name: '8oz', price: 2495 }], [fries]]);
    expect(menu).toEqual(before);
  });
});

describe('who uses a band', () => {
  const menu = menuOf([
    menuItem('picanha', { name: 'Picanha', options: [steak, { name: '12oz', price: 2895, bandPrices: { london: 3095 } }] }),
    menuItem('fries', { options: [fries] }),
  ]);

  it('finds every band price with its path in the menu', () => {
    expect(bandPricesOn(menu).map((p) => `${p.itemName} ${p.band} ${p.path}`)).toEqual([
      'Picanha london sections.0.subsections.0.items.0.options.0.bandPrices.london',
      'Picanha airport sections.0.subsections.0.items.0.options.0.bandPrices.airport',
      'Picanha london sections.0.subsections.0.items.0.options.1.bandPrices.london',
    ]);
  });

  it('names the restaurants in it and the menus priced for it, a dish counted once', () => {
    const restaurants = [{ title: 'Ealing', priceBand: 'london' }, { title: 'Bath' }, { title: 'Wembley', priceBand: 'london' }];
    const use = bandUse('london', restaurants, [menu]);
    expect(use).toEqual({ restaurants: ['Ealing', 'Wembley'], menus: ['food (1 dish)'] });
    expect(bandInUseMessage({ id: 'london', name: 'London' }, use)).toBe(
      'The London band is still used by Ealing, Wembley and food (1 dish): take them off it before you remove it',
    );
    expect(bandInUseMessage({ id: 'seaside', name: 'Seaside' }, bandUse('seaside', restaurants, [menu]))).toBeNull();
  });

  it('reports a restaurant or a band price naming a band the settings do not hold', () => {
    const problems = priceBandProblems(
      [{ id: 'london', name: 'London' }],
      [
        { slug: 'ealing', priceBand: 'london' },
        { slug: 'bath', priceBand: 'bristol' },
        { slug: 'york', priceBand: undefined },
      ],
      [menu],
    );
    expect(problems).toEqual(['restaurant bath: unknown price band bristol', 'menu food: item picanha: unknown price band airport']);
  });
});
