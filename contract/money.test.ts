import { describe, expect, it } from 'vitest';
import { formatPence, penceFromPounds, poundsText } from './money.ts';

describe('formatPence', () => {
  it('writes pence as pounds with two decimals', () => {
    expect(formatPence(1250)).toBe('£12.50');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(0)).toBe('£0.00');
  });
});

describe('prices typed in pounds', () => {
  it('reads pounds and pence as whole pence, without floating-point drift', () => {
    expect(penceFromPounds('12.50')).toBe(1250);
    expect(penceFromPounds('12.5')).toBe(1250);
    expect(penceFromPounds('£ 14.95')).toBe(1495);
    expect(penceFromPounds('0.29')).toBe(29);
    expect(penceFromPounds(' 28 ')).toBe(2800);
    expect(penceFromPounds('0')).toBe(0);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'twelve', '12.505', '-3', '1,200', '12.']) expect(penceFromPounds(bad)).toBeNull();
  });

  it('writes pence back as the form shows them', () => {
    expect(poundsText(1495)).toBe('14.95');
    expect(poundsText(2800)).toBe('28.00');
    expect(penceFromPounds(poundsText(3295))).toBe(3295);
  });
});
