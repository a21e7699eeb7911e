// The reminder as a text (decision 038 "SMS goes only to diners who opted in"):
// the same three actions as the e-mail, each the signed manage-booking link at
// the step that acts only on a button press (booking-links.ts), shortened
// (server/sms/short-links.ts) so the text stays short. Pure but for `shorten`.
import { formatHhmm, formatLongDate, type IsoDate } from '../../contract/london-time.ts';
import type { BookingLinks } from './booking-links.ts';

export interface ReminderSmsBooking {
  id: string;
  date: IsoDate;
  startsAt: number;
  covers: number;
}

export function reminderSms(
  b: ReminderSmsBooking,
  restaurantTitle: string,
  links: BookingLinks,
  shorten: (url: string) => string = (url) => url,
): string {
  return [
    `${restaurantTitle}: a reminder of your table for ${b.covers} on ${formatLongDate(b.date)} at ${formatHhmm(b.startsAt)}.`,
    `Confirm: ${shorten(links.stepUrl(b.id, 'confirm'))}`,
    `Change: ${shorten(links.manageUrl(b.id))}`,
    `Cancel: ${shorten(links.stepUrl(b.id, 'cancel'))}`,
  ].join('\n');
}
