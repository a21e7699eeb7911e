import { describe, expect, it } from 'vitest';
import { addDays, isClosedOn, londonToday, weekdayIndex } from './london-date.ts';
import type { WeeklyHours } from '../../../contract/content.ts';

const open = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((d) => [
    [`${d}Open`, d === 'monday' ? 'Closed' : '12:00'],
    [`${d}Close`, d === 'monday' ? 'CLOSED' : '22:00'],
    [`${d}ClickCollectClose`, '21:00'],
  ]),
) as WeeklyHours;

describe('booking calendar dates', () => {
  it("knows London's date, not UTC's", () => {
    expect(londonToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(londonToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
  it('adds days across months and clock changes', () => {
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
  it('counts weekdays from Monday', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0);
    expect(weekdayIndex('2026-11-22')).toBe(6);
  });
  it("'closed' in any case closes a day, and special dates win", () => {
    expect(isClosedOn(open, [], '2026-11-23')).toBe(true);
    expect(isClosedOn(open, [], '2026-11-24')).toBe(false);
    const christmas = {
      label: 'Christmas Day',
      startDate: '2026-12-25',
      endDate: '2026-12-25',
      openTime: 'closed',
      closeTime: 'closed',
      clickCollectClose: 'closed',
    };
    const mondayOpening = {
      label: 'Bank holiday',
      startDate: '2026-12-28',
      endDate: '2026-12-28',
      openTime: '12:00',
      closeTime: '20:00',
      clickCollectClose: '19:00',
    };
    expect(isClosedOn(open, [christmas], '2026-12-25')).toBe(true);
    expect(isClosedOn(open, [mondayOpening], '2026-12-28')).toBe(false);
  });
});
