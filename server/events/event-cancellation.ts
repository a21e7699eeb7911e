// Cancelling an event (decisions 083 and 084). In one transaction, over the lead's version the page was opened at:
// the event's booking is cancelled under its day locks (its space released, no mail: the manager has spoken to
// the client), the lead is lost with the reason, the change is in the lead's history, and the refunds the manager
// chose (what the accepted terms give back, everything paid, or nothing) are claimed, one of the deposit and one
// of the balance at most (partial unique indexes). After the commit the card provider is asked to give each back,
// outside any transaction, through the refund lifecycle (server/payments/deposit-refunds.ts): recorded once, the
// receipt mailed, and an attempt left unanswered settled by the reconcile job.
import { and, eq, inArray } from 'drizzle-orm';
import {
  EVENT_CANCEL_MESSAGES,
  eventCancellable,
  type EventCancelForm,
  type EventCancelView,
  type RefundChoice,
  type RefundOutcome,
} from '../../contract/event-cancellation.ts';
import { dayCount, refundDue, refundTermsWords } from '../../contract/event-refunds.ts';
import { LEAD_MESSAGES } from '../../contract/event-leads.ts';
import { formatHhmm, londonDateOf } from '../../contract/london-time.ts';
import { formatMoney, type Currency } from '../../contract/money.ts';
import { auditInsert, type AuditActor } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import type { Runner } from '../db/runner.ts';
import { eventLeads, payments } from '../db/schema.ts';
import { conflict, notFound, refused } from '../domain/domain-error.ts';
import { claimRefund, type DepositRefunds } from '../payments/deposit-refunds.ts';
import type { PaymentRow } from '../payments/payment-store.ts';
import { can } from '../staff/permissions.ts';
import type { StaffMember } from '../staff/staff-repository.ts';
import { releaseHold, type EventHoldDeps } from './event-hold.ts';
import { paidFor } from './event-sheet.ts';
import { acceptedProposal, latestProposal, leadRow, type LeadRow } from './lead-rows.ts';

export interface EventCancellationDeps {
  db: Db;
  holds: EventHoldDeps;
  refunds: Pick<DepositRefunds, 'run'>;
  currency: Currency;
  clock: () => Date;
}

const cancellable = (lead: LeadRow): lead is LeadRow & { bookingId: string } => eventCancellable(lead);

type Paid = EventCancelView['paid'];

/** What a choice gives back of what was paid (decision 084): the terms' share, everything, or nothing. */
function chosenRefund(choice: RefundChoice, paid: Paid, byTerms: EventCancelView['byTerms']): Paid {
  if (choice === 'all') return paid;
  if (choice === 'terms' && byTerms) return { depositPence: byTerms.depositPence, balancePence: byTerms.balancePence };
  return { depositPence: 0, balancePence: 0 };
}

/** The lead's history note for the cancel: what was given back, and by what. */
function refundNote(choice: RefundChoice, paid: Paid, given: Paid, byTerms: EventCancelView['byTerms'], money: (p: number) => string) {
  const total = given.depositPence + given.balancePence;
  if (paid.depositPence + paid.balancePence === 0) return 'Event cancelled; nothing was paid';
  if (total === 0)
    return choice === 'terms' ? 'Event cancelled; by the terms nothing is refunded' : 'Event cancelled; what was paid is kept';
  const parts = [
    given.depositPence ? `${money(given.depositPence)} of the deposit` : '',
    given.balancePence ? `${money(given.balancePence)} of the balance` : '',
  ]
    .filter(Boolean)
    .join(' and ');
  const by =
    choice === 'terms' && byTerms
      ? `by the terms (${byTerms.percent}%, ${dayCount(byTerms.daysBefore)} before)`
      : 'in full, as the manager chose';
  return `Event cancelled; ${parts} refunded ${by}`;
}

