// Marketing e-mail (issue 8): every one carries the diner's preferences link
// and an unsubscribe link, in the body (a page with an Unsubscribe button: a
// visit alone changes nothing, as mail scanners follow links) and as the
// RFC 8058 List-Unsubscribe headers, whose one-click POST unsubscribes.
import type { OutgoingMail } from '../mail/outbox.ts';

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

export function marketingMail(opts: {
  kind: string;
  to: string;
  subject: string;
  body: string;
  links: CustomerLinks;
  siteName: string;
}): OutgoingMail {
  const footer = [
    '—',
    `Change what we send you, your birthday and your favourite restaurant: ${opts.links.preferences}`,
    `Add your special dates: ${opts.links.occasionDates}`,
    `Unsubscribe: ${opts.links.unsubscribe}`,
  ].join('\n');
  return {
    kind: opts.kind,
    to: opts.to,
    subject: opts.subject,
    text: `${opts.body.trim()}\n\n${footer}\n\n${opts.siteName}\n`,
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
  const body = opts.returning
    ? `Hi ${opts.firstName},\n\nYou are already in the ${opts.siteName} club, so there is nothing more to do. If you want to change your details or what we send you, use the link below.`
    : `Hi ${opts.firstName},\n\nWelcome to the ${opts.siteName} club! Look out for a free cocktail voucher, a birthday treat and first dibs on new menus and offers.\n\nTell us what you love so we only send you what you want: ${opts.links.preferences}`;
  return marketingMail({
    kind: 'welcome',
    to: opts.to,
    subject: opts.returning ? `You are already in the ${opts.siteName} club` : `Welcome to the ${opts.siteName} club`,
    body,
    links: opts.links,
    siteName: opts.siteName,
  });
}
