// Deposits charged with the booking (decision 049 "Deposits"): the
// booking exists only if its charge succeeded, and a charge never exists
// without its booking. The create's first transaction (booking-create.ts)
// stores the booking as `held` (its seats kept for DEPOSIT_HOLD_MS) with a
// `pending` deposit attempt and the Idempotency-Key's marker; this module then
// charges the card outside any transaction (product.md D2) and records what
// came of it once (a conditional update of the payments row, decision 040):
// taken → the booking is confirmed with everything a create writes (the
// diner's confirmation, the restaurant's notice, the reminder, consent, the
// guest profile, the audit entry); declined or failed → the held booking is
// deleted and the attempt stays on record; no answer → the attempt is
// `unknown` and the booking stays held. The reconcile job (`payments.reconcile`)
// settles attempts left open by what the gateway holds for their order id,
// and hands refunds to server/payments/deposit-refunds.ts.
import type { BookingCreated } from '../../contract/booking.ts';
import { BOOKING_CODES } from '../../contract/booking-codes.ts';
import type { AuditActor } from '../audit/audit-log.ts';
import type { ContentService } from '../content/content-service.ts';
import type { Db } from '../db/client.ts';
import type { Runner } from '../db/runner.ts';
import { writeTogether, type PendingInsert } from '../db/write-together.ts';
import { refused, unavailable } from '../domain/domain-error.ts';
import { mailInsert } from '../mail/outbox.ts';
import { depositReleasedMail } from '../payments/deposit-mail.ts';
import { claimDepositRefund, type DepositRefunds } from '../payments/deposit-refunds.ts';
import { askGateway, attemptAudit, recordAttempt, UNANSWERED } from '../payments/payment-attempts.ts';
import { attemptsOf, openDepositPayments, type PaymentRow } from '../payments/payment-store.ts';
import type { ChargeOutcome, PaymentsAdapter } from '../payments/payments.ts';
import { dueForReconcile, graceOver } from '../payments/rules/deposit-rules.ts';
import { NOT_AT_GATEWAY, PENDING_STALE_MS } from '../payments/rules/fee-rules.ts';
import type { PlaceOutcome } from './booking-create.ts';
import { bookingMadeEffects } from './effects/made.ts';
import type { BookingLinks } from './booking-links.ts';
import type { BookingRepository, BookingRow } from './booking-repository.ts';
import { loadVenue } from './booking-venue.ts';
import type { DepositMarker } from './idempotency.ts';
import { clashesWithAny } from './rules/table-clash.ts';
import type { RestaurantSettingsStore } from './restaurant-settings.ts';

export interface DepositDeps {
  db: Db;
  repo: BookingRepository;
  content: ContentService;
  payments: PaymentsAdapter;
  links: BookingLinks;
  clock: () => Date;
  settings: RestaurantSettingsStore;
  publicUrl: string;
  refunds: DepositRefunds;
}

export const DEPOSIT_NO_ANSWER = 'The card provider did not answer, so it is not known yet whether the deposit was taken.';
/** The diner's words when the charge got no answer: the booking is held while it is checked. */
export const DEPOSIT_CHECKING =
  'We have not yet heard back from the card provider about your deposit. We are checking, and will e-mail you within a few minutes to say whether your booking is confirmed. Please do not book again in the meantime.';
/** The diner's words for a declined deposit: nothing was kept. */
export const depositRefusal = (status: 'declined' | 'failed', words: string | null) =>
  status === 'declined'
    ? `Your card was declined${words ? ` (${words})` : ''}, so no deposit was taken and no booking was made. Please try another card.`
    : `The deposit could not be taken${words ? ` (${words})` : ''}, so no booking was made. Please try again, or use another card.`;

const DINER: AuditActor = { staffId: null, name: 'Diner' };
const SYSTEM: AuditActor = { staffId: null, name: 'Mesa' };
const BATCH = 50;

/** What booking-create.ts hands over after its first transaction committed. */
export interface HeldDeposit {
  payment: PaymentRow;
  customerId: string;
  booking: BookingCreated;
}

