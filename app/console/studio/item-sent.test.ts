import { describe, expect, it } from 'vitest';
import { itemSentOf, itemShown } from './item-sent.ts';

const saved = {
  name: 'Caipirinha',
  description: 'Lime and cachaça',
  dietaryTags: [{ id: 'vegan' as const }],
  allergens: [],
  options: [{ name: 'Glass', price: '9.50', bandPrices: { london: '10.50' } }],
};

function posted(rows: [string, string][]) {
  const form = new FormData();
  for (const [k, v] of rows) form.append(k, v);
  return form;
}

describe('a dish’s form sent, drawn again when refused', () => {
  it('keeps every typed price, band price and tick box by its place, and never the CSRF token', () => {
    const form = posted([
      ['csrf', 'secret'],
      ['intent', 'save-item'],
      ['revision', '3.0'],
      ['name', 'Caipirinha'],
      ['description', 'Lime and cachaça'],
      ['optionName', 'Glass'],
      ['optionPrice', '5.50'],
      ['bandPrice.london', ''],
      ['optionName', 'Jug'],
      ['optionPrice', '30.00'],
      ['bandPrice.london', '33.00'],
      ['optionName', ''],
      ['optionPrice', ''],
      ['bandPrice.london', ''],
      ['allergen', 'sulphites'],
    ]);
    const sent = itemSentOf(form, 'csrf');
    expect(sent).not.toHaveProperty('csrf');
    expect(sent).toMatchObject({
      'optionPrice.0': '5.50',
      'optionPrice.1': '30.00',
      'bandPrice.london.1': '33.00',
      'allergen.0': 'sulphites',
    });
    expect(itemShown(saved, sent, ['london'])).toEqual({
      name: 'Caipirinha',
      description: 'Lime and cachaça',
      dietaryTags: [],
      allergens: ['sulphites'],
      options: [
        { name: 'Glass', price: '5.50', bandPrices: {} },
        { name: 'Jug', price: '30.00', bandPrices: { london: '33.00' } },
      ],
    });
  });

  it('shows the saved dish when nothing was sent, or another form was', () => {
    expect(itemShown(saved, undefined, [])).toBe(saved);
    expect(itemShown(saved, { intent: 'menu-move' }, [])).toBe(saved);
  });
});
