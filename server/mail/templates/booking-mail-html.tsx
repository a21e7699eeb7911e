// The diner's booking e-mails (decisions 006, 026 and 027): confirmation, request
// received, confirmed, declined, changed, updated and cancelled. The builder
// (server/booking/booking-mail.ts) decides the words; this draws them.
import type { ReactNode } from 'react';
import { ActionButton, FactTable, Paragraph, SubHeading } from './mail-blocks.tsx';
import { MailLayout } from './mail-layout.tsx';
import { renderMailHtml } from './render-mail-html.ts';

export interface BookingMailView {
  subject: string;
  /** e.g. "Your table is booked". */
  heading: string;
  /** "Hi Ana, your table is booked. …" */
  greeting: string;
  reference: string;
  /** Reference, restaurant, date, time, guests… in the order the text part lists them. */
  facts: readonly (readonly [string, string])[];
  /** The signed view-and-cancel link; null once the booking is over (cancelled, declined). */
  manageUrl: string | null;
  restaurant: { title: string; address: string; phone: string; email: string };
}

/** What every mail about one booking shows: the restaurant's frame, the greeting and the booking's details; then its actions. */
export function BookingMailFrame({ v, children }: { v: Omit<BookingMailView, 'manageUrl'>; children: ReactNode }) {
  return (
    <MailLayout
      brand={v.restaurant.title}
      title={v.subject}
      preview={v.greeting}
      heading={v.heading}
      footer={{
        from: [v.restaurant.title, v.restaurant.address, `${v.restaurant.phone} · ${v.restaurant.email}`],
        reason: `You are getting this e-mail because booking ${v.reference} at ${v.restaurant.title} was made with this address.`,
      }}
    >
      <Paragraph>{v.greeting}</Paragraph>
      <SubHeading>Booking details</SubHeading>
      <FactTable rows={v.facts} />
      {children}
    </MailLayout>
  );
}

export function bookingMailHtml(v: BookingMailView): string {
  return renderMailHtml(
    <BookingMailFrame v={v}>
      {v.manageUrl && <ActionButton href={v.manageUrl}>View, change or cancel your booking</ActionButton>}
    </BookingMailFrame>,
  );
}
