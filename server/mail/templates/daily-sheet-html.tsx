// The daily sheet (product.md D8): tomorrow's bookings for one restaurant. Each
// booking is a short block under its own h2 rather than an eight-column table,
// so the sheet stays one readable column on a phone and a screen reader can
// jump from booking to booking.
import { ActionButton, Paragraph, SubHeading } from './mail-blocks.tsx';
import { MailLayout } from './mail-layout.tsx';
import { renderMailHtml } from './render-mail-html.ts';

export interface DailySheetEntry {
  time: string;
  name: string;
  /** Guests, table, status, occasion, phone: each already words, blanks left out. */
  details: readonly string[];
  notes: string;
}

export interface DailySheetView {
  subject: string;
  heading: string;
  summary: string;
  entries: readonly DailySheetEntry[];
  diaryUrl: string;
  restaurant: { title: string; email: string };
}

export function dailySheetHtml(v: DailySheetView): string {
  return renderMailHtml(
    <MailLayout
      brand={v.restaurant.title}
      title={v.subject}
      preview={v.summary}
      heading={v.heading}
      footer={{
        from: [v.restaurant.title, v.restaurant.email],
        reason: "You are getting this sheet because the restaurant's settings ask for the next day's bookings at this hour.",
      }}
    >
      <Paragraph>{v.summary}</Paragraph>
      {v.entries.length === 0 && <Paragraph>No bookings yet.</Paragraph>}
      {v.entries.map((e, i) => (
        <div key={i}>
          <SubHeading>{`${e.time} ${e.name}`}</SubHeading>
          <Paragraph>{e.details.filter(Boolean).join(' · ')}</Paragraph>
          {e.notes && <Paragraph>{`Notes: ${e.notes}`}</Paragraph>}
        </div>
      ))}
      <ActionButton href={v.diaryUrl}>Open the diary</ActionButton>
    </MailLayout>,
  );
}
