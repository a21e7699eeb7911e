import { describe, expect, it } from 'vitest';
import { menuLink } from './menu-links.ts';

describe('menu links (product.md §2)', () => {
  it.each([
    ['/our-menu/', 'drinks', '/our-menu/drinks/'],
    ['/our-menu/food/', 'kids', '/our-menu/kids/'],
    ['/restaurants/bath/', 'food', '/restaurants/bath/menu/food/'],
    ['/restaurants/bath/menu/', 'drinks', '/restaurants/bath/menu/drinks/'],
    ['/restaurants/london-o2/menu/london-o2/', 'food', '/restaurants/london-o2/menu/food/'],
    ['/menu/', 'brunch', '/menu/brunch/'],
    ['/', 'food', '/our-menu/food/'],
    ['/bottomless-brunch/', 'brunch', '/our-menu/brunch/'],
  ])('from %s, menu %s → %s', (current, id, expected) => {
    expect(menuLink(current, id)).toBe(expected);
  });

  it('keeps a query such as the diet filter', () => {
    expect(menuLink('/our-menu/', 'food', '?diet=vegan')).toBe('/our-menu/food/?diet=vegan');
  });
});
