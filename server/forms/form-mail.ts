// The e-mails a contact message and a group enquiry become: plain text and
// branded HTML (product.md D7), addressed to the restaurant (or the central inbox),
// replying to the diner.
import type { ContactReason } from '../../contract/forms.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import { enquiryMailHtml } from '../mail/templates/enquiry-mail-html.tsx';

/** The rows that have a value, as words. */
const facts = (rows: [string, string | number | null | undefined][]): [string, string][] =>
  rows.filter(([, v]) => v !== null && v !== undefined && v !== '').map(([k, v]) => [k, String(v)]);

const lines = (rows: [string, string][]) => rows.map(([k, v]) => `${k}: ${v}`).join('\n');

export interface ContactMailInput {
  to: string;
  restaurant: string | null;
  typeName: string;
  reason: ContactReason;
  subReasonName: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  guests: number | null;
  message: string;
}

export function contactMail(m: ContactMailInput): Omit<OutgoingMail, 'attachments'> {
  const topic = m.subReasonName ? `${m.reason.name}: ${m.subReasonName}` : m.reason.name;
  const subject = `${m.typeName}: ${topic} (from ${m.firstName} ${m.lastName})`;
  const rows = facts([
    ['Enquiry', m.typeName],
    ['About', topic],
    ['Restaurant', m.restaurant ?? 'Not about one restaurant'],
    ['Name', `${m.firstName} ${m.lastName}`],
    ['E-mail', m.email],
    ['Phone', m.phone],
    ['Guests', m.guests],
  ]);
  return {
    kind: 'contact',
    to: m.to,
    subject,
    text: `${lines(rows)}\n\n${m.message}\n`,
    html: enquiryMailHtml({
      brand: m.restaurant ?? 'Head office',
      subject,
      heading: `${m.typeName}: ${topic}`,
      facts: rows,
      message: { heading: `Message from ${m.firstName} ${m.lastName}`, text: m.message },
      reason: 'A diner sent this through the contact form on the website. Reply to this e-mail to answer them.',
    }),
    headers: { 'Reply-To': m.email },
  };
}

export interface GroupMailInput {
  to: string;
  venue: string;
  bookingType: string;
  covers: number;
  date: string;
  time: string;
  until: string;
  firstName: string;
  lastName: string;
  email: string;
  telephoneNumber: string;
  specialRequest: string;
  shouldReceivePromotions: boolean;
  shouldReceiveSms: boolean;
}

export function groupEnquiryMail(g: GroupMailInput): OutgoingMail {
  const subject = `Group enquiry: ${g.bookingType} for ${g.covers} on ${g.date} at ${g.venue}`;
  const rows = facts([
    ['Restaurant', g.venue],
    ['Type of booking', g.bookingType],
    ['Guests', g.covers],
    ['Date', g.date],
    ['From', g.time],
    ['Until', g.until],
    ['Name', `${g.firstName} ${g.lastName}`],
    ['E-mail', g.email],
    ['Phone', g.telephoneNumber],
    ['Promotions by e-mail', g.shouldReceivePromotions ? 'yes' : 'no'],
    ['Texts', g.shouldReceiveSms ? 'yes' : 'no'],
  ]);
  return {
    kind: 'group-enquiry',
    to: g.to,
    subject,
    text: `${lines(rows)}\n\n${g.specialRequest ? `Special requests:\n${g.specialRequest}\n` : ''}`,
    html: enquiryMailHtml({
      brand: g.venue,
      subject,
      heading: `Group enquiry: ${g.bookingType} for ${g.covers}`,
      facts: rows,
      ...(g.specialRequest ? { message: { heading: 'Special requests', text: g.specialRequest } } : {}),
      reason: 'A diner sent this through the group booking form on the website. Reply to this e-mail to answer them.',
    }),
    headers: { 'Reply-To': g.email },
  };
}
