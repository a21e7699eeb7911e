// Cancelling an event (decisions 083 and 084): a manager cancels a lead's event, giving the reason; its space in
// the diary is released, the lead is lost with that reason, and what the client paid (deposit and balance) is
// refunded as the accepted cancellation terms say, or in full, or not at all, as the manager chooses; each refund
// once, through the refund lifecycle (decisions 049 and 059).
import { z } from 'zod';
import type { RefundDue } from './event-refunds.ts';
import { HIDDEN_CHARACTERS, withoutNul } from './fields.ts';

export const EVENT_CANCEL_MESSAGES = {
  reason: 'Please say why the event is cancelled',
  nothing: 'This lead has no event in the diary to cancel.',
  done: 'The event is cancelled and its space in the diary released.',
  refunding: 'The refund is being made to the client’s card.',
  refunded: 'The refund was made to the client’s card.',
  refundFailed: 'The refund did not go through; Mesa tries it again and the lead’s history will show when it does.',
  kept: 'Nothing was refunded: what the client paid is kept.',
  nothingPaid: 'Nothing was paid, so there is nothing to refund.',
  choose: 'Please choose what is refunded',
  fromLead: 'This is an event: cancel it from its lead, which releases its space and refunds what its terms give back.',
  paymentInFlight:
    'A payment by the client is still being checked with the card provider. Please cancel once it has gone through or failed, so the refund counts it.',
} as const;

/** What the manager gives back: what the accepted terms say, everything paid, or nothing. */
export const REFUND_CHOICES = ['terms', 'all', 'none'] as const;
export type RefundChoice = (typeof REFUND_CHOICES)[number];

/** How the refund fared: none made (kept), nothing paid, given back, under way (no answer yet), or failed (the job retries). */
export const REFUND_OUTCOMES = ['kept', 'nothing-paid', 'refunded', 'refunding', 'failed'] as const;
export type RefundOutcome = (typeof REFUND_OUTCOMES)[number];

/** The lead page's line after a cancel (its address carries the outcome), or null for anything else. */
export function cancelNotice(outcome: string | null): string | null {
  const found = REFUND_OUTCOMES.find((o) => o === outcome);
  if (!found) return null;
  const refund = {
    kept: EVENT_CANCEL_MESSAGES.kept,
    'nothing-paid': EVENT_CANCEL_MESSAGES.nothingPaid,
    refunded: EVENT_CANCEL_MESSAGES.refunded,
    refunding: EVENT_CANCEL_MESSAGES.refunding,
    failed: EVENT_CANCEL_MESSAGES.refundFailed,
  }[found];
  return `${EVENT_CANCEL_MESSAGES.done} ${refund}`;
}

/** Whether a lead's event was cancelled (decision 083): lost with its event in the diary, which only the cancel page does. */
export const eventCancelled = (lead: { bookingId: string | null; status: string }): boolean =>
  lead.bookingId !== null && lead.status === 'lost';

/** Whether a lead's event may be cancelled: it is in the diary (a booking) and the lead is neither lost nor completed. */
export const eventCancellable = (lead: { bookingId: string | null; status: string }): boolean =>
  lead.bookingId !== null && lead.status !== 'lost' && lead.status !== 'completed';

export const eventCancelSchema = z.object({
  /** The lead's version the page was opened at (decision 077's check). */
  leadVersion: z.coerce.number().int().min(1),
  reason: z
    .string()
    .trim()
    .min(1, EVENT_CANCEL_MESSAGES.reason)
    .max(500, 'Please keep the reason under 500 characters')
    .refine(withoutNul, HIDDEN_CHARACTERS),
  /** What is refunded; the page asks only when something was paid, so nothing asked is nothing refunded. */
  refund: z.enum(REFUND_CHOICES, { error: EVENT_CANCEL_MESSAGES.choose }).default('none'),
});
export type EventCancelForm = z.output<typeof eventCancelSchema>;

/** What the cancel page shows before the manager decides. */
export interface EventCancelView {
  leadId: string;
  version: number;
  /** The event's date and times, its guests and where it stands. */
  summary: string;
  /** What the client paid, in pence (0 when nothing). */
  paid: { depositPence: number; balancePence: number };
  /** What the accepted cancellation terms give back if cancelled now, with the terms in words; null without such terms. */
  byTerms: (RefundDue & { words: string }) | null;
  /** The other terms they accepted (null before any proposal). */
  conditions: string | null;
}
