import { describe, expect, it } from 'vitest';
import { mergeOntoLive } from './three-way-merge.ts';

interface Dish {
  id: string;
  name: string;
  allergens: string[];
  options: { name: string; price: number }[];
}
const dish = (id: string, name: string, price: number, allergens: string[] = []): Dish => ({
  id,
  name,
  allergens,
  options: [{ name: '', price }],
});
const menu = (title: string, items: Dish[]) => ({
  id: 'food',
  name: title,
  sections: [{ id: 'mains', name: 'Mains', subsections: [{ id: 'grill', name: 'Grill', items }] }],
});
const BASE = menu('Food', [dish('skewers', 'Chicken skewers', 1250), dish('halloumi', 'Halloumi', 900)]);

describe('mergeOntoLive', () => {
  it('lays a change to one dish onto a live change to another, by their ids', () => {
    const ours = menu('Food', [dish('skewers', 'Chicken skewers', 1300), dish('halloumi', 'Halloumi', 900)]);
    const theirs = menu('Food', [dish('skewers', 'Chicken skewers', 1250), dish('halloumi', 'Halloumi', 950, ['milk'])]);
    expect(mergeOntoLive(BASE, ours, theirs)).toEqual({
      ok: true,
      doc: menu('Food', [dish('skewers', 'Chicken skewers', 1300), dish('halloumi', 'Halloumi', 950, ['milk'])]),
    });
  });

  it('keeps a live change to a field the scheduled version left alone, and takes the scheduled one beside it', () => {
    const ours = menu('Food and drink', BASE.sections[0]!.subsections[0]!.items);
    const theirs = menu('Food', [dish('skewers', 'Chicken skewers', 1250, ['sesame']), dish('halloumi', 'Halloumi', 900)]);
    const merged = mergeOntoLive(BASE, ours, theirs);
    expect(merged).toEqual({ ok: true, doc: menu('Food and drink', theirs.sections[0]!.subsections[0]!.items) });
  });

  it('names each field both changed differently, by the names that hold it', () => {
    const ours = menu('Food', [dish('skewers', 'Chicken skewers', 1300), dish('halloumi', 'Halloumi', 900)]);
    const theirs = menu('Food', [dish('skewers', 'Chicken skewers', 1350), dish('halloumi', 'Halloumi', 900)]);
    expect(mergeOntoLive(BASE, ours, theirs)).toEqual({ ok: false, clashes: [{ path: 'Mains › Grill › Chicken skewers › options' }] });
  });

  it('takes the same change made both ways once', () => {
    const both = menu('Food', [dish('skewers', 'Chicken skewers', 1300), dish('halloumi', 'Halloumi', 900)]);
    expect(mergeOntoLive(BASE, both, structuredClone(both))).toEqual({ ok: true, doc: both });
  });

  it('treats a list whose dishes were added, removed or reordered as one field', () => {
    const ours = menu('Food', [dish('halloumi', 'Halloumi', 900), dish('skewers', 'Chicken skewers', 1250)]);
    const theirs = menu('Food', [dish('skewers', 'Chicken skewers', 1250)]);
    expect(mergeOntoLive(BASE, ours, theirs)).toEqual({ ok: false, clashes: [{ path: 'Mains › Grill › items' }] });
    // Only one side changed the list: no clash, that side's list.
    expect(mergeOntoLive(BASE, BASE, theirs)).toEqual({ ok: true, doc: theirs });
  });

  it('drops a field the scheduled version removed, and keeps one the live version added', () => {
    const base = { id: 'x', title: 'Offer', ends: '2027-03-01' };
    expect(mergeOntoLive(base, { id: 'x', title: 'Offer' }, { ...base, subtitle: 'New' })).toEqual({
      ok: true,
      doc: { id: 'x', title: 'Offer', subtitle: 'New' },
    });
  });
});
