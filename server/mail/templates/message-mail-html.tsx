// The general mail (decision 027): a heading, a few paragraphs, perhaps a code to
// show and one button. Vouchers, the welcome, the referral invitation and the
// staff sign-in links are all this shape; their builders decide the words.
import { ActionButton, CodeBox, Lines, Paragraph } from './mail-blocks.tsx';
import { MailLayout, type MailFooter } from './mail-layout.tsx';
import { renderMailHtml } from './render-mail-html.ts';

export type MessageBlock =
  | { text: string }
  /** Small print: validity, terms, "if this was not you". */
  | { small: string }
  | { code: string }
  /** A button: `label` says what it does on its own; `url` is absolute. */
  | { label: string; url: string };

export interface MessageMailView {
  /** The wordmark: the site's name from settings where the builder has it. */
  brand: string;
  subject: string;
  heading: string;
  blocks: readonly MessageBlock[];
  footer: MailFooter;
}

function Block({ block }: { block: MessageBlock }) {
  if ('text' in block) return <Lines text={block.text} />;
  if ('small' in block) return <Paragraph muted>{block.small}</Paragraph>;
  if ('code' in block) return <CodeBox code={block.code} />;
  return <ActionButton href={block.url}>{block.label}</ActionButton>;
}

export function messageMailHtml(v: MessageMailView): string {
  const preview = v.blocks.map((b) => ('text' in b ? b.text : '')).find(Boolean) ?? v.heading;
  return renderMailHtml(
    <MailLayout brand={v.brand} title={v.subject} preview={preview} heading={v.heading} footer={v.footer}>
      {v.blocks.map((b, i) => (
        <Block key={i} block={b} />
      ))}
    </MailLayout>,
  );
}
