// product.md D11 "Deposits", as pure rules (product.md H5, decision 049): which
// deposit a booking request owes under the restaurant's setup, whether a
// cancellation gets it back, and what the reconcile job does with an attempt
// (a deposit or its refund) that is still open.
import type { BookingConfigDoc, DepositRule } from '../../../contract/booking-setup.ts';
import { depositPerCoverOf, type FeeTerms } from '../../../contract/fee-terms.ts';
import { weekdayOf, type IsoDate } from '../../../contract/london-time.ts';
import { PENDING_STALE_MS, RECONCILE_GRACE_MS } from './fee-rules.ts';

/** Why a part of a charge was not refunded yet (decision 084): a part is refunded only once the charge has settled. */
export const PART_REFUND_NOT_SETTLED =
  'The card provider refunds part of a payment only once it has settled (usually within a day); Mesa asks again then.';
/** How long the reconcile job waits before it asks again for a part refund refused as not settled (decision 084). */
export const PART_REFUND_WAIT_MS = 6 * 60 * 60 * 1000;

/** Whether a failed refund is one to leave until its charge has had time to settle (decision 084). */
export const waitingToSettle = (failed: { errorMessage: string | null; updatedAt: Date }, now: Date): boolean =>
  failed.errorMessage === PART_REFUND_NOT_SETTLED && now.getTime() - failed.updatedAt.getTime() < PART_REFUND_WAIT_MS;

export interface DepositRequest {
  occasionId: string;
  /** The London date booked: its ISO weekday is what a rule's weekdays match. */
  date: IsoDate;
  covers: number;
}

export interface DepositDue {
  perCoverPence: number;
  covers: number;
  amountPence: number;
}

/** Whether a rule covers the request: every list it has must name the request's value (an empty list matches all). */
export function depositRuleMatches(rule: Omit<DepositRule, 'takes' | 'perCoverPence'>, req: DepositRequest): boolean {
  if (req.covers < rule.fromCovers) return false;
  if (rule.occasionIds.length && !rule.occasionIds.includes(req.occasionId)) return false;
  if (rule.weekdays.length && !rule.weekdays.includes(weekdayOf(req.date))) return false;
  if (rule.dates.length && !rule.dates.includes(req.date)) return false;
  return true;
}

/** The deposit the request owes: the first matching rule's, per cover and for the party; null when none matches or it takes a card guarantee. */
export function depositFor(rules: readonly DepositRule[], req: DepositRequest): DepositDue | null {
  const rule = rules.find((r) => depositRuleMatches(r, req));
  if (rule?.takes !== 'deposit' || rule.perCoverPence === null) return null;
  return { perCoverPence: rule.perCoverPence, covers: req.covers, amountPence: rule.perCoverPence * req.covers };
}

type PaymentConfig = Pick<BookingConfigDoc, 'depositRules' | 'cardGuaranteeFromCovers'>;

/**
 * What a booking request must give before it is made (product.md D11 "Rules in the booking setup"): the deposit of the
 * first matching rule, or a card when that rule takes a card guarantee or the party reaches the card-guarantee
 * size. A deposit needs a card too.
 */
export function paymentNeeded(config: PaymentConfig, req: DepositRequest): { deposit: DepositDue | null; card: boolean } {
  const rule = config.depositRules.find((r) => depositRuleMatches(r, req));
  const deposit = depositFor(config.depositRules, req);
  const bySize = config.cardGuaranteeFromCovers !== null && req.covers >= config.cardGuaranteeFromCovers;
  return { deposit, card: deposit !== null || rule?.takes === 'guarantee' || bySize };
}

/** How long a deposit booking holds its seats while its charge is made or checked: longer than the search's grace. */
export const DEPOSIT_HOLD_MS = 15 * 60_000;

export interface CancelledDeposit {
  feeTerms: FeeTerms | null;
  /** When the booking starts and when it was cancelled. */
  startsAt: Date;
  cancelledAt: Date;
  /** The diner's own cancellation; a restaurant's always refunds. */
  byDiner: boolean;
}

/**
 * Whether a cancelled booking's deposit goes back: always when the restaurant cancels; when the diner does, only
 * at least the window before the start (the terms they agreed to). A late cancellation or a no-show keeps it.
 */
export function depositRefundable(c: CancelledDeposit): boolean {
  if (depositPerCoverOf(c.feeTerms) === null) return false;
  if (!c.byDiner) return true;
  return c.startsAt.getTime() - c.cancelledAt.getTime() >= c.feeTerms!.cancellationWindowHours * 3_600_000;
}

/** An open attempt as the job reads it. */
export interface OpenAttempt {
  status: 'pending' | 'succeeded' | 'declined' | 'failed' | 'unknown';
  updatedAt: Date;
}

/**
 * Whether the reconcile job asks the gateway about an attempt now: an unanswered one at once, a pending one only
 * once its claimant is taken for dead (it may still be waiting for the gateway's answer).
 */
export function dueForReconcile(a: OpenAttempt, now: Date): boolean {
  if (a.status === 'unknown') return true;
  return a.status === 'pending' && now.getTime() - a.updatedAt.getTime() >= PENDING_STALE_MS;
}

/** Whether "the gateway holds nothing" may be believed yet: only after the search's grace (decision 040). */
export const graceOver = (a: Pick<OpenAttempt, 'updatedAt'>, now: Date) => now.getTime() - a.updatedAt.getTime() >= RECONCILE_GRACE_MS;
