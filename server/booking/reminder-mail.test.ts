import { describe, expect, it } from 'vitest';
import { readMailHtml } from '../mail/templates/read-mail-html.ts';
import { MAIL_RESTAURANT, mailBooking, mailLinks } from '../../tests/support/booking-mail-fixtures.ts';
import { REMINDER_ACTIONS, reminderMail } from './reminder-mail.ts';

const booking = { ...mailBooking(), covers: 4 };

describe('reminderMail (decision 038)', () => {
  it('names the booking and offers Confirm, Change and Cancel as signed links to pages that ask first', () => {
    const mail = reminderMail(booking, MAIL_RESTAURANT, mailLinks);
    expect(mail.kind).toBe('booking-reminder');
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe('Reminder: your table at Casa Lumbre Bath, Sunday, 28 March 2027 at 19:30 (K7M2-QX4P)');
    const token = mailLinks.tokenFor(booking.id);
    const html = readMailHtml(mail.html!);
    const hrefOf = (label: string) => html.links.find((l) => l.text === label)?.href;
    expect(new URL(hrefOf(REMINDER_ACTIONS.confirm)!).searchParams.get('step')).toBe('confirm');
    expect(new URL(hrefOf(REMINDER_ACTIONS.cancel)!).searchParams.get('step')).toBe('cancel');
    expect(new URL(hrefOf(REMINDER_ACTIONS.change)!).searchParams.has('step')).toBe(false);
    for (const label of Object.values(REMINDER_ACTIONS)) {
      expect(new URL(hrefOf(label)!).searchParams.get('token')).toBe(token);
      expect(mail.text).toContain(`${label}: ${hrefOf(label)}`);
    }
    expect(html.facts.get('Guests')).toBe('4');
  });
});
