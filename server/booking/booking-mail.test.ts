// Decision 006: the confirmation e-mail carries reference, restaurant, date, time,
// covers, an .ics attachment and a signed view-and-cancel link.
import { createBookingLinks } from './booking-links.ts';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../contract/london-time.ts';
import { bookingMail } from './booking-mail.ts';
import { mailHtmlProblems, readMailHtml } from '../mail/templates/read-mail-html.ts';
import { MAIL_RESTAURANT, mailBooking, mailLinks } from '../../tests/support/booking-mail-fixtures.ts';

const links = mailLinks;
const restaurant = MAIL_RESTAURANT;
const booking = mailBooking();
const now = new Date('2027-03-01T10:00:00Z');
const ics = (mail: ReturnType<typeof bookingMail>) => Buffer.from(mail.attachments![0]!.content, 'base64').toString('utf8');

describe('bookingMail', () => {
  it('lists the area and the booking menu chosen (decision 026: everything chosen), and leaves them out when none was', () => {
    const chosen = bookingMail({ ...booking, areaName: 'Terrace', menuName: 'Set lunch' }, restaurant, links, now);
    expect(chosen.text).toContain('Area: Terrace');
    expect(chosen.text).toContain('Menu: Set lunch');
    expect(chosen.html).toContain('Terrace');
    const plain = bookingMail(booking, restaurant, links, now);
    expect(plain.text).not.toMatch(/^Area:|^Menu:/m);
  });

  it('repeats the card guarantee’s fees in the confirmation (decision 040), and not in a cancellation', () => {
    const feeTerms = {
      currency: 'GBP',
      noShowFeePerCoverPence: 1000,
      lateCancellationFeePerCoverPence: 500,
      cancellationWindowHours: 24,
    } as const;
    const mail = bookingMail({ ...booking, feeTerms }, restaurant, links, now);
    expect(mail.text).toContain(
      'Card guarantee: If you do not come, the restaurant may charge a no-show fee of £10.00 a guest (£40.00 for 4 guests) to your card. ' +
        'If you cancel less than 24 hours before your booking, the restaurant may charge a late-cancellation fee of £5.00 a guest (£20.00 for 4 guests) to your card. ' +
        'Nothing is charged now.',
    );
    expect(readMailHtml(mail.html!).facts.get('Card guarantee')).toMatch(/^If you do not come.*Nothing is charged now\.$/);
    expect(bookingMail({ ...booking, feeTerms }, restaurant, links, now, { cancelled: true }).text).not.toContain('Card guarantee');
    expect(bookingMail(booking, restaurant, links, now).text).not.toContain('Card guarantee');
  });

  it('tells the diner what, where and when, with the signed link', () => {
    const mail = bookingMail(booking, restaurant, links, now);
    expect(mail).toMatchObject({ kind: 'booking-confirmation', to: 'ana@example.com' });
    expect(mail.subject).toContain('K7M2-QX4P');
    for (const part of [
      'K7M2-QX4P',
      'Casa Lumbre Bath',
      formatLongDate('2027-03-28'),
      '19:30',
      '4 guests (3 adults, 1 child)',
      'Birthday',
    ]) {
      expect(mail.text).toContain(part);
    }
    const link = /https:\/\/casalumbre\.example\/manage-booking\/\?token=(\S+)/.exec(mail.text)![1]!;
    expect(links.verify(decodeURIComponent(link))).toBe(booking.id);
    expect(mail.html).toContain('High chair, &lt;please&gt; &amp; thanks');
    expect(mail.html).not.toContain('<please>');
  });

  it('draws the same facts as branded HTML, the signed link as its one button (decision 027)', () => {
    const mail = bookingMail(booking, restaurant, links, now);
    expect(mailHtmlProblems(mail.html!)).toEqual([]);
    const html = readMailHtml(mail.html!);
    expect(html.all('h1').length).toBe(1);
    expect(html.text).toContain('Casa Lumbre Bath Your table is booked Hi Ana, your table is booked.');
    const lines = mail.text.split('\n').filter((l) => /^[A-Z][\w ]+: /.test(l) && !l.startsWith('View, change or cancel'));
    expect(lines.length).toBeGreaterThan(6);
    for (const line of lines) {
      const [key, ...value] = line.split(': ');
      expect(html.facts.get(key!)).toBe(value.join(': '));
    }
    expect(html.links).toEqual([{ href: links.manageUrl(booking.id), text: 'View, change or cancel your booking' }]);
    const declined = readMailHtml(
      bookingMail(booking, restaurant, links, now, { notice: 'declined', reason: 'Fully <b>booked</b>' }).html!,
    );
    expect(declined.facts.get('Reason')).toBe('Fully <b>booked</b>');
    expect(declined.links).toEqual([]);
  });

  it('lists the extras with their prices and what they come to, and nothing when there are none', () => {
    const extras = [
      { id: 'prosecco', name: 'Prosecco on the table', quantity: 1, unitPence: 2800, totalPence: 2800 },
      { id: 'cocktails', name: 'Cocktail upgrade', quantity: 4, unitPence: 1000, totalPence: 4000 },
    ];
    const mail = bookingMail({ ...booking, extras }, restaurant, links, now);
    expect(mail.text).toContain('Extras: Prosecco on the table × 1 (£28.00); Cocktail upgrade × 4 (£40.00)');
    expect(mail.text).toContain('Extras total: £68.00, paid at the restaurant');
    expect(mail.html).toContain('Cocktail upgrade × 4 (£40.00)');
    expect(bookingMail(booking, restaurant, links, now).text).not.toContain('Extras');
  });

  it('attaches an .ics with the start in UTC, right on the spring-forward day', () => {
    const mail = bookingMail(booking, restaurant, links, now);
    expect(mail.attachments![0]).toMatchObject({ filename: 'K7M2-QX4P.ics', contentType: expect.stringContaining('text/calendar') });
    const text = ics(mail);
    expect(text).toContain('DTSTART:20270328T183000Z'); // 19:30 BST
    expect(text).toContain('DTEND:20270328T201500Z');
    expect(text).toContain('STATUS:CONFIRMED');
    expect(text).toContain('UID:K7M2-QX4P@casalumbre.example'); // the thanks view's file has the same UID
    expect(text).toContain('SEQUENCE:0');
    expect(text).toContain('LOCATION:Casa Lumbre Bath\\, 5 Kingsmead Square\\, Bath\\, BA1 2AB');
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('marks enquiries and events tentative, and a cancellation as cancelled', () => {
    const enquiry = bookingMail({ ...booking, kind: 'enquiry', date: '2026-10-25', startsAt: 12 * 60 }, restaurant, links, now);
    expect(enquiry.kind).toBe('booking-enquiry');
    expect(ics(enquiry)).toContain('STATUS:TENTATIVE');
    expect(ics(enquiry)).toContain('DTSTART:20261025T120000Z'); // autumn change day: back on GMT
    expect(bookingMail({ ...booking, kind: 'event' }, restaurant, links, now).kind).toBe('booking-event');
    const cancelled = bookingMail(booking, restaurant, links, now, { cancelled: true });
    expect(cancelled.kind).toBe('booking-cancellation');
    expect(ics(cancelled)).toMatch(/METHOD:CANCEL[\s\S]*SEQUENCE:1[\s\S]*STATUS:CANCELLED/);
    expect(ics(cancelled)).toContain('UID:K7M2-QX4P@casalumbre.example'); // replaces the confirmed event
    expect(cancelled.text).not.toContain('manage-booking');
  });
});

describe('signed links', () => {
  it('verify only tokens signed with the secret', () => {
    const token = links.tokenFor(booking.id);
    expect(links.verify(token)).toBe(booking.id);
    expect(links.verify(token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).toBeNull();
    expect(links.verify(`other-id.${token.split('.')[1]}`)).toBeNull();
    expect(createBookingLinks('another-secret-000000000000000000000', 'https://x.example').verify(token)).toBeNull();
    expect(links.verify('garbage')).toBeNull();
  });
});
