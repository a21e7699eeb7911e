import { describe, expect, it } from 'vitest';
import { hashScrollTarget, mayReloadForChunk } from './scroll.ts';

describe('hash scroll offset (product.md §2)', () => {
  it('offsets by the header height on narrow screens', () => {
    expect(hashScrollTarget(500, 0, 64, 575)).toBe(436);
  });
  it('adds 15px from 576px wide', () => {
    expect(hashScrollTarget(500, 0, 64, 576)).toBe(421);
    expect(hashScrollTarget(500, 1000, 64, 1440)).toBe(1421);
  });
  it('never scrolls above the top', () => {
    expect(hashScrollTarget(10, 0, 64, 1024)).toBe(0);
  });
});

describe('chunk reload guard (product.md §8)', () => {
  it('reloads the first time', () => expect(mayReloadForChunk(null, 5)).toBe(true));
  it('does not reload twice within a minute', () => expect(mayReloadForChunk(1000, 60_999)).toBe(false));
  it('reloads again after a minute', () => expect(mayReloadForChunk(1000, 61_000)).toBe(true));
});
