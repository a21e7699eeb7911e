// The starts a day still sells (decision 079): the slot search's own, less those inside the lead time.
import { describe, expect, it } from 'vitest';
import { formatHhmm } from '../../../contract/london-time.ts';
import { quarters, slotInput } from '../../../tests/support/booking-rule-fixtures.ts';
import { searchSlots } from './slot-search.ts';
import { startsStillSold } from './starts-still-sold.ts';

describe('startsStillSold', () => {
  it('is every time the slot search offers an empty day, from opening to the last seating', () => {
    const input = slotInput();
    expect(startsStillSold(input).map(formatHhmm)).toEqual(searchSlots(input).times.map((t) => t.time));
    expect(startsStillSold(input).map(formatHhmm)).toEqual(quarters('12:00', '21:00'));
  });

  it('leaves out the starts within the lead time of now (an hour after 16:30 London, 15:30 UTC in June)', () => {
    const today = slotInput({ now: new Date('2026-06-01T15:30:00Z') });
    expect(startsStillSold(today).map(formatHhmm)[0]).toBe('17:30');
  });

  it('is empty on a closed day', () => {
    expect(startsStillSold(slotInput({ date: '2026-12-25', now: new Date('2026-12-01T12:00:00Z') }))).toEqual([]);
  });
});