/** Whether a client's payment of the event is claimed but not settled: the refund could not count it yet. */
async function paymentInFlight(tx: Runner, bookingId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        inArray(payments.kind, ['event_deposit', 'event_balance']),
        inArray(payments.status, ['pending', 'unknown']),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** How the refunds fared together: a failure first, then one still under way, else all made. */
function outcomeOf(settled: readonly PaymentRow[]): RefundOutcome {
  if (settled.some((r) => r.status === 'failed' || r.status === 'declined')) return 'failed';
  if (settled.some((r) => r.status !== 'succeeded')) return 'refunding';
  return 'refunded';
}

export function createEventCancellation({ db, holds, refunds, currency, clock }: EventCancellationDeps) {
  const money = (pence: number) => formatMoney(pence, currency);

  /** The lead, if the member works its restaurant's leads and it has an event to cancel. */
  async function cancellableLead(runner: Runner, actor: StaffMember, leadId: string, forUpdate = false) {
    const lead = await leadRow(runner, leadId, forUpdate);
    if (!lead || !can(actor, 'events.manage', lead.storeId)) throw notFound(LEAD_MESSAGES.notFound);
    if (!cancellable(lead)) throw refused(EVENT_CANCEL_MESSAGES.nothing);
    return lead;
  }

  /**
   * What was paid, and what the terms the client accepted give back if cancelled now (null without such terms);
   * the newest version sent is what the event now is, though a version not accepted binds no one.
   */
  async function standing(runner: Runner, lead: LeadRow & { bookingId: string }) {
    const [latest, accepted, paid] = await Promise.all([
      latestProposal(runner, lead.id),
      acceptedProposal(runner, lead.id),
      paidFor(runner, lead.bookingId),
    ]);
    const agreed = accepted?.terms ?? null;
    const byTerms = agreed?.refunds
      ? { ...refundDue(agreed.refunds, agreed.date, londonDateOf(clock()), paid), words: refundTermsWords(agreed.refunds) }
      : null;
    return { terms: latest?.terms ?? null, conditions: (agreed ?? latest?.terms)?.conditions ?? null, paid, byTerms };
  }

  return {
    /** What the cancel page shows: the event, what was paid, what the terms give back, and the terms accepted. */
    async view(actor: StaffMember, leadId: string): Promise<EventCancelView> {
      const lead = await cancellableLead(db, actor, leadId);
      const { terms, conditions, paid, byTerms } = await standing(db, lead);
      const summary = terms
        ? `${terms.covers} guests on ${terms.date}, ${formatHhmm(terms.startsAt)} to ${formatHhmm(terms.endsAt % 1440)}, ${terms.space.label}`
        : `${lead.covers ?? 'Some'} guests on ${lead.date ?? 'a date not given'}${lead.time ? `, from ${lead.time}` : ''}`;
      return { leadId, version: lead.version, summary, paid, byTerms, conditions };
    },

    /** Cancels the event over the version the page was opened at; a newer change meanwhile refuses it (409). */
    async cancel(actor: StaffMember, leadId: string, form: EventCancelForm): Promise<RefundOutcome> {
      // Read first: on the embedded database a read outside the transaction waits for it.
      await cancellableLead(db, actor, leadId);
      const by: AuditActor = { staffId: actor.id, name: actor.name };
      const now = clock();
      const { claimed, paid } = await db.transaction(async (tx) => {
        const lead = await cancellableLead(tx, actor, leadId, true);
        if (lead.version !== form.leadVersion) throw conflict(LEAD_MESSAGES.stale);
        // Under the event booking's lock, which a client's payment claims under too: none can start after this.
        await releaseHold(tx, holds, lead.bookingId, form.reason, by, now);
        if (await paymentInFlight(tx, lead.bookingId)) throw refused(EVENT_CANCEL_MESSAGES.paymentInFlight);
        const { paid, byTerms } = await standing(tx, lead);
        const given = chosenRefund(form.refund, paid, byTerms);
        await tx
          .update(eventLeads)
          .set({
            status: 'lost',
            lostReason: form.reason,
            version: lead.version + 1,
            updatedAt: now,
            firstAnsweredAt: lead.firstAnsweredAt ?? now,
          })
          .where(eq(eventLeads.id, leadId));
        const claim = { bookingId: lead.bookingId, storeId: lead.storeId };
        const claimed = [
          given.depositPence
            ? await claimRefund(tx, { ...claim, kind: 'deposit_refund', amountPence: given.depositPence }, actor.id, now)
            : null,
          given.balancePence
            ? await claimRefund(tx, { ...claim, kind: 'event_balance_refund', amountPence: given.balancePence }, actor.id, now)
            : null,
        ].filter((r) => r !== null);
        await auditInsert(tx, {
          actor: by,
          at: now,
          storeId: lead.storeId,
          entity: 'lead',
          entityId: leadId,
          action: 'updated',
          before: { status: lead.status },
          after: { status: 'lost', lostReason: form.reason },
          reason: refundNote(form.refund, paid, given, byTerms, money),
        });
        return { claimed, paid };
      });
      if (!claimed.length) return paid.depositPence + paid.balancePence ? 'kept' : 'nothing-paid';
      const settled: PaymentRow[] = [];
      for (const refund of claimed) settled.push(await refunds.run(refund));
      return outcomeOf(settled);
    },
  };
}

export type EventCancellation = ReturnType<typeof createEventCancellation>;
