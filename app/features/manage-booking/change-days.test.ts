// The manage page's calendar (decision 041): the days endpoint's reasons, except
// "fully booked" on the booking's own day, whose seats the move frees.
import { describe, expect, it } from 'vitest';
import type { DayAvailability } from '../../../contract/booking.ts';
import { changeDayUnavailable } from './change-days.ts';

const day = (date: string, state: DayAvailability['state'], reason = ''): DayAvailability => ({
  date,
  state,
  reason,
  firstTime: state === 'bookable' ? '18:00' : null,
  periods: [],
});
const known = [
  day('2026-12-02', 'full', 'Fully booked for 4 guests'),
  day('2026-12-03', 'full', 'Fully booked for 4 guests'),
  day('2026-12-04', 'bookable'),
  day('2026-12-25', 'closed', 'Closed: Christmas Day'),
];
const TODAY = '2026-11-26';
const BOOKED_ON = '2026-12-02';

describe('changeDayUnavailable', () => {
  it('greys a closed day and a full day with the endpoint’s reason', () => {
    expect(changeDayUnavailable(known, TODAY, BOOKED_ON, '2026-12-25')).toBe('Closed: Christmas Day');
    expect(changeDayUnavailable(known, TODAY, BOOKED_ON, '2026-12-03')).toBe('Fully booked for 4 guests');
  });

  it('never greys the booking’s own day for being full: its own seats are what fill it', () => {
    expect(changeDayUnavailable(known, TODAY, BOOKED_ON, BOOKED_ON)).toBeNull();
    expect(changeDayUnavailable([day(BOOKED_ON, 'closed', 'Closed: Staff training')], TODAY, BOOKED_ON, BOOKED_ON)).toBe(
      'Closed: Staff training',
    );
  });

  it('offers a bookable day and a day not known yet', () => {
    expect(changeDayUnavailable(known, TODAY, BOOKED_ON, '2026-12-04')).toBeNull();
    expect(changeDayUnavailable(known, TODAY, BOOKED_ON, '2026-12-05')).toBeNull();
  });
});
