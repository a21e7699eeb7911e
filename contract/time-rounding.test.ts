import { describe, expect, it } from 'vitest';
import { initialBookingTime, roundSearchMinutes, roundedSearchTime } from './time-rounding.ts';

const hm = (h: number, m: number) => h * 60 + m;

describe('search time rounding (product.md §5, §9)', () => {
  it.each([
    [hm(14, 0), '15:00'],
    [hm(14, 7), '15:00'],
    [hm(14, 8), '15:15'],
    [hm(14, 22), '15:15'],
    [hm(14, 23), '15:30'],
    [hm(14, 52), '15:45'],
    [hm(14, 53), '16:00'],
    [hm(0, 5), '01:00'],
    [hm(22, 30), '23:30'],
    [hm(22, 53), '23:45'],
    [hm(23, 20), '23:15'],
    [hm(23, 53), '23:45'],
  ])('%i minutes → %s', (minutes, expected) => {
    const rounded = roundSearchMinutes(minutes);
    expect(`${String(Math.floor(rounded / 60)).padStart(2, '0')}:${String(rounded % 60).padStart(2, '0')}`).toBe(expected);
    expect(rounded % 15).toBe(0);
  });

  it('reads the London clock, whatever the process time zone', () => {
    expect(roundedSearchTime(new Date('2026-07-15T13:07:00Z'))).toBe('15:00'); // 14:07 BST
    expect(roundedSearchTime(new Date('2026-01-15T13:07:00Z'))).toBe('14:00'); // 13:07 GMT
    expect(roundedSearchTime(new Date('2026-03-29T01:10:00Z'))).toBe('03:15'); // 02:10 BST, just after the change
    expect(roundedSearchTime(new Date('2026-10-25T01:10:00Z'))).toBe('02:15'); // 01:10 GMT, the second time round
  });

  it('starts another day at the initial 09:00, and today at the later of 09:00 and the rounded time', () => {
    const now = new Date('2026-07-15T13:07:00Z');
    expect(initialBookingTime('2026-07-16', now)).toBe('09:00');
    expect(initialBookingTime('2026-07-15', now)).toBe('15:00');
    expect(initialBookingTime('2026-07-15', new Date('2026-07-15T05:30:00Z'))).toBe('09:00'); // 06:30 BST
    expect(initialBookingTime('2026-07-15', new Date('2026-07-15T07:20:00Z'))).toBe('09:15'); // 08:20 BST
  });
});
