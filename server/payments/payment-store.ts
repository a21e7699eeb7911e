// The payments table (decisions 040 and 059): a booking's payment attempts,
// claimed as `pending` under the booking's row lock and given their outcome by
// a conditional update, so an outcome is recorded once however many presses,
// instances or reconciliations reach it (payment-attempts.ts). Writes inside a
// transaction take its handle (product.md D2).
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { FEE_KINDS, type PaymentKind } from '../../contract/fee-terms.ts';
import type { Runner } from '../db/runner.ts';
import { bookings, payments } from '../db/schema.ts';
import type { ChargeOutcome } from './payments.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;

/** A booking as the payments read it: the booking repository's row (server/booking/booking-repository.ts). */
export type BookingRecord = typeof bookings.$inferSelect;

/**
 * The booking repository's read of one booking, injected so payments never import booking (decision 059);
 * `forUpdate` locks it until the transaction ends: one claim at a time per booking, on every instance.
 */
export type BookingById = (id: string, runner?: Runner, opts?: { forUpdate?: boolean }) => Promise<BookingRecord | null>;

/** The booking's fee attempts, first first. */
export const feeAttempts = (runner: Runner, bookingId: string): Promise<PaymentRow[]> =>
  runner
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), inArray(payments.kind, [...FEE_KINDS])))
    .orderBy(asc(payments.attempt));

export const insertPayment = (tx: Runner, row: NewPaymentRow) => tx.insert(payments).values(row);

const OPEN = ['pending', 'unknown'] as const;

/** Records the gateway's outcome on an attempt still open; null when another press recorded one first. */
export async function settlePayment(tx: Runner, id: string, outcome: ChargeOutcome, now: Date): Promise<PaymentRow | null> {
  const [row] = await tx
    .update(payments)
    .set({
      status: outcome.status,
      gatewayTransactionId: outcome.transactionId,
      errorMessage: outcome.status === 'succeeded' ? null : outcome.message,
      updatedAt: now,
    })
    .where(and(eq(payments.id, id), inArray(payments.status, [...OPEN])))
    .returning();
  return row ?? null;
}

/**
 * Marks a pending attempt whose call got no answer as unknown. `touched` is when the gateway may last have acted
 * (the grace before "not found" counts from it); an attempt already unknown keeps its time.
 */
export async function markUnknown(tx: Runner, id: string, message: string, touched: Date): Promise<PaymentRow | null> {
  const [row] = await tx
    .update(payments)
    .set({ status: 'unknown', errorMessage: message, updatedAt: touched })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning();
  return row ?? null;
}

export const paymentById = async (runner: Runner, id: string): Promise<PaymentRow> =>
  (await runner.select().from(payments).where(eq(payments.id, id)))[0]!;

/** Postgres's unique_violation: a claim that lost a race the row lock did not serialise. */
export const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** A booking's attempts of one kind (decision 049 deposits and their refunds), first first. */
export const attemptsOf = (runner: Runner, bookingId: string, kind: PaymentKind): Promise<PaymentRow[]> =>
  runner
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.kind, kind)))
    .orderBy(asc(payments.attempt));

/** The deposit that was taken for the booking, or null. */
export const takenDeposit = async (runner: Runner, bookingId: string): Promise<PaymentRow | null> =>
  (await attemptsOf(runner, bookingId, 'deposit')).find((r) => r.status === 'succeeded') ?? null;

/**
 * The charge a deposit refund gives back: the booking's deposit, or (decision 083) the deposit an event's client
 * paid against its booking. A booking has one or the other, never both.
 */
export const refundableDeposit = async (runner: Runner, bookingId: string): Promise<PaymentRow | null> =>
  (await takenDeposit(runner, bookingId)) ??
  (await attemptsOf(runner, bookingId, 'event_deposit')).find((r) => r.status === 'succeeded') ??
  null;

/**
 * Deposits and refunds (decisions 049 and 084) the reconcile job looks at: those left unanswered, those pending since
 * before `staleBefore` (their claimant is taken for dead), and refunds that failed (retried after a look at the
 * gateway). Oldest first, at most `limit`.
 */
export const openDepositPayments = (runner: Runner, staleBefore: Date, limit: number): Promise<PaymentRow[]> =>
  runner
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.kind, ['deposit', 'deposit_refund', 'event_balance_refund']),
        or(
          eq(payments.status, 'unknown'),
          and(eq(payments.status, 'pending'), lte(payments.updatedAt, staleBefore)),
          and(
            inArray(payments.kind, ['deposit_refund', 'event_balance_refund']),
            inArray(payments.status, ['failed', 'declined']),
            // only a booking's latest refund attempt of its kind, and none live beside it
            sql`not exists (select 1 from payments later where later.booking_id = ${payments.bookingId}
              and later.kind = ${payments.kind} and later.attempt > ${payments.attempt})`,
          ),
        ),
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
