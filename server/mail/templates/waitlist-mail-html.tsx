// The waitlist's e-mails to a diner (product.md D11 "Waitlist"): on joining (with a
// link to leave the list), a freed table held for them (one Claim action), and
// a walk-in's "your table is ready". Each link opens a page that acts only on a
// button press. The builder (server/booking/waitlist-mail.ts) decides the words.
import { ActionButton, FactTable, Paragraph, SubHeading } from './mail-blocks.tsx';
import { MailLayout } from './mail-layout.tsx';
import { renderMailHtml } from './render-mail-html.ts';

export interface WaitlistMailView {
  subject: string;
  heading: string;
  greeting: string;
  facts: readonly (readonly [string, string])[];
  actions: readonly { label: string; url: string }[];
  restaurant: { title: string; address: string; phone: string; email: string };
}

export function waitlistMailHtml(v: WaitlistMailView): string {
  return renderMailHtml(
    <MailLayout
      brand={v.restaurant.title}
      title={v.subject}
      preview={v.greeting}
      heading={v.heading}
      footer={{
        from: [v.restaurant.title, v.restaurant.address, `${v.restaurant.phone} · ${v.restaurant.email}`],
        reason: `You are getting this e-mail because this address joined the waitlist at ${v.restaurant.title}.`,
      }}
    >
      <Paragraph>{v.greeting}</Paragraph>
      <SubHeading>Your place on the waitlist</SubHeading>
      <FactTable rows={v.facts} />
      {v.actions.map((a) => (
        <ActionButton key={a.label} href={a.url}>
          {a.label}
        </ActionButton>
      ))}
    </MailLayout>,
  );
}
