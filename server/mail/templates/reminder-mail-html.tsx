// The diner's booking reminder (product.md D11 "Reminders that diners answer"): the
// booking's details and three actions — Confirm, Change, Cancel — each a link to
// a page that acts only on a button press, so a mail scanner that follows them
// changes nothing. The builder (server/booking/reminder-mail.ts) decides the words.
import { BookingMailFrame } from './booking-mail-html.tsx';
import { ActionButton } from './mail-blocks.tsx';
import { renderMailHtml } from './render-mail-html.ts';

export interface ReminderMailView {
  subject: string;
  heading: string;
  greeting: string;
  reference: string;
  facts: readonly (readonly [string, string])[];
  /** Each action's label and signed link, in the order the diner sees them. */
  actions: readonly { label: string; url: string }[];
  restaurant: { title: string; address: string; phone: string; email: string };
}

export function reminderMailHtml(v: ReminderMailView): string {
  return renderMailHtml(
    <BookingMailFrame v={v}>
      {v.actions.map((a) => (
        <ActionButton key={a.label} href={a.url}>
          {a.label}
        </ActionButton>
      ))}
    </BookingMailFrame>,
  );
}
