import { describe, expect, it } from 'vitest';
import { compactKey, normaliseName } from './normalise.ts';
import { formatPostcode, parsePostcode } from './postcode.ts';

describe('normaliseName', () => {
  it.each([
    ['BATH!', 'bath'],
    ['  Bath,   Somerset ', 'bath somerset'],
    ['St. Margaret’s Street', 'st margarets street'],
    ['Stratford-upon-Avon', 'stratford upon avon'],
    ['Bô’ness', 'boness'],
    ['Ystrad Mynach', 'ystrad mynach'],
    ['Marks & Spencer', 'marks and spencer'],
    ['¡¿?!', ''],
  ])('%s → %s', (text, key) => expect(normaliseName(text)).toBe(key));

  it('compacts keys without spaces', () => expect(compactKey('milton keynes')).toBe('miltonkeynes'));
});

describe('parsePostcode', () => {
  it.each([
    ['BA1 2AB', { outward: 'BA1', inward: '2AB', area: 'BA' }],
    ['ba12ab', { outward: 'BA1', inward: '2AB', area: 'BA' }],
    ['BA12 7PU', { outward: 'BA12', inward: '7PU', area: 'BA' }],
    ['ba1', { outward: 'BA1', area: 'BA' }],
    ['M3', { outward: 'M3', area: 'M' }],
    ['W1A 1AA', { outward: 'W1A', inward: '1AA', area: 'W' }],
    ['EC1V 9HX', { outward: 'EC1V', inward: '9HX', area: 'EC' }],
  ])('%s', (text, parsed) => expect(parsePostcode(text)).toEqual(parsed));

  it.each(['Bath', 'B', '12', 'BA1 2AB X', 'BAA1', ''])('rejects %j', (text) => expect(parsePostcode(text)).toBeNull());

  it('formats', () => {
    expect(formatPostcode({ outward: 'BA1', inward: '2AB', area: 'BA' })).toBe('BA1 2AB');
    expect(formatPostcode({ outward: 'BA1', area: 'BA' })).toBe('BA1');
  });
});
