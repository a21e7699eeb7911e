// A diner's contact message or group enquiry, as it reaches the restaurant
// (or head office): the facts, then the diner's own words with their line
// breaks. Replying answers the diner (the builder sets Reply-To).
import { FactTable, Lines, SubHeading } from './mail-blocks.tsx';
import { MailLayout } from './mail-layout.tsx';
import { renderMailHtml } from './render-mail-html.ts';

export interface EnquiryMailView {
  /** The restaurant it is for, or head office. */
  brand: string;
  subject: string;
  heading: string;
  facts: readonly (readonly [string, string])[];
  /** The diner's message, under its own heading; absent when they wrote none. */
  message?: { heading: string; text: string };
  reason: string;
}

export function enquiryMailHtml(v: EnquiryMailView): string {
  return renderMailHtml(
    <MailLayout brand={v.brand} title={v.subject} preview={v.heading} heading={v.heading} footer={{ from: [v.brand], reason: v.reason }}>
      <FactTable rows={v.facts} />
      {v.message && (
        <>
          <SubHeading>{v.message.heading}</SubHeading>
          <Lines text={v.message.text} />
        </>
      )}
    </MailLayout>,
  );
}
