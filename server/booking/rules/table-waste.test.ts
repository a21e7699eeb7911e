import { describe, expect, it } from 'vitest';
import { DEAD_GAP_WEIGHT, GROUP_KEEP_WEIGHT, wasteOf, type Spans, type WasteContext } from './table-waste.ts';

const spans: Record<string, Spans> = { a: [{ start: 17 * 60, end: 18 * 60 + 30 }], b: [{ start: 21 * 60, end: 22 * 60 + 30 }] };
const ctx = (over: Partial<WasteContext> = {}): WasteContext => ({
  shortestTurnMinutes: 90,
  dayStart: 17 * 60,
  busy: (id) => spans[id],
  seatsOf: () => 2,
  groupsOf: (id) => (id === 'c' ? [{ tableIds: ['c', 'd'], maxSeats: 6 }] : []),
  ...over,
});
const turn = 90;
const at19 = (tableIds: string[], maxSeats: number, covers: number, c = ctx()) =>
  wasteOf({ tableIds, maxSeats }, covers, 19 * 60, 19 * 60 + turn, c);

describe('wasteOf (decision 073)', () => {
  it('counts the empty seats for the whole turn', () => {
    expect(at19(['x'], 4, 2, ctx({ dayStart: null }))).toBe(2 * turn);
    expect(at19(['x'], 2, 2, ctx({ dayStart: null }))).toBe(0);
  });

  it('counts a gap before or after shorter than any turn as dead, by the table’s seats', () => {
    // a: free from 18:30, so 19:00 leaves 30 dead minutes; b: taken from 21:00, 20:30 leaves 30.
    expect(at19(['a'], 2, 2)).toBe(DEAD_GAP_WEIGHT * 30 * 2);
    expect(at19(['b'], 2, 2, ctx({ dayStart: null }))).toBe(DEAD_GAP_WEIGHT * 30 * 2);
    // From the day's first start (17:00) to 19:00 is two hours: a turn fits, nothing is dead.
    expect(at19(['x'], 2, 2)).toBe(0);
    expect(at19(['a'], 2, 2, ctx({ shortestTurnMinutes: 30 }))).toBe(0);
  });

  it('charges for breaking up a group that could still seat a large party', () => {
    expect(at19(['c'], 2, 2)).toBe(GROUP_KEEP_WEIGHT * 6 * turn);
    // The group itself breaks nothing.
    expect(at19(['c', 'd'], 6, 6)).toBe(0);
    // A group that is taken anyway costs nothing to break.
    const dTaken = ctx({ busy: (id) => (id === 'd' ? [{ start: 19 * 60, end: 20 * 60 }] : undefined) });
    expect(at19(['c'], 2, 2, dTaken)).toBe(0);
  });
});
