// Decision 050 "Waitlist": the pure choices of rules/waitlist.ts.
import { describe, expect, it } from 'vitest';
import type { ExistingBooking } from './model.ts';
import { chooseOffers, dayMinutes, holdUntil, offerLapsed, rangeStarts, waitlistRange, type WaitingEntry } from './waitlist.ts';

const at = (iso: string) => new Date(iso);
const entry = (id: string, createdAt: string, from: number, to: number, covers = 2): WaitingEntry => ({
  id,
  createdAt: at(createdAt),
  fromMinutes: from,
  toMinutes: to,
  covers,
});

/** One table for four: free at a start when no holder overlaps its 90 minutes. */
const oneTable = (entry: WaitingEntry, start: number, holders: readonly ExistingBooking[]) =>
  holders.some((h) => h.startsAt < start + 90 && start < h.startsAt + h.durationMinutes) || entry.covers > 4
    ? null
    : { startsAt: start, durationMinutes: 90, tableIds: ['t1'] };

describe('the waitlist rules', () => {
  it('reads the day’s times as minutes, after midnight past the first', () => {
    expect(dayMinutes(['22:00', '23:30', '00:15'])).toEqual([1320, 1410, 1455]);
  });

  it('takes a range whose ends are among the day’s times, earliest first', () => {
    const times = ['18:00', '18:15', '18:30', '00:15'];
    expect(waitlistRange(times, '18:15', '00:15')).toEqual({ ok: true, fromMinutes: 1095, toMinutes: 1455 });
    expect(waitlistRange(times, '17:00', '18:30')).toMatchObject({ ok: false, field: 'from' });
    expect(waitlistRange(times, '18:30', '18:00')).toMatchObject({ ok: false, field: 'to' });
  });

  it('lists the starts of a range on the slot grid', () => {
    expect(rangeStarts(1140, 1200, 15)).toEqual([1140, 1155, 1170, 1185, 1200]);
    expect(rangeStarts(1145, 1170, 15)).toEqual([1155, 1170]);
    expect(rangeStarts(1140, 1100, 15)).toEqual([]);
  });

  it('offers a freed table to the oldest entry it suits, and to nobody else', () => {
    const heldUntil = at('2031-03-13T12:15:00Z');
    const offers = chooseOffers(
      [entry('late', '2031-03-13T10:05:00Z', 1140, 1140), entry('early', '2031-03-13T10:00:00Z', 1140, 1170)],
      [],
      { interval: 15, heldUntil, tryStart: oneTable },
    );
    expect(offers.map((o) => [o.entry.id, o.startsAt])).toEqual([['early', 1140]]);
  });

  it('passes over an entry nothing suits for the next one it does', () => {
    const taken: ExistingBooking = { id: 'b', startsAt: 1140, durationMinutes: 90, covers: 2, tableIds: ['t1'], status: 'confirmed' };
    const offers = chooseOffers(
      [entry('big', '2031-03-13T10:00:00Z', 1260, 1320, 6), entry('later', '2031-03-13T10:01:00Z', 1140, 1260)],
      [taken],
      { interval: 15, heldUntil: at('2031-03-13T12:15:00Z'), tryStart: oneTable },
    );
    expect(offers.map((o) => [o.entry.id, o.startsAt])).toEqual([['later', 1230]]);
  });

  it('orders entries that joined at the same instant by id, so instances agree', () => {
    const offers = chooseOffers([entry('b', '2031-03-13T10:00:00Z', 1140, 1140), entry('a', '2031-03-13T10:00:00Z', 1140, 1140)], [], {
      interval: 15,
      heldUntil: at('2031-03-13T12:15:00Z'),
      tryStart: oneTable,
    });
    expect(offers[0]!.entry.id).toBe('a');
  });

  it('ends a hold the given minutes on, and lapses it at that instant or when the booking stopped holding', () => {
    const now = at('2031-03-13T12:00:00Z');
    const until = holdUntil(now, 15);
    expect(until.toISOString()).toBe('2031-03-13T12:15:00.000Z');
    expect(offerLapsed({ bookingStatus: 'held', holdExpiresAt: until }, at('2031-03-13T12:14:59Z'))).toBe(false);
    expect(offerLapsed({ bookingStatus: 'held', holdExpiresAt: until }, until)).toBe(true);
    expect(offerLapsed({ bookingStatus: 'cancelled', holdExpiresAt: until }, now)).toBe(true);
    expect(offerLapsed({ bookingStatus: null, holdExpiresAt: null }, now)).toBe(true);
    expect(offerLapsed({ bookingStatus: 'confirmed', holdExpiresAt: null }, now)).toBe(false);
  });
});
