// The restaurant's notice of a booking (product.md D8): the text part, and the
// same facts with a console button in the HTML part (decision 027).
import { describe, expect, it } from 'vitest';
import { readMailHtml } from '../mail/templates/read-mail-html.ts';
import { restaurantNotice } from './restaurant-notice.ts';

const booking = {
  id: '0b8c7f44-1d5e-4a43-9a39-0d3c1c3f2a10',
  reference: 'P3RQ-7XYZ',
  kind: 'enquiry' as const,
  date: '2027-04-02' as const,
  startsAt: 20 * 60,
  durationMinutes: 120,
  adults: 6,
  children: 2,
  firstName: 'Bea',
  lastName: 'Jones',
  email: 'bea@example.com',
  phone: '07700 900123',
  specialRequest: null,
  occasionName: 'Birthday',
  extras: [],
};
const restaurant = { title: 'Casa Lumbre Bath', email: 'bath@casalumbre.example' };

describe('restaurantNotice', () => {
  it('tells the restaurant what to do, with the booking facts and a link into the console', () => {
    const mail = restaurantNotice('enquiry', booking, restaurant, 'https://mesa.example');
    expect(mail).toMatchObject({ kind: 'restaurant-enquiry', to: 'bath@casalumbre.example', headers: { 'Reply-To': 'bea@example.com' } });
    expect(mail.subject).toBe('New booking request: 8 on Friday, 2 April 2027 at 20:00 (P3RQ-7XYZ)');
    expect(mail.text).toContain('Guests: 8 (2 children)');
    const html = readMailHtml(mail.html!);
    expect(html.text).toContain('New booking request at Casa Lumbre Bath. Please confirm or decline it in the console.');
    expect(Object.fromEntries(html.facts)).toMatchObject({ Reference: 'P3RQ-7XYZ', Guests: '8 (2 children)', Phone: '07700 900123' });
    expect(html.links).toEqual([
      {
        href: 'https://mesa.example/console/bookings/0b8c7f44-1d5e-4a43-9a39-0d3c1c3f2a10/',
        text: 'Open booking P3RQ-7XYZ in the console',
      },
    ]);
  });

  it('says why a plain booking is mailed: the restaurant asked for it', () => {
    const html = readMailHtml(restaurantNotice('booking', { ...booking, kind: 'booking' }, restaurant, 'https://mesa.example').html!);
    expect(html.text).toContain("because the restaurant's settings ask for one about every online booking");
  });
});
