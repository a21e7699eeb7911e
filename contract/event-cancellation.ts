// Cancelling an event (decision 083): a manager cancels a lead's event, giving the reason; its space in the diary
// is released, the lead is lost with that reason, and the deposit the client paid is refunded when the manager
// applies the proposal's cancellation terms, once, through the deposit refund lifecycle (decisions 049 and 059).
import { z } from 'zod';
import { HIDDEN_CHARACTERS, withoutNul } from './fields.ts';

export const EVENT_CANCEL_MESSAGES = {
  reason: 'Please say why the event is cancelled',
  nothing: 'This lead has no event in the diary to cancel.',
  done: 'The event is cancelled and its space in the diary released.',
  refunding: 'The deposit is being refunded to the client’s card.',
  refunded: 'The deposit was refunded to the client’s card.',
  refundFailed: 'The refund did not go through; Mesa tries it again and the lead’s history will show when it does.',
  noDeposit: 'No deposit was paid, so there is nothing to refund.',
} as const;

/** How the deposit fared: not asked for, none paid, given back, under way (no answer yet), or failed (the job retries). */
export const REFUND_OUTCOMES = ['not-asked', 'no-deposit', 'refunded', 'refunding', 'failed'] as const;
export type RefundOutcome = (typeof REFUND_OUTCOMES)[number];

/** The lead page's line after a cancel (its address carries the outcome), or null for anything else. */
export function cancelNotice(outcome: string | null): string | null {
  const found = REFUND_OUTCOMES.find((o) => o === outcome);
  if (!found) return null;
  const deposit = {
    'not-asked': '',
    'no-deposit': EVENT_CANCEL_MESSAGES.noDeposit,
    refunded: EVENT_CANCEL_MESSAGES.refunded,
    refunding: EVENT_CANCEL_MESSAGES.refunding,
    failed: EVENT_CANCEL_MESSAGES.refundFailed,
  }[found];
  return deposit ? `${EVENT_CANCEL_MESSAGES.done} ${deposit}` : EVENT_CANCEL_MESSAGES.done;
}

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
  /** The checkbox: 'on' when the terms give the deposit back. */
  refund: z
    .literal('on')
    .optional()
    .transform((v) => v === 'on'),
});
export type EventCancelForm = z.output<typeof eventCancelSchema>;

/** What the cancel page shows before the manager decides. */
export interface EventCancelView {
  leadId: string;
  version: number;
  /** The event's date and times, its guests and where it stands. */
  summary: string;
  /** The deposit the client paid (pence; 0 when none), and the terms they accepted (null before any proposal). */
  depositPaidPence: number;
  conditions: string | null;
}
