// Marketing e-mail (decision 009): every one carries the diner's preferences link
// and an unsubscribe link, in the body (a page with an Unsubscribe button: a
// visit alone changes nothing, as mail scanners follow links) and as the
// RFC 8058 List-Unsubscribe headers, whose one-click POST unsubscribes. The
// HTML part (decision 027) puts the same links in its footer.
import type { OutgoingMail } from '../mail/outbox.ts';
import type { MailLink } from '../mail/templates/mail-layout.tsx';
import { messageMailHtml, type MessageBlock } from '../mail/templates/message-mail-html.tsx';

export interface CustomerLinks {
  preferences: string;
  occasionDates: string;
  unsubscribe: string;
}

export function customerLinks(publicUrl: string, guid: string): CustomerLinks {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    preferences: `${base}/preferences/${guid}/`,
    occasionDates: `${base}/occasion-date/${guid}/`,
    unsubscribe: `${base}/unsubscribe/${guid}/`,
  };
}

/** The HTML part's own words, where they differ from the text body's paragraphs (a button instead of a pasted link). */
export interface MarketingHtml {
  heading: string;
  blocks: readonly MessageBlock[];
}

export function marketingMail(opts: {
  kind: string;
  to: string;
  subject: string;
  body: string;
  links: CustomerLinks;
  siteName: string;
  html?: MarketingHtml;
}): OutgoingMail {
  const footerLinks: MailLink[] = [
    { label: 'Change what we send you, your birthday and your favourite restaurant', url: opts.links.preferences },
    { label: 'Add your special dates', url: opts.links.occasionDates },
    { label: 'Unsubscribe', url: opts.links.unsubscribe },
  ];
  const footer = ['—', ...footerLinks.map((l) => `${l.label}: ${l.url}`)].join('\n');
  const html = opts.html ?? {
    heading: opts.subject,
    blocks: opts.body
      .trim()
      .split(/\n{2,}/)
      .map((text) => ({ text })),
  };
  return {
    kind: opts.kind,
    to: opts.to,
    subject: opts.subject,
    text: `${opts.body.trim()}\n\n${footer}\n\n${opts.siteName}\n`,
    html: messageMailHtml({
      brand: opts.siteName,
      subject: opts.subject,
      heading: html.heading,
      blocks: html.blocks,
      footer: {
        from: [opts.siteName, new URL(opts.links.preferences).origin],
        reason: `You are getting this e-mail because you are in the ${opts.siteName} club.`,
        links: footerLinks,
      },
    }),
    headers: {
      'List-Unsubscribe': `<${opts.links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function welcomeMail(opts: {
  to: string;
  firstName: string;
  links: CustomerLinks;
  siteName: string;
  returning: boolean;
}): OutgoingMail {
  const hi = `Hi ${opts.firstName},`;
  const already = `You are already in the ${opts.siteName} club, so there is nothing more to do. If you want to change your details or what we send you, use the link below.`;
  const welcome = `Welcome to the ${opts.siteName} club! Look out for a free cocktail voucher, a birthday treat and first dibs on new menus and offers.`;
  const tellUs = 'Tell us what you love so we only send you what you want';
  const body = opts.returning ? `${hi}\n\n${already}` : `${hi}\n\n${welcome}\n\n${tellUs}: ${opts.links.preferences}`;
  const subject = opts.returning ? `You are already in the ${opts.siteName} club` : `Welcome to the ${opts.siteName} club`;
  const blocks: MessageBlock[] = opts.returning
    ? [{ text: hi }, { text: already }, { label: 'Change your details and what we send you', url: opts.links.preferences }]
    : [{ text: hi }, { text: welcome }, { text: `${tellUs}.` }, { label: 'Tell us what you love', url: opts.links.preferences }];
  return marketingMail({
    kind: 'welcome',
    to: opts.to,
    subject,
    body,
    links: opts.links,
    siteName: opts.siteName,
    html: { heading: subject, blocks },
  });
}
