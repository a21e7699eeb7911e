// The reminder e-mail (product.md D11 "Reminders that diners answer"): the booking's
// date, time and party, and three actions — Confirm, Change and Cancel — as
// plain text and branded HTML. Each action is the signed manage-booking link
// (booking-links.ts) at a step that acts only on a button press, so a mail
// scanner following the links changes nothing. Pure: the reminder job writes
// the result to the outbox in the transaction that claims the reminder.
import { formatHhmm, formatLongDate, type IsoDate } from '../../contract/london-time.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import { reminderMailHtml } from '../mail/templates/reminder-mail-html.tsx';
import type { MailRestaurant } from '../mail/mail-restaurant.ts';
import type { BookingLinks } from './booking-links.ts';

export interface ReminderBookingView {
  id: string;
  reference: string;
  date: IsoDate;
  /** Minutes after the London midnight of `date`. */
  startsAt: number;
  covers: number;
  firstName: string;
  email: string;
}

export const REMINDER_ACTIONS = {
  confirm: 'Confirm you are coming',
  change: 'Change your booking',
  cancel: 'Cancel your booking',
} as const;

export function reminderMail(b: ReminderBookingView, restaurant: MailRestaurant, links: BookingLinks): OutgoingMail {
  const when = `${formatLongDate(b.date)} at ${formatHhmm(b.startsAt)}`;
  const address = [restaurant.address.line1, restaurant.address.line2, restaurant.address.town, restaurant.address.postcode]
    .filter(Boolean)
    .join(', ');
  const facts: [string, string][] = [
    ['Reference', b.reference],
    ['Restaurant', restaurant.title],
    ['Date', formatLongDate(b.date)],
    ['Time', formatHhmm(b.startsAt)],
    ['Guests', String(b.covers)],
    ['Address', address],
    ['Phone', restaurant.phone],
  ];
  const actions = [
    { label: REMINDER_ACTIONS.confirm, url: links.stepUrl(b.id, 'confirm') },
    { label: REMINDER_ACTIONS.change, url: links.manageUrl(b.id) },
    { label: REMINDER_ACTIONS.cancel, url: links.stepUrl(b.id, 'cancel') },
  ];
  const subject = `Reminder: your table at ${restaurant.title}, ${when} (${b.reference})`;
  const greeting = `Hi ${b.firstName}, this is a reminder of your booking at ${restaurant.title} on ${when}. Please let us know you are coming, or change or cancel it if your plans have changed.`;
  const text = [greeting, '', ...facts.map(([k, v]) => `${k}: ${v}`), '', ...actions.map((a) => `${a.label}: ${a.url}`)].join('\n');
  const html = reminderMailHtml({
    subject,
    heading: 'See you soon',
    greeting,
    reference: b.reference,
    facts,
    actions,
    restaurant: { title: restaurant.title, address, phone: restaurant.phone, email: restaurant.email },
  });
  return { kind: 'booking-reminder', to: b.email, subject, text: `${text}\n`, html };
}
