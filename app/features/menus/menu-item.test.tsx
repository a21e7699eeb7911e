// A dish as the server renders it (product.md D9): its allergens in words a screen
// reader reads, and a sold-out dish says so in text, its prices still there.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ServedItem } from './menu-availability.ts';
import { MenuItem } from './menu-item.tsx';

const dish = (over: Partial<ServedItem> = {}): ServedItem => ({
  id: 'huevos-rancheros',
  name: 'Huevos rancheros',
  description: 'Fried eggs on corn tortillas.',
  dietaryTags: [{ id: 'vegetarian', name: 'Vegetarian' }],
  allergens: ['milk', 'eggs'],
  soldOut: false,
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
const render = (item: ServedItem) => renderToStaticMarkup(<MenuItem item={item} sectionName="Brunch plates" heading="h3" />);

describe('a dish on the menu', () => {
  it('lists its allergens in words, in the allergen list order', () => {
    expect(text(render(dish()))).toContain('Contains: Eggs, Milk');
  });
  it('says nothing about allergens when it declares none', () => {
    expect(text(render(dish({ allergens: [] })))).not.toContain('Contains');
  });
  it('says in words that it is sold out, and still shows its prices', () => {
    const shown = text(render(dish({ soldOut: true })));
    expect(shown).toContain('Sold out tonight');
    expect(shown).toContain('Small £7.50');
    expect(shown).toContain('Large £10.95');
  });
  it('has no sold-out label when it is on', () => {
    expect(text(render(dish()))).not.toContain('Sold out');
  });
});
