import { describe, expect, it } from 'vitest';
import { formatPence } from './money.ts';

describe('formatPence', () => {
  it('writes pence as pounds with two decimals', () => {
    expect(formatPence(1250)).toBe('£12.50');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(0)).toBe('£0.00');
  });
});
