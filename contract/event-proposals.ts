// Proposals for group bookings and private events (decision 078): what a manager offers a lead's client, built
// from what Mesa knows (the booking setup's space, the studio's menus), sent as a numbered version behind a
// signed link, held in the diary until it expires, and accepted by the client against a hash of exactly what
// they read. Shared by the server, the console's builder, the client's page and the tests.
import { z } from 'zod';
import { HIDDEN_CHARACTERS, withoutNul } from './fields.ts';
import { formatHhmm, formatLongDate } from './london-time.ts';
import { DEFAULT_REFUND_TERMS, refundTermsWords, type RefundTerms } from './event-refunds.ts';
import { formatMoney, penceFromPounds, type Currency } from './money.ts';

export const SPACE_KINDS = ['restaurant', 'area', 'tables'] as const;
export type SpaceKind = (typeof SPACE_KINDS)[number];

/** What a proposal offers, as the client reads it and accepts it. Amounts in pence; prices include VAT. */
export interface ProposalTerms {
  /** London date, YYYY-MM-DD. */
  date: string;
  /** Minutes after the London midnight of `date`. */
  startsAt: number;
  /** Minutes after the London midnight of `date`; after `startsAt`, at most a day later. */
  endsAt: number;
  covers: number;
  space: { kind: SpaceKind; areaId: string | null; tableIds: string[]; label: string };
  /** The studio's menus the guests choose from, at the price per head. */
  menus: { slug: string; title: string }[];
  pricePerHeadPence: number;
  extras: { name: string; pricePence: number }[];
  minimumSpendPence: number;
  depositPence: number;
  /** London date, YYYY-MM-DD, on or before the event's date. */
  balanceDueDate: string;
  /** The VAT rate the prices include, as the restaurant sets it. */
  vatPercent: number;
  currency: Currency;
  /** The terms and conditions the client agrees to. */
  conditions: string;
  /** What a cancellation gives back (decision 084); absent from proposals sent before there were such terms. */
  refunds?: RefundTerms;
}

/** What the event comes to: food at the price per head, extras, at least the minimum spend; the VAT within it. */
export function proposalTotals(
  t: Pick<ProposalTerms, 'covers' | 'pricePerHeadPence' | 'extras' | 'minimumSpendPence' | 'depositPence' | 'vatPercent'>,
) {
  const food = t.covers * t.pricePerHeadPence;
  const extras = t.extras.reduce((sum, e) => sum + e.pricePence, 0);
  const total = Math.max(food + extras, t.minimumSpendPence);
  const vat = Math.round((total * t.vatPercent) / (100 + t.vatPercent));
  return { food, extras, total, vat, balance: Math.max(0, total - t.depositPence) };
}

/** A sent version as the console and the client's page show it. */
export interface ProposalView {
  version: number;
  terms: ProposalTerms;
  totals: ReturnType<typeof proposalTotals>;
  hash: string;
  sentAt: string;
  holdExpiresAt: string;
  accepted: { at: string; name: string; from: string | null; hash: string } | null;
  /** awaiting: the client may accept it; accepted; lapsed: its hold ran out unaccepted. */
  state: 'awaiting' | 'accepted' | 'lapsed';
}

/** A proposal as the client, the manager and the e-mails read it: label and value, in order. */
export function proposalRows(t: ProposalTerms): [string, string][] {
  const totals = proposalTotals(t);
  const money = (pence: number) => formatMoney(pence, t.currency);
  return [
    ['When', `${formatLongDate(t.date)}, ${formatHhmm(t.startsAt)} to ${formatHhmm(t.endsAt)}`],
    ['Guests', String(t.covers)],
    ['Space', t.space.label],
    ['Menus', t.menus.length ? t.menus.map((m) => m.title).join(', ') : 'To be agreed'],
    ['Price per head', money(t.pricePerHeadPence)],
    ...t.extras.map((e): [string, string] => [`Extra: ${e.name}`, money(e.pricePence)]),
    ...(t.minimumSpendPence ? [['Minimum spend', money(t.minimumSpendPence)] as [string, string]] : []),
    ['Total', money(totals.total)],
    [`VAT included at ${t.vatPercent}%`, money(totals.vat)],
    ['Deposit', money(t.depositPence)],
    ['Balance', `${money(totals.balance)}, due by ${formatLongDate(t.balanceDueDate)}`],
    ...(t.refunds ? [['Cancellation', refundTermsWords(t.refunds)] as [string, string]] : []),
  ];
}

export const PROPOSAL_MESSAGES = {
  notFound: 'This proposal could not be found',
  stale: 'A newer version of this proposal has been sent. Please read it before you accept.',
  accepted: 'Thank you. You have accepted this proposal.',
  alreadyAccepted: 'This proposal has already been accepted.',
  expired: 'This proposal has expired. Please ask the restaurant for a new one.',
  name: 'Please type your full name to accept',
  terms: 'Please tick to agree to the terms',
  changesSent: 'Thank you. Your message has been sent to the restaurant.',
  message: 'Please write what you would like changed',
  spaceTaken: 'Part of that space is already booked at those times. Choose other tables or times.',
  noSpace: 'Please choose the space: the whole restaurant, an area or tables',
  times: 'Please give a finish time other than the start time (a time before it is after midnight)',
  balanceDue: 'Please give a balance due date on or before the event',
  holdUntil: 'Please hold the space until a time after now and before the event',
  noLeadDate: 'Please give the event a date',
  cancelled: 'This event was cancelled by the restaurant. Please contact them with any questions.',
} as const;

