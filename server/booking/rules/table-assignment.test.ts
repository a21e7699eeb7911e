import { describe, expect, it } from 'vitest';
import type { Table, TableGroup } from './model.ts';
import { assignTable, seatingPlan } from './table-assignment.ts';
import { booked } from '../../../tests/support/booking-rule-fixtures.ts';

const now = new Date('2026-05-31T09:00:00Z');
const tables: Table[] = [
  { id: 'six', areaId: 'main', minSeats: 3, maxSeats: 6 },
  { id: 'four-a', areaId: 'main', minSeats: 1, maxSeats: 4 },
  { id: 'four-b', areaId: 'main', minSeats: 1, maxSeats: 4 },
  { id: 'two', areaId: 'main', minSeats: 1, maxSeats: 2 },
  { id: 'bar-two', areaId: 'bar', minSeats: 1, maxSeats: 2 },
];
const groups: TableGroup[] = [
  { id: 'two+four', areaId: 'main', tableIds: ['two', 'four-a'], minSeats: 3, maxSeats: 6 },
  { id: 'four+four', areaId: 'main', tableIds: ['four-a', 'four-b'], minSeats: 5, maxSeats: 8 },
];
const assign = (covers: number, bookings = [booked('00:00', ['none'])], allowArea?: (id: string) => boolean) =>
  assignTable({ covers, start: 19 * 60, durationMinutes: 90, tables, tableGroups: groups, bookings, now, allowArea })?.id ?? null;

describe('assignTable: the free table or group that wastes least (decision 073)', () => {
  it('takes the table with the fewest empty seats', () => {
    expect(assign(2, [], (area) => area === 'main')).toBe('two');
    expect(assign(3)).toBe('four-b');
    expect(assign(5)).toBe('six');
  });

  it('keeps a table that pushes together with a free neighbour for a larger party', () => {
    // bar-two and two seat a couple equally well, but two is half of the free two+four.
    expect(assign(2)).toBe('bar-two');
    // four-a belongs to two groups, four-b to one.
    expect(assign(4)).toBe('four-b');
    expect(assign(4, [booked('19:00', ['four-b'])])).toBe('four-a');
  });

  it('avoids leaving a gap before or after that no turn could fill', () => {
    const pair: Table[] = [
      { id: 'early', areaId: 'main', minSeats: 1, maxSeats: 2 },
      { id: 'late', areaId: 'main', minSeats: 1, maxSeats: 2 },
    ];
    const seat = (bookings: ReturnType<typeof booked>[]) =>
      assignTable({ covers: 2, start: 19 * 60, durationMinutes: 90, tables: pair, tableGroups: [], bookings, now, shortestTurnMinutes: 90 })
        ?.id;
    // 'early' is free from 18:30, so 19:00 there strands half an hour; 'late' is free all evening.
    expect(seat([booked('17:00', ['early'])])).toBe('late');
    // 'late' is taken from 21:00, so 19:00–20:30 there strands half an hour after.
    expect(seat([booked('21:00', ['late'])])).toBe('early');
    // A gap long enough for a turn is no waste: the restaurant's order decides.
    expect(seat([booked('16:00', ['early'])])).toBe('early');
  });

  it('prefers a single table over pushing tables together, even a larger one', () => {
    expect(assign(6)).toBe('six');
    expect(assign(6, [booked('18:00', ['six'])])).toBe('two+four');
    const big = [...tables, { id: 'eight', areaId: 'main', minSeats: 4, maxSeats: 8 }].filter((t) => t.id !== 'six');
    const seat = (covers: number) =>
      assignTable({ covers, start: 19 * 60, durationMinutes: 90, tables: big, tableGroups: groups, bookings: [], now });
    expect(seat(5)?.id).toBe('eight');
  });

  it('uses a group only when all its tables are free', () => {
    expect(assign(7)).toBe('four+four');
    expect(assign(7, [booked('20:00', ['four-b'])])).toBeNull();
  });

  it('moves up a size when the small tables are taken, and stays in allowed areas', () => {
    // With two taken, two+four is no longer free to keep: four-a and four-b are equal, the restaurant's order decides.
    expect(assign(2, [booked('19:30', ['bar-two']), booked('19:30', ['two'])])).toBe('four-a');
    expect(assign(2, [booked('19:30', ['two'])], (area) => area === 'main')).toBe('four-a');
    expect(assign(2, [], (area) => area === 'terrace')).toBeNull();
  });

  it('ignores cancelled bookings', () => {
    expect(assign(2, [booked('19:00', ['two'], 2, 90, { status: 'cancelled' })], (area) => area === 'main')).toBe('two');
  });
});

describe('seatingPlan.free: every free seating, least waste first (the yield rule chooses among them, decision 075)', () => {
  it('lists the free tables and groups that fit, the best one first, none that is taken', () => {
    const plan = seatingPlan({ covers: 4, tables, tableGroups: groups, bookings: [booked('19:00', ['four-b'])], now });
    const free = plan.free(19 * 60, 90).map((s) => s.id);
    expect(free[0]).toBe(plan.find(19 * 60, 90)!.id);
    expect(free.sort()).toEqual(['four-a', 'six', 'two+four']);
  });
});