export function createDeposits({ db, repo, content, payments, links, clock, settings, publicUrl, refunds }: DepositDeps) {
  /** Everything a confirmed booking writes (effects/made.ts), read before the transaction and built inside it. */
  async function confirmationOf(held: BookingRow) {
    const venue = await loadVenue(repo, content, held.storeId);
    const notify = (await settings.read(held.storeId)).noticeEveryBooking;
    const row = { ...held, status: 'confirmed' as const, holdExpiresAt: null };
    const made = { row, before: held, venue, notice: 'booking' as const, notify, consentSource: 'booking' };
    return (tx: Runner, now: Date): PendingInsert[] => bookingMadeEffects(tx, made, { links, publicUrl }, now);
  }

  async function releaseMailOf(row: BookingRow, payment: PaymentRow, reason: string, refunding = false) {
    const restaurant = await content.restaurantByStoreId(row.storeId);
    if (!restaurant || !row.email) return null;
    return depositReleasedMail(
      { amountPence: payment.amountPence, currency: payment.currency, reason, booking: { ...row, email: row.email }, refunding },
      restaurant,
    );
  }

  /**
   * A held booking whose hold lapsed before its deposit was confirmed (every instance down that long) holds its
   * table no more: under the day lock, whether another booking has taken one of its tables since (decision 049).
   */
  async function tableGone(tx: Runner, held: BookingRow, now: Date): Promise<boolean> {
    if (!held.holdExpiresAt || held.holdExpiresAt.getTime() > now.getTime()) return false;
    await repo.lockDay(tx, held.storeId, held.date);
    const others = (await repo.lockedSeatHolders(tx, held.storeId, held.date)).filter((b) => b.id !== held.id);
    return clashesWithAny({ startsAt: held.startsAt, durationMinutes: held.durationMinutes, tableIds: held.tableIds }, others, now);
  }

  /**
   * Records an outcome (null: no answer) once and does what it means for the held booking. `mailRelease`: the
   * diner is not waiting for a reply (the job), so a booking that is not made is told by e-mail. `touched`: when
   * the gateway may last have acted on an attempt now marked unanswered.
   */
  async function record(payment: PaymentRow, outcome: ChargeOutcome | null, actor: AuditActor, mailRelease: boolean, touched: Date) {
    const now = clock();
    const booking = await repo.byId(payment.bookingId);
    const confirm = outcome?.status === 'succeeded' && booking?.status === 'held' ? await confirmationOf(booking) : null;
    const release =
      outcome && outcome.status !== 'succeeded' && booking?.status === 'held' && mailRelease
        ? await releaseMailOf(booking, payment, outcome.message)
        : null;
    const lapsedRelease =
      outcome?.status === 'succeeded' && booking?.status === 'held' && booking.holdExpiresAt && booking.holdExpiresAt <= now
        ? await releaseMailOf(booking, payment, 'The table was no longer free when the payment was confirmed.', true)
        : null;
    let refund: PaymentRow | null = null;
    const stored = await recordAttempt(db, payment, outcome, { now, noAnswer: DEPOSIT_NO_ANSWER, touched }, async (tx, row) => {
      const current = await repo.byId(payment.bookingId, tx, { forUpdate: true });
      const status = row.status === 'succeeded' ? 'confirmed' : row.status === 'unknown' ? 'held' : 'not made';
      const audit = attemptAudit(tx, row, actor, now, { before: current ? { status: current.status } : null, status });
      if (row.status === 'succeeded' && current?.status === 'held' && (await tableGone(tx, current, now))) {
        // Paid, but the table went while the hold had lapsed: no booking, and the deposit given back.
        await repo.deleteHeldWith(tx, current, [audit, ...(lapsedRelease ? [mailInsert(tx, lapsedRelease)] : [])]);
        refund = await claimDepositRefund(tx, row.bookingId, row.storeId, null, now);
      } else if (row.status === 'succeeded' && current?.status === 'held' && confirm) {
        await repo.updateWith(tx, current, { status: 'confirmed', holdExpiresAt: null, updatedAt: now }, [audit, ...confirm(tx, now)]);
      } else if ((row.status === 'declined' || row.status === 'failed') && current?.status === 'held') {
        await repo.deleteHeldWith(tx, current, [audit, ...(release ? [mailInsert(tx, release)] : [])]);
      } else {
        await writeTogether(tx, [audit]);
        // Money taken for a booking that is no longer held (never so within the hold, decision 049): given back.
        if (row.status === 'succeeded' && current?.status !== 'confirmed')
          refund = await claimDepositRefund(tx, row.bookingId, row.storeId, null, now);
      }
    });
    if (booking) repo.invalidateDay(booking.storeId, booking.date);
    if (refund) await refunds.run(refund);
    return stored;
  }

  /** What an attempt's state means for the diner who asked: placed, refused, or still being checked. */
  function resolve(row: PaymentRow | undefined, booking: BookingCreated): PlaceOutcome {
    if (row?.status === 'succeeded') return { outcome: 'placed', booking };
    if (row?.status === 'declined' || row?.status === 'failed')
      // product.md §8 code 6 shows the server's words; the field tells the modal to ask for a card again.
      throw refused(depositRefusal(row.status, row.errorMessage), {
        code: BOOKING_CODES.BOOKING_REJECT_MESSAGE,
        field: 'braintreeCustomerId',
      });
    throw unavailable(DEPOSIT_CHECKING);
  }

  async function reconcileDeposit(row: PaymentRow, now: Date) {
    const found = await askGateway(() => payments.findCharge(row.orderId));
    if (found === UNANSWERED) return null; // still no answer: the next run asks again
    if (found) return record(row, found, SYSTEM, true, row.updatedAt);
    if (graceOver(row, now))
      return record(row, { status: 'failed', transactionId: null, message: NOT_AT_GATEWAY }, SYSTEM, true, row.updatedAt);
    // Not found yet, within the grace: an abandoned claim becomes unanswered (its time kept), and is asked again.
    return row.status === 'pending' ? record(row, null, SYSTEM, true, row.updatedAt) : null;
  }

  return {
    /** Charges the held booking's deposit (its first transaction committed) and records the outcome. */
    async charge(held: HeldDeposit): Promise<PlaceOutcome> {
      // No answer: the charge may have been made; the job asks the gateway by order id.
      const charged = await askGateway(() =>
        payments.chargeCustomer({ customerId: held.customerId, amountPence: held.payment.amountPence, orderId: held.payment.orderId }),
      );
      const outcome = charged === UNANSWERED ? null : charged;
      const row = await record(held.payment, outcome, DINER, false, clock());
      return resolve(row, held.booking);
    },

    /** A retried request with the Idempotency-Key of a deposit booking: what its one charge came to, never another. */
    async replay(marker: DepositMarker): Promise<PlaceOutcome> {
      const [row] = await attemptsOf(db, marker.bookingId, 'deposit');
      return resolve(row, marker.booking);
    },

    /**
     * The `payments.reconcile` job: deposits left pending or unanswered are settled by what the gateway holds for
     * their order id (taken: confirmed; nothing, after the grace: released); refunds are the refunds' own. Every
     * outcome is recorded once across instances (a conditional update); lookups are reads. How many it settled.
     */
    async runDue(): Promise<number> {
      const now = clock();
      const rows = await openDepositPayments(db, new Date(now.getTime() - PENDING_STALE_MS), BATCH);
      let settled = 0;
      for (const row of rows) {
        const done =
          row.kind === 'deposit_refund' || row.kind === 'event_balance_refund'
            ? await refunds.reconcile(row)
            : dueForReconcile(row, now)
              ? await reconcileDeposit(row, now)
              : null;
        if (done && done.status !== 'pending' && done.status !== 'unknown') settled++;
      }
      return settled;
    },
  };
}

export type Deposits = ReturnType<typeof createDeposits>;
