// Service periods from the setup document's 'HH:MM' to the engine's minutes (decision 025).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bookingSetupSchema, type ServicePeriodDoc } from '../../../contract/booking-setup.ts';
import { dayHoursOf, servicePeriodMinutes, servicePeriodsOn, servicePeriodsOnDay } from './service-periods.ts';

const BATH = bookingSetupSchema.parse(
  JSON.parse(readFileSync(new URL('../../../content/booking-setups/bath.json', import.meta.url), 'utf8')),
);

const doc = (firstStart: string, lastStart: string, days = [1, 2, 3, 4, 5, 6, 7]): ServicePeriodDoc => ({
  id: 'p',
  name: 'Period',
  days,
  firstStart,
  lastStart,
});
const minutes = (firstStart: string, lastStart: string) => {
  const p = servicePeriodMinutes(doc(firstStart, lastStart));
  return [p.firstStart, p.lastStart];
};

describe('servicePeriodMinutes', () => {
  it('reads a daytime period as minutes after midnight, keeping id, name and days', () => {
    expect(servicePeriodMinutes({ id: 'lunch', name: 'Lunch', days: [1, 2, 3, 4, 5], firstStart: '12:00', lastStart: '14:30' })).toEqual({
      id: 'lunch',
      name: 'Lunch',
      days: [1, 2, 3, 4, 5],
      firstStart: 720,
      lastStart: 870,
    });
  });

  it('copies the days, so the engine cannot change the document', () => {
    const source = doc('12:00', '14:00', [6, 7]);
    const period = servicePeriodMinutes(source);
    period.days.push(1);
    expect(source.days).toEqual([6, 7]);
  });

  it('puts a last start before the first start after midnight', () => {
    expect(minutes('17:00', '02:00')).toEqual([1020, 1560]); // Bath's dinner: 17:00 to 02:00
    expect(minutes('23:00', '22:00')).toEqual([1380, 2760]);
    expect(minutes('18:00', '00:00')).toEqual([1080, 1440]); // a last start at midnight is the next day's 00:00
  });

  it('keeps a one-time period (first = last) on the date', () => {
    expect(minutes('19:30', '19:30')).toEqual([1170, 1170]);
  });

  it('reads a first start before 06:00 as after midnight, and its last start with it', () => {
    expect(minutes('00:30', '02:00')).toEqual([1470, 1560]); // a late bar's small hours
    expect(minutes('05:59', '05:59')).toEqual([1799, 1799]);
    expect(minutes('00:30', '23:00')).toEqual([1470, 2820]); // 00:30 tonight to 23:00 the next evening
  });

  // Found writing these tests: both times in the small hours with the last
  // before the first ('01:00'–'00:30') gave lastStart 1470 < firstStart 1500.
  // The last start now moves on a day at a time until it is not before the first.
  it('never makes a period that ends before it starts (a small-hours last start before the first)', () => {
    const [first, last] = minutes('01:00', '00:30');
    expect(last).toBeGreaterThanOrEqual(first!);
  });

  it('reads 06:00 itself as the morning of the date', () => {
    expect(minutes('06:00', '11:00')).toEqual([360, 660]);
    expect(minutes('06:00', '05:00')).toEqual([360, 1740]);
  });

  it("converts Bath's document: lunch from opening to 16:45, dinner from 17:00 to the last seating", () => {
    expect(BATH.servicePeriods.map(servicePeriodMinutes)).toEqual([
      { id: 'lunch', name: 'Lunch', days: [1, 2, 3, 4], firstStart: 720, lastStart: 1005 },
      { id: 'lunch-fri-sun', name: 'Lunch', days: [5, 6, 7], firstStart: 660, lastStart: 1005 },
      { id: 'dinner', name: 'Dinner', days: [1, 2, 3, 4, 7], firstStart: 1020, lastStart: 1260 },
      { id: 'dinner-fri-sat', name: 'Dinner', days: [5, 6], firstStart: 1020, lastStart: 1320 },
    ]);
  });
});

describe('servicePeriodsOn', () => {
  const periods = [
    { id: 'dinner', name: 'Dinner', days: [1, 2, 3, 4, 5, 6, 7], firstStart: 1020, lastStart: 1320 },
    { id: 'brunch', name: 'Brunch', days: [6, 7], firstStart: 600, lastStart: 840 },
    { id: 'lunch', name: 'Lunch', days: [1, 2, 3, 4, 5], firstStart: 720, lastStart: 900 },
    { id: 'late', name: 'Late', days: [5, 6], firstStart: 1470, lastStart: 1560 },
  ];

  it('keeps the periods running on the weekday, earliest first', () => {
    expect(servicePeriodsOn(periods, '2026-06-01').map((p) => p.id)).toEqual(['lunch', 'dinner']); // Monday
    expect(servicePeriodsOn(periods, '2026-06-05').map((p) => p.id)).toEqual(['lunch', 'dinner', 'late']); // Friday
    expect(servicePeriodsOn(periods, '2026-06-06').map((p) => p.id)).toEqual(['brunch', 'dinner', 'late']); // Saturday
    expect(servicePeriodsOn(periods, '2026-06-07').map((p) => p.id)).toEqual(['brunch', 'dinner']); // Sunday
  });

  it('has none on a weekday no period runs, and leaves the list as it was', () => {
    const only = [periods[1]!];
    expect(servicePeriodsOn(only, '2026-06-03')).toEqual([]);
    servicePeriodsOn(periods, '2026-06-06');
    expect(periods.map((p) => p.id)).toEqual(['dinner', 'brunch', 'lunch', 'late']);
  });
});

describe('servicePeriodsOnDay', () => {
  const bath = BATH.servicePeriods.map(servicePeriodMinutes);
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const day = (date: string) =>
    servicePeriodsOnDay(bath, date, dayHoursOf(BATH)).map((p) => `${p.id} ${hhmm(p.firstStart)}–${hhmm(p.lastStart)}`);

  it('is the weekday’s periods on an ordinary day', () => {
    expect(day('2026-12-17')).toEqual(
      servicePeriodsOn(bath, '2026-12-17').map((p) => `${p.id} ${hhmm(p.firstStart)}–${hhmm(p.lastStart)}`),
    );
  });

  it('follows a special date’s later close to its own last seating: New Year’s Eve till midnight seats until 23:00', () => {
    // A Thursday: weekly close 22:00, last seating 21:00; this one closes at midnight.
    expect(day('2026-12-17').at(-1)).toMatch(/–21:00$/);
    expect(day('2026-12-31').at(-1)).toMatch(/–23:00$/);
  });

  it('follows an earlier opening, and leaves a shorter day to the opening window', () => {
    // Christmas Eve (a Thursday) opens 11:00 instead of 12:00 and closes at 18:00: lunch starts at 11:00.
    expect(day('2026-12-24')[0]).toMatch(/ 11:00–/);
    expect(day('2026-12-24').at(-1)).toMatch(/–21:00$/);
  });
});
