// The e-mails a contact message and a group enquiry become: plain text,
// addressed to the restaurant (or the central inbox), replying to the diner.
import type { ContactReason } from '../../contract/forms.ts';
import type { OutgoingMail } from '../mail/outbox.ts';

const lines = (rows: [string, string | number | null | undefined][]) =>
  rows
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');

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
  return {
    kind: 'contact',
    to: m.to,
    subject: `${m.typeName}: ${topic} (from ${m.firstName} ${m.lastName})`,
    text: `${lines([
      ['Enquiry', m.typeName],
      ['About', topic],
      ['Restaurant', m.restaurant ?? 'Not about one restaurant'],
      ['Name', `${m.firstName} ${m.lastName}`],
      ['E-mail', m.email],
      ['Phone', m.phone],
      ['Guests', m.guests],
    ])}\n\n${m.message}\n`,
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
  return {
    kind: 'group-enquiry',
    to: g.to,
    subject: `Group enquiry: ${g.bookingType} for ${g.covers} on ${g.date} at ${g.venue}`,
    text: `${lines([
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
    ])}\n\n${g.specialRequest ? `Special requests:\n${g.specialRequest}\n` : ''}`,
    headers: { 'Reply-To': g.email },
  };
}
