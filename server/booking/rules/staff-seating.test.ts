import { describe, expect, it } from 'vitest';
import { SLOT_TAKEN_MESSAGE } from '../../../contract/booking-codes.ts';
import { staffSeating, type StaffSeatingInput } from './staff-seating.ts';
import { booked, config, slotInput } from '../../../tests/support/booking-rule-fixtures.ts';

const h = (hh: number, mm = 0) => hh * 60 + mm;
function input(overrides: Partial<StaffSeatingInput> = {}): StaffSeatingInput {
  const { date, now, config: cfg, hours, specialHours, tables, tableGroups } = slotInput();
  return {
    date,
    now,
    config: cfg,
    hours,
    specialHours,
    tables,
    tableGroups,
    bookings: [],
    start: h(19),
    covers: 2,
    areaId: null,
    tableIds: [],
    override: false,
    ...overrides,
  };
}

describe('staff seating', () => {
  it('lets the engine pick the smallest free table, as online', () => {
    expect(staffSeating(input())).toEqual({ ok: true, tableIds: ['t1'], durationMinutes: 90 });
    expect(staffSeating(input({ covers: 7 }))).toEqual({ ok: true, tableIds: ['t3', 't4'], durationMinutes: 150 });
  });

  it('takes a walk-in at any minute the restaurant is open, and none outside its hours', () => {
    expect(staffSeating(input({ start: h(12, 7) })).ok).toBe(true);
    expect(staffSeating(input({ start: h(11, 50) }))).toMatchObject({
      ok: false,
      reason: 'closed',
      message: 'The restaurant is open from 12:00 to 22:00 that day',
    });
    expect(staffSeating(input({ date: '2026-12-25' }))).toMatchObject({
      ok: false,
      reason: 'closed',
      message: 'The restaurant is closed on that day',
    });
  });

  it('refuses past pacing and the online cover limit unless overridden', () => {
    const paced = { config: config({ pacingCoversPerInterval: 4 }), bookings: [booked('19:00', ['t3'], 3)] };
    expect(staffSeating(input(paced))).toMatchObject({ ok: false, reason: 'pacing' });
    expect(staffSeating(input({ ...paced, override: true }))).toMatchObject({ ok: true, tableIds: ['t1'] });
    const limited = { config: config({ maxOnlineCovers: 6 }), covers: 7 };
    expect(staffSeating(input(limited))).toMatchObject({ ok: false, reason: 'online-limit' });
    expect(staffSeating(input({ ...limited, override: true }))).toMatchObject({ ok: true, tableIds: ['t3', 't4'] });
  });

  it("leaves an event's covers out of the pacing, never its tables (decision 080)", () => {
    const event = { config: config({ pacingCoversPerInterval: 4 }), bookings: [booked('19:00', ['t1'], 30, 240, { paced: false })] };
    expect(staffSeating(input(event))).toMatchObject({ ok: true });
    expect(staffSeating(input({ ...event, tableIds: ['t1'] }))).toMatchObject({ ok: false, reason: 'slot-taken' });
  });

  it('never overrides a table: too small, taken or unknown is refused even with the override', () => {
    expect(staffSeating(input({ tableIds: ['t1'], covers: 3, override: true }))).toEqual({
      ok: false,
      reason: 'table-too-small',
      message: 'T1 seats at most 2',
    });
    expect(staffSeating(input({ tableIds: ['t3', 't4'], covers: 8 }))).toMatchObject({ ok: true, tableIds: ['t3', 't4'] });
    expect(staffSeating(input({ tableIds: ['t3', 't4'], covers: 9, override: true }))).toMatchObject({ reason: 'table-too-small' });
    const busy = { bookings: [booked('18:00', ['t5'], 4, 120)] };
    expect(staffSeating(input({ ...busy, tableIds: ['t5'], override: true }))).toEqual({
      ok: false,
      reason: 'slot-taken',
      message: SLOT_TAKEN_MESSAGE,
    });
    expect(staffSeating(input({ ...busy, tableIds: ['t5'], start: h(20) }))).toMatchObject({ ok: true, tableIds: ['t5'] });
    expect(staffSeating(input({ tableIds: ['zz9'] }))).toMatchObject({
      ok: false,
      reason: 'table-unknown',
      message: 'There is no table ZZ9 at this restaurant',
    });
  });

  it('answers product.md §8 status 9 when no table is free, and keeps to a chosen area', () => {
    const full = input({ covers: 6, bookings: [booked('18:30', ['t5'], 5, 120), booked('18:30', ['t3', 't4'], 7, 150)] });
    expect(staffSeating(full)).toEqual({ ok: false, reason: 'slot-taken', message: SLOT_TAKEN_MESSAGE });
    expect(staffSeating(input({ areaId: 'terrace' }))).toMatchObject({ ok: true, tableIds: ['p1'] });
  });
});
