import { describe, expect, it } from 'vitest';
import type { ExistingBooking } from './model.ts';
import { clashesWithAny } from './table-clash.ts';

const NOW = new Date('2027-03-10T12:00:00Z');
const held = { startsAt: 19 * 60, durationMinutes: 120, tableIds: ['t1', 't2'] };
const other = (over: Partial<ExistingBooking>): ExistingBooking => ({
  id: 'b',
  startsAt: 18 * 60,
  durationMinutes: 90,
  covers: 2,
  tableIds: ['t2'],
  status: 'confirmed',
  ...over,
});

describe('clashesWithAny', () => {
  it('finds a booking on one of the tables for part of the time', () => {
    expect(clashesWithAny(held, [other({})], NOW)).toBe(true);
    expect(clashesWithAny(held, [other({ startsAt: 20 * 60 + 59, tableIds: ['t1'] })], NOW)).toBe(true);
  });

  it('ignores other tables, touching times, cancelled bookings and lapsed holds', () => {
    expect(clashesWithAny(held, [other({ tableIds: ['t3'] })], NOW)).toBe(false);
    expect(clashesWithAny(held, [other({ startsAt: 17 * 60, durationMinutes: 120 })], NOW)).toBe(false); // ends at 19:00
    expect(clashesWithAny(held, [other({ startsAt: 21 * 60 })], NOW)).toBe(false); // starts as it ends
    expect(clashesWithAny(held, [other({ status: 'cancelled' })], NOW)).toBe(false);
    expect(clashesWithAny(held, [other({ status: 'held', holdExpiresAt: new Date(NOW.getTime() - 1) })], NOW)).toBe(false);
    expect(clashesWithAny(held, [other({ status: 'held', holdExpiresAt: new Date(NOW.getTime() + 60_000) })], NOW)).toBe(true);
  });
});
