import { describe, expect, it } from 'vitest';
import type { Menu, MenuItem } from '../../../contract/content.ts';
import { ITEM_MESSAGES, addItem, itemFromForm, locateItem, moveItem, newItemId, removeItem, replaceItem } from './menu-edits.ts';

const dish = (id: string, price = 500): MenuItem => ({
  id,
  name: id,
  description: '',
  dietaryTags: [],
  allergens: [],
  availability: {},
  options: [{ name: '', price }],
});
const menu: Menu = {
  id: 'food',
  name: 'Food',
  description: '',
  sections: [
    {
      id: 'mains',
      name: 'Mains',
      description: '',
      subsections: [{ id: 'grill', name: 'Grill', description: '', items: [dish('a'), dish('b'), dish('c')] }],
    },
    { id: 'sides', name: 'Sides', description: '', subsections: [{ id: 'sides', name: 'Sides', description: '', items: [dish('chips')] }] },
  ],
};
const form = (fields: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of fields) f.append(k, v);
  return f;
};

describe('itemFromForm', () => {
  it('reads prices in pounds, tags and allergens in the contract’s order, and keeps id and availability', () => {
    const out = itemFromForm(
      form([
        ['name', ' Chicken skewers '],
        ['description', 'Chargrilled'],
        ['optionName', 'Small'],
        ['optionPrice', '12.5'],
        ['optionName', ''],
        ['optionPrice', ''],
        ['diet', 'spicy'],
        ['diet', 'gluten-free'],
        ['allergen', 'nuts'],
        ['allergen', 'milk'],
        ['allergen', 'not-an-allergen'],
      ]),
      { id: 'a', availability: { '1002': 'sold-out' } },
    );
    expect(out).toEqual({
      ok: true,
      value: {
        id: 'a',
        name: 'Chicken skewers',
        description: 'Chargrilled',
        dietaryTags: [
          { id: 'gluten-free', name: 'Gluten free' },
          { id: 'spicy', name: 'Spicy' },
        ],
        allergens: ['milk', 'nuts'],
        availability: { '1002': 'sold-out' },
        options: [{ name: 'Small', price: 1250 }],
      },
    });
  });

  it('reads each band’s price in pounds per option, blank for the chain’s price, and its error by band and row (decision 053)', () => {
    const bands = [{ id: 'london' }, { id: 'airports' }];
    const row = (name: string, price: string, london: string, airports: string): [string, string][] => [
      ['optionName', name],
      ['optionPrice', price],
      ['bandPrice.london', london],
      ['bandPrice.airports', airports],
    ];
    const out = itemFromForm(
      form([['name', 'Steak'], ...row('8oz', '22.95', '24.95', ''), ...row('12oz', '28.95', '', '£31'), ...row('', '', '', '')]),
      dish('a'),
      bands,
    );
    expect(out.ok && out.value.options).toEqual([
      { name: '8oz', price: 2295, bandPrices: { london: 2495 } },
      { name: '12oz', price: 2895, bandPrices: { airports: 3100 } },
    ]);
    const bad = itemFromForm(form([['name', 'Steak'], ...row('8oz', '22.95', 'lots', ''), ...row('', '', '9.5', '')]), dish('a'), bands);
    expect(bad).toEqual({
      ok: false,
      fieldErrors: { 'bandPrice.london.0': ITEM_MESSAGES.bandPrice, 'optionPrice.1': ITEM_MESSAGES.price },
    });
    // A band the settings no longer hold is not read, whatever the form sent.
    const unknown = itemFromForm(form([['name', 'Steak'], ...row('', '22.95', '24.95', '25.95')]), dish('a'), [{ id: 'london' }]);
    expect(unknown.ok && unknown.value.options).toEqual([{ name: '', price: 2295, bandPrices: { london: 2495 } }]);
  });

  it('puts each error on its field', () => {
    expect(
      itemFromForm(
        form([
          ['name', ''],
          ['optionName', 'Large'],
          ['optionPrice', 'twelve'],
        ]),
        dish('a'),
      ),
    ).toEqual({
      ok: false,
      fieldErrors: { name: ITEM_MESSAGES.name, 'optionPrice.0': ITEM_MESSAGES.price },
    });
    expect(
      itemFromForm(
        form([
          ['name', 'x'],
          ['optionPrice', ''],
        ]),
        dish('a'),
      ),
    ).toEqual({
      ok: false,
      fieldErrors: { 'optionPrice.0': ITEM_MESSAGES.noOption },
    });
  });
});

describe('menu edits', () => {
  it('replaces a dish in its place', () => {
    const next = replaceItem(menu, { ...dish('b', 900) })!;
    expect(locateItem(next, 'b')).toMatchObject({ index: 1, item: { options: [{ price: 900 }] } });
    expect(locateItem(menu, 'b')!.item.options[0]!.price).toBe(500);
    expect(replaceItem(menu, dish('gone'))).toBeNull();
  });

  it('adds a dish with an id of its own', () => {
    expect(newItemId(menu, 'A')).toBe('a-2');
    expect(newItemId(menu, 'Pão de queijo!')).toBe('pao-de-queijo');
    const next = addItem(menu, 'sides', dish('slaw'))!;
    expect(locateItem(next, 'slaw')).toMatchObject({ index: 1, subsection: { id: 'sides' } });
  });

  it('removes a dish, but never a subsection’s last', () => {
    const out = removeItem(menu, 'b');
    expect(out.ok && out.value.sections[0]!.subsections[0]!.items.map((i) => i.id)).toEqual(['a', 'c']);
    expect(removeItem(menu, 'chips')).toMatchObject({ ok: false });
  });

  it('moves a dish up or down within its subsection, and not past either end', () => {
    expect(moveItem(menu, 'b', 'up')!.sections[0]!.subsections[0]!.items.map((i) => i.id)).toEqual(['b', 'a', 'c']);
    expect(moveItem(menu, 'c', 'down')!.sections[0]!.subsections[0]!.items.map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });
});
