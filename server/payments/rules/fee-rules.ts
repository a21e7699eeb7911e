// product.md D11 "Deposits and no-show fees" and "Idempotent money", as pure rules
// (product.md H5): which fee a booking owes and how much (on the terms its
// diner agreed to), and what a manager's press of "Charge" does given the
// attempts already recorded — charge, report the one that succeeded, wait for
// the one under way, or first ask the gateway what became of one left
// unanswered (decision 040).
import { FEE_KINDS, perCoverOf, type FeeKind, type FeeTerms, type PaymentKind } from '../../../contract/fee-terms.ts';
import type { Currency } from '../../../contract/money.ts';
import type { ChargeOutcome } from '../payments.ts';

export interface FeeBooking {
  status: string;
  paymentCustomerId: string | null;
  feeTerms: FeeTerms | null;
  covers: number;
  /** When the booking starts. */
  startsAt: Date;
  cancelledAt: Date | null;
  /** A diner's own cancellation (online, through the manage link), as opposed to the restaurant's. */
  cancelledByDiner: boolean;
}

export interface FeeDue {
  kind: FeeKind;
  perCoverPence: number;
  covers: number;
  amountPence: number;
  currency: Currency;
  customerId: string;
}

/**
 * The fee the booking owes, or null: a no-show owes the no-show fee; a diner's own cancellation less than the
 * window before the start owes the late-cancellation fee. Only with a stored card and the fee in its terms.
 */
export function feeDue(b: FeeBooking): FeeDue | null {
  if (!b.paymentCustomerId || !b.feeTerms) return null;
  const kind = feeKindOf(b, b.feeTerms);
  if (!kind) return null;
  const perCover = perCoverOf(b.feeTerms, kind);
  if (perCover === null) return null;
  return {
    kind,
    perCoverPence: perCover,
    covers: b.covers,
    amountPence: perCover * b.covers,
    currency: b.feeTerms.currency,
    customerId: b.paymentCustomerId,
  };
}

function feeKindOf(b: FeeBooking, terms: FeeTerms): FeeKind | null {
  if (b.status === 'no-show') return 'no_show_fee';
  if (b.status !== 'cancelled' || !b.cancelledByDiner || !b.cancelledAt) return null;
  const late = b.startsAt.getTime() - b.cancelledAt.getTime() < terms.cancellationWindowHours * 3_600_000;
  return late ? 'late_cancellation_fee' : null;
}

/** A recorded attempt as the rules read it. */
export interface FeeAttempt {
  kind: string;
  attempt: number;
  status: 'pending' | 'succeeded' | 'declined' | 'failed' | 'unknown';
  updatedAt: Date;
}

/**
 * How long a claimed attempt may stay pending before Mesa takes its claimant for dead (the gateway's own
 * time-out is 15 s): after it, the next press reconciles it instead of waiting for it.
 */
export const PENDING_STALE_MS = 60_000;
/** How long after an unanswered charge the gateway's search is trusted to show it, if it was made. */
export const RECONCILE_GRACE_MS = 5 * 60_000;

export type FeeStep<A extends FeeAttempt> =
  { do: 'charge'; attempt: number } | { do: 'done'; row: A } | { do: 'busy'; row: A } | { do: 'reconcile'; row: A };

/** What a press of "Charge" does, given the booking's fee attempts so far (at most one live: the unique index). */
export function nextFeeStep<A extends FeeAttempt>(rows: readonly A[], now: Date): FeeStep<A> {
  const fees = rows.filter((r) => (FEE_KINDS as readonly string[]).includes(r.kind));
  const live = fees.find((r) => r.status === 'pending' || r.status === 'unknown' || r.status === 'succeeded');
  if (live?.status === 'succeeded') return { do: 'done', row: live };
  if (live?.status === 'pending' && now.getTime() - live.updatedAt.getTime() < PENDING_STALE_MS) return { do: 'busy', row: live };
  if (live) return { do: 'reconcile', row: live };
  // product.md D10 / decision 040: a declined or failed attempt may be tried again, as a new attempt with its own order id.
  return { do: 'charge', attempt: Math.max(0, ...fees.map((r) => r.attempt)) + 1 };
}

export const NOT_AT_GATEWAY = 'The card provider holds no charge for this attempt, so nothing was taken.';

/**
 * What the gateway's answer to a search by order id makes of an unanswered attempt: its outcome when found;
 * when not found, failed (nothing taken) once the grace has passed, else still unknown (null).
 */
export function reconciled(found: ChargeOutcome | null, row: Pick<FeeAttempt, 'updatedAt'>, now: Date): ChargeOutcome | null {
  if (found) return found;
  if (now.getTime() - row.updatedAt.getTime() < RECONCILE_GRACE_MS) return null;
  return { status: 'failed', transactionId: null, message: NOT_AT_GATEWAY };
}

/** The order id the gateway is told and searched by: derived from what the money is for (product.md D10). */
export const orderIdOf = (kind: PaymentKind, bookingId: string, attempt: number) => `${kind}-${bookingId}-${attempt}`;
