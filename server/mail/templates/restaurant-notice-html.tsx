// The restaurant's own e-mail about a diner's booking (product.md D8 "telling the
// restaurant"): what happened, the booking's facts and a link into the
// console. The builder (server/booking/restaurant-notice.ts) decides the words.
import { ActionButton, FactTable, Paragraph } from './mail-blocks.tsx';
import { MailLayout } from './mail-layout.tsx';
import { renderMailHtml } from './render-mail-html.ts';

export interface RestaurantNoticeView {
  subject: string;
  /** "New booking request" */
  heading: string;
  /** What happened and what to do about it. */
  lead: string;
  reference: string;
  facts: readonly (readonly [string, string])[];
  consoleUrl: string;
  restaurant: { title: string; email: string };
  /** Why the restaurant gets this notice. */
  reason: string;
}

export function restaurantNoticeHtml(v: RestaurantNoticeView): string {
  return renderMailHtml(
    <MailLayout
      brand={v.restaurant.title}
      title={v.subject}
      preview={v.lead}
      heading={v.heading}
      footer={{ from: [v.restaurant.title, v.restaurant.email], reason: v.reason }}
    >
      <Paragraph>{v.lead}</Paragraph>
      <FactTable rows={v.facts} />
      <ActionButton href={v.consoleUrl}>{`Open booking ${v.reference} in the console`}</ActionButton>
    </MailLayout>,
  );
}
