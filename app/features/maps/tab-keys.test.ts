import { describe, expect, it } from 'vitest';
import { tabAfterKey } from './tab-keys.ts';

describe('tab keys', () => {
  it('moves with the arrows and wraps at the ends', () => {
    expect(tabAfterKey('ArrowRight', 0, 2)).toBe(1);
    expect(tabAfterKey('ArrowRight', 1, 2)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 2)).toBe(1);
    expect(tabAfterKey('ArrowDown', 0, 3)).toBe(1);
    expect(tabAfterKey('ArrowUp', 2, 3)).toBe(1);
  });

  it('jumps to the first and last with Home and End', () => {
    expect(tabAfterKey('Home', 2, 3)).toBe(0);
    expect(tabAfterKey('End', 0, 3)).toBe(2);
  });

  it('leaves other keys alone (Tab moves on to the panel)', () => {
    expect(tabAfterKey('Tab', 0, 2)).toBeNull();
    expect(tabAfterKey('Enter', 0, 2)).toBeNull();
  });
});
