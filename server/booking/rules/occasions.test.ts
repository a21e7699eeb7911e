import { describe, expect, it } from 'vitest';
import { BOOKING_CODES } from '../../../contract/booking-codes.ts';
import { checkBookingDate, lastBookableDate } from './booking-date.ts';
import { holdsSeats } from './model.ts';
import { coverBounds, coversMode, occasionRunsOn, restrictionsFor } from './occasions.ts';
import { booked, config, occasion } from '../../../tests/support/booking-rule-fixtures.ts';

const lunch = occasion({ id: 'lunch', days: [1, 2, 3, 4, 5] });
const brunch = occasion({ id: 'brunch', days: [6, 7] });
const xmas = occasion({
  id: 'xmas',
  minimumCovers: 6,
  maximumCovers: 40,
  enquiryAboveCovers: 12,
  dateRange: { from: '2026-11-20', to: '2026-12-23' },
});

describe('occasions on a date (product.md §4 restrictions)', () => {
  it('keeps the occasions running on the weekday and inside their date range', () => {
    expect(occasionRunsOn(lunch, '2026-06-01')).toBe(true); // Monday
    expect(occasionRunsOn(brunch, '2026-06-01')).toBe(false);
    expect(occasionRunsOn(brunch, '2026-06-07')).toBe(true); // Sunday = 7
    expect(restrictionsFor([lunch, brunch, xmas], '2026-12-04')).toEqual({ occasions: [lunch, xmas], code: BOOKING_CODES.OK });
  });

  it('answers NO_RESTRICTIONS when nothing runs that day', () => {
    expect(restrictionsFor([lunch, xmas], '2026-06-06')).toEqual({ occasions: [], code: BOOKING_CODES.BOOKING_NO_RESTRICTIONS });
  });
});

describe('covers bounds (product.md §5, §9)', () => {
  it('uses the occasion’s min and max, capped at MAX_TABLE_BOOKING_COVERS 20', () => {
    expect(coverBounds(lunch, config())).toEqual({ min: 1, max: 20, maxOnline: 20 });
    expect(coverBounds(xmas, config())).toEqual({ min: 6, max: 20, maxOnline: 12 });
    expect(coverBounds(occasion({ minimumCovers: 0, maximumCovers: 8 }), config({ maxOnlineCovers: 6 }))).toEqual({
      min: 1,
      max: 8,
      maxOnline: 6,
    });
  });

  it('sorts a party into online, enquiry or refused', () => {
    expect(coversMode(xmas, config(), 5)).toBe('refused');
    expect(coversMode(xmas, config(), 12)).toBe('online');
    expect(coversMode(xmas, config(), 13)).toBe('enquiry');
    expect(coversMode(xmas, config(), 21)).toBe('refused');
    expect(coversMode(lunch, config({ maxOnlineCovers: 10 }), 11)).toBe('refused');
    expect(coversMode(occasion({ acceptsEnquiries: true }), config({ maxOnlineCovers: 10 }), 11)).toBe('enquiry');
    expect(coversMode(lunch, config(), 1.5)).toBe('refused');
  });
});

describe('checkBookingDate (product.md D5: 400 with a message)', () => {
  const now = new Date('2026-06-01T22:30:00Z'); // 23:30 BST on 1 June

  it.each([
    ['2025-02-30', 'invalid'],
    ['2026-06-31', 'invalid'],
    ['01/06/2026', 'invalid'],
    ['2026-05-31', 'past'],
    ['2026-08-31', 'beyond-window'],
  ])('%s → %s', (date, reason) => {
    const check = checkBookingDate(date, now, 90);
    expect(check).toMatchObject({ ok: false, reason });
    expect(check.ok || check.message.length > 0).toBe(true);
  });

  it('accepts today and the last day of the window, in London', () => {
    expect(checkBookingDate('2026-06-01', now, 90)).toEqual({ ok: true });
    expect(checkBookingDate('2026-08-30', now, 90)).toEqual({ ok: true });
    expect(lastBookableDate(new Date('2026-06-01T23:30:00Z'), 0)).toBe('2026-06-02'); // 00:30 BST the next day
  });
});

describe('holdsSeats', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('frees seats of cancelled bookings and expired holds only', () => {
    expect(holdsSeats(booked('19:00', ['t1']), now)).toBe(true);
    expect(holdsSeats(booked('19:00', ['t1'], 2, 90, { status: 'cancelled' }), now)).toBe(false);
    expect(holdsSeats(booked('19:00', ['t1'], 2, 90, { status: 'held', holdExpiresAt: new Date('2026-06-01T12:00:00Z') }), now)).toBe(
      false,
    );
    expect(holdsSeats(booked('19:00', ['t1'], 2, 90, { status: 'held', holdExpiresAt: new Date('2026-06-01T12:05:00Z') }), now)).toBe(true);
  });
});
