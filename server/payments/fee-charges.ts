// Charging a booking's no-show or late-cancellation fee exactly once (issue 28
// "Fees" and "Idempotent money", decision 040). A press claims an attempt as a
// `pending` payments row under the booking's row lock — a second press, or an
// instance racing it, finds that row and never calls the gateway — then calls
// the gateway outside any transaction (product.md D2) and records the outcome,
// with an audit entry and, for a charge, the diner's receipt in the outbox.
// An attempt left unanswered (a time-out, a crash) is looked up by its order id
// before anything is charged again. Permissions are the caller's (console).
import { randomUUID } from 'node:crypto';
import { FEE_NAMES, PAYMENT_NAMES, isFeeKind, type FeeKind } from '../../contract/fee-terms.ts';
import { instantOf } from '../../contract/london-time.ts';
import { formatMoney } from '../../contract/money.ts';
import { recordAudit, type AuditActor } from '../audit/audit-log.ts';
import { CANCELLED_BY_DINER } from '../booking/booking-cancel.ts';
import type { BookingRow } from '../booking/booking-repository.ts';
import type { ContentService } from '../content/content-service.ts';
import type { Db } from '../db/client.ts';
import { conflict, notFound, refused } from '../domain/domain-error.ts';
import { mailInsert } from '../mail/outbox.ts';
import { feeReceiptMail } from './fee-receipt-mail.ts';
import {
  attemptsOf,
  bookingById,
  feeAttempts,
  insertPayment,
  isUniqueViolation,
  lockBooking,
  markUnknown,
  paymentById,
  settlePayment,
  type PaymentRow,
} from './payment-store.ts';
import type { ChargeOutcome, PaymentsAdapter } from './payments.ts';
import { feeDue, nextFeeStep, NOT_AT_GATEWAY, orderIdOf, reconciled, type FeeDue } from './rules/fee-rules.ts';

export interface FeeChargeDeps {
  db: Db;
  payments: PaymentsAdapter;
  content: Pick<ContentService, 'restaurantByStoreId'>;
  clock: () => Date;
}

/** What a press of "Charge" came to; every outcome names the attempt it concerns. */
export type FeeChargeResult = {
  outcome: 'charged' | 'already-charged' | 'declined' | 'failed' | 'unknown' | 'busy';
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
export const feeBookingOf = (row: BookingRow) => ({
  status: row.status,
  paymentCustomerId: row.paymentCustomerId,
  feeTerms: row.feeTerms ?? null,
  covers: row.covers,
  startsAt: instantOf(row.date, row.startsAt),
  cancelledAt: row.cancelledAt,
  cancelledByDiner: row.statusReason?.startsWith(CANCELLED_BY_DINER) ?? false,
});

const AUDIT_ACTIONS = { succeeded: 'fee-charged', declined: 'fee-declined', failed: 'fee-not-charged', unknown: 'fee-unanswered' } as const;

export function createFeeCharges({ db, payments, content, clock }: FeeChargeDeps) {
  /** Records an outcome once, with its audit entry and (for a charge) the diner's receipt, in one transaction. */
  async function record(actor: AuditActor, booking: BookingRow, open: PaymentRow, outcome: ChargeOutcome | null, due: FeeDue | null) {
    const now = clock();
    const restaurant = outcome?.status === 'succeeded' ? await content.restaurantByStoreId(booking.storeId) : null;
    return db.transaction(async (tx) => {
      const row = outcome ? await settlePayment(tx, open.id, outcome, now) : await markUnknown(tx, open.id, NO_ANSWER, now);
      if (!row) return paymentById(tx, open.id); // another press recorded it first
      await recordAudit(tx, {
        actor,
        at: now,
        storeId: booking.storeId,
        entity: 'booking',
        entityId: booking.id,
        action: AUDIT_ACTIONS[row.status as keyof typeof AUDIT_ACTIONS],
        after: {
          fee: PAYMENT_NAMES[row.kind],
          amount: formatMoney(row.amountPence, row.currency),
          orderId: row.orderId,
          transaction: row.gatewayTransactionId,
          outcome: row.errorMessage,
        },
      });
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
        await mailInsert(tx, mail);
      }
      return row;
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
        const booking = await lockBooking(tx, bookingId);
        if (!booking) throw notFound(BOOKING_NOT_FOUND);
        const due = feeDue(feeBookingOf(booking));
        const step = nextFeeStep(await feeAttempts(tx, bookingId), now);
        if (step.do !== 'charge') return { booking, due, step };
        if (!due) throw refused(NO_FEE_DUE);
        if (due.kind !== expected.kind || due.amountPence !== expected.amountPence) throw conflict(feeChanged(due));
        const payment: PaymentRow = {
          id: randomUUID(),
          bookingId,
          storeId: booking.storeId,
          kind: due.kind,
          attempt: step.attempt,
          amountPence: due.amountPence,
          currency: due.currency,
          orderId: orderIdOf(due.kind, bookingId, step.attempt),
          status: 'pending',
          gatewayTransactionId: null,
          errorMessage: null,
          requestedBy: actor.staffId,
          createdAt: now,
          updatedAt: now,
        };
        await insertPayment(tx, payment);
        return { booking, due, step: { do: 'claimed' as const, row: payment } };
      });
    } catch (err) {
      // The row lock serialises claims; the unique index is the backstop should anything slip past it.
      if (!isUniqueViolation(err)) throw err;
      const live = (await feeAttempts(db, bookingId)).find((r) => r.status !== 'declined' && r.status !== 'failed');
      if (!live) throw err;
      const booking = (await bookingById(db, bookingId))!;
      return { booking, due: null, step: { do: 'busy' as const, row: live } };
    }
  }

  return {
    /** The booking's fee and its attempts, for the console page. */
    async state(bookingId: string) {
      const booking = await bookingById(db, bookingId);
      if (!booking) throw notFound(BOOKING_NOT_FOUND);
      const attempts = await feeAttempts(db, bookingId);
      const due = payments.available ? feeDue(feeBookingOf(booking)) : null;
      // Issue 28: the deposit taken with the booking and its refunds, shown beside the fee.
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
          let found: ChargeOutcome | null;
          try {
            found = await payments.findCharge(step.row.orderId);
          } catch {
            return { outcome: 'unknown', payment: await record(actor, booking, step.row, null, due) };
          }
          const outcome = reconciled(found, step.row, clock());
          const settled = await record(actor, booking, step.row, outcome, due);
          const neverMade = outcome?.status === 'failed' && outcome.message === NOT_AT_GATEWAY;
          if (neverMade && settled.status === 'failed' && round === 0) continue;
          return resultOf(settled, true);
        }
        let outcome: ChargeOutcome | null;
        try {
          outcome = await payments.chargeCustomer({
            customerId: due!.customerId,
            amountPence: step.row.amountPence,
            orderId: step.row.orderId,
          });
        } catch {
          outcome = null; // no answer: the charge may have been made; the next press asks the gateway first
        }
        return resultOf(await record(actor, booking, step.row, outcome, due), true);
      }
    },
  };
}

export type FeeCharges = ReturnType<typeof createFeeCharges>;
