import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../../../contract/content-constants.ts';
import type { SpecialHours, WeeklyHours } from '../../../contract/content.ts';
import { formatDayMonth, specialDateRows, weeklyRows } from './weekly-hours.ts';

/** 12:00–22:00 every day, click and collect until 21:00, with any day changed. */
function hoursWith(overrides: Partial<WeeklyHours>): WeeklyHours {
  const week = Object.fromEntries(
    WEEKDAYS.flatMap((d) => [
      [`${d}Open`, '12:00'],
      [`${d}Close`, '22:00'],
      [`${d}ClickCollectClose`, '21:00'],
    ]),
  ) as WeeklyHours;
  return { ...week, ...overrides };
}
const EVERY_DAY = hoursWith({});

const special = (label: string, startDate: string, endDate = startDate, openTime = '11:00', closeTime = '18:00'): SpecialHours => ({
  label,
  startDate,
  endDate,
  openTime,
  closeTime,
  clickCollectClose: 'closed',
});

describe('weeklyRows', () => {
  it('lists the week from Monday with opening, closing and click-and-collect times', () => {
    const rows = weeklyRows(EVERY_DAY);
    expect(rows.map((r) => r.label)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(rows[0]).toMatchObject({ open: '12:00', close: '22:00', clickCollectClose: '21:00', isToday: false });
  });

  it('reads "closed" in any case as a closed day, and a 00:00 close as midnight', () => {
    const rows = weeklyRows(hoursWith({ mondayOpen: 'Closed', fridayClose: '00:00' }));
    expect(rows[0]).toMatchObject({ open: null, close: null, clickCollectClose: null });
    expect(rows[4]).toMatchObject({ open: '12:00', close: 'midnight' });
  });

  it('marks the weekday of the given London date as today, and no day without one', () => {
    // 24 December 2026 is a Thursday; 27 December a Sunday.
    expect(
      weeklyRows(EVERY_DAY, '2026-12-24')
        .filter((r) => r.isToday)
        .map((r) => r.day),
    ).toEqual(['thursday']);
    expect(
      weeklyRows(EVERY_DAY, '2026-12-27')
        .filter((r) => r.isToday)
        .map((r) => r.day),
    ).toEqual(['sunday']);
    expect(weeklyRows(EVERY_DAY).some((r) => r.isToday)).toBe(false);
    expect(weeklyRows(EVERY_DAY, 'not a date').some((r) => r.isToday)).toBe(false);
  });
});

describe('formatDayMonth', () => {
  it('writes a date the British way, without the year when it is this year’s', () => {
    expect(formatDayMonth('2026-12-24', '2026-11-23')).toBe('Thursday 24 December');
    expect(formatDayMonth('2026-03-01', '2026-01-01')).toBe('Sunday 1 March');
  });

  it('adds the year when the date falls in another year', () => {
    expect(formatDayMonth('2027-01-01', '2026-12-20')).toBe('Friday 1 January 2027');
  });
});

describe('specialDateRows', () => {
  const entries = [
    special('New Year’s Day', '2027-01-01', '2027-01-01', 'closed', 'closed'),
    special('Christmas Eve', '2026-12-24'),
    special('New Year’s Eve', '2026-12-31', '2026-12-31', '12:00', '00:00'),
    special('Last Christmas', '2025-12-24'),
    special('Refit', '2026-12-22', '2026-12-23', 'closed', 'closed'),
  ];

  it('shows dates to come soonest first, with readable dates and hours, and drops the past', () => {
    expect(specialDateRows(entries, '2026-12-01').map(({ label, dates, hours }) => ({ label, dates, hours }))).toEqual([
      { label: 'Refit', dates: 'Tuesday 22 December to Wednesday 23 December', hours: 'Closed' },
      { label: 'Christmas Eve', dates: 'Thursday 24 December', hours: '11:00 – 18:00' },
      { label: 'New Year’s Eve', dates: 'Thursday 31 December', hours: '12:00 – midnight' },
      { label: 'New Year’s Day', dates: 'Friday 1 January 2027', hours: 'Closed' },
    ]);
  });

  it('marks the entry that covers today, including inside a range, and keeps it until it ends', () => {
    const onDay = specialDateRows(entries, '2026-12-23');
    expect(onDay.filter((r) => r.isToday).map((r) => r.label)).toEqual(['Refit']);
    expect(onDay[0]?.label).toBe('Refit');
    expect(
      specialDateRows(entries, '2026-12-24')
        .filter((r) => r.isToday)
        .map((r) => r.label),
    ).toEqual(['Christmas Eve']);
    expect(specialDateRows(entries, '2026-12-25').some((r) => r.isToday)).toBe(false);
  });

  it('skips an entry whose dates are not real', () => {
    expect(specialDateRows([special('Typo', '2026-02-30')], '2026-01-01')).toEqual([]);
  });
});
