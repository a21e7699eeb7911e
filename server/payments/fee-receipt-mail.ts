// product.md D11 "Fees": the diner's e-mail receipt for a fee charged to their card
// — what for, how much, the booking it concerns and the gateway's transaction —
// as plain text and the branded HTML every booking e-mail shares. Pure: written
// to the outbox in the transaction that records the charge.
import { FEE_NAMES, type FeeKind } from '../../contract/fee-terms.ts';
import { formatHhmm, formatLongDate, type IsoDate } from '../../contract/london-time.ts';
import { formatMoney, type Currency } from '../../contract/money.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import { bookingMailHtml } from '../mail/templates/booking-mail-html.tsx';
import type { MailRestaurant } from '../mail/mail-restaurant.ts';

export interface ReceiptFacts {
  kind: FeeKind;
  amountPence: number;
  perCoverPence: number;
  covers: number;
  currency: Currency;
  transactionId: string;
  booking: { reference: string; date: IsoDate; startsAt: number; firstName: string; email: string };
}

const REASONS: Record<FeeKind, string> = {
  no_show_fee: 'your booking was not attended',
  late_cancellation_fee: 'your booking was cancelled inside the restaurant’s cancellation window',
};

export function feeReceiptMail(r: ReceiptFacts, restaurant: MailRestaurant): OutgoingMail {
  const name = FEE_NAMES[r.kind];
  const amount = formatMoney(r.amountPence, r.currency);
  const when = `${formatLongDate(r.booking.date)} at ${formatHhmm(r.booking.startsAt)}`;
  const subject = `Receipt: ${name} of ${amount}, ${restaurant.title} (${r.booking.reference})`;
  const heading = `Receipt for a ${name}`;
  const greeting = `Hi ${r.booking.firstName}, as ${REASONS[r.kind]}, ${restaurant.title} has charged the ${name} you agreed to when you booked, to the card you gave.`;
  const facts: [string, string][] = [
    ['Amount', `${amount} (${formatMoney(r.perCoverPence, r.currency)} a guest × ${r.covers})`],
    ['For', `The ${name} of booking ${r.booking.reference}, ${when}`],
    ['Reference', r.booking.reference],
    ['Transaction', r.transactionId],
    ['Restaurant', restaurant.title],
    ['Phone', restaurant.phone],
  ];
  const address = [restaurant.address.line1, restaurant.address.line2, restaurant.address.town, restaurant.address.postcode]
    .filter(Boolean)
    .join(', ');
  const text =
    [greeting, '', ...facts.map(([k, v]) => `${k}: ${v}`), '', 'Questions about this charge? Please call the restaurant.'].join('\n') +
    '\n';
  const html = bookingMailHtml({
    subject,
    heading,
    greeting,
    reference: r.booking.reference,
    facts,
    manageUrl: null,
    restaurant: { title: restaurant.title, address, phone: restaurant.phone, email: restaurant.email },
  });
  return { kind: 'fee-receipt', to: r.booking.email, subject, text, html };
}
