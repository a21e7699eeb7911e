// Refunding a deposit exactly once when the diner cancels in time (decision
// 049), or an event's deposit when its manager cancels it by the terms (decision 083), through the one attempt lifecycle of payment-attempts.ts (decision
// 059): the cancelling transaction claims a `deposit_refund` attempt as a `pending` payments row (at most one live per
// booking: a partial unique index); after it commits the gateway is asked to
// refund (or, for a charge not settled yet, to void) the deposit's
// transaction, outside any transaction (product.md D2); the outcome, its audit
// entry and the diner's receipt are recorded in one transaction, once. An
// attempt left unanswered, and a refund that failed, are the reconcile job's:
// it first asks the gateway whether the deposit was already given back
// (voided, or refunded), and only then tries again, as a new attempt.
import type { AuditActor } from '../audit/audit-log.ts';
import type { ContentService } from '../content/content-service.ts';
import type { Db } from '../db/client.ts';
import type { Runner } from '../db/runner.ts';
import { payments as paymentsTable } from '../db/schema.ts';
import { writeTogether, type PendingInsert } from '../db/write-together.ts';
import { mailInsert } from '../mail/outbox.ts';
import { depositRefundMail } from './deposit-mail.ts';
import { askGateway, attemptAudit, pendingAttempt, recordAttempt, UNANSWERED } from './payment-attempts.ts';
import { attemptsOf, refundableDeposit, type BookingById, type PaymentRow } from './payment-store.ts';
import type { ChargeOutcome, PaymentsAdapter } from './payments.ts';

export interface DepositRefundDeps {
  db: Db;
  bookingById: BookingById;
  payments: PaymentsAdapter;
  content: Pick<ContentService, 'restaurantByStoreId'>;
  clock: () => Date;
}

/** After this many failed refunds the job stops retrying: the console shows the failure to staff. */
export const MAX_REFUND_ATTEMPTS = 5;
export const REFUND_NO_ANSWER = 'The card provider did not answer, so it is not known yet whether the deposit was refunded.';
export const NO_REFUND_AT_GATEWAY = 'The card provider shows no refund of this deposit, so it is refunded again.';

const LIVE = ['pending', 'unknown', 'succeeded'];
const SYSTEM: AuditActor = { staffId: null, name: 'Mesa' };

/**
 * Inside the cancelling transaction: claims the refund of the booking's deposit, or null when no deposit was taken
 * or a refund is already live. A claim racing another loses on the unique indexes and is null too.
 */
export async function claimDepositRefund(tx: Runner, bookingId: string, storeId: string, requestedBy: string | null, now: Date) {
  const deposit = await refundableDeposit(tx, bookingId);
  if (!deposit) return null;
  const refunds = await attemptsOf(tx, bookingId, 'deposit_refund');
  if (refunds.some((r) => LIVE.includes(r.status))) return null;
  const attempt = Math.max(0, ...refunds.map((r) => r.attempt)) + 1;
  const kind = 'deposit_refund';
  const row = pendingAttempt(
    { bookingId, storeId, kind, attempt, amountPence: deposit.amountPence, currency: deposit.currency },
    requestedBy,
    now,
  );
  const [claimed] = await tx.insert(paymentsTable).values(row).onConflictDoNothing().returning();
  return claimed ?? null;
}

export function createDepositRefunds({ db, bookingById, payments, content, clock }: DepositRefundDeps) {
  /** Records an outcome (null: no answer) once, with its audit entry and, for a refund, the diner's receipt. */
  async function record(refund: PaymentRow, outcome: ChargeOutcome | null): Promise<PaymentRow> {
    const now = clock();
    const booking = await bookingById(refund.bookingId);
    const restaurant = outcome?.status === 'succeeded' && booking ? await content.restaurantByStoreId(booking.storeId) : null;
    return recordAttempt(db, refund, outcome, { now, noAnswer: REFUND_NO_ANSWER }, async (tx, row) => {
      const writes: PendingInsert[] = [attemptAudit(tx, row, SYSTEM, now)];
      if (row.status === 'succeeded' && restaurant && booking?.email && row.gatewayTransactionId)
        writes.push(
          mailInsert(
            tx,
            depositRefundMail(
              { amountPence: row.amountPence, currency: row.currency, transactionId: row.gatewayTransactionId, booking },
              restaurant,
            ),
          ),
        );
      await writeTogether(tx, writes);
    });
  }

  /** Calls the gateway for a claimed attempt; a retry first asks whether the deposit was already given back. */
  async function run(refund: PaymentRow): Promise<PaymentRow> {
    const deposit = await refundableDeposit(db, refund.bookingId);
    if (!deposit?.gatewayTransactionId) return record(refund, { status: 'failed', transactionId: null, message: 'No deposit was taken.' });
    // No answer: the job asks the gateway before anything is tried again.
    const answer = await askGateway(async () => {
      const already = refund.attempt > 1 ? await payments.findRefund(deposit.gatewayTransactionId!) : null;
      return already ?? (await payments.refundCharge(deposit.gatewayTransactionId!, refund.orderId));
    });
    const outcome = answer === UNANSWERED ? null : answer;
    return record(refund, outcome);
  }

  /** A new attempt after a failed one, unless one is live or the attempts are used up; null when none was made. */
  async function retry(failed: PaymentRow): Promise<PaymentRow | null> {
    if (failed.attempt >= MAX_REFUND_ATTEMPTS) return null;
    const claimed = await db.transaction(async (tx) => {
      await bookingById(failed.bookingId, tx, { forUpdate: true });
      return claimDepositRefund(tx, failed.bookingId, failed.storeId, failed.requestedBy, clock());
    });
    return claimed ? run(claimed) : null;
  }

  return {
    run,

    /**
     * The job's look at one refund attempt: an unanswered or abandoned one is settled by what the gateway holds
     * (given back already: succeeded; not: failed, then retried); a failed one is retried.
     */
    async reconcile(refund: PaymentRow): Promise<PaymentRow | null> {
      if (refund.status === 'failed' || refund.status === 'declined') return retry(refund);
      const deposit = await refundableDeposit(db, refund.bookingId);
      if (!deposit?.gatewayTransactionId) return null;
      const found = await askGateway(() => payments.findRefund(deposit.gatewayTransactionId!));
      if (found === UNANSWERED) return null; // still no answer: the next run asks again
      const settled = await record(refund, found ?? { status: 'failed', transactionId: null, message: NO_REFUND_AT_GATEWAY });
      return settled.status === 'failed' ? retry(settled) : settled;
    },
  };
}

export type DepositRefunds = ReturnType<typeof createDepositRefunds>;
