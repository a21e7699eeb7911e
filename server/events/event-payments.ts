// An event's deposit and balance (decision 078), through the one payment-attempt lifecycle (decision 059): the
// client's card is vaulted from the page's one-time nonce; the attempt is claimed as a `pending` row under the
// event booking's lock (one live attempt of each kind per booking, by a partial unique index); the gateway is
// called outside any transaction; its outcome is recorded once, with what it means (the lead's status, the
// client's receipt), by whichever press, instance or job records it first. An attempt left unanswered is
// settled by the reconcile job from what the gateway holds for its order id.
import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { eventCancelled } from '../../contract/event-cancellation.ts';
import { EVENT_PAYMENT_MESSAGES, PROPOSAL_MESSAGES, proposalTotals } from '../../contract/event-proposals.ts';
import { addDays, formatLongDate, londonDateOf } from '../../contract/london-time.ts';
import { formatMoney, type Currency } from '../../contract/money.ts';
import { auditInsert, type AuditActor } from '../audit/audit-log.ts';
import type { BookingLinks } from '../booking/booking-links.ts';
import type { ContentService } from '../content/content-service.ts';
import type { Db } from '../db/client.ts';
import { bookings, eventLeads, payments } from '../db/schema.ts';
import { conflict, notFound, refused, unavailable } from '../domain/domain-error.ts';
import { mailInsert } from '../mail/outbox.ts';
import { askGateway, attemptAudit, pendingAttempt, recordAttempt, UNANSWERED } from '../payments/payment-attempts.ts';
import { attemptsOf, insertPayment, isUniqueViolation, type PaymentRow } from '../payments/payment-store.ts';
import type { ChargeOutcome, PaymentsAdapter } from '../payments/payments.ts';
import { graceOver } from '../payments/rules/deposit-rules.ts';
import { NOT_AT_GATEWAY, PENDING_STALE_MS } from '../payments/rules/fee-rules.ts';
import { latestProposal, leadRow } from './lead-rows.ts';
import { balanceReminderMail, eventPaymentMail } from './proposal-mail.ts';

export type EventPaymentKind = 'event_deposit' | 'event_balance';

/** How many days before the balance is due its reminder goes out. */
export const BALANCE_REMINDER_DAYS = 7;

const CLIENT: AuditActor = { staffId: null, name: 'Client' };
const SYSTEM: AuditActor = { staffId: null, name: 'Mesa' };
const NAMES: Record<EventPaymentKind, string> = { event_deposit: 'deposit', event_balance: 'balance' };
/** The refund kind that gives each payment back (decision 084). */
const REFUND_OF: Record<EventPaymentKind, string> = { event_deposit: 'deposit_refund', event_balance: 'event_balance_refund' };

export interface EventPaymentDeps {
  db: Db;
  payments: PaymentsAdapter;
  links: Pick<BookingLinks, 'verifyProposal' | 'proposalUrl'>;
  content: Pick<ContentService, 'restaurantByStoreId'>;
  currency: Currency;
  clock: () => Date;
}

