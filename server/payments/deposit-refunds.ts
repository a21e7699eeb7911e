// Refunding a deposit exactly once when the diner cancels in time (decision 049), or what an event's client paid
// (its deposit, its balance, in full or the part its terms give back) when its manager cancels it (decisions 083
// and 084), through the one attempt lifecycle of payment-attempts.ts (decision 059): the cancelling transaction
// claims a `deposit_refund` or `event_balance_refund` attempt as a `pending` payments row (at most one live of each
// per booking: partial unique indexes); after it commits the gateway is asked to refund (or, for a whole charge not
// settled yet, to void) the charge's transaction, outside any transaction (product.md D2); the outcome, its audit
// entry and the receipt are recorded in one transaction, once. An attempt left unanswered, and a refund that
// failed, are the reconcile job's: it first asks the gateway whether the charge was already given back (voided,
// or refunded), and only then tries again, as a new attempt of the same amount.
import type { AuditActor } from '../audit/audit-log.ts';
import type { ContentService } from '../content/content-service.ts';
import type { Db } from '../db/client.ts';
import type { Runner } from '../db/runner.ts';
import { payments as paymentsTable } from '../db/schema.ts';
import { writeTogether, type PendingInsert } from '../db/write-together.ts';
import { mailInsert } from '../mail/outbox.ts';
import { depositRefundMail, eventRefundMail } from './deposit-mail.ts';
import { askGateway, attemptAudit, pendingAttempt, recordAttempt, UNANSWERED } from './payment-attempts.ts';
import type { MailRestaurant } from '../mail/mail-restaurant.ts';
import { attemptsOf, refundableDeposit, type BookingById, type BookingRecord, type PaymentRow } from './payment-store.ts';
import { waitingToSettle } from './rules/deposit-rules.ts';
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
export const REFUND_NO_ANSWER = 'The card provider did not answer, so it is not known yet whether the refund was made.';
export const NO_REFUND_AT_GATEWAY = 'The card provider shows no refund of this payment, so it is refunded again.';

const LIVE = ['pending', 'unknown', 'succeeded'];
const SYSTEM: AuditActor = { staffId: null, name: 'Mesa' };

/** The refunds this lifecycle makes: of a deposit (a booking's or an event's), and of an event's balance. */
export type RefundKind = 'deposit_refund' | 'event_balance_refund';
export const REFUND_KINDS: readonly RefundKind[] = ['deposit_refund', 'event_balance_refund'];

/** The charge a refund of this kind gives back, or null when none was taken. */
export const chargeRefunded = async (runner: Runner, bookingId: string, kind: RefundKind): Promise<PaymentRow | null> =>
  kind === 'deposit_refund'
    ? refundableDeposit(runner, bookingId)
    : ((await attemptsOf(runner, bookingId, 'event_balance')).find((r) => r.status === 'succeeded') ?? null);

/**
 * Inside the cancelling transaction: claims a refund of the booking's charge of that kind, of `amountPence` (by
 * default all of it; never more), or null when nothing was taken, nothing is to be given back, or a refund is
 * already live. A claim racing another loses on the unique indexes and is null too.
 */
export async function claimRefund(
  tx: Runner,
  claim: { bookingId: string; storeId: string; kind: RefundKind; amountPence?: number },
  requestedBy: string | null,
  now: Date,
) {
  const { bookingId, storeId, kind } = claim;
  const charge = await chargeRefunded(tx, bookingId, kind);
  const amountPence = Math.min(claim.amountPence ?? charge?.amountPence ?? 0, charge?.amountPence ?? 0);
  if (!charge || amountPence <= 0) return null;
  const refunds = await attemptsOf(tx, bookingId, kind);
  if (refunds.some((r) => LIVE.includes(r.status))) return null;
  const attempt = Math.max(0, ...refunds.map((r) => r.attempt)) + 1;
  const row = pendingAttempt({ bookingId, storeId, kind, attempt, amountPence, currency: charge.currency }, requestedBy, now);
  const [claimed] = await tx.insert(paymentsTable).values(row).onConflictDoNothing().returning();
  return claimed ?? null;
}

