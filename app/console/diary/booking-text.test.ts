import { describe, expect, it } from 'vitest';
import { coversText, extrasText, partyText } from './booking-text.ts';

describe('booking text', () => {
  it('writes the party with children only when there are any', () => {
    expect(partyText({ adults: 1, children: 0 })).toBe('1 adult');
    expect(partyText({ adults: 2, children: 1 })).toBe('2 adults, 1 child');
    expect(partyText({ adults: 2, children: 3 })).toBe('2 adults, 3 children');
    expect(coversText(1)).toBe('1 cover');
  });

  it('lists extras with their quantities, or nothing', () => {
    expect(extrasText([{ name: 'Prosecco', quantity: 2 }])).toBe('Prosecco × 2');
    expect(extrasText([])).toBeNull();
  });
});
