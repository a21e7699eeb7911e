// One payment attempt's lifecycle, for fees, deposits and refunds alike (decisions 040, 049, 059): an attempt
// is claimed as a `pending` payments row under the booking's lock, the gateway is called outside any
// transaction (product.md D2), and its outcome is recorded once by a conditional update, together with what
// the outcome means (the settle hook: the audit entry, a receipt, the booking's confirmation or release), in
// one transaction, by whichever press, instance or job records it first. An attempt left unanswered is looked
// up by its order id before anything is tried again.
import { randomUUID } from 'node:crypto';
import { isFeeKind, PAYMENT_NAMES, type PaymentKind } from '../../contract/fee-terms.ts';
import { formatMoney, type Currency } from '../../contract/money.ts';
import { auditInsert, type AuditActor } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import type { Runner } from '../db/runner.ts';
import type { PendingInsert } from '../db/write-together.ts';
import { markUnknown, paymentById, settlePayment, type PaymentRow } from './payment-store.ts';
import type { ChargeOutcome } from './payments.ts';
import { orderIdOf } from './rules/fee-rules.ts';

/** What a gateway call came to when it never answered (a time-out, a dropped connection): the attempt may have been made. */
export const UNANSWERED = Symbol('no answer from the card provider');
export type Answer<T> = T | typeof UNANSWERED;

/** Calls the gateway, outside any transaction; a call that throws is no answer, never an outcome. */
export async function askGateway<T>(call: () => Promise<T>): Promise<Answer<T>> {
  try {
    return await call();
  } catch {
    return UNANSWERED;
  }
}

/** A new attempt as its claim writes it: pending, its order id derived from what it pays for and its number. */
export function pendingAttempt(
  claim: { bookingId: string; storeId: string; kind: PaymentKind; attempt: number; amountPence: number; currency: Currency },
  requestedBy: string | null,
  now: Date,
): PaymentRow {
  return {
    id: randomUUID(),
    ...claim,
    orderId: orderIdOf(claim.kind, claim.bookingId, claim.attempt),
    status: 'pending',
    gatewayTransactionId: null,
    errorMessage: null,
    requestedBy,
    createdAt: now,
    updatedAt: now,
  };
}

export interface RecordOptions {
  now: Date;
  /** The words kept on an attempt that got no answer. */
  noAnswer: string;
  /** When the gateway may last have acted on an attempt now marked unanswered (its grace counts from it); `now` by default. */
  touched?: Date;
}

/**
 * Records an outcome (null: no answer) on an open attempt, once; `settled` writes what it means in the same
 * transaction, and only the call that recorded it does. The attempt as stored, whoever recorded it.
 */
export function recordAttempt(
  db: Db,
  attempt: PaymentRow,
  outcome: ChargeOutcome | null,
  options: RecordOptions,
  settled: (tx: Runner, row: PaymentRow) => Promise<void>,
): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    const row = outcome
      ? await settlePayment(tx, attempt.id, outcome, options.now)
      : await markUnknown(tx, attempt.id, options.noAnswer, options.touched ?? options.now);
    if (!row) return paymentById(tx, attempt.id); // another press, instance or job recorded it first
    await settled(tx, row);
    return row;
  });
}

type Settled = 'succeeded' | 'declined' | 'failed' | 'unknown';
const FEE_ACTIONS = { succeeded: 'fee-charged', declined: 'fee-declined', failed: 'fee-not-charged', unknown: 'fee-unanswered' };
const ACTIONS: Record<Exclude<PaymentKind, 'no_show_fee' | 'late_cancellation_fee'>, Record<Settled, string>> = {
  deposit: { succeeded: 'deposit-taken', declined: 'deposit-declined', failed: 'deposit-not-taken', unknown: 'deposit-unanswered' },
  deposit_refund: {
    succeeded: 'deposit-refunded',
    declined: 'deposit-refund-declined',
    failed: 'deposit-refund-failed',
    unknown: 'deposit-refund-unanswered',
  },
  event_deposit: {
    succeeded: 'event-deposit-taken',
    declined: 'event-deposit-declined',
    failed: 'event-deposit-not-taken',
    unknown: 'event-deposit-unanswered',
  },
  event_balance_refund: {
    succeeded: 'event-balance-refunded',
    declined: 'event-balance-refund-declined',
    failed: 'event-balance-refund-failed',
    unknown: 'event-balance-refund-unanswered',
  },
  event_balance: {
    succeeded: 'event-balance-taken',
    declined: 'event-balance-declined',
    failed: 'event-balance-not-taken',
    unknown: 'event-balance-unanswered',
  },
};

/** The audit log's action for an attempt's recorded outcome. */
export const attemptAction = (row: PaymentRow): string => (isFeeKind(row.kind) ? FEE_ACTIONS : ACTIONS[row.kind])[row.status as Settled];

/**
 * The audit entry of an attempt's recorded outcome, on its booking: what it was for, the amount, the order and
 * transaction ids and the gateway's words. `before` and `status`: the booking's status around it, where it moves.
 */
export function attemptAudit(
  tx: Runner,
  row: PaymentRow,
  actor: AuditActor,
  at: Date,
  booking: { before?: Record<string, unknown> | null; status?: string } = {},
): PendingInsert {
  return auditInsert(tx, {
    actor,
    at,
    storeId: row.storeId,
    entity: 'booking',
    entityId: row.bookingId,
    action: attemptAction(row),
    ...(booking.before !== undefined ? { before: booking.before } : {}),
    after: {
      ...(booking.status ? { status: booking.status } : {}),
      [isFeeKind(row.kind) ? 'fee' : 'payment']: PAYMENT_NAMES[row.kind],
      amount: formatMoney(row.amountPence, row.currency),
      orderId: row.orderId,
      transaction: row.gatewayTransactionId,
      outcome: row.errorMessage,
    },
  });
}
