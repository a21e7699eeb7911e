import { describe, expect, it } from 'vitest';
import { brandPrefix, groupByPlace } from './group-by-place.ts';

const chain = [
  { title: 'Casa Lumbre Lakeside', town: 'Grays' },
  { title: 'Casa Lumbre Elveden Forest', town: 'Brandon' },
  { title: 'Casa Lumbre Bath', town: 'Bath' },
  { title: 'Casa Lumbre Bristol Harbourside', town: 'Bristol' },
  { title: 'Casa Lumbre London South Bank', town: 'London' },
  { title: 'Casa Lumbre Bristol Cribbs Causeway', town: 'Bristol' },
  { title: 'Casa Lumbre Edinburgh', town: 'Edinburgh' },
];

const letters = (groups: ReturnType<typeof groupByPlace>) =>
  Object.fromEntries(groups.map((g) => [g.letter, g.restaurants.map((r) => r.place)]));

describe('grouping the restaurant list by the place diners know', () => {
  it('puts Elveden Forest under E and Lakeside under L, not under their postal towns', () => {
    expect(letters(groupByPlace(chain))).toEqual({
      B: ['Bath', 'Bristol Cribbs Causeway', 'Bristol Harbourside'],
      E: ['Edinburgh', 'Elveden Forest'],
      L: ['Lakeside', 'London South Bank'],
    });
  });

  it('keeps the letters in order and each restaurant as given, with its place name', () => {
    const groups = groupByPlace(chain);
    expect(groups.map((g) => g.letter)).toEqual(['B', 'E', 'L']);
    expect(groups[1]?.restaurants[1]).toEqual({ title: 'Casa Lumbre Elveden Forest', town: 'Brandon', place: 'Elveden Forest' });
  });

  it('finds the brand as the words every title shares', () => {
    expect(brandPrefix(chain.map((r) => r.title))).toBe('Casa Lumbre ');
    expect(brandPrefix(['Casa Lumbre Bath'])).toBe('');
    expect(brandPrefix(['Bath Arms', 'York Tap'])).toBe('');
  });

  it('sorts accented and numbered names the way people read them', () => {
    const groups = groupByPlace([{ title: 'Ébury 2' }, { title: 'Ebury 10' }, { title: 'ebury 1' }, { title: '1 Canada Square' }]);
    expect(letters(groups)).toEqual({ '#': ['1 Canada Square'], E: ['ebury 1', 'Ébury 2', 'Ebury 10'] });
  });
});
