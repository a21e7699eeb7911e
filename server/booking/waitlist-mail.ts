// The waitlist's messages to a diner (product.md D11 "Waitlist"): on joining online,
// with a signed link to leave the list; a freed table held for them until a
// time, with one Claim action; and a walk-in's "your table is ready", by
// e-mail or text. Every link opens a page that changes nothing until its
// button is pressed (decision 050). Pure: callers write them to the outboxes
// in the transaction they belong to.
import { formatHhmm, formatLongDate, londonMinutesOf, type IsoDate } from '../../contract/london-time.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import { waitlistMailHtml } from '../mail/templates/waitlist-mail-html.tsx';
import type { MailRestaurant } from '../mail/mail-restaurant.ts';
import type { BookingLinks } from './booking-links.ts';
import { rangeLabel } from './rules/waitlist.ts';

export interface WaitlistMailEntry {
  id: string;
  date: IsoDate;
  fromMinutes: number;
  toMinutes: number;
  covers: number;
  firstName: string;
  email: string;
}

export const CLAIM_ACTION = 'Book this table';
export const LEAVE_ACTION = 'Leave the waitlist';

const addressOf = (r: MailRestaurant) => [r.address.line1, r.address.line2, r.address.town, r.address.postcode].filter(Boolean).join(', ');
const guests = (n: number) => `${n} guest${n === 1 ? '' : 's'}`;

function mail(
  kind: string,
  to: string,
  subject: string,
  heading: string,
  greeting: string,
  facts: [string, string][],
  actions: { label: string; url: string }[],
  restaurant: MailRestaurant,
): OutgoingMail {
  const address = addressOf(restaurant);
  const rows: [string, string][] = [...facts, ['Address', address], ['Phone', restaurant.phone]];
  const text = [greeting, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', ...actions.map((a) => `${a.label}: ${a.url}`)].join('\n');
  const html = waitlistMailHtml({
    subject,
    heading,
    greeting,
    facts: rows,
    actions,
    restaurant: { title: restaurant.title, address, phone: restaurant.phone, email: restaurant.email },
  });
  return { kind, to, subject, text: `${text}\n`, html };
}

/** On joining online: what they asked for, and the link to leave the list. */
export function joinedMail(e: WaitlistMailEntry, restaurant: MailRestaurant, links: BookingLinks): OutgoingMail {
  const day = formatLongDate(e.date);
  return mail(
    'waitlist-joined',
    e.email,
    `You are on the waitlist: ${restaurant.title}, ${day}`,
    'You are on the waitlist',
    `Hi ${e.firstName}, you are on the waitlist at ${restaurant.title} for ${day}. If a table for your party frees up between ${rangeLabel(e.fromMinutes, e.toMinutes)}, we will hold it for you and e-mail you at once: the first to claim it books it.`,
    [
      ['Restaurant', restaurant.title],
      ['Date', day],
      ['Times', rangeLabel(e.fromMinutes, e.toMinutes)],
      ['Guests', guests(e.covers)],
    ],
    [{ label: LEAVE_ACTION, url: links.waitlistUrl(e.id, 'leave') }],
    restaurant,
  );
}

export interface OfferedTable {
  reference: string;
  startsAt: number;
  heldUntil: Date;
}

/** A freed table held for the diner until a time: one action books it. */
export function offerMail(e: WaitlistMailEntry, offer: OfferedTable, restaurant: MailRestaurant, links: BookingLinks): OutgoingMail {
  const day = formatLongDate(e.date);
  const until = formatHhmm(londonMinutesOf(offer.heldUntil));
  return mail(
    'waitlist-offer',
    e.email,
    `A table is free: ${restaurant.title}, ${day} at ${formatHhmm(offer.startsAt)}`,
    'A table is free',
    `Hi ${e.firstName}, a table is free at ${restaurant.title} on ${day} at ${formatHhmm(offer.startsAt)}. It is held for you until ${until}; after that it passes to the next diner on the waitlist.`,
    [
      ['Restaurant', restaurant.title],
      ['Date', day],
      ['Time', formatHhmm(offer.startsAt)],
      ['Guests', guests(e.covers)],
      ['Held until', until],
    ],
    [{ label: CLAIM_ACTION, url: links.waitlistUrl(e.id, 'claim') }],
    restaurant,
  );
}

/** The same offer as a text, for a diner who opted in. */
export function offerSms(
  e: WaitlistMailEntry,
  offer: OfferedTable,
  restaurantTitle: string,
  links: BookingLinks,
  shorten: (url: string) => string = (url) => url,
): string {
  return [
    `${restaurantTitle}: a table for ${e.covers} is free on ${formatLongDate(e.date)} at ${formatHhmm(offer.startsAt)}, held for you until ${formatHhmm(londonMinutesOf(offer.heldUntil))}.`,
    `Book it: ${shorten(links.waitlistUrl(e.id, 'claim'))}`,
  ].join('\n');
}

/** A walk-in's table is ready (the console's "Table ready"). */
export function readyMail(e: Pick<WaitlistMailEntry, 'firstName' | 'email'>, restaurant: MailRestaurant): OutgoingMail {
  return mail(
    'waitlist-ready',
    e.email,
    `Your table is ready: ${restaurant.title}`,
    'Your table is ready',
    `Hi ${e.firstName}, your table at ${restaurant.title} is ready. Please come to the front desk.`,
    [['Restaurant', restaurant.title]],
    [],
    restaurant,
  );
}

export const readySms = (firstName: string, restaurantTitle: string) =>
  `${restaurantTitle}: hi ${firstName}, your table is ready. Please come to the front desk.`;
