// The booking the mail tests write about (booking-mail, calendar parity, every
// mail): one party at Casa Lumbre Bath on the Sunday the clocks go forward, so
// every test reads the same facts. Tests only.
import { createBookingLinks } from '../../server/booking/booking-links.ts';
import type { MailBooking } from '../../server/booking/booking-mail.ts';
import type { MailRestaurant } from '../../server/mail/mail-restaurant.ts';

export const MAIL_SITE = 'https://casalumbre.example';
export const mailLinks = createBookingLinks('test-secret-that-is-long-enough-000000', MAIL_SITE);
/** When the mails are written: four weeks before the booking. */
export const MAIL_NOW = new Date('2027-03-01T10:00:00Z');

export const MAIL_RESTAURANT: MailRestaurant = {
  title: 'Casa Lumbre Bath',
  address: { line1: '5 Kingsmead Square', town: 'Bath', postcode: 'BA1 2AB' },
  phone: '01225 448 207',
  email: 'bath@casalumbre.example',
};

export function mailBooking(overrides: Partial<MailBooking> = {}): MailBooking {
  return {
    id: '0b8c7f44-1d5e-4a43-9a39-0d3c1c3f2a10',
    reference: 'K7M2-QX4P',
    kind: 'booking',
    date: '2027-03-28', // clocks go forward at 01:00 GMT
    startsAt: 19 * 60 + 30,
    durationMinutes: 105,
    adults: 3,
    children: 1,
    firstName: 'Ana',
    lastName: 'Silva',
    email: 'ana@example.com',
    specialRequest: 'High chair, <please> & thanks',
    occasionName: 'Birthday',
    extras: [],
    ...overrides,
  };
}
