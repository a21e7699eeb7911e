// Decision 027: the restaurant's notice of a booking, read back with an HTML parser.
import { describe, expect, it } from 'vitest';
import { mailHtmlProblems, readMailHtml } from './read-mail-html.ts';
import { restaurantNoticeHtml } from './restaurant-notice-html.tsx';

const html = restaurantNoticeHtml({
  subject: 'New booking request: 8 on Friday, 2 April 2027 at 20:00 (P3RQ-7XYZ)',
  heading: 'New booking request',
  lead: 'New booking request at Casa Lumbre Bath. Please confirm or decline it in the console.',
  reference: 'P3RQ-7XYZ',
  facts: [
    ['Reference', 'P3RQ-7XYZ'],
    ['When', 'Friday, 2 April 2027 at 20:00'],
    ['Name', 'Bea <i>Jones</i>'],
  ],
  consoleUrl: 'https://mesa.example/console/bookings/0b8c/',
  restaurant: { title: 'Casa Lumbre Bath', email: 'bath@casalumbre.example' },
  reason: 'Booking requests always come to the restaurant by e-mail, so that someone answers them.',
});

describe('restaurantNoticeHtml', () => {
  it('says what happened, lists the booking and links into the console', () => {
    expect(mailHtmlProblems(html)).toEqual([]);
    const mail = readMailHtml(html);
    expect(mail.text).toContain('Please confirm or decline it in the console.');
    expect(mail.facts.get('When')).toBe('Friday, 2 April 2027 at 20:00');
    expect(mail.facts.get('Name')).toBe('Bea <i>Jones</i>');
    expect(mail.all('i')).toEqual([]);
    expect(mail.links).toEqual([{ href: 'https://mesa.example/console/bookings/0b8c/', text: 'Open booking P3RQ-7XYZ in the console' }]);
    expect(mail.text).toContain('so that someone answers them');
  });
});
