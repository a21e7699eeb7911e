// Service periods against the weekly opening hours (product.md D8 "Setup as data").
import { describe, expect, it } from 'vitest';
import type { ServicePeriodDoc } from './booking-setup.ts';
import type { WeeklyHours } from './content.ts';
import { describeOutsideHours, periodsOutsideHours } from './service-period-hours.ts';

const week = (open: string, close: string, over: Partial<WeeklyHours> = {}) =>
  ({
    ...Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((d) => [
        [`${d}Open`, open],
        [`${d}Close`, close],
        [`${d}ClickCollectClose`, close],
      ]),
    ),
    ...over,
  }) as WeeklyHours;
const period = (name: string, firstStart: string, lastStart: string, days = [1, 2, 3, 4, 5, 6, 7]): ServicePeriodDoc => ({
  id: name.toLowerCase(),
  name,
  days,
  firstStart,
  lastStart,
});

describe('service periods and opening hours', () => {
  it('says which days a period starts before opening or runs past closing', () => {
    const hours = week('12:00', '23:00', { fridayClose: '00:00', saturdayClose: '01:00' });
    const found = periodsOutsideHours([period('Lunch', '11:00', '16:45'), period('Dinner', '17:00', '02:00')], hours);
    expect(found.map(describeOutsideHours)).toEqual([
      'Lunch 11:00–16:45 starts before opening (12:00) on Monday, Tuesday, Wednesday, Thursday, Friday, Saturday and Sunday',
      'Dinner 17:00–02:00 runs past closing (23:00) on Monday, Tuesday, Wednesday, Thursday and Sunday',
      'Dinner 17:00–02:00 runs past closing (00:00) on Friday',
      'Dinner 17:00–02:00 runs past closing (01:00) on Saturday',
    ]);
  });

  it('accepts periods inside the hours, past midnight too', () => {
    const hours = week('12:00', '22:00', { fridayClose: '02:00' });
    expect(periodsOutsideHours([period('Lunch', '12:00', '16:45'), period('Dinner', '17:00', '22:00')], hours)).toEqual([]);
    expect(periodsOutsideHours([period('Late', '22:00', '01:30', [5])], hours)).toEqual([]);
    expect(periodsOutsideHours([period('Small hours', '00:30', '01:00', [5])], hours)).toEqual([]);
  });

  it('names a day the restaurant is closed', () => {
    const hours = week('12:00', '22:00', { mondayOpen: 'closed', mondayClose: 'closed' });
    expect(periodsOutsideHours([period('Lunch', '12:00', '15:00', [1, 2])], hours).map(describeOutsideHours)).toEqual([
      'Lunch 12:00–15:00 runs on Monday, when the restaurant is closed',
    ]);
  });
});
