import { describe, expect, it } from 'vitest';
import { changeSummary, fieldChanges } from './change-summary.ts';

const menu = (price: number, allergens: string[]) => ({
  id: 'food',
  name: 'Food',
  sections: [
    {
      id: 'mains',
      name: 'Mains',
      subsections: [
        { id: 'grill', name: 'Grill', items: [{ id: 'skewers', name: 'Chicken skewers', allergens, options: [{ name: '', price }] }] },
      ],
    },
  ],
});

describe('fieldChanges', () => {
  it('names a changed price by the section, subsection and dish that hold it, in pounds', () => {
    expect(fieldChanges(menu(1250, []), menu(1300, []))).toEqual([
      { path: 'Mains › Grill › Chicken skewers › options › #1 › price', before: '£12.50', after: '£13.00' },
    ]);
  });

  it('reads a band price as a price in pounds, added, changed or dropped (decision 053)', () => {
    const banded = (bandPrices?: Record<string, number>) => {
      const m = menu(1250, []);
      m.sections[0]!.subsections[0]!.items[0]!.options = [{ name: '', price: 1250, ...(bandPrices ? { bandPrices } : {}) }];
      return m;
    };
    const at = 'Mains › Grill › Chicken skewers › options › #1 › london price';
    expect(fieldChanges(banded(), banded({ london: 1350 }))).toEqual([{ path: at, before: '(none)', after: '£13.50' }]);
    expect(fieldChanges(banded({ london: 1350 }), banded({ london: 1400 }))).toEqual([{ path: at, before: '£13.50', after: '£14.00' }]);
    expect(fieldChanges(banded({ london: 1350 }), banded())).toEqual([{ path: at, before: '£13.50', after: '(none)' }]);
  });

  it('shows a list of allergens whole, before and after', () => {
    const [change] = fieldChanges(menu(1250, ['milk']), menu(1250, ['milk', 'nuts']));
    expect(change).toMatchObject({ before: '["milk"]', after: '["milk","nuts"]' });
  });

  it('lists the names when items are added or removed', () => {
    const a = { tiles: [{ title: 'Hero' }] };
    const b = { tiles: [{ title: 'Hero' }, { title: 'Offers' }] };
    expect(fieldChanges(a, b)).toEqual([{ path: 'tiles', before: 'Hero', after: 'Hero, Offers' }]);
  });

  it('finds nothing in equal documents', () => {
    expect(fieldChanges(menu(1, []), menu(1, []))).toEqual([]);
  });
});

describe('changeSummary', () => {
  it('says Created for a new document and counts what it leaves out', () => {
    expect(changeSummary(null, { a: 1 })).toBe('Created');
    const before = { a: 1, b: 1, c: 1 };
    const after = { a: 2, b: 2, c: 2 };
    expect(changeSummary(before, after, 2)).toBe('a: 1 → 2; b: 1 → 2; and 1 more');
  });

  it('shortens long values', () => {
    const line = changeSummary({ t: 'x' }, { t: 'y'.repeat(200) });
    expect(line.length).toBeLessThan(80);
    expect(line).toMatch(/…$/);
  });
});
