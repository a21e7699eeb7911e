// Decision 013: the confirmation e-mail's .ics and the thanks view's "Add to
// calendar" file describe one event, so a diner who adds both gets one entry.
// The only test in server/ that reads app/: it proves the two sides agree.
import { describe, expect, it } from 'vitest';
import { calendarFileHref } from '../../app/features/booking/calendar-file.ts';
import { bookingMail, type MailBooking } from './booking-mail.ts';
import { MAIL_RESTAURANT, MAIL_SITE, mailBooking, mailLinks } from '../../tests/support/booking-mail-fixtures.ts';

const PUBLIC_URL = MAIL_SITE;
const links = mailLinks;
const restaurant = MAIL_RESTAURANT;
const booking = mailBooking({ durationMinutes: 120, specialRequest: null });

/** The unfolded property lines of an .ics, by name. */
function properties(ics: string): Map<string, string> {
  const lines = ics.replace(/\r\n /g, '').split('\r\n');
  return new Map(lines.filter(Boolean).map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1)]));
}

function bothFiles(b: MailBooking, time: string) {
  const mail = bookingMail(b, restaurant, links, new Date('2027-03-01T10:00:00Z'));
  const attached = Buffer.from(mail.attachments![0]!.content, 'base64').toString('utf8');
  const href = calendarFileHref(
    {
      reference: b.reference,
      date: b.date,
      time,
      covers: b.adults + b.children,
      occasionName: b.occasionName,
      managePath: links.managePath(b.id), // what the create reply hands the browser
      requested: b.kind !== 'booking',
      restaurant,
      siteUrl: PUBLIC_URL,
    },
    new Date('2027-03-01T10:00:05Z'),
  )!;
  return { mail: properties(attached), browser: properties(decodeURIComponent(href.slice(href.indexOf(',') + 1))) };
}

describe('e-mail attachment and thanks-view file', () => {
  it.each([
    ['spring-forward day', '2027-03-28', 19 * 60 + 30, '19:30', '20270328T183000Z'],
    ['autumn change day', '2026-10-25', 12 * 60, '12:00', '20261025T120000Z'],
    ['a winter evening', '2027-01-15', 21 * 60 + 45, '21:45', '20270115T214500Z'],
  ])('have the same UID, DTSTART and SEQUENCE (%s)', (_, date, startsAt, time, dtstart) => {
    const { mail, browser } = bothFiles({ ...booking, date, startsAt }, time);
    expect(browser.get('UID')).toBe('K7M2-QX4P@casalumbre.example');
    expect(mail.get('UID')).toBe(browser.get('UID'));
    expect(mail.get('DTSTART')).toBe(dtstart);
    expect(browser.get('DTSTART')).toBe(dtstart);
    expect(mail.get('SEQUENCE')).toBe(browser.get('SEQUENCE'));
  });

  it('say the same thing: summary, place, status, link', () => {
    const { mail, browser } = bothFiles(booking, '19:30');
    for (const name of ['SUMMARY', 'LOCATION', 'DESCRIPTION', 'URL', 'STATUS', 'METHOD']) {
      expect(browser.get(name), name).toBe(mail.get(name));
    }
    // With the default turn time of two hours they agree on the end too.
    expect(browser.get('DTEND')).toBe(mail.get('DTEND'));
    const event = bothFiles({ ...booking, kind: 'event' }, '19:30');
    expect(event.browser.get('STATUS')).toBe('TENTATIVE');
    expect(event.mail.get('STATUS')).toBe('TENTATIVE');
  });
});
