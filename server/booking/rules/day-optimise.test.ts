// Optimise the day (decision 079) on days a host would recognise.
import { describe, expect, it } from 'vitest';
import { freedomBySlot } from './day-freedom.ts';
import { optimiseDay } from './day-optimise.ts';
import type { ExistingBooking, Table } from './model.ts';

const DATE = '2027-01-14';
const now = new Date('2027-01-14T12:00:00Z');
const turnTimes = [
  { maxCovers: 2, minutes: 90 },
  { maxCovers: 20, minutes: 120 },
];
const tables: Table[] = [
  { id: 'r1', areaId: 'room', minSeats: 1, maxSeats: 2 },
  { id: 'r2', areaId: 'room', minSeats: 1, maxSeats: 4 },
];
const couple = (id: string, tableIds: string[], extra: Partial<ExistingBooking> = {}): ExistingBooking => ({
  id,
  startsAt: 19 * 60,
  durationMinutes: 90,
  covers: 2,
  tableIds,
  status: 'confirmed',
  ...extra,
});
const day = (bookings: ExistingBooking[]) => ({
  date: DATE,
  now,
  tables,
  tableGroups: [],
  bookings,
  policy: { pinWithinMinutes: 60 },
  turnTimes,
  slots: [18 * 60 + 30, 19 * 60, 19 * 60 + 30],
});

describe('optimise the day', () => {
  it('moves a couple from the four-top to the free two-top, so a party of four fits again', () => {
    const plan = optimiseDay(day([couple('a', ['r2'])]));
    expect(plan.moves).toEqual([{ bookingId: 'a', fromTableIds: ['r2'], toTableIds: ['r1'] }]);
    expect(plan.before.map((s) => s.largestParty)).toEqual([2, 2, 2]);
    expect(plan.after.map((s) => s.largestParty)).toEqual([4, 4, 4]);
    expect(plan.after.map((s) => s.freeCovers)).toEqual([4, 4, 4]);
  });

  it('proposes nothing when the day is as free as it can be', () => {
    expect(optimiseDay(day([couple('a', ['r1'])])).moves).toEqual([]);
  });

  it('never moves a pinned booking, nor one starting within the pin time', () => {
    expect(optimiseDay(day([couple('a', ['r2'], { pinned: true })])).moves).toEqual([]);
    const soon = { ...day([couple('a', ['r2'])]), now: new Date('2027-01-14T18:30:00Z') };
    expect(optimiseDay(soon).moves).toEqual([]);
  });

  it('counts free covers on tables free for the shortest turn', () => {
    const freedom = freedomBySlot(day([]), [{ start: 19 * 60, end: 20 * 60 + 30, tableIds: ['r1'] }]);
    // At 18:30 the two-top is free for only 30 minutes: not a turn.
    expect(freedom.map((s) => s.freeCovers)).toEqual([4, 4, 4]);
    expect(freedom.map((s) => s.largestParty)).toEqual([4, 4, 4]);
  });
});