export function createEventPayments(deps: EventPaymentDeps) {
  const { db, clock } = deps;

  /** What a kind comes to for a lead's accepted proposal, and the lead; refused when it is not due. */
  async function due(leadId: string, kind: EventPaymentKind) {
    const lead = await leadRow(db, leadId);
    const proposal = lead ? await latestProposal(db, leadId) : null;
    if (!lead || !proposal) throw notFound(PROPOSAL_MESSAGES.notFound);
    if (eventCancelled(lead)) throw refused(EVENT_PAYMENT_MESSAGES.cancelled);
    if (!proposal.acceptedAt || !lead.bookingId) throw refused(EVENT_PAYMENT_MESSAGES.notAccepted);
    const amountPence = kind === 'event_deposit' ? proposal.terms.depositPence : proposalTotals(proposal.terms).balance;
    return { lead, proposal, bookingId: lead.bookingId, amountPence };
  }

  /**
   * What the event's payments of each kind came to: the amount taken, an attempt still being checked, and what was
   * given back of it (decision 084).
   */
  async function standing(bookingId: string) {
    const rows = await db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.bookingId, bookingId),
          inArray(payments.kind, ['event_deposit', 'event_balance', 'deposit_refund', 'event_balance_refund']),
        ),
      );
    const taken = (kind: string) => rows.filter((r) => r.kind === kind && r.status === 'succeeded').reduce((s, r) => s + r.amountPence, 0);
    const of = (kind: EventPaymentKind) => ({
      paidPence: taken(kind),
      checking: rows.some((r) => r.kind === kind && (r.status === 'pending' || r.status === 'unknown')),
      refundedPence: taken(REFUND_OF[kind]),
    });
    return { event_deposit: of('event_deposit'), event_balance: of('event_balance') };
  }

  /** Records an outcome once; a success moves the lead on (a deposit: "Deposit paid") and mails the receipt. */
  async function record(row: PaymentRow, outcome: ChargeOutcome | null, actor: AuditActor, touched: Date): Promise<PaymentRow> {
    const now = clock();
    const [lead] = await db
      .select({ id: eventLeads.id, status: eventLeads.status, version: eventLeads.version })
      .from(eventLeads)
      .where(eq(eventLeads.bookingId, row.bookingId));
    const [booking] = await db
      .select({ email: bookings.email, firstName: bookings.firstName, date: bookings.date })
      .from(bookings)
      .where(eq(bookings.id, row.bookingId));
    const restaurant = await deps.content.restaurantByStoreId(row.storeId);
    return recordAttempt(db, row, outcome, { now, noAnswer: EVENT_PAYMENT_MESSAGES.noAnswer, touched }, async (tx, settled) => {
      await attemptAudit(tx, settled, actor, now);
      if (settled.status !== 'succeeded' || !lead) return;
      const kind = settled.kind as EventPaymentKind;
      const moves = kind === 'event_deposit' && (lead.status === 'confirmed' || lead.status === 'proposal-sent');
      if (moves)
        await tx
          .update(eventLeads)
          .set({ status: 'deposit-paid', version: lead.version + 1, updatedAt: now })
          .where(eq(eventLeads.id, lead.id));
      await auditInsert(tx, {
        actor,
        at: now,
        storeId: settled.storeId,
        entity: 'lead',
        entityId: lead.id,
        action: `${NAMES[kind]}-paid`,
        before: moves ? { status: lead.status } : null,
        after: {
          ...(moves ? { status: 'deposit-paid' } : {}),
          amount: formatMoney(settled.amountPence, settled.currency),
          orderId: settled.orderId,
        },
      });
      if (booking?.email && restaurant)
        await mailInsert(
          tx,
          eventPaymentMail({
            to: booking.email,
            firstName: booking.firstName,
            what: NAMES[kind],
            amount: formatMoney(settled.amountPence, settled.currency),
            eventDate: formatLongDate(booking.date),
            restaurant,
            url: deps.links.proposalUrl(lead.id),
            reference: settled.orderId,
          }),
        );
    });
  }

  return {
    /** What the client's page offers to pay: each kind's amount due, what is taken and whether one is being checked. */
    async forClient(token: string) {
      const leadId = deps.links.verifyProposal(token);
      if (!leadId || !deps.payments.available) return null;
      const lead = await leadRow(db, leadId);
      const proposal = lead ? await latestProposal(db, leadId) : null;
      if (!lead?.bookingId || !proposal?.acceptedAt) return null;
      const now = await standing(lead.bookingId);
      const totals = proposalTotals(proposal.terms);
      return {
        cancelled: eventCancelled(lead),
        deposit: { amountPence: proposal.terms.depositPence, ...now.event_deposit },
        balance: { amountPence: totals.balance, ...now.event_balance },
      };
    },

    /**
     * The client pays the deposit or the balance from their proposal's page with the card behind `nonce`: charged
     * once whatever double presses or instances do (a second claim finds the first, live or taken).
     */
    async pay(token: string, kind: EventPaymentKind, nonce: string) {
      if (!deps.payments.available) throw unavailable(EVENT_PAYMENT_MESSAGES.unavailable);
      const leadId = deps.links.verifyProposal(token);
      if (!leadId) throw notFound(PROPOSAL_MESSAGES.notFound);
      const { lead, bookingId, amountPence } = await due(leadId, kind);
      if (amountPence <= 0) throw refused(EVENT_PAYMENT_MESSAGES.nothingDue);
      const before = (await standing(bookingId))[kind];
      if (before.paidPence > 0) throw conflict(EVENT_PAYMENT_MESSAGES.paid);
      if (before.checking) throw unavailable(EVENT_PAYMENT_MESSAGES.checking);
      const vaulted = await askGateway(() =>
        deps.payments.vaultCustomer({
          paymentMethodNonce: nonce,
          firstName: lead.firstName ?? undefined,
          lastName: lead.lastName ?? undefined,
          email: lead.email ?? undefined,
        }),
      );
      if (vaulted === UNANSWERED) throw refused(EVENT_PAYMENT_MESSAGES.declined('the card could not be checked'));
      const now = clock();
      let claimed: PaymentRow;
      try {
        claimed = await db.transaction(async (tx) => {
          const [event] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId)).for('update');
          // Cancelled since the page was read (decision 084): the cancel holds this lock while it decides the refunds.
          if (event?.status === 'cancelled') throw refused(EVENT_PAYMENT_MESSAGES.cancelled);
          const earlier = await attemptsOf(tx, bookingId, kind);
          if (earlier.some((r) => r.status === 'succeeded')) throw conflict(EVENT_PAYMENT_MESSAGES.paid);
          if (earlier.some((r) => r.status === 'pending' || r.status === 'unknown')) throw unavailable(EVENT_PAYMENT_MESSAGES.checking);
          const row = pendingAttempt(
            { bookingId, storeId: lead.storeId, kind, attempt: earlier.length + 1, amountPence, currency: deps.currency },
            null,
            now,
          );
          await insertPayment(tx, row);
          return row;
        });
      } catch (err) {
        // Another instance's claim won the race the row lock did not serialise: that one charges.
        if (isUniqueViolation(err)) throw unavailable(EVENT_PAYMENT_MESSAGES.checking);
        throw err;
      }
      const charged = await askGateway(() =>
        deps.payments.chargeCustomer({ customerId: vaulted.customerId, amountPence, orderId: claimed.orderId }),
      );
      const row = await record(claimed, charged === UNANSWERED ? null : charged, CLIENT, clock());
      if (row.status === 'succeeded') return { paidPence: row.amountPence };
      if (row.status === 'declined' || row.status === 'failed') throw refused(EVENT_PAYMENT_MESSAGES.declined(row.errorMessage ?? ''));
      throw unavailable(EVENT_PAYMENT_MESSAGES.checking);
    },

    /**
     * The balance reminders' job: each accepted event whose balance is unpaid and due within
     * BALANCE_REMINDER_DAYS (or overdue, before the event) is reminded once, claimed by a conditional update so
     * one instance sends it. How many it sent.
     */
    async remindBalances(): Promise<number> {
      const now = clock();
      const today = londonDateOf(now);
      const open = await db
        .select({ id: eventLeads.id, bookingId: eventLeads.bookingId, storeId: eventLeads.storeId })
        .from(eventLeads)
        .where(and(inArray(eventLeads.status, ['confirmed', 'deposit-paid']), isNull(eventLeads.balanceRemindedAt)));
      let sent = 0;
      for (const lead of open) {
        const proposal = await latestProposal(db, lead.id);
        if (!lead.bookingId || !proposal?.acceptedAt || proposal.terms.date < today) continue;
        if (addDays(proposal.terms.balanceDueDate, -BALANCE_REMINDER_DAYS) > today) continue;
        const balance = proposalTotals(proposal.terms).balance;
        if (balance <= 0 || (await standing(lead.bookingId)).event_balance.paidPence > 0) continue;
        const contact = await leadRow(db, lead.id);
        const restaurant = await deps.content.restaurantByStoreId(lead.storeId);
        if (!contact?.email || !restaurant) continue;
        const claimed = await db.transaction(async (tx) => {
          const [row] = await tx
            .update(eventLeads)
            .set({ balanceRemindedAt: now })
            .where(and(eq(eventLeads.id, lead.id), isNull(eventLeads.balanceRemindedAt)))
            .returning({ id: eventLeads.id });
          if (!row) return false;
          await mailInsert(
            tx,
            balanceReminderMail({
              to: contact.email ?? '',
              firstName: contact.firstName ?? '',
              amount: formatMoney(balance, proposal.terms.currency),
              dueDate: formatLongDate(proposal.terms.balanceDueDate),
              eventDate: formatLongDate(proposal.terms.date),
              restaurant,
              url: deps.links.proposalUrl(lead.id),
            }),
          );
          return true;
        });
        if (claimed) sent++;
      }
      return sent;
    },

    /** The reconcile job's part: attempts left pending or unanswered, settled by what the gateway holds. How many it settled. */
    async runDue(limit = 50): Promise<number> {
      const now = clock();
      const open = await db
        .select()
        .from(payments)
        .where(
          and(
            inArray(payments.kind, ['event_deposit', 'event_balance']),
            or(
              eq(payments.status, 'unknown'),
              and(eq(payments.status, 'pending'), lte(payments.updatedAt, new Date(now.getTime() - PENDING_STALE_MS))),
            ),
          ),
        )
        .orderBy(asc(payments.updatedAt))
        .limit(limit);
      let settled = 0;
      for (const row of open) {
        const found = await askGateway(() => deps.payments.findCharge(row.orderId));
        if (found === UNANSWERED) continue;
        const outcome = found ?? (graceOver(row, now) ? { status: 'failed' as const, transactionId: null, message: NOT_AT_GATEWAY } : null);
        if (!outcome && row.status === 'unknown') continue;
        const done = await record(row, outcome, SYSTEM, row.updatedAt);
        if (done.status !== 'pending' && done.status !== 'unknown') settled++;
      }
      return settled;
    },
  };
}

export type EventPayments = ReturnType<typeof createEventPayments>;
