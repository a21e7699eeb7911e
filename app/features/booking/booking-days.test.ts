// Decision 026's days as the modal reads them (booking-days.ts): the party they are
// asked for, the default date, the calendar's reasons and the next free days.
// Every date here is fixed: none depends on today.
import { describe, expect, it } from 'vitest';
import type { DayAvailability } from '../../../contract/booking.ts';
import {
  dayUnavailable,
  daysInMonth,
  daysPartyOf,
  firstBookableDay,
  laterDaysOf,
  monthStartOf,
  nextDaysOf,
  rememberOffered,
  withDefaultDate,
} from './booking-days.ts';
import { initialBookingState, type OccasionOption } from './booking-state.ts';

const occasion = (id: string, minimumCovers: number, maximumCovers: number): OccasionOption => ({
  id,
  name: id,
  minimumCovers,
  maximumCovers,
  menuLinkGroup: { type: 'exclusive', links: [] },
  areaLinkGroup: { type: 'exclusive', links: [] },
});
const bookable = (date: string, firstTime = '12:00'): DayAvailability => ({ date, state: 'bookable', reason: '', firstTime, periods: [] });
const full = (date: string): DayAvailability => ({
  date,
  state: 'full',
  reason: 'Fully booked for 2 guests',
  firstTime: null,
  periods: [],
});

describe('the calendar month', () => {
  it('starts on the 1st and has its own length (leap years included)', () => {
    expect(monthStartOf('2026-12-05')).toBe('2026-12-01');
    expect([daysInMonth('2026-12-01'), daysInMonth('2027-02-01'), daysInMonth('2028-02-01'), daysInMonth('2026-11-01')]).toEqual([
      31, 28, 29, 30,
    ]);
  });
});

describe('the party the days are asked for', () => {
  it('none without a restaurant, or for one not booked online', () => {
    expect(daysPartyOf(initialBookingState(null), null, [])).toBeNull();
    expect(daysPartyOf(initialBookingState('1001'), { booking: { open: false } }, [])).toBeNull();
  });

  it('before any occasion is known: the diner’s party, else product.md §9’s 2 (the restaurant list may still be loading)', () => {
    expect(daysPartyOf(initialBookingState('1001'), null, [])).toEqual({ storeId: '1001', adults: 2, children: 0, occasionId: null });
    const chosen = { ...initialBookingState('1001'), adultCovers: 30, childCovers: 1 };
    expect(daysPartyOf(chosen, { booking: { open: true } }, [])).toMatchObject({ adults: 30, children: 1 });
  });

  it('within the bounds of the occasion the restaurant last offered (the diner’s, else the first)', () => {
    const offered = [occasion('brunch', 4, 12), occasion('drinks', 1, 8)];
    expect(daysPartyOf(initialBookingState('1001'), null, offered)).toMatchObject({ adults: 4 });
    const drinks = { ...initialBookingState('1001'), occasionId: 'drinks', adultCovers: 10 };
    expect(daysPartyOf(drinks, null, offered)).toMatchObject({ adults: 8, occasionId: 'drinks' });
  });

  it('after a day with no times left: the next fortnight', () => {
    const party = { storeId: '1001', adults: 2, children: 0, occasionId: null };
    expect(nextDaysOf(party, '2026-12-31')).toEqual({ ...party, from: '2027-01-01', days: 14 });
  });
});

describe('the occasions each restaurant last offered', () => {
  const brunch = [occasion('brunch', 4, 12)];

  it('remembers a settled answer that has any, per restaurant', () => {
    const once = rememberOffered({}, '1001', brunch);
    expect(once).toEqual({ '1001': brunch });
    expect(rememberOffered(once, '1002', [])).toBe(once);
    const drinks = [occasion('drinks', 1, 8)];
    expect(rememberOffered(once, '1002', drinks)).toEqual({ '1001': brunch, '1002': drinks });
  });

  it('is the same object when nothing is new (so the hook sets no state)', () => {
    const once = rememberOffered({}, '1001', brunch);
    expect(rememberOffered(once, '1001', brunch)).toBe(once);
    expect(rememberOffered(once, '1001', undefined)).toBe(once);
    expect(rememberOffered(once, '1001', [])).toBe(once);
    expect(rememberOffered(once, null, brunch)).toBe(once);
  });
});

describe('the default date (decision 026)', () => {
  const now = new Date('2026-12-01T10:00:00Z');

  it('is the first day with times, searched from 09:00 on a later day', () => {
    const days = [full('2026-12-01'), bookable('2026-12-02'), bookable('2026-12-03')];
    expect(firstBookableDay(days)).toBe('2026-12-02');
    expect(withDefaultDate(initialBookingState('1001'), days, now)).toMatchObject({ date: '2026-12-02', time: '09:00' });
  });

  it('never replaces the diner’s date, and is none while no day has times', () => {
    const chosen = { ...initialBookingState('1001'), date: '2026-12-09' };
    expect(withDefaultDate(chosen, [bookable('2026-12-02')], now)).toBe(chosen);
    const none = initialBookingState('1001');
    expect(withDefaultDate(none, [full('2026-12-01')], now)).toBe(none);
  });
});

describe('the calendar’s reasons', () => {
  const known = [full('2026-12-01'), full('2026-12-02'), bookable('2026-12-03')];

  it('today’s times all gone is not "fully booked"; other days give the endpoint’s reason; bookable or unknown days none', () => {
    expect(dayUnavailable(known, '2026-12-01', '2026-12-01')).toBe('No times left today');
    expect(dayUnavailable(known, '2026-12-01', '2026-12-02')).toBe('Fully booked for 2 guests');
    expect(dayUnavailable(known, '2026-12-01', '2026-12-03')).toBeNull();
    expect(dayUnavailable(known, '2026-12-01', '2026-12-04')).toBeNull();
  });
});

describe('the next free days after a day with none (decision 026)', () => {
  it('the first three bookable days after it, in date order, each once (the latest answer wins)', () => {
    const known = [
      bookable('2026-12-09', '18:00'),
      bookable('2026-12-04'),
      full('2026-12-06'),
      bookable('2026-12-07'),
      bookable('2026-12-06', '13:00'),
      bookable('2026-12-05'),
      bookable('2026-12-08'),
    ];
    expect(laterDaysOf('2026-12-05', known)).toEqual([
      { date: '2026-12-06', time: '13:00' },
      { date: '2026-12-07', time: '12:00' },
      { date: '2026-12-08', time: '12:00' },
    ]);
  });

  it('none without a date', () => {
    expect(laterDaysOf(null, [bookable('2026-12-06')])).toEqual([]);
  });
});
