import { describe, expect, it } from 'vitest';
import type { Table, TableGroup } from './model.ts';
import { reseatFor, isPinned } from './reseat-day.ts';
import { fittingSeatings } from './table-assignment.ts';
import { booked } from '../../../tests/support/booking-rule-fixtures.ts';

const DATE = '2027-01-14';
const now = new Date('2027-01-14T12:00:00Z');
const table = (id: string, minSeats: number, maxSeats: number, areaId = 'main'): Table => ({ id, areaId, minSeats, maxSeats });
const tables = [table('two', 1, 2), table('four', 1, 4), table('bar-four', 1, 4, 'bar')];
const groups: TableGroup[] = [{ id: 'two+four', areaId: 'main', tableIds: ['two', 'four'], minSeats: 5, maxSeats: 6 }];
const policy = { pinWithinMinutes: 60 };
const day = (bookings: ReturnType<typeof booked>[]) => ({ date: DATE, now, tables, tableGroups: groups, bookings, policy });
const forParty = (covers: number) => fittingSeatings({ covers, tables, tableGroups: groups });

describe('reseatFor (decision 074)', () => {
  it('moves a couple off the only four so a party of four fits, keeping its time', () => {
    const couple = booked('19:00', ['four']);
    const bar = booked('19:00', ['bar-four'], 4);
    const plan = reseatFor(day([couple, bar]), 19 * 60, 105, forParty(4));
    expect(plan?.seating.id).toBe('four');
    expect(plan?.moves).toEqual([{ bookingId: couple.id, fromTableIds: ['four'], toTableIds: ['two'] }]);
  });

  it('follows a chain: the displaced booking displaces another', () => {
    const chain = [table('two', 1, 2), table('four', 2, 4), table('six', 3, 6)];
    const couple = booked('19:00', ['four']);
    const three = booked('19:00', ['six'], 3);
    const seatings = fittingSeatings({ covers: 5, tables: chain, tableGroups: [] });
    const plan = reseatFor({ ...day([couple, three]), tables: chain, tableGroups: [] }, 19 * 60, 120, seatings);
    expect(plan?.seating.id).toBe('six');
    expect(plan?.moves).toHaveLength(2);
    expect(plan?.moves).toEqual(
      expect.arrayContaining([
        { bookingId: three.id, fromTableIds: ['six'], toTableIds: ['four'] },
        { bookingId: couple.id, fromTableIds: ['four'], toTableIds: ['two'] },
      ]),
    );
  });

  it('never moves a booking to another area', () => {
    const couple = booked('19:00', ['bar-four']);
    const main = booked('19:00', ['four'], 4);
    expect(
      reseatFor(
        day([couple, main, booked('19:00', ['two'])]),
        19 * 60,
        105,
        forParty(4).filter((s) => s.areaId === 'bar'),
      ),
    ).toBeNull();
  });

  it('never moves a pinned booking', () => {
    const seatedCouple = booked('19:00', ['four'], 2, 90, { pinned: true });
    expect(reseatFor(day([seatedCouple, booked('19:00', ['bar-four'], 4)]), 19 * 60, 105, forParty(4))).toBeNull();
  });

  it('gives up when the budget runs out', () => {
    const couple = booked('19:00', ['four']);
    const bar = booked('19:00', ['bar-four'], 4);
    expect(reseatFor({ ...day([couple, bar]), policy: { ...policy, budget: 0 } }, 19 * 60, 105, forParty(4))).toBeNull();
  });
});

describe('isPinned (decision 074)', () => {
  const at = (time: string, extra = {}) => isPinned(booked(time, ['two'], 2, 90, extra), { date: DATE, now, policy });
  it('pins what a person fixed, what starts soon and what crosses midnight', () => {
    expect(at('19:00')).toBe(false);
    expect(at('19:00', { pinned: true })).toBe(true);
    expect(at('19:00', { status: 'seated' })).toBe(true);
    // now is 12:00 in London (GMT): 12:45 starts within the hour, 13:00 does not.
    expect(at('12:45')).toBe(true);
    expect(at('13:00')).toBe(false);
    expect(at('23:00')).toBe(true);
  });
});
