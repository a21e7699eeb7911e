import { describe, expect, it } from 'vitest';
import { coversText, extrasText, guestName, partyText, tableText } from './booking-text.ts';

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

  it('names a walk-in who gave no name "Walk-in", and nobody else', () => {
    expect(guestName({ firstName: 'Grace', lastName: 'Hopper', source: 'phone' })).toBe('Grace Hopper');
    expect(guestName({ firstName: '', lastName: '', source: 'walk-in' })).toBe('Walk-in');
    expect(guestName({ firstName: 'Grace', lastName: '', source: 'walk-in' })).toBe('Grace');
    expect(guestName({ firstName: '', lastName: '', source: 'phone' })).toBe('');
  });
});

describe('table text (decision 074)', () => {
  it('says where a re-seated booking came from', () => {
    expect(tableText({ tableLabel: 'R7', movedFrom: 'R4' })).toBe('R7 (moved from R4)');
    expect(tableText({ tableLabel: 'R7', movedFrom: null })).toBe('R7');
  });
});
