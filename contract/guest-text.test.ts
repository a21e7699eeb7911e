import { describe, expect, it } from 'vitest';
import { glanceCounts, glanceSheetLine } from './guest-text.ts';

describe('a guest at a glance', () => {
  it('counts visits and no-shows in words', () => {
    expect(glanceCounts({ visits: 0, noShows: 0 })).toBe('First visit');
    expect(glanceCounts({ visits: 1, noShows: 2 })).toBe('1 visit · 2 no-shows');
  });

  it('gives the day sheet tags and allergies on one line', () => {
    expect(glanceSheetLine({ tags: ['nut allergy', 'VIP'], allergies: 'Peanuts' })).toBe('nut allergy, VIP · Allergies: Peanuts');
    expect(glanceSheetLine({ tags: [], allergies: '' })).toBe('');
    expect(glanceSheetLine(null)).toBe('');
  });
});
