// Confirmation e-mails for bookings, enquiries and events, and the notice of a
// cancellation (decision 013): reference, restaurant, date, time, covers, an .ics
// attachment and the signed view-and-cancel link, as plain text and as the
// branded HTML of server/mail/templates (decision 027). Pure: the caller writes the
// result to the outbox inside the booking transaction.
import type { BookingExtra } from '../../contract/booking.ts';
import { extrasTotal } from '../../contract/booking-extras.ts';
import { depositPerCoverOf, feePolicyLines, type FeeTerms } from '../../contract/fee-terms.ts';
import { formatPence } from '../../contract/money.ts';
import type { MailRestaurant } from '../mail/mail-restaurant.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import { bookingMailHtml } from '../mail/templates/booking-mail-html.tsx';
import type { BookingLinks } from './booking-links.ts';
import { bookingIcs } from '../../contract/booking-calendar.ts';
import { formatHhmm, formatLongDate, type IsoDate } from '../../contract/london-time.ts';

export interface MailBooking {
  id: string;
  reference: string;
  kind: 'booking' | 'event' | 'enquiry';
  date: IsoDate;
  /** Minutes after the London midnight of `date`. */
  startsAt: number;
  durationMinutes: number;
  adults: number;
  children: number;
  firstName: string;
  lastName: string;
  email: string;
  specialRequest?: string | null | undefined;
  occasionName: string;
  /** The area and booking menu chosen, by name; absent or null when none was. */
  areaName?: string | null | undefined;
  menuName?: string | null | undefined;
  extras: readonly BookingExtra[];
  /** Decision 040: the card guarantee's fees the diner agreed to, repeated in the confirmation; absent or null when none. */
  feeTerms?: FeeTerms | null | undefined;
}

const HEADINGS = {
  booking: { subject: 'Your table is booked', lead: 'your table is booked. We look forward to seeing you.' },
  enquiry: { subject: 'We have your booking request', lead: 'thanks for your request. The restaurant will be in touch to confirm it.' },
  event: {
    subject: 'We have your event request',
    lead: 'thanks for your event request. The restaurant will be in touch to plan it with you.',
  },
} as const;

function guests(b: MailBooking): string {
  const total = b.adults + b.children;
  const kids = b.children ? ` (${b.adults} adult${b.adults === 1 ? '' : 's'}, ${b.children} child${b.children === 1 ? '' : 'ren'})` : '';
  return `${total} guest${total === 1 ? '' : 's'}${kids}`;
}

/** "Cocktail upgrade × 3 (£30.00)" per extra, and what they come to, paid at the restaurant. */
function extrasRows(extras: readonly BookingExtra[]): [string, string][] {
  if (extras.length === 0) return [];
  return [
    ['Extras', extras.map((e) => `${e.name} × ${e.quantity} (${formatPence(e.totalPence)})`).join('; ')],
    ['Extras total', `${formatPence(extrasTotal(extras))}, paid at the restaurant`],
  ];
}

/** What changed since the diner's last message (product.md D8; `updated` is the diner's own change, decision 026): each has its own heading. */
const STAFF_HEADINGS = {
  confirmed: { subject: 'Your booking is confirmed', lead: 'the restaurant has confirmed your booking. We look forward to seeing you.' },
  declined: { subject: 'We cannot take your booking', lead: 'we are sorry: the restaurant cannot take your booking request.' },
  changed: { subject: 'Your booking has changed', lead: 'the restaurant has changed your booking. Here are the new details.' },
  updated: { subject: 'Your booking is updated', lead: 'your booking is changed as you asked. Here are the new details.' },
} as const;

export interface BookingMailOptions {
  cancelled?: boolean;
  /** A restaurant's action: confirmed (an enquiry or event), declined, or moved; or the diner's own change (updated). */
  notice?: keyof typeof STAFF_HEADINGS;
  /** The restaurant's reason, for a decline or a cancellation by the restaurant. */
  reason?: string | null;
  /** The calendar event's SEQUENCE after a change (RFC 5545: each update a higher number). */
  sequence?: number;
  /** Decision 049: on a cancellation, what becomes of the deposit (refunded or kept), in the diner's words. */
  deposit?: string;
}

