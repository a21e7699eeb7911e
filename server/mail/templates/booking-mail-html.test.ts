// Decision 027: the diner's booking mail, read back with an HTML parser: the facts
// as row headers and cells, one absolute button, and the diner's words escaped.
import { describe, expect, it } from 'vitest';
import { bookingMailHtml, type BookingMailView } from './booking-mail-html.tsx';
import { mailHtmlProblems, readMailHtml, textOf } from './read-mail-html.ts';

const view: BookingMailView = {
  subject: 'Your table is booked: Casa Lumbre Bath, Sunday, 28 March 2027 at 19:30 (K7M2-QX4P)',
  heading: 'Your table is booked',
  greeting: 'Hi <script>alert(1)</script>, your table is booked. We look forward to seeing you.',
  reference: 'K7M2-QX4P',
  facts: [
    ['Reference', 'K7M2-QX4P'],
    ['Restaurant', 'Casa Lumbre Bath'],
    ['Date', 'Sunday, 28 March 2027'],
    ['Time', '19:30'],
    ['Guests', '4 guests (3 adults, 1 child)'],
    ['Special request', 'High chair\nby the window'],
  ],
  manageUrl: 'https://casalumbre.example/manage-booking/?token=abc.def',
  restaurant: {
    title: 'Casa Lumbre Bath',
    address: '5 Kingsmead Square, Bath, BA1 2AB',
    phone: '01225 448 207',
    email: 'bath@casalumbre.example',
  },
};

describe('bookingMailHtml', () => {
  it('lists the booking facts as a table of row headers and values', () => {
    const html = bookingMailHtml(view);
    expect(mailHtmlProblems(html)).toEqual([]);
    const mail = readMailHtml(html);
    expect(mail.all('h1').map(textOf)).toEqual(['Your table is booked']);
    expect(Object.fromEntries(mail.facts)).toEqual({
      Reference: 'K7M2-QX4P',
      Restaurant: 'Casa Lumbre Bath',
      Date: 'Sunday, 28 March 2027',
      Time: '19:30',
      Guests: '4 guests (3 adults, 1 child)',
      'Special request': 'High chair by the window',
    });
    expect(mail.all('br')).toHaveLength(1); // the request's line break is kept
  });

  it('offers the signed link as a button that says what it does, and the restaurant in the footer', () => {
    const mail = readMailHtml(bookingMailHtml(view));
    expect(mail.links).toEqual([{ href: view.manageUrl, text: 'View, change or cancel your booking' }]);
    expect(mail.text).toContain('5 Kingsmead Square, Bath, BA1 2AB');
    expect(mail.text).toContain('because booking K7M2-QX4P at Casa Lumbre Bath was made with this address');
  });

  it('escapes the diner’s name', () => {
    const html = bookingMailHtml(view);
    expect(readMailHtml(html).all('script')).toEqual([]);
    expect(html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;, your table is booked.');
  });

  it('has no button once the booking is over', () => {
    const mail = readMailHtml(bookingMailHtml({ ...view, heading: 'Your booking is cancelled', manageUrl: null }));
    expect(mail.links).toEqual([]);
    expect(mail.text).not.toContain('View, change or cancel');
  });
});
