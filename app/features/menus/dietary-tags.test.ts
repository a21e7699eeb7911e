import { describe, expect, it } from 'vitest';
import { allergenWords } from './dietary-tags.ts';

describe('a dish’s allergens in words (product.md D9)', () => {
  it('lists them in the allergen list order, whatever order the dish gives', () => {
    expect(allergenWords(['milk', 'eggs'])).toBe('Eggs, Milk');
    expect(allergenWords(['nuts', 'gluten', 'sulphites'])).toBe('Cereals containing gluten, Tree nuts, Sulphur dioxide and sulphites');
  });
  it('says nothing for a dish with none', () => {
    expect(allergenWords([])).toBe('');
  });
});
