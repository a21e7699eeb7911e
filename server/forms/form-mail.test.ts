// The contact and group-enquiry e-mails: the text part as the restaurant has
// always read it, and the same facts in the HTML part (decision 027).
import { describe, expect, it } from 'vitest';
import { readMailHtml, textOf } from '../mail/templates/read-mail-html.ts';
import { contactMail, groupEnquiryMail } from './form-mail.ts';

const contact = {
  to: 'bath@casalumbre.example',
  restaurant: null,
  typeName: 'Feedback',
  reason: { id: 'lost', name: 'Lost property', subReasons: [], needsRestaurant: false, askGuests: false },
  subReasonName: 'A scarf',
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@example.com',
  phone: '',
  guests: null,
  message: 'I left my scarf.\nIt is <b>red</b>.',
};

describe('contactMail', () => {
  it('keeps the text part, and lists the same facts above the message in HTML', () => {
    const mail = contactMail(contact);
    expect(mail.text).toBe(
      [
        'Enquiry: Feedback',
        'About: Lost property: A scarf',
        'Restaurant: Not about one restaurant',
        'Name: Ana Silva',
        'E-mail: ana@example.com',
        '',
        'I left my scarf.',
        'It is <b>red</b>.',
        '',
      ].join('\n'),
    );
    const html = readMailHtml(mail.html!);
    expect([...html.facts.keys()]).toEqual(['Enquiry', 'About', 'Restaurant', 'Name', 'E-mail']);
    expect(html.all('h2').map(textOf)).toEqual(['Message from Ana Silva']);
    expect(html.text).toContain('I left my scarf. It is <b>red</b>.');
    expect(html.text.startsWith('Head office Feedback: Lost property: A scarf')).toBe(true);
    expect(mail.headers).toEqual({ 'Reply-To': 'ana@example.com' });
  });
});

describe('groupEnquiryMail', () => {
  const group = {
    to: 'bath@casalumbre.example',
    venue: 'Casa Lumbre Bath',
    bookingType: 'Birthday party',
    covers: 14,
    date: '2027-04-02',
    time: '19:00',
    until: '23:00',
    firstName: 'Ana',
    lastName: 'Silva',
    email: 'ana@example.com',
    telephoneNumber: '07700 900123',
    specialRequest: '',
    shouldReceivePromotions: true,
    shouldReceiveSms: false,
  };

  it('shows the special requests under their own heading, and no heading when there are none', () => {
    const withRequest = readMailHtml(groupEnquiryMail({ ...group, specialRequest: 'A long table please' }).html!);
    expect(withRequest.all('h2').map(textOf)).toEqual(['Special requests']);
    expect(withRequest.facts.get('Guests')).toBe('14');
    expect(withRequest.facts.get('Promotions by e-mail')).toBe('yes');
    const without = groupEnquiryMail(group);
    expect(readMailHtml(without.html!).all('h2')).toEqual([]);
    expect(without.text.endsWith('Texts: no\n\n')).toBe(true);
  });
});