/** The refund of a booking's deposit, all of it (decision 049). */
export const claimDepositRefund = (tx: Runner, bookingId: string, storeId: string, requestedBy: string | null, now: Date) =>
  claimRefund(tx, { bookingId, storeId, kind: 'deposit_refund' }, requestedBy, now);

const refundKindOf = (row: PaymentRow): RefundKind => (row.kind === 'event_balance_refund' ? 'event_balance_refund' : 'deposit_refund');

export function createDepositRefunds({ db, bookingById, payments, content, clock }: DepositRefundDeps) {
  /** The receipt for a refund: a booking's deposit's (decision 049), or an event's deposit's or balance's (decision 084). */
  function receiptOf(
    row: PaymentRow,
    charge: PaymentRow | null,
    booking: BookingRecord,
    restaurant: MailRestaurant,
    transactionId: string,
  ) {
    const money = { amountPence: row.amountPence, currency: row.currency, transactionId, booking };
    if (charge?.kind === 'event_deposit' || charge?.kind === 'event_balance')
      return eventRefundMail(
        { ...money, paidPence: charge.amountPence, part: charge.kind === 'event_deposit' ? 'deposit' : 'balance' },
        restaurant,
      );
    return depositRefundMail(money, restaurant);
  }

  /** Records an outcome (null: no answer) once, with its audit entry and, for a refund, the diner's receipt. */
  async function record(refund: PaymentRow, outcome: ChargeOutcome | null, charge: PaymentRow | null): Promise<PaymentRow> {
    const now = clock();
    const booking = await bookingById(refund.bookingId);
    const restaurant = outcome?.status === 'succeeded' && booking ? await content.restaurantByStoreId(booking.storeId) : null;
    return recordAttempt(db, refund, outcome, { now, noAnswer: REFUND_NO_ANSWER }, async (tx, row) => {
      const writes: PendingInsert[] = [attemptAudit(tx, row, SYSTEM, now)];
      if (row.status === 'succeeded' && restaurant && booking?.email && row.gatewayTransactionId)
        writes.push(mailInsert(tx, receiptOf(row, charge, booking, restaurant, row.gatewayTransactionId)));
      await writeTogether(tx, writes);
    });
  }

  /** Calls the gateway for a claimed attempt; a retry first asks whether the deposit was already given back. */
  async function run(refund: PaymentRow): Promise<PaymentRow> {
    const charge = await chargeRefunded(db, refund.bookingId, refundKindOf(refund));
    const transactionId = charge?.gatewayTransactionId;
    if (!charge || !transactionId) return record(refund, { status: 'failed', transactionId: null, message: 'Nothing was taken.' }, null);
    const part = refund.amountPence < charge.amountPence ? refund.amountPence : undefined;
    // No answer: the job asks the gateway before anything is tried again.
    const answer = await askGateway(async () => {
      const already = refund.attempt > 1 ? await payments.findRefund(transactionId) : null;
      return already ?? (await payments.refundCharge(transactionId, refund.orderId, part));
    });
    const outcome = answer === UNANSWERED ? null : answer;
    return record(refund, outcome, charge);
  }

  /** A new attempt after a failed one, unless one is live or the attempts are used up; null when none was made. */
  async function retry(failed: PaymentRow): Promise<PaymentRow | null> {
    if (failed.attempt >= MAX_REFUND_ATTEMPTS || waitingToSettle(failed, clock())) return null;
    const claimed = await db.transaction(async (tx) => {
      await bookingById(failed.bookingId, tx, { forUpdate: true });
      const again = { bookingId: failed.bookingId, storeId: failed.storeId, kind: refundKindOf(failed), amountPence: failed.amountPence };
      return claimRefund(tx, again, failed.requestedBy, clock());
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
      const charge = await chargeRefunded(db, refund.bookingId, refundKindOf(refund));
      const transactionId = charge?.gatewayTransactionId;
      if (!transactionId) return null;
      const found = await askGateway(() => payments.findRefund(transactionId));
      if (found === UNANSWERED) return null; // still no answer: the next run asks again
      const settled = await record(refund, found ?? { status: 'failed', transactionId: null, message: NO_REFUND_AT_GATEWAY }, charge);
      return settled.status === 'failed' ? retry(settled) : settled;
    },
  };
}

export type DepositRefunds = ReturnType<typeof createDepositRefunds>;
