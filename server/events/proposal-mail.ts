// The client's e-mails about a proposal (decision 078): a new version to read, with its signed link, and the
// acceptance recorded, with what was accepted. Pure: the service writes them to the outbox in its transaction.
import { proposalRows, type ProposalTerms } from '../../contract/event-proposals.ts';
import type { MailRestaurant } from '../mail/mail-restaurant.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import { messageMailHtml, type MessageBlock } from '../mail/templates/message-mail-html.tsx';

export interface ProposalMailFacts {
  to: string;
  firstName: string;
  version: number;
  terms: ProposalTerms;
  restaurant: MailRestaurant;
  url: string;
}

const addressOf = (r: MailRestaurant) => [r.address.line1, r.address.line2, r.address.town, r.address.postcode].filter(Boolean).join(', ');

/** The event's facts in the client's words, as lines. */
const proposalFacts = (t: ProposalTerms): string[] => proposalRows(t).map(([label, value]) => `${label}: ${value}`);

/** A mail's plain-text part: its blocks in order, a button as its label and address. */
const textOf = (blocks: readonly MessageBlock[]) =>
  `${blocks.map((b) => ('text' in b ? b.text : 'small' in b ? b.small : 'label' in b ? `${b.label}: ${b.url}` : b.code)).join('\n\n')}\n`;

function mail(kind: string, f: ProposalMailFacts, subject: string, heading: string, blocks: MessageBlock[]): OutgoingMail {
  return {
    kind,
    to: f.to,
    subject,
    text: textOf(blocks),
    html: messageMailHtml({
      brand: f.restaurant.title,
      subject,
      heading,
      blocks,
      footer: {
        from: [f.restaurant.title, addressOf(f.restaurant), `${f.restaurant.phone} · ${f.restaurant.email}`],
        reason: `You are getting this e-mail because you asked ${f.restaurant.title} about a group booking or an event.`,
      },
    }),
  };
}

/** A proposal (or a new version of it) to read and accept. */
export function proposalSentMail(f: ProposalMailFacts): OutgoingMail {
  const again = f.version > 1;
  return mail(
    'event-proposal',
    f,
    again ? `Your updated proposal from ${f.restaurant.title}` : `Your proposal from ${f.restaurant.title}`,
    again ? 'Your updated proposal' : 'Your proposal',
    [
      { text: `Hello ${f.firstName},` },
      {
        text: again
          ? `We have updated your proposal (version ${f.version}). Please read it again: it needs your acceptance before we can confirm the event.`
          : 'Thank you for your enquiry. Here is our proposal for your event.',
      },
      { text: proposalFacts(f.terms).join('\n') },
      { label: 'Read and accept the proposal', url: f.url },
      { small: 'The link is yours alone: anyone with it can read and accept the proposal.' },
    ],
  );
}

/** The client's copy of what they accepted. */
export function proposalAcceptedMail(f: ProposalMailFacts & { acceptedName: string; hash: string }): OutgoingMail {
  return mail('event-proposal-accepted', f, `Your event at ${f.restaurant.title} is confirmed`, 'Your event is confirmed', [
    { text: `Hello ${f.firstName},` },
    { text: `Thank you: ${f.acceptedName} accepted version ${f.version} of the proposal. The space is now yours for the event.` },
    { text: proposalFacts(f.terms).join('\n') },
    { label: 'See the proposal you accepted', url: f.url },
    { small: `The accepted proposal's fingerprint (SHA-256): ${f.hash}` },
  ]);
}

/** The restaurant's copy of a client's request for changes, answerable by replying. */
export function proposalChangesMail(f: {
  restaurant: MailRestaurant;
  client: { name: string; email: string };
  version: number;
  message: string;
  leadUrl: string;
}): OutgoingMail {
  const who = f.client.name || 'The client';
  const subject = `Changes asked to proposal ${f.version}: ${who}`;
  const blocks: MessageBlock[] = [
    { text: `${who} (${f.client.email}) asked for changes to version ${f.version} of their proposal:` },
    { text: f.message },
    { label: 'Open the lead', url: f.leadUrl },
  ];
  return {
    kind: 'event-proposal-changes',
    to: f.restaurant.email,
    subject,
    text: textOf(blocks),
    html: messageMailHtml({
      brand: f.restaurant.title,
      subject,
      heading: 'Changes asked to a proposal',
      blocks,
      footer: {
        from: [f.restaurant.title],
        reason: `You are getting this e-mail because a client of ${f.restaurant.title} wrote on their proposal's page.`,
      },
    }),
    ...(f.client.email ? { headers: { 'Reply-To': f.client.email } } : {}),
  };
}

/** The client's receipt for an event's deposit or balance. */
export function eventPaymentMail(f: {
  to: string;
  firstName: string;
  what: string;
  amount: string;
  eventDate: string;
  restaurant: MailRestaurant;
  url: string;
  reference: string;
}): OutgoingMail {
  const subject = `Receipt: your event ${f.what} at ${f.restaurant.title}`;
  const blocks: MessageBlock[] = [
    { text: `Hello ${f.firstName},` },
    { text: `Thank you: we have taken your ${f.what} of ${f.amount} for your event on ${f.eventDate}.` },
    { label: 'See your proposal and what is still due', url: f.url },
    { small: `Payment reference: ${f.reference}` },
  ];
  return {
    kind: 'event-payment-receipt',
    to: f.to,
    subject,
    text: textOf(blocks),
    html: messageMailHtml({
      brand: f.restaurant.title,
      subject,
      heading: `Your ${f.what} is paid`,
      blocks,
      footer: {
        from: [f.restaurant.title, addressOf(f.restaurant), `${f.restaurant.phone} · ${f.restaurant.email}`],
        reason: `You are getting this e-mail because you paid ${f.restaurant.title} for an event.`,
      },
    }),
  };
}

/** A week before the balance is due: what is due, by when, and the page to pay it on. */
export function balanceReminderMail(f: {
  to: string;
  firstName: string;
  amount: string;
  dueDate: string;
  eventDate: string;
  restaurant: MailRestaurant;
  url: string;
}): OutgoingMail {
  const subject = `Your event balance is due by ${f.dueDate}`;
  const blocks: MessageBlock[] = [
    { text: `Hello ${f.firstName},` },
    { text: `The balance of ${f.amount} for your event at ${f.restaurant.title} on ${f.eventDate} is due by ${f.dueDate}.` },
    { label: 'Pay the balance', url: f.url },
  ];
  return {
    kind: 'event-balance-reminder',
    to: f.to,
    subject,
    text: textOf(blocks),
    html: messageMailHtml({
      brand: f.restaurant.title,
      subject,
      heading: 'Your balance is due soon',
      blocks,
      footer: {
        from: [f.restaurant.title, addressOf(f.restaurant), `${f.restaurant.phone} · ${f.restaurant.email}`],
        reason: `You are getting this e-mail because you accepted a proposal from ${f.restaurant.title}.`,
      },
    }),
  };
}