const text = (max: number, label: string) =>
  z.string().trim().max(max, `Please keep the ${label} under ${max} characters`).refine(withoutNul, HIDDEN_CHARACTERS);
const pounds = (message: string) =>
  z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || penceFromPounds(v) !== null, message);
/** A whole number typed in a field: absent takes the default, an empty field is asked for again (never read as 0). */
const wholeNumber = (min: number, max: number, message: string, fallback: number) =>
  z.preprocess(
    (v) => (v === undefined ? fallback : typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
const isoDate = (message: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, message);
const hhmm = (message: string) => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, message);

/** The builder's form as a member sends it; the server turns it into ProposalTerms against the restaurant's setup. */
export const proposalFormSchema = z.object({
  /** The lead's version the builder was opened at (decision 077's check). */
  leadVersion: z.coerce.number().int().min(1),
  date: isoDate(PROPOSAL_MESSAGES.noLeadDate),
  from: hhmm('Please give a start time such as 19:00'),
  until: hhmm('Please give a finish time such as 23:00'),
  covers: z.coerce
    .number({ error: 'Please give the number of guests' })
    .int('Please give a whole number of guests')
    .min(1, 'Please give at least one guest')
    .max(500, 'Please give at most 500 guests'),
  /** 'restaurant', 'area:<id>' or 'tables'. */
  space: z.string().regex(/^(restaurant|tables|area:[a-z0-9][a-z0-9-]{0,63})$/, PROPOSAL_MESSAGES.noSpace),
  tableIds: z
    .array(z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/))
    .max(200)
    .default([]),
  menus: z
    .array(z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/))
    .max(10)
    .default([]),
  pricePerHead: pounds('Please give the price per head in pounds, such as 45 or 45.00'),
  /** One extra per line: "Welcome drinks: 120". */
  extras: text(2000, 'extras').default(''),
  minimumSpend: pounds('Please give the minimum spend in pounds, such as 1500'),
  deposit: pounds('Please give the deposit in pounds, such as 250'),
  balanceDueDate: isoDate(PROPOSAL_MESSAGES.balanceDue),
  vatPercent: z.coerce
    .number({ error: 'Please give the VAT rate' })
    .min(0, 'Please give a VAT rate from 0 to 100')
    .max(100, 'Please give a VAT rate from 0 to 100'),
  conditions: text(5000, 'terms').min(1, 'Please write the terms the client agrees to'),
  /** Decision 084: cancelled this many days or more before the event, everything paid is refunded. */
  fullRefundDays: wholeNumber(0, 365, 'Please give a number of days from 0 to 365', DEFAULT_REFUND_TERMS.fullRefundDays),
  /** Decision 084: cancelled later, this percentage of what was paid is refunded. */
  laterRefundPercent: wholeNumber(0, 100, 'Please give a percentage from 0 to 100', DEFAULT_REFUND_TERMS.laterPercent),
  /** London date and time the hold on the space lapses unless the client accepts. */
  holdUntilDate: isoDate(PROPOSAL_MESSAGES.holdUntil),
  holdUntilTime: hhmm(PROPOSAL_MESSAGES.holdUntil),
});
export type ProposalForm = z.output<typeof proposalFormSchema>;

/** Extras as typed, one per line, "name: pounds"; null names the first line that is not one. */
export function parseExtras(typed: string): { extras: { name: string; pricePence: number }[]; badLine: string | null } {
  const extras: { name: string; pricePence: number }[] = [];
  for (const line of typed
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const colon = line.lastIndexOf(':');
    const pence =
      colon > 0
        ? penceFromPounds(
            line
              .slice(colon + 1)
              .trim()
              .replace(/^£/, ''),
          )
        : null;
    const name = colon > 0 ? line.slice(0, colon).trim() : '';
    if (pence === null || name === '') return { extras, badLine: line };
    extras.push({ name, pricePence: pence });
  }
  return { extras, badLine: null };
}

/** The client's acceptance: their typed name, the terms ticked, and the hash of the version they read. */
export const proposalAcceptSchema = z.object({
  intent: z.literal('accept'),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  name: text(120, 'name').min(2, PROPOSAL_MESSAGES.name),
  agree: z.literal('on', { error: PROPOSAL_MESSAGES.terms }),
});

/** The client asking for changes: a message on the lead. */
export const proposalChangesSchema = z.object({
  intent: z.literal('changes'),
  message: text(2000, 'message').min(1, PROPOSAL_MESSAGES.message),
});

/** The client paying the deposit or the balance with the card behind a one-time nonce from the hosted fields. */
export const proposalPaySchema = z.object({
  kind: z.enum(['event_deposit', 'event_balance']),
  nonce: z.string().min(1).max(2000),
});

/** What the client's page says about paying an event's deposit or balance (decision 078). */
export const EVENT_PAYMENT_MESSAGES = {
  notAccepted: 'Please accept the proposal before paying.',
  nothingDue: 'There is nothing to pay for this now.',
  paid: 'This has already been paid. Thank you.',
  checking: 'We are still checking with the card provider whether this payment went through. Please look again in a minute.',
  noAnswer: 'The card provider did not answer, so it is not known yet whether the payment was taken.',
  unavailable: 'Card payments are not available. Please call the restaurant to pay.',
  cancelled: 'This event was cancelled, so there is nothing to pay. Please contact the restaurant with any questions.',
  declined: (words: string) => `The card was not charged${words ? ` (${words})` : ''}. Please try again, or use another card.`,
} as const;

export const PROPOSAL_PATH = '/event-proposal/';