/** The message for a booking just placed (or cancelled, confirmed, declined or changed). */
export function bookingMail(
  b: MailBooking,
  restaurant: MailRestaurant,
  links: BookingLinks,
  now: Date,
  opts: BookingMailOptions = {},
): OutgoingMail {
  const finished = opts.cancelled || opts.notice === 'declined';
  const heading = opts.cancelled
    ? { subject: 'Your booking is cancelled', lead: 'your booking is cancelled. We hope to see you another time.' }
    : opts.notice
      ? STAFF_HEADINGS[opts.notice]
      : HEADINGS[b.kind];
  const address = [restaurant.address.line1, restaurant.address.line2, restaurant.address.town, restaurant.address.postcode]
    .filter(Boolean)
    .join(', ');
  const link = links.manageUrl(b.id);
  const rows: [string, string][] = [
    ...(opts.reason ? ([['Reason', opts.reason]] as [string, string][]) : []),
    ['Reference', b.reference],
    ['Restaurant', restaurant.title],
    ['Date', formatLongDate(b.date)],
    ['Time', formatHhmm(b.startsAt)],
    ['Guests', guests(b)],
    ['Occasion', b.occasionName],
    ...(b.areaName ? ([['Area', b.areaName]] as [string, string][]) : []),
    ...(b.menuName ? ([['Menu', b.menuName]] as [string, string][]) : []),
    ...(b.specialRequest ? ([['Special request', b.specialRequest]] as [string, string][]) : []),
    ...extrasRows(b.extras),
    ...(b.feeTerms && !finished
      ? ([
          [
            depositPerCoverOf(b.feeTerms) === null ? 'Card guarantee' : 'Deposit',
            feePolicyLines(b.feeTerms, b.adults + b.children).join(' '),
          ],
        ] as [string, string][])
      : []),
    ...(opts.deposit ? ([['Deposit', opts.deposit]] as [string, string][]) : []),
    ['Address', address],
    ['Phone', restaurant.phone],
  ];
  const subject = `${heading.subject}: ${restaurant.title}, ${formatLongDate(b.date)} at ${formatHhmm(b.startsAt)} (${b.reference})`;
  const manage = finished ? '' : `View, change or cancel your booking: ${link}`;
  const greeting = `Hi ${b.firstName}, ${heading.lead}`;
  const text = [greeting, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', manage].join('\n').trim() + '\n';
  const html = bookingMailHtml({
    subject,
    heading: heading.subject,
    greeting,
    reference: b.reference,
    facts: rows,
    manageUrl: finished ? null : link,
    restaurant: { title: restaurant.title, address, phone: restaurant.phone, email: restaurant.email },
  });
  // The same event as the thanks view's "Add to calendar" (decision 013).
  const ics = bookingIcs(
    {
      reference: b.reference,
      siteUrl: link, // the signed link is on PUBLIC_URL, as is the thanks view
      date: b.date,
      startsAt: b.startsAt,
      durationMinutes: b.durationMinutes,
      restaurant,
      covers: b.adults + b.children,
      occasionName: b.occasionName,
      manageUrl: link,
      state: finished ? 'cancelled' : opts.notice || b.kind === 'booking' ? 'confirmed' : 'requested',
      ...(opts.sequence === undefined ? {} : { sequence: opts.sequence }),
    },
    now,
  );
  return {
    kind: opts.cancelled
      ? 'booking-cancellation'
      : opts.notice
        ? `booking-${opts.notice}`
        : b.kind === 'booking'
          ? 'booking-confirmation'
          : `booking-${b.kind}`,
    to: b.email,
    subject,
    text,
    html,
    attachments: [
      { filename: `${b.reference}.ics`, contentType: 'text/calendar; charset=utf-8', content: Buffer.from(ics).toString('base64') },
    ],
  };
}
