import { describe, expect, it } from 'vitest';
import type { Table, TableGroup } from './model.ts';
import { assignTable } from './table-assignment.ts';
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

describe('assignTable: the best free table or group', () => {
  it('takes the smallest table that fits', () => {
    expect(assign(2)).toBe('two');
    expect(assign(3)).toBe('four-a');
    expect(assign(5)).toBe('six');
  });

  it('keeps the caller’s order between equal tables', () => {
    expect(assign(4)).toBe('four-a');
    expect(assign(4, [booked('19:00', ['four-a'])])).toBe('four-b');
  });

  it('prefers a single table over pushing tables together', () => {
    expect(assign(6)).toBe('six');
    expect(assign(6, [booked('18:00', ['six'])])).toBe('two+four');
  });

  it('prefers a larger single table over a snugger group', () => {
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
    expect(assign(2, [booked('19:30', ['two'])])).toBe('bar-two');
    expect(assign(2, [booked('19:30', ['two'])], (area) => area === 'main')).toBe('four-a');
    expect(assign(2, [], (area) => area === 'terrace')).toBeNull();
  });

  it('ignores cancelled bookings', () => {
    expect(assign(2, [booked('19:00', ['two'], 2, 90, { status: 'cancelled' })])).toBe('two');
  });
});
