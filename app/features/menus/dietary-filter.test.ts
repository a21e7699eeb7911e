import { describe, expect, it } from 'vitest';
import type { Menu, MenuItem } from '../../../contract/content.ts';
import { filterMenu, parseDietParams, tagsOnMenu } from './dietary-filter.ts';

const tag = (id: 'vegan' | 'vegetarian' | 'gluten-free' | 'spicy') => ({ id, name: id });
const item = (id: string, tags: ReturnType<typeof tag>[]): MenuItem => ({
  id,
  name: id,
  description: '',
  dietaryTags: tags,
  allergens: [],
  availability: {},
  options: [{ name: '', price: 500 }],
});
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
          items: [item('beef', []), item('jackfruit', [tag('vegan'), tag('vegetarian')]), item('bean', [tag('vegan'), tag('gluten-free')])],
        },
        { id: 'fish', name: 'Fish', description: '', items: [item('prawn', [tag('gluten-free')])] },
      ],
    },
    {
      id: 'grill',
      name: 'Grill',
      description: '',
      subsections: [{ id: 'steak', name: 'Steak', description: '', items: [item('picanha', [tag('gluten-free')])] }],
    },
  ],
};

describe('dietary filter', () => {
  it('keeps everything without a filter', () => {
    expect(filterMenu(menu, [])).toMatchObject({ matching: 5, total: 5 });
  });
  it('keeps only items carrying the tag', () => {
    const { menu: m, matching } = filterMenu(menu, ['vegan']);
    expect(matching).toBe(2);
    expect(m.sections.flatMap((s) => s.subsections.flatMap((x) => x.items.map((i) => i.id)))).toEqual(['jackfruit', 'bean']);
  });
  it('combines tags: vegan + gluten-free means both', () => {
    const { matching, menu: m } = filterMenu(menu, ['vegan', 'gluten-free']);
    expect(matching).toBe(1);
    expect(m.sections[0]!.subsections[0]!.items[0]!.id).toBe('bean');
  });
  it('hides empty subsections and sections', () => {
    const { menu: m } = filterMenu(menu, ['vegan']);
    expect(m.sections.map((s) => s.id)).toEqual(['tacos']);
    expect(m.sections[0]!.subsections.map((s) => s.id)).toEqual(['classic']);
  });
  it('can match nothing', () => {
    expect(filterMenu(menu, ['spicy'])).toMatchObject({ matching: 0, menu: { sections: [] } });
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
