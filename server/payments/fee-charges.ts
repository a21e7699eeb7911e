// Charging a booking's no-show or late-cancellation fee exactly once (decision
// 040), through the one attempt lifecycle of payment-attempts.ts: a press
// claims an attempt under the booking's row lock — a second press, or an
// instance racing it, finds that row and never calls the gateway — then calls
// the gateway outside any transaction (product.md D2) and records the outcome
// with its audit entry and, for a charge, the diner's receipt. An attempt left
// unanswered is looked up by its order id before anything is charged again.
// Permissions are the caller's (console).
import type { FeeChargeOutcome } from '../../contract/fee-panel.ts';
import { FEE_NAMES, isFeeKind, type FeeKind } from '../../contract/fee-terms.ts';
import { instantOf } from '../../contract/london-time.ts';
import { formatMoney } from '../../contract/money.ts';
import type { AuditActor } from '../audit/audit-log.ts';
import type { ContentService } from '../content/content-service.ts';
import type { Db } from '../db/client.ts';
import { writeTogether } from '../db/write-together.ts';
import { conflict, notFound, refused } from '../domain/domain-error.ts';
import { mailInsert } from '../mail/outbox.ts';
import { feeReceiptMail } from './fee-receipt-mail.ts';
import { askGateway, attemptAudit, pendingAttempt, recordAttempt, UNANSWERED } from './payment-attempts.ts';
import {
  attemptsOf,
  feeAttempts,
  insertPayment,
  isUniqueViolation,
  type BookingById,
  type BookingRecord,
  type PaymentRow,
} from './payment-store.ts';
import type { ChargeOutcome, PaymentsAdapter } from './payments.ts';
import { feeDue, nextFeeStep, NOT_AT_GATEWAY, reconciled, type FeeDue } from './rules/fee-rules.ts';

export interface FeeChargeDeps {
  db: Db;
  bookingById: BookingById;
  payments: PaymentsAdapter;
  content: Pick<ContentService, 'restaurantByStoreId'>;
  clock: () => Date;
}

/** What a press of "Charge" came to; every outcome names the attempt it concerns. */
export type FeeChargeResult = {
  outcome: FeeChargeOutcome;
  payment: PaymentRow;
};

export const BOOKING_NOT_FOUND = 'This booking could not be found';
export const NO_FEE_DUE =
  'This booking owes no fee: it needs a stored card, a fee in the terms it was made under, and a no-show or a late cancellation by the diner.';
export const PAYMENTS_OFF = 'Card payments are not set up on this server, so no fee can be charged.';
export const NO_ANSWER = 'The card provider did not answer, so it is not known yet whether the fee was taken.';
export const feeChanged = (due: FeeDue) =>
  `The fee is now the ${FEE_NAMES[due.kind]} of ${formatMoney(due.amountPence, due.currency)}. Please check it and confirm again.`;

/** The booking as the fee rules read it. */
export const feeBookingOf = (row: BookingRecord) => ({
  status: row.status,
  paymentCustomerId: row.paymentCustomerId,
  feeTerms: row.feeTerms ?? null,
  covers: row.covers,
  startsAt: instantOf(row.date, row.startsAt),
  cancelledAt: row.cancelledAt,
  cancelledByDiner: row.cancelledBy === 'diner',
});

