// product.md D11 "Fees": what the console's booking page shows a manager about the
// booking's fee — what may be charged now, and every attempt with its outcome.
import { z } from 'zod';
import { FEE_KINDS, type FeeKind } from './fee-terms.ts';

export type PaymentStatus = 'pending' | 'succeeded' | 'declined' | 'failed' | 'unknown';

export interface FeeAttemptView {
  attempt: number;
  /** "no-show fee" */
  name: string;
  /** "£80.00" */
  amount: string;
  status: PaymentStatus;
  /** The status in words: "Charged", "Declined"… */
  statusText: string;
  /** The gateway's reason for a decline or failure, or why the outcome is not known yet. */
  message: string | null;
  transactionId: string | null;
  /** ISO instant of the last change. */
  at: string;
}

/** product.md D11 "Deposits": what became of the booking's deposit, in words, and every attempt to take or refund it. */
export interface DepositPanel {
  /** "£120.00" */
  amount: string;
  /** "Paid", "Refunded", "Kept"… */
  stateText: string;
  attempts: FeeAttemptView[];
}

export interface FeePanel {
  /** The fee a manager may charge now (no attempt under way or succeeded), or null. */
  chargeable: { kind: FeeKind; name: string; amountPence: number; amount: string; perGuest: string; covers: number } | null;
  attempts: FeeAttemptView[];
  /** Decision 049: the deposit taken with the booking, or null when none was. */
  deposit?: DepositPanel | null;
}

/**
 * The deposit's state in words (decision 049), from its attempts (deposit and refund, first first) and the
 * booking's status: kept once the booking was cancelled or not attended without a refund.
 */
export function depositStateText(attempts: readonly { kind: string; status: PaymentStatus }[], bookingStatus: string): string {
  const deposit = attempts.filter((a) => a.kind === 'deposit').at(-1);
  const refund = attempts.filter((a) => a.kind === 'deposit_refund').at(-1);
  if (!deposit) return 'None';
  if (deposit.status === 'pending' || deposit.status === 'unknown') return 'Being taken';
  if (deposit.status !== 'succeeded') return 'Not taken';
  if (refund?.status === 'succeeded') return 'Refunded';
  if (refund?.status === 'pending' || refund?.status === 'unknown') return 'Being refunded';
  if (refund) return 'Refund failed';
  return bookingStatus === 'cancelled' || bookingStatus === 'no-show' ? 'Kept' : 'Paid';
}

export const PAYMENT_STATUS_TEXT: Record<PaymentStatus, string> = {
  pending: 'Being charged',
  succeeded: 'Charged',
  declined: 'Declined',
  failed: 'Not charged',
  unknown: 'Not known yet',
};

/** The confirmed "Charge" form (decision 040): the fee and the amount the manager was shown, checked again on the server. */
export const feeChargeSchema = z.object({
  kind: z.enum(FEE_KINDS, { error: 'Please choose the fee to charge' }),
  amountPence: z.coerce.number({ error: 'The amount is missing' }).int('The amount must be whole pence').positive().max(50_000_000),
});
export type FeeChargeInput = z.infer<typeof feeChargeSchema>;

export type FeeChargeOutcome = 'charged' | 'already-charged' | 'declined' | 'failed' | 'unknown' | 'busy';

export interface FeeChargeReply {
  outcome: FeeChargeOutcome;
  attempt: FeeAttemptView;
}

/** What a host (or anyone else who may see the booking but not charge it) is told (decision 040: a host cannot charge). */
export const FEE_REFUSED = 'Only a manager of this restaurant can charge a fee.';
