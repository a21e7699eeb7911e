import { describe, expect, it } from 'vitest';
import { LIGHTS, lightUp, mix } from './colour.ts';

describe('scene colour', () => {
  it('mixes two colours channel by channel', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#d95d38', '#d95d38', 0.7)).toBe('#d95d38');
  });

  it('darkens a facade at night but leaves it alone by day', () => {
    expect(lightUp('#e9d3a1', LIGHTS.day)).toBe('#e9d3a1');
    expect(parseInt(lightUp('#e9d3a1', LIGHTS.night).slice(1, 3), 16)).toBeLessThan(0xe9 / 1.5);
  });
});
