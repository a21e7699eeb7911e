import { describe, expect, it } from 'vitest';
import { DISH_TONES, dishArt } from './dish-art.ts';

describe('dish art beside a menu item (product.md D7)', () => {
  it.each([
    ['Baja fish tacos', 'Tacos', 'taco'],
    ['Chicken tinga burrito', 'Burritos, bowls & quesadillas', 'burrito'],
    ['Vegan power bowl', 'Burritos, bowls & quesadillas', 'bowl'],
    ['Halloumi & pineapple skewers', 'Churrasco grill', 'skewer'],
    ['Picanha steak', 'Churrasco grill', 'skewer'],
    ['The Lumbre burger', 'Churrasco grill', 'burger'],
    ['Frozen margarita', 'Cocktails', 'cocktail'],
    ['Malbec, Mendoza, Argentina', 'Wine', 'wine'],
    ['Lumbre lager', 'Beer & cider', 'beer'],
    ['Flat white', 'Soft & hot drinks', 'cup'],
    ['Chocolate & dulce de leche brownie', 'Desserts', 'dessert'],
    ['Sweet potato fries', 'Sides', 'chips'],
    ['Feijoada', 'Big plates', 'bowl'],
    ['Lomo saltado', 'Big plates', 'plate'],
  ])('%s (%s) gets a %s', (name, section, motif) => {
    expect(dishArt({ id: 'x', name }, section).motif).toBe(motif);
  });

  it('keeps a dish the same colour wherever it appears', () => {
    expect(dishArt({ id: 'food-tacos-baja', name: 'Baja fish tacos' }, 'Tacos')).toEqual(
      dishArt({ id: 'food-tacos-baja', name: 'Baja fish tacos' }, 'Specials'),
    );
  });

  it('spreads neighbouring dishes across the colours', () => {
    const tones = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map((id) => dishArt({ id: `item-${id}`, name: 'Fries' }, 'Sides').tone),
    );
    expect(tones.size).toBeGreaterThanOrEqual(4);
    for (const t of tones) expect(t).toBeLessThan(DISH_TONES);
  });
});
