import { describe, expect, it } from 'vitest';
import { BATH_HOURS, BATH_SPECIAL } from '../../../tests/support/booking-rule-fixtures.ts';
import { staffHours, type StaffHoursInput } from './staff-hours.ts';

const h = (hh: number, mm = 0) => hh * 60 + mm;
// 2026-12-01 is a Tuesday (12:00–22:00); 2026-12-04 a Friday (11:00–23:00); New Year's Eve closes at midnight.
const input = (over: Partial<StaffHoursInput>): StaffHoursInput => ({
  date: '2026-12-01',
  start: h(19),
  durationMinutes: 90,
  hours: BATH_HOURS,
  specialHours: BATH_SPECIAL,
  ...over,
});

describe('staff bookings stay inside the opening hours', () => {
  it('takes a booking that starts at opening and one whose turn ends at closing', () => {
    expect(staffHours(input({ start: h(12) }))).toEqual({ ok: true, durationMinutes: 90 });
    expect(staffHours(input({ start: h(20, 30) }))).toEqual({ ok: true, durationMinutes: 90 });
  });

  it('refuses a start before opening, and a turn that would run past closing, naming the hours', () => {
    expect(staffHours(input({ start: h(11, 45) }))).toEqual({
      ok: false,
      field: 'time',
      message: 'The restaurant is open 12:00–22:00 on that day; this booking would start before opening.',
    });
    expect(staffHours(input({ start: h(20, 31) }))).toEqual({
      ok: false,
      field: 'time',
      message: 'The restaurant is open 12:00–22:00 on that day; this booking would run past closing.',
    });
    expect(staffHours(input({ start: h(22) }))).toMatchObject({ ok: false, message: expect.stringContaining('start after closing') });
  });

  it('reads a midnight close as the end of the day: 23:45 with a 90-minute turn runs past it', () => {
    const nye = { date: '2026-12-31', durationMinutes: 90 };
    expect(staffHours(input({ ...nye, start: h(22, 30) }))).toEqual({ ok: true, durationMinutes: 90 });
    expect(staffHours(input({ ...nye, start: h(23, 45) }))).toEqual({
      ok: false,
      field: 'time',
      message: 'The restaurant is open 12:00–00:00 on that day; this booking would run past closing.',
    });
  });

  it('follows special dates over the weekly hours, and refuses a closed day on its date', () => {
    expect(staffHours(input({ date: '2026-12-24', start: h(17) }))).toMatchObject({ ok: false, field: 'time' }); // closes 18:00
    expect(staffHours(input({ date: '2026-12-25' }))).toEqual({
      ok: false,
      field: 'date',
      message: 'The restaurant is closed on that day.',
    });
  });

  it('cuts a walk-in’s turn at closing instead of refusing it, but not a start outside the hours', () => {
    expect(staffHours(input({ start: h(21, 15), walkIn: true }))).toEqual({ ok: true, durationMinutes: 45 });
    expect(staffHours(input({ start: h(11, 30), walkIn: true }))).toMatchObject({ ok: false, field: 'time' });
  });
});
