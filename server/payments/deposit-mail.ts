// product.md D11 "Deposits": the diner's e-mails about a deposit that are not the
// booking's own confirmation — the receipt for a refunded deposit, and the word
// that a deposit booking whose payment could not be confirmed was not made and
// nothing was taken. Plain text and the branded HTML every booking e-mail
// shares. Pure: written to the outbox in the transaction that records it.
import { formatHhmm, formatLongDate, type IsoDate } from '../../contract/london-time.ts';
import { formatMoney, type Currency } from '../../contract/money.ts';
import type { MailRestaurant } from '../mail/mail-restaurant.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import { bookingMailHtml } from '../mail/templates/booking-mail-html.tsx';

export interface DepositMailBooking {
  reference: string;
  date: IsoDate;
  startsAt: number;
  firstName: string;
  email: string;
  covers: number;
}

function mail(
  kind: string,
  b: DepositMailBooking,
  restaurant: MailRestaurant,
  subject: string,
  greeting: string,
  facts: [string, string][],
) {
  const address = [restaurant.address.line1, restaurant.address.line2, restaurant.address.town, restaurant.address.postcode]
    .filter(Boolean)
    .join(', ');
  const rows: [string, string][] = [...facts, ['Restaurant', restaurant.title], ['Phone', restaurant.phone]];
  const text = [greeting, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', 'Questions? Please call the restaurant.'].join('\n') + '\n';
  const html = bookingMailHtml({
    subject,
    heading: subject.split(':')[0]!,
    greeting,
    reference: b.reference,
    facts: rows,
    manageUrl: null,
    restaurant: { title: restaurant.title, address, phone: restaurant.phone, email: restaurant.email },
  });
  return { kind, to: b.email, subject, text, html } satisfies OutgoingMail;
}

const when = (b: DepositMailBooking) => `${formatLongDate(b.date)} at ${formatHhmm(b.startsAt)}`;

/** The receipt for a deposit given back in full after a cancellation. */
export function depositRefundMail(
  r: { amountPence: number; currency: Currency; transactionId: string; booking: DepositMailBooking },
  restaurant: MailRestaurant,
): OutgoingMail {
  const amount = formatMoney(r.amountPence, r.currency);
  const subject = `Deposit refunded: ${amount}, ${restaurant.title} (${r.booking.reference})`;
  const greeting = `Hi ${r.booking.firstName}, your booking was cancelled in time, so ${restaurant.title} has refunded your deposit of ${amount} in full to the card you paid with. It can take a few working days to show on your statement.`;
  return mail('deposit-refund', r.booking, restaurant, subject, greeting, [
    ['Refunded', amount],
    ['For', `The deposit of booking ${r.booking.reference}, ${when(r.booking)}`],
    ['Reference', r.booking.reference],
    ['Transaction', r.transactionId],
  ]);
}

/**
 * The receipt for what an event's client paid (its deposit or its balance) given back, in full or in part, when
 * its manager cancelled the event by the terms the client accepted (decision 084).
 */
export function eventRefundMail(
  r: {
    amountPence: number;
    paidPence: number;
    part: 'deposit' | 'balance';
    currency: Currency;
    transactionId: string;
    booking: DepositMailBooking;
  },
  restaurant: MailRestaurant,
): OutgoingMail {
  const amount = formatMoney(r.amountPence, r.currency);
  const share =
    r.amountPence < r.paidPence ? `${amount} of the ${formatMoney(r.paidPence, r.currency)} you paid` : `${amount}, all you paid,`;
  const subject = `Event ${r.part} refunded: ${amount}, ${restaurant.title} (${r.booking.reference})`;
  const greeting = `Hi ${r.booking.firstName}, your event at ${restaurant.title} on ${when(r.booking)} was cancelled. Under the terms you accepted, ${restaurant.title} has refunded ${share} as the ${r.part}, to the card you paid with. It can take a few working days to show on your statement.`;
  return mail('deposit-refund', r.booking, restaurant, subject, greeting, [
    ['Refunded', amount],
    ['For', `The ${r.part} of event ${r.booking.reference}, ${when(r.booking)}`],
    ['Reference', r.booking.reference],
    ['Transaction', r.transactionId],
  ]);
}

/**
 * A deposit booking that was never made: its card was declined, or the card provider holds no payment for it once
 * the checks were over, so nothing was taken; or (`refunding`) the payment was confirmed only after the hold on
 * the table had lapsed and the table had gone, so the deposit is given back.
 */
export function depositReleasedMail(
  r: { amountPence: number; currency: Currency; reason: string; booking: DepositMailBooking; refunding?: boolean },
  restaurant: MailRestaurant,
): OutgoingMail {
  const amount = formatMoney(r.amountPence, r.currency);
  const subject = `No booking made: ${restaurant.title}, ${when(r.booking)}`;
  const greeting = r.refunding
    ? `Hi ${r.booking.firstName}, your deposit of ${amount} for ${restaurant.title} was confirmed only after the table we held for you had gone, so no booking was made and the deposit is being refunded to your card. You are welcome to book again.`
    : `Hi ${r.booking.firstName}, we could not take the deposit of ${amount} for your booking at ${restaurant.title}, so nothing was taken from your card and no booking was made. You are welcome to book again.`;
  return mail('deposit-released', r.booking, restaurant, subject, greeting, [
    ['Why', r.reason],
    ['Date', when(r.booking)],
    ['Guests', String(r.booking.covers)],
  ]);
}
