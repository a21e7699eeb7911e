// The weekly summary to a restaurant's managers (product.md D12 "Reports"): the week's
// figures beside the week before's, as a fact table per figure so it reads in
// one column on a phone and a screen reader hears each figure with its label.
import type { ComparedFigure } from '../../reports/rules/weekly-comparison.ts';
import { ActionButton, FactTable, Paragraph, SubHeading } from './mail-blocks.tsx';
import { MailLayout } from './mail-layout.tsx';
import { renderMailHtml } from './render-mail-html.ts';

export interface WeeklySummaryView {
  subject: string;
  heading: string;
  summary: string;
  figures: readonly ComparedFigure[];
  reportUrl: string;
  restaurant: { title: string; email: string };
}

export function weeklySummaryHtml(v: WeeklySummaryView): string {
  return renderMailHtml(
    <MailLayout
      brand={v.restaurant.title}
      title={v.subject}
      preview={v.summary}
      heading={v.heading}
      footer={{
        from: [v.restaurant.title, v.restaurant.email],
        reason: 'You are getting this summary because you manage this restaurant and its settings ask for a weekly summary.',
      }}
    >
      <Paragraph>{v.summary}</Paragraph>
      {v.figures.map((f) => (
        <div key={f.label}>
          <SubHeading>{f.label}</SubHeading>
          <FactTable
            rows={[
              ['This week', f.thisWeek],
              ['The week before', f.lastWeek],
              ['Change', f.change],
            ]}
          />
        </div>
      ))}
      <ActionButton href={v.reportUrl}>Open the week’s report</ActionButton>
    </MailLayout>,
  );
}
