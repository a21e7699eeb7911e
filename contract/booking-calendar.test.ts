// One booking, one calendar event (decision 013): a stable UID, London wall
// time turned into UTC, right on both clock-change days.
import { describe, expect, it } from 'vitest';
import { bookingCalendarEvent, bookingIcs, bookingUid, DEFAULT_DURATION_MINUTES, type BookingCalendarInput } from './booking-calendar.ts';

const stamp = new Date('2027-03-01T10:00:00Z');
const booking: BookingCalendarInput = {
  reference: 'K7M2-QX4P',
  siteUrl: 'https://casalumbre.example/manage-booking/?token=abc',
  date: '2027-01-15',
  startsAt: 19 * 60 + 30,
  durationMinutes: 105,
  restaurant: { title: 'Casa Lumbre Bath', address: { line1: '5 Kingsmead Square', town: 'Bath', postcode: 'BA1 2AB' } },
  covers: 4,
  occasionName: 'Birthday',
  manageUrl: 'https://casalumbre.example/manage-booking/?token=abc',
  state: 'confirmed',
};
const utc = (b: Partial<BookingCalendarInput>) => {
  const e = bookingCalendarEvent({ ...booking, ...b }, stamp);
  return [e.start.toISOString(), e.end.toISOString()];
};

describe('bookingUid', () => {
  it('is the reference at the brand host, whatever page of the site names it', () => {
    expect(bookingUid('K7M2-QX4P', 'https://casalumbre.example/manage-booking/?token=x')).toBe('K7M2-QX4P@casalumbre.example');
    expect(bookingUid('K7M2-QX4P', 'https://casalumbre.example')).toBe('K7M2-QX4P@casalumbre.example');
    expect(bookingUid('K7M2-QX4P', 'http://localhost:3000/')).toBe('K7M2-QX4P@localhost');
  });

  it('stays the same through the booking life: confirmed, then cancelled', () => {
    const placed = bookingCalendarEvent(booking, stamp);
    const cancelled = bookingCalendarEvent({ ...booking, state: 'cancelled' }, new Date('2027-03-02T09:00:00Z'));
    expect(cancelled.uid).toBe(placed.uid);
    expect([placed.sequence, cancelled.sequence]).toEqual([0, 1]);
    expect(bookingCalendarEvent({ ...booking, sequence: 3 }, stamp).sequence).toBe(3);
  });
});

describe('bookingCalendarEvent times (Europe/London → UTC)', () => {
  it('winter: London is on GMT', () => {
    expect(utc({})).toEqual(['2027-01-15T19:30:00.000Z', '2027-01-15T21:15:00.000Z']);
  });

  it('spring-forward day (last Sunday of March): an evening table is on BST', () => {
    expect(utc({ date: '2027-03-28', startsAt: 19 * 60 + 30 })).toEqual(['2027-03-28T18:30:00.000Z', '2027-03-28T20:15:00.000Z']);
    expect(utc({ date: '2027-03-27', startsAt: 19 * 60 + 30 })[0]).toBe('2027-03-27T19:30:00.000Z'); // the day before: GMT
  });

  it('autumn change day (last Sunday of October): back on GMT', () => {
    expect(utc({ date: '2026-10-25', startsAt: 12 * 60 })[0]).toBe('2026-10-25T12:00:00.000Z');
    expect(utc({ date: '2026-10-24', startsAt: 12 * 60 })[0]).toBe('2026-10-24T11:00:00.000Z'); // the day before: BST
  });

  it('lasts the turn time, or the documented default when there is none', () => {
    expect(utc({ durationMinutes: 90 })[1]).toBe('2027-01-15T21:00:00.000Z');
    for (const durationMinutes of [undefined, null, 0]) {
      const e = bookingCalendarEvent({ ...booking, durationMinutes }, stamp);
      expect(e.end.getTime() - e.start.getTime()).toBe(DEFAULT_DURATION_MINUTES * 60_000);
    }
  });
});

describe('bookingIcs', () => {
  it('writes the event the diner recognises, escaped and with its status', () => {
    const text = bookingIcs(booking, stamp);
    expect(text).toContain('UID:K7M2-QX4P@casalumbre.example');
    expect(text).toContain('SUMMARY:Birthday at Casa Lumbre Bath (4 guests)');
    expect(text).toContain('LOCATION:Casa Lumbre Bath\\, 5 Kingsmead Square\\, Bath\\, BA1 2AB');
    expect(text).toContain('STATUS:CONFIRMED');
    expect(bookingIcs({ ...booking, state: 'requested' }, stamp)).toContain('STATUS:TENTATIVE');
    const cancelled = bookingIcs({ ...booking, state: 'cancelled' }, stamp);
    expect(cancelled).toContain('STATUS:CANCELLED');
    expect(cancelled).not.toContain('URL:');
  });

  it('names a party of one and a table with no occasion plainly', () => {
    expect(bookingIcs({ ...booking, covers: 1, occasionName: null }, stamp)).toContain('SUMMARY:Table at Casa Lumbre Bath (1 guest)');
  });
});
