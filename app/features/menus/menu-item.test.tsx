// A dish as the server renders it (issue 26): its allergens in words a screen
// reader reads.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MenuItem as Dish } from '../../../contract/content.ts';
import { MenuItem } from './menu-item.tsx';

const dish = (over: Partial<Dish> = {}): Dish => ({
  id: 'huevos-rancheros',
  name: 'Huevos rancheros',
  description: 'Fried eggs on corn tortillas.',
  dietaryTags: [{ id: 'vegetarian', name: 'Vegetarian' }],
  allergens: ['milk', 'eggs'],
  availability: {},
  options: [
    { name: 'Small', price: 750 },
    { name: 'Large', price: 1095 },
  ],
  ...over,
});
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const render = (item: Dish) => renderToStaticMarkup(<MenuItem item={item} sectionName="Brunch plates" heading="h3" />);

describe('a dish on the menu', () => {
  it('lists its allergens in words, in the allergen list order', () => {
    expect(text(render(dish()))).toContain('Contains: Eggs, Milk');
  });
  it('says nothing about allergens when it declares none', () => {
    expect(text(render(dish({ allergens: [] })))).not.toContain('Contains');
  });
});
