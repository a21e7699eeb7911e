import { describe, expect, it } from 'vitest';
import {
  birthDateToIso,
  birthYearOptions,
  birthDateToParts,
  birthdaySchema,
  daysInMonth,
  isValidBirthDate,
  partsToBirthDate,
} from './birthday.ts';

describe('days in month (product.md §5)', () => {
  it.each([
    [1, undefined, 31],
    [2, undefined, 29], // no year: 1904, so 29 February can be kept
    [2, 2024, 29],
    [2, 2023, 28],
    [2, 1900, 28], // not a leap year: divisible by 100
    [2, 2000, 29], // leap: divisible by 400
    [4, 2023, 30],
    [6, undefined, 30],
    [9, 1990, 30],
    [11, undefined, 30],
    [12, 1990, 31],
  ])('month %i of %s has %i days', (month, year, days) => {
    expect(daysInMonth(month, year)).toBe(days);
  });

  it('offers 31 days while no month is chosen', () => {
    expect(daysInMonth(Number.NaN)).toBe(31);
    expect(daysInMonth(0)).toBe(31);
  });
});

describe('birthDate in seconds since the epoch (product.md §3)', () => {
  it('converts day, month and year to UTC midnight', () => {
    expect(partsToBirthDate({ day: 1, month: 1, year: 1970 })).toBe(0);
    expect(partsToBirthDate({ day: 2, month: 1, year: 1970 })).toBe(86_400);
    expect(partsToBirthDate({ day: 14, month: 3, year: 1990 })).toBe(637_372_800);
  });

  it('uses 1904 when the year is not given (product.md §9)', () => {
    expect(partsToBirthDate({ day: 29, month: 2 })).toBe(Date.UTC(1904, 1, 29) / 1000);
    expect(birthDateToIso(partsToBirthDate({ day: 29, month: 2 }))).toBe('1904-02-29');
  });

  it('reads back what it wrote, leaving out a 1904 year', () => {
    expect(birthDateToParts(637_372_800)).toEqual({ day: 14, month: 3, year: 1990 });
    expect(birthDateToParts(partsToBirthDate({ day: 5, month: 7 }))).toEqual({ day: 5, month: 7 });
    expect(birthDateToParts(null)).toBeNull();
  });

  it('accepts only UTC midnights from 1900 up to today', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(isValidBirthDate(637_372_800, now)).toBe(true);
    expect(isValidBirthDate(637_372_801, now)).toBe(false);
    expect(isValidBirthDate(Date.UTC(1899, 11, 31) / 1000, now)).toBe(false);
    expect(isValidBirthDate(Date.UTC(2026, 5, 2) / 1000, now)).toBe(false);
  });
});

describe('birthday fields', () => {
  it('needs a day and a month, and a day that exists in that month', () => {
    expect(birthdaySchema.safeParse({ day: 31, month: 12 }).success).toBe(true);
    expect(birthdaySchema.safeParse({ day: '29', month: '2' }).success).toBe(true);
    const feb = birthdaySchema.safeParse({ day: 29, month: 2, year: 2023 });
    expect(feb.error?.issues[0]).toMatchObject({ path: ['day'], message: 'February has only 28 days' });
    expect(birthdaySchema.safeParse({ day: 31, month: 4 }).error?.issues[0]?.message).toBe('April has only 30 days');
    expect(birthdaySchema.safeParse({ day: '', month: 4 }).error?.issues[0]?.message).toBe('Please enter your birthday');
    expect(birthdaySchema.safeParse({ day: 3, month: 13 }).error?.issues[0]?.message).toBe('Please enter your birthday');
    expect(birthdaySchema.safeParse({ day: 3, month: 3, year: 1800 }).error?.issues[0]?.message).toBe('Please choose a year');
  });
});

describe('birthYearOptions (product.md D14)', () => {
  it('starts 18 years back and ends at 1900, newest first', () => {
    const years = birthYearOptions(2026);
    expect(years[0]).toBe(2008);
    expect(years.at(-1)).toBe(1900);
    expect(years).toHaveLength(2008 - 1900 + 1);
  });

  it('follows the year it is given, not the clock', () => {
    expect(birthYearOptions(2031)[0]).toBe(2013);
  });

  it('keeps a year already held that is younger than the list, in its place', () => {
    const years = birthYearOptions(2026, 2012);
    expect(years.slice(0, 2)).toEqual([2012, 2008]);
    expect(birthYearOptions(2026, 1990)).toEqual(birthYearOptions(2026));
  });
});
