// The staff sign-in mails (product.md D8): an invitation, a set-password
// link and a password reset all say hello, explain, give a one-time link and
// close with a line or two. One shape makes both parts, so they cannot drift.
import { brandFromUrl } from './mail-brand.ts';
import { messageMailHtml } from './message-mail-html.tsx';

export interface StaffLinkMailContent {
  subject: string;
  name: string;
  /** Why the mail came: "Ana has made you a restaurant console account: …". */
  intro: string;
  /** The words before the link in the text part: "Choose your password here within 24 hours". */
  linkLead: string;
  /** The button's words: "Choose your password". */
  linkLabel: string;
  url: string;
  /** Closing lines, each its own line in the text part. */
  after: readonly string[];
  publicUrl: string;
  /** The chain's name (settings' site_name) for the wordmark; without it the mail shows the site's host. */
  siteName?: string | undefined;
}

export function staffLinkMail(c: StaffLinkMailContent): { text: string; html: string } {
  const text = [`Hello ${c.name},`, '', c.intro, `${c.linkLead}: ${c.url}`, '', ...c.after].join('\n');
  const html = messageMailHtml({
    brand: c.siteName ?? brandFromUrl(c.publicUrl),
    subject: c.subject,
    heading: c.subject,
    blocks: [
      { text: `Hello ${c.name},` },
      { text: c.intro },
      { text: `${c.linkLead}:` },
      { label: c.linkLabel, url: c.url },
      ...c.after.map((small) => ({ small })),
    ],
    footer: {
      from: [c.siteName ? `${c.siteName} restaurant console` : 'Restaurant console', new URL(c.publicUrl).origin],
      reason: 'You are getting this e-mail because a restaurant console account uses this address.',
    },
  });
  return { text, html };
}
