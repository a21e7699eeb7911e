import { describe, expect, it } from 'vitest';
import { filterByLinkGroup, linkGroupAllows, selectFromLinkGroup } from './link-groups.ts';
import type { LinkGroup } from './link-groups.ts';

const menus = [
  { id: 'a-la-carte', name: 'À la carte' },
  { id: 'brunch', name: 'Bottomless brunch' },
  { id: 'set-menu', name: 'Set menu' },
];
const areas = [
  { id: 'restaurant', name: 'Restaurant' },
  { id: 'bar', name: 'Bar' },
  { id: 'terrace', name: 'Terrace' },
];
const group = (type: LinkGroup['type'], ...ids: string[]): LinkGroup => ({ type, links: ids.map((id) => ({ id })) });

describe('link groups (product.md §4: menus and areas for an occasion)', () => {
  it('inclusive keeps only the linked menus, in order', () => {
    expect(filterByLinkGroup(menus, group('inclusive', 'set-menu', 'brunch')).map((m) => m.id)).toEqual(['brunch', 'set-menu']);
  });

  it('exclusive removes the linked menus', () => {
    expect(filterByLinkGroup(menus, group('exclusive', 'brunch')).map((m) => m.id)).toEqual(['a-la-carte', 'set-menu']);
  });

  it('areas work likewise', () => {
    expect(filterByLinkGroup(areas, group('inclusive', 'bar')).map((a) => a.id)).toEqual(['bar']);
    expect(filterByLinkGroup(areas, group('exclusive', 'bar')).map((a) => a.id)).toEqual(['restaurant', 'terrace']);
  });

  it('an empty inclusive group keeps nothing; an empty exclusive group keeps everything', () => {
    expect(filterByLinkGroup(menus, group('inclusive'))).toEqual([]);
    expect(filterByLinkGroup(menus, group('exclusive'))).toEqual(menus);
  });

  it('ignores links to ids the restaurant does not have', () => {
    expect(filterByLinkGroup(menus, group('inclusive', 'brunch', 'gone'))).toEqual([menus[1]]);
  });

  it('linkGroupAllows answers for one id', () => {
    expect(linkGroupAllows(group('inclusive', 'bar'), 'bar')).toBe(true);
    expect(linkGroupAllows(group('inclusive', 'bar'), 'terrace')).toBe(false);
    expect(linkGroupAllows(group('exclusive', 'bar'), 'bar')).toBe(false);
    expect(linkGroupAllows(group('exclusive', 'bar'), 'terrace')).toBe(true);
  });

  describe('selection after an occasion change', () => {
    it('is null when none remain', () => {
      expect(selectFromLinkGroup(menus, group('inclusive', 'gone'), 'brunch')).toBeNull();
      expect(selectFromLinkGroup(areas, group('exclusive', 'restaurant', 'bar', 'terrace'))).toBeNull();
    });

    it('keeps the current choice when still allowed, else the first remaining', () => {
      expect(selectFromLinkGroup(areas, group('exclusive', 'bar'), 'terrace')?.id).toBe('terrace');
      expect(selectFromLinkGroup(areas, group('exclusive', 'bar'), 'bar')?.id).toBe('restaurant');
      expect(selectFromLinkGroup(menus, group('inclusive', 'brunch'), null)?.id).toBe('brunch');
    });
  });
});