export function createFeeCharges({ db, bookingById, payments, content, clock }: FeeChargeDeps) {
  /** Records an outcome once, with its audit entry and (for a charge) the diner's receipt, in one transaction. */
  async function record(actor: AuditActor, booking: BookingRecord, open: PaymentRow, outcome: ChargeOutcome | null, due: FeeDue | null) {
    const now = clock();
    const restaurant = outcome?.status === 'succeeded' ? await content.restaurantByStoreId(booking.storeId) : null;
    return recordAttempt(db, open, outcome, { now, noAnswer: NO_ANSWER }, async (tx, row) => {
      const writes = [attemptAudit(tx, row, actor, now)];
      if (row.status === 'succeeded' && isFeeKind(row.kind) && restaurant && booking.email && row.gatewayTransactionId) {
        const perCover = due?.kind === row.kind ? due.perCoverPence : Math.round(row.amountPence / Math.max(1, booking.covers));
        const mail = feeReceiptMail(
          {
            kind: row.kind,
            amountPence: row.amountPence,
            perCoverPence: perCover,
            covers: booking.covers,
            currency: row.currency,
            transactionId: row.gatewayTransactionId,
            booking: {
              reference: booking.reference,
              date: booking.date,
              startsAt: booking.startsAt,
              firstName: booking.firstName,
              email: booking.email,
            },
          },
          restaurant,
        );
        writes.push(mailInsert(tx, mail));
      }
      await writeTogether(tx, writes);
    });
  }

  const resultOf = (payment: PaymentRow, fresh: boolean): FeeChargeResult => {
    if (payment.status === 'succeeded') return { outcome: fresh ? 'charged' : 'already-charged', payment };
    if (payment.status === 'pending') return { outcome: 'busy', payment };
    return { outcome: payment.status, payment };
  };

  /** Claims an attempt, or says what stands in its way; the gateway is not called in here. */
  async function claim(actor: AuditActor, bookingId: string, expected: { kind: FeeKind; amountPence: number }) {
    const now = clock();
    try {
      return await db.transaction(async (tx) => {
        const booking = await bookingById(bookingId, tx, { forUpdate: true });
        if (!booking) throw notFound(BOOKING_NOT_FOUND);
        const due = feeDue(feeBookingOf(booking));
        const step = nextFeeStep(await feeAttempts(tx, bookingId), now);
        if (step.do !== 'charge') return { booking, due, step };
        if (!due) throw refused(NO_FEE_DUE);
        if (due.kind !== expected.kind || due.amountPence !== expected.amountPence) throw conflict(feeChanged(due));
        const { kind, amountPence, currency } = due;
        const payment = pendingAttempt(
          { bookingId, storeId: booking.storeId, kind, attempt: step.attempt, amountPence, currency },
          actor.staffId,
          now,
        );
        await insertPayment(tx, payment);
        return { booking, due, step: { do: 'claimed' as const, row: payment } };
      });
    } catch (err) {
      // The row lock serialises claims; the unique index is the backstop should anything slip past it.
      if (!isUniqueViolation(err)) throw err;
      const live = (await feeAttempts(db, bookingId)).find((r) => r.status !== 'declined' && r.status !== 'failed');
      if (!live) throw err;
      const booking = (await bookingById(bookingId))!;
      return { booking, due: null, step: { do: 'busy' as const, row: live } };
    }
  }

  return {
    /** The booking's fee and its attempts, for the console page. */
    async state(bookingId: string) {
      const booking = await bookingById(bookingId);
      if (!booking) throw notFound(BOOKING_NOT_FOUND);
      const attempts = await feeAttempts(db, bookingId);
      const due = payments.available ? feeDue(feeBookingOf(booking)) : null;
      // The deposit taken with the booking and its refunds, shown beside the fee.
      const deposits = [...(await attemptsOf(db, bookingId, 'deposit')), ...(await attemptsOf(db, bookingId, 'deposit_refund'))];
      return { booking, due, attempts, deposits, next: nextFeeStep(attempts, clock()) };
    },

    /** One press of "Charge": at most one sale per booking, whatever presses, instances or crashes. */
    async charge(actor: AuditActor, bookingId: string, expected: { kind: FeeKind; amountPence: number }): Promise<FeeChargeResult> {
      if (!payments.available) throw refused(PAYMENTS_OFF);
      // Twice at most: a first round may settle an earlier unanswered attempt as never made, then the charge goes ahead.
      for (let round = 0; ; round++) {
        const { booking, due, step } = await claim(actor, bookingId, expected);
        if (step.do === 'done') return resultOf(step.row, false);
        if (step.do === 'busy') return { outcome: 'busy', payment: step.row };
        if (step.do === 'reconcile') {
          const found = await askGateway(() => payments.findCharge(step.row.orderId));
          if (found === UNANSWERED) return { outcome: 'unknown', payment: await record(actor, booking, step.row, null, due) };
          const outcome = reconciled(found, step.row, clock());
          const settled = await record(actor, booking, step.row, outcome, due);
          const neverMade = outcome?.status === 'failed' && outcome.message === NOT_AT_GATEWAY;
          if (neverMade && settled.status === 'failed' && round === 0) continue;
          return resultOf(settled, true);
        }
        // No answer: the charge may have been made; the next press asks the gateway first.
        const charged = await askGateway(() =>
          payments.chargeCustomer({ customerId: due!.customerId, amountPence: step.row.amountPence, orderId: step.row.orderId }),
        );
        const outcome = charged === UNANSWERED ? null : charged;
        return resultOf(await record(actor, booking, step.row, outcome, due), true);
      }
    },
  };
}

export type FeeCharges = ReturnType<typeof createFeeCharges>;
