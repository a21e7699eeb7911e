// Booking references in a diner's words (product.md D8 "Messages").
import { describe, expect, it } from 'vitest';
import { referencesIn, splitReferences } from './booking-reference.ts';

describe('booking references in a message', () => {
  it('finds the engine’s references in either case, and keeps the text around them', () => {
    const text = 'Hi, about booking 7kq2-m9xd (and 7KQ2-M9XD again), see ABCD-EFGH.';
    expect(referencesIn(text)).toEqual(['7KQ2-M9XD', 'ABCD-EFGH']);
    expect(
      splitReferences(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
    expect(splitReferences('Ref: 7KQ2-M9XD')).toEqual([{ text: 'Ref: ' }, { text: '7KQ2-M9XD', reference: '7KQ2-M9XD' }]);
  });

  it('ignores look-alikes: letters Crockford leaves out, longer codes and parts of other words', () => {
    expect(referencesIn('ILOU-1234 or 12345-6789 or AB12-CD34-EF56 or 1234-5678X')).toEqual([]);
    // A phone number can look like one ('0161-4960'): the server links only references a booking has.
    expect(referencesIn('call 0161-4960')).toEqual(['0161-4960']);
  });
});
