import { describe, expect, it } from 'vitest';
import { upcomingMonthDays } from './upcoming-month-days.ts';

describe('upcomingMonthDays', () => {
  it('is today alone for one day', () => {
    expect(upcomingMonthDays('2027-06-10', 1)).toEqual(['06-10']);
  });
  it('crosses the year end', () => {
    expect(upcomingMonthDays('2027-12-30', 4)).toEqual(['12-30', '12-31', '01-01', '01-02']);
  });
  it('keeps a 29 February occasion in a common year, on the 28th', () => {
    expect(upcomingMonthDays('2027-02-27', 2)).toEqual(['02-27', '02-28', '02-29']);
    expect(upcomingMonthDays('2027-02-27', 3)).toEqual(['02-27', '02-28', '02-29', '03-01']);
  });
  it('has 29 February once in a leap year', () => {
    expect(upcomingMonthDays('2028-02-28', 2)).toEqual(['02-28', '02-29']);
  });
  it('covers the whole year without repeats', () => {
    expect(upcomingMonthDays('2027-01-01', 366)).toHaveLength(366);
  });
});
