// The restaurant's own e-mail about a diner's booking (product.md D8 "telling the
// restaurant"): every enquiry and event request at once, and — when its
// settings say so — every online booking, change and cancellation, with a link into
// the console; plain text and the branded HTML of server/mail/templates
// (product.md D7). Pure: the caller writes it to the outbox in the same transaction.
import type { Restaurant } from '../../contract/content.ts';
import { formatHhmm, formatLongDate } from '../../contract/london-time.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import { restaurantNoticeHtml } from '../mail/templates/restaurant-notice-html.tsx';
import type { MailBooking } from './booking-mail.ts';

export type NoticeKind = 'enquiry' | 'event' | 'booking' | 'change' | 'cancellation';

const SUBJECTS: Record<NoticeKind, string> = {
  enquiry: 'New booking request',
  event: 'New event request',
  booking: 'New online booking',
  change: 'Booking changed by the diner',
  cancellation: 'Booking cancelled by the diner',
};

const ACTION: Record<NoticeKind, string> = {
  enquiry: 'Please confirm or decline it in the console.',
  event: 'Please confirm or decline it in the console.',
  booking: 'It is in the diary.',
  change: 'The diary shows the new date, time and party below.',
  cancellation: 'Its table is free again.',
};

/** Why the restaurant gets the mail: requests always do; the rest because its settings ask (product.md D8). */
const REASON: Record<NoticeKind, string> = {
  enquiry: 'Booking requests always come to the restaurant by e-mail, so that someone answers them.',
  event: 'Event requests always come to the restaurant by e-mail, so that someone answers them.',
  booking: "You are getting this e-mail because the restaurant's settings ask for one about every online booking.",
  change: "You are getting this e-mail because the restaurant's settings ask for one about every change a diner makes.",
  cancellation: "You are getting this e-mail because the restaurant's settings ask for one about every cancellation.",
};

export interface NoticeBooking extends MailBooking {
  phone: string | null;
}

export function restaurantNotice(
  kind: NoticeKind,
  b: NoticeBooking,
  restaurant: Pick<Restaurant, 'title' | 'email'>,
  publicUrl: string,
): OutgoingMail {
  const link = new URL(`/console/bookings/${b.id}/`, publicUrl).toString();
  const when = `${formatLongDate(b.date)} at ${formatHhmm(b.startsAt)}`;
  const covers = b.adults + b.children;
  const rows: [string, string][] = [
    ['Reference', b.reference],
    ['When', when],
    ['Guests', `${covers}${b.children ? ` (${b.children} child${b.children === 1 ? '' : 'ren'})` : ''}`],
    ['Occasion', b.occasionName],
    ['Name', `${b.firstName} ${b.lastName}`],
    ['E-mail', b.email],
    ...(b.phone ? ([['Phone', b.phone]] as [string, string][]) : []),
    ...(b.specialRequest ? ([['Special request', b.specialRequest]] as [string, string][]) : []),
  ];
  const lead = `${SUBJECTS[kind]} at ${restaurant.title}. ${ACTION[kind]}`;
  const text = [lead, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', `Open it: ${link}`].join('\n') + '\n';
  const subject = `${SUBJECTS[kind]}: ${covers} on ${when} (${b.reference})`;
  return {
    kind: `restaurant-${kind}`,
    to: restaurant.email,
    subject,
    text,
    html: restaurantNoticeHtml({
      subject,
      heading: SUBJECTS[kind],
      lead,
      reference: b.reference,
      facts: rows,
      consoleUrl: link,
      restaurant: { title: restaurant.title, email: restaurant.email },
      reason: REASON[kind],
    }),
    headers: { 'Reply-To': b.email },
  };
}
