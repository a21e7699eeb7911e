// The thanks view's "Add to calendar" download (decision 013).
import { describe, expect, it } from 'vitest';
import { calendarFileHref, type CalendarFileBooking } from './calendar-file.ts';

const booking: CalendarFileBooking = {
  reference: 'K7M2-QX4P',
  date: '2026-10-25', // clocks went back at 02:00 BST
  time: '19:30',
  covers: 2,
  occasionName: 'Dinner',
  managePath: '/manage-booking/?token=abc.def',
  requested: false,
  restaurant: { title: 'Casa Lumbre Bath', address: { line1: '5 Kingsmead Square', town: 'Bath', postcode: 'BA1 2AB' } },
  siteUrl: 'https://casalumbre.example',
};
const now = new Date('2026-10-01T12:00:00Z');
const file = (b: Partial<CalendarFileBooking> = {}) => {
  const href = calendarFileHref({ ...booking, ...b }, now)!;
  expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
  return decodeURIComponent(href.slice(href.indexOf(',') + 1));
};

describe('calendarFileHref', () => {
  it('is the booking in UTC with the UID the e-mail uses and the absolute manage link', () => {
    const text = file();
    expect(text).toContain('UID:K7M2-QX4P@casalumbre.example');
    expect(text).toContain('DTSTART:20261025T193000Z'); // GMT again
    expect(text).toContain('DTEND:20261025T213000Z'); // the reply has no turn time: the default two hours
    expect(text).toContain('URL:https://casalumbre.example/manage-booking/?token=abc.def');
    expect(text).toContain('STATUS:CONFIRMED');
    expect(text.split('\r\n').length).toBeGreaterThan(10);
  });

  it('marks an event request tentative and copes without a manage link', () => {
    const text = file({ requested: true, managePath: null });
    expect(text).toContain('STATUS:TENTATIVE');
    expect(text).not.toContain('URL:');
  });

  it('gives no file for a time that is not a clock time', () => {
    expect(calendarFileHref({ ...booking, time: '' }, now)).toBeNull();
  });
});
