import { describe, expect, it } from 'vitest';
import { booked, slotInput } from '../../tests/support/booking-rule-fixtures.ts';
import { memoSearchSlots } from './slot-memo.ts';
import { searchSlots } from './rules/slot-search.ts';
import { loadContentPack } from '../../content/load-pack.ts';

describe('memoSearchSlots', () => {
  it('answers like searchSlots, and searches again for a changed day, party, setup or minute', async () => {
    const setup = (await loadContentPack()).bookingSetups[0]!;
    const bookings = [booked('19:00', ['t1']), booked('19:00', ['t2'])];
    const input = slotInput({ bookings });
    const first = memoSearchSlots(input, setup);
    expect(first).toEqual(searchSlots(input));
    expect(memoSearchSlots({ ...input }, setup)).toBe(first);
    expect(memoSearchSlots({ ...input, covers: 3 }, setup)).toEqual(searchSlots({ ...input, covers: 3 }));
    expect(memoSearchSlots({ ...input, bookings: [...bookings] }, setup)).not.toBe(first);
    expect(memoSearchSlots(input, { ...setup })).not.toBe(first);
    const later = { ...input, now: new Date(input.now.getTime() + 60_000) };
    expect(memoSearchSlots(later, setup)).not.toBe(first);
  });
});
