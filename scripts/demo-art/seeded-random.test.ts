import { describe, expect, it } from 'vitest';
import { randomFrom, seedFrom } from './seeded-random.ts';

describe('seeded random', () => {
  it('gives the same sequence for the same text, so a rerun writes the same art', () => {
    const a = randomFrom('bath');
    const b = randomFrom('bath');
    expect([a.next(), a.next(), a.int(1, 6)]).toEqual([b.next(), b.next(), b.int(1, 6)]);
  });

  it('gives different seeds for different slugs', () => {
    expect(seedFrom('bath')).not.toBe(seedFrom('york'));
  });

  it('keeps int() within its bounds', () => {
    const r = randomFrom('bounds');
    for (let i = 0; i < 500; i++) {
      const n = r.int(2, 4);
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(4);
    }
  });
});
