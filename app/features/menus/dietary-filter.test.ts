import { describe, expect, it } from 'vitest';
import type { AllergenId } from '../../../contract/content-constants.ts';
import type { Menu, MenuItem } from '../../../contract/content.ts';
import {
  allergensOnMenu,
  filterMenu,
  isFiltering,
  parseDietParams,
  parseMenuFilter,
  parseWithoutParams,
  tagsOnMenu,
  type MenuFilter,
} from './dietary-filter.ts';
import { menuItems } from './menu-items.ts';
import { menuItem } from '../../../tests/support/menu-fixtures.ts';

const tag = (id: 'vegan' | 'vegetarian' | 'gluten-free' | 'spicy') => ({ id, name: id });
const item = (id: string, tags: ReturnType<typeof tag>[], allergens: AllergenId[] = []): MenuItem =>
  menuItem(id, { dietaryTags: tags, allergens });
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
          id: 'classic',
          name: 'Classic',
          description: '',
          items: [
            item('beef', [], ['milk', 'gluten']),
            item('jackfruit', [tag('vegan'), tag('vegetarian')], ['nuts']),
            item('bean', [tag('vegan'), tag('gluten-free')]),
          ],
        },
        { id: 'fish', name: 'Fish', description: '', items: [item('prawn', [tag('gluten-free')], ['crustaceans', 'milk'])] },
      ],
    },
    {
      id: 'grill',
      name: 'Grill',
      description: '',
      subsections: [{ id: 'steak', name: 'Steak', description: '', items: [item('picanha', [tag('gluten-free')], ['mustard'])] }],
    },
  ],
};
const only = (diet: MenuFilter['diet'], without: MenuFilter['without'] = []): MenuFilter => ({ diet, without });
const ids = (m: Menu) => menuItems(m).map((i) => i.id);

describe('dietary filter', () => {
  it('keeps everything without a filter', () => {
    expect(filterMenu(menu, only([]))).toMatchObject({ matching: 5, total: 5 });
  });
  it('keeps only items carrying the tag', () => {
    const { menu: m, matching } = filterMenu(menu, only(['vegan']));
    expect(matching).toBe(2);
    expect(ids(m)).toEqual(['jackfruit', 'bean']);
  });
  it('combines tags: vegan + gluten-free means both', () => {
    const { matching, menu: m } = filterMenu(menu, only(['vegan', 'gluten-free']));
    expect(matching).toBe(1);
    expect(m.sections[0]!.subsections[0]!.items[0]!.id).toBe('bean');
  });
  it('hides empty subsections and sections', () => {
    const { menu: m } = filterMenu(menu, only(['vegan']));
    expect(m.sections.map((s) => s.id)).toEqual(['tacos']);
    expect(m.sections[0]!.subsections.map((s) => s.id)).toEqual(['classic']);
  });
  it('can match nothing', () => {
    expect(filterMenu(menu, only(['spicy']))).toMatchObject({ matching: 0, menu: { sections: [] } });
  });
  it('reads the URL, ignoring unknown tags and repeats', () => {
    expect(parseDietParams(new URLSearchParams('diet=vegan&diet=Gluten-Free&diet=keto&diet=vegan'))).toEqual(['vegan', 'gluten-free']);
    expect(parseDietParams(new URLSearchParams('diet=vegan,spicy'))).toEqual(['vegan', 'spicy']);
    expect(parseDietParams(new URLSearchParams('diet=__proto__'))).toEqual([]);
  });
  it('lists the tags that appear, in key order', () => {
    expect(tagsOnMenu(menu)).toEqual(['vegan', 'vegetarian', 'gluten-free']);
  });
});

describe('leaving out dishes that contain an allergen (product.md D9)', () => {
  it('drops every dish that contains a chosen allergen', () => {
    const { menu: m, matching, total } = filterMenu(menu, only([], ['milk']));
    expect({ matching, total }).toEqual({ matching: 3, total: 5 });
    expect(ids(m)).toEqual(['jackfruit', 'bean', 'picanha']);
  });
  it('drops a dish containing any one of several chosen allergens', () => {
    expect(ids(filterMenu(menu, only([], ['milk', 'nuts'])).menu)).toEqual(['bean', 'picanha']);
  });
  it('keeps a dish only when it has every chosen tag and none of the chosen allergens', () => {
    const { menu: m, matching } = filterMenu(menu, only(['gluten-free'], ['mustard']));
    expect(matching).toBe(2);
    expect(ids(m)).toEqual(['bean', 'prawn']);
    expect(m.sections.map((s) => s.id)).toEqual(['tacos']);
  });
  it('leaving out an allergen no dish contains changes nothing', () => {
    expect(filterMenu(menu, only([], ['lupin']))).toMatchObject({ matching: 5, total: 5 });
  });
  it('can match nothing, and says how many there were', () => {
    expect(filterMenu(menu, only(['vegan'], ['nuts', 'gluten', 'milk', 'crustaceans', 'mustard']))).toMatchObject({ matching: 1 });
    expect(filterMenu(menu, only(['spicy'], ['milk']))).toMatchObject({ matching: 0, total: 5, menu: { sections: [] } });
  });
  it('reads `without` repeated or comma-separated, ignoring unknown ids, case and repeats', () => {
    expect(parseWithoutParams(new URLSearchParams('without=nuts&without=milk'))).toEqual(['nuts', 'milk']);
    expect(parseWithoutParams(new URLSearchParams('without=nuts,Milk,nuts&without=almonds'))).toEqual(['nuts', 'milk']);
    expect(parseWithoutParams(new URLSearchParams('without=__proto__&without=toString&without='))).toEqual([]);
  });
  it('reads both parts of the filter and knows when one is set', () => {
    const filter = parseMenuFilter(new URLSearchParams('diet=vegan&without=sesame'));
    expect(filter).toEqual({ diet: ['vegan'], without: ['sesame'] });
    expect(isFiltering(filter)).toBe(true);
    expect(isFiltering(only([], ['sesame']))).toBe(true);
    expect(isFiltering(parseMenuFilter(new URLSearchParams('without=keto')))).toBe(false);
  });
  it('offers only the allergens on the menu, in the allergen list order', () => {
    expect(allergensOnMenu(menu)).toEqual(['gluten', 'crustaceans', 'milk', 'mustard', 'nuts']);
  });
});
