import { describe, expect, it } from 'vitest';
import { bitCount, boundedEditDistance, letterSignature, typoAllowance } from './edit-distance.ts';

describe('boundedEditDistance (optimal string alignment)', () => {
  it.each([
    ['bristol', 'bristoll', 1],
    ['nottingham', 'notingham', 1],
    ['bath', 'baht', 1],
    ['bath', 'bath', 0],
    ['bath', 'bth', 1],
    ['ealing', 'ealnig', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
  ])('%s ↔ %s = %i', (a, b, d) => {
    expect(boundedEditDistance(a, b, 5)).toBe(d);
    expect(boundedEditDistance(b, a, 5)).toBe(d);
  });

  it('stops at max + 1', () => {
    expect(boundedEditDistance('london', 'leeds', 1)).toBe(2);
    expect(boundedEditDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('handles long strings', () => {
    const long = 'x'.repeat(300);
    expect(boundedEditDistance(long, `${long}y`, 2)).toBe(1);
  });
});

describe('typo allowance and letter signatures', () => {
  it('forgives nothing under 4 characters, one edit for 4–7, two from 8', () => {
    expect([3, 4, 7, 8, 20].map(typoAllowance)).toEqual([0, 1, 1, 2, 2]);
  });

  it('never rules out a pair within k edits', () => {
    const pairs: [string, string, number][] = [
      ['bristol', 'bristoll', 1],
      ['nottingham', 'notinghan', 2],
      ['cribbs causeway', 'cribs causway', 2],
      ['ba1', 'ba2', 1],
    ];
    for (const [a, b, k] of pairs) expect(bitCount(letterSignature(a) ^ letterSignature(b))).toBeLessThanOrEqual(2 * k);
  });

  it('counts bits', () => expect([0, 1, 0xff, 0xffffffff].map(bitCount)).toEqual([0, 1, 8, 32]));
});
