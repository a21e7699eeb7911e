// Cancelling an event (decision 083). In one transaction, over the lead's version the page was opened at: the
// event's booking is cancelled under its day locks (its space released, no mail: the manager has spoken to the
// client), the lead is lost with the reason, the change is in the lead's history, and, when the manager applies
// the terms' refund, the deposit's refund is claimed (at most one live refund per booking: a partial unique
// index). After the commit the card provider is asked to give it back, outside any transaction, through the
// deposit refund lifecycle (server/payments/deposit-refunds.ts): recorded once, the receipt mailed, and an attempt
// left unanswered settled by the reconcile job.
import { eq } from 'drizzle-orm';
import {
  EVENT_CANCEL_MESSAGES,
  eventCancellable,
  type EventCancelForm,
  type EventCancelView,
  type RefundOutcome,
} from '../../contract/event-cancellation.ts';
import { LEAD_MESSAGES } from '../../contract/event-leads.ts';
import { formatHhmm } from '../../contract/london-time.ts';
import { auditInsert, type AuditActor } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import type { Runner } from '../db/runner.ts';
import { eventLeads } from '../db/schema.ts';
import { conflict, notFound, refused } from '../domain/domain-error.ts';
import { claimDepositRefund, type DepositRefunds } from '../payments/deposit-refunds.ts';
import { can } from '../staff/permissions.ts';
import type { StaffMember } from '../staff/staff-repository.ts';
import { releaseHold, type EventHoldDeps } from './event-hold.ts';
import { paidFor } from './event-sheet.ts';
import { latestProposal, leadRow, viewOf, type LeadRow } from './lead-rows.ts';

export interface EventCancellationDeps {
  db: Db;
  holds: EventHoldDeps;
  refunds: Pick<DepositRefunds, 'run'>;
  clock: () => Date;
}

const cancellable = (lead: LeadRow): lead is LeadRow & { bookingId: string } => eventCancellable(lead);

export function createEventCancellation({ db, holds, refunds, clock }: EventCancellationDeps) {
  /** The lead, if the member works its restaurant's leads and it has an event to cancel. */
  async function cancellableLead(runner: Runner, actor: StaffMember, leadId: string, forUpdate = false) {
    const lead = await leadRow(runner, leadId, forUpdate);
    if (!lead || !can(actor, 'events.manage', lead.storeId)) throw notFound(LEAD_MESSAGES.notFound);
    if (!cancellable(lead)) throw refused(EVENT_CANCEL_MESSAGES.nothing);
    return lead;
  }

  return {
    /** What the cancel page shows: the event, the deposit paid and the terms the client accepted. */
    async view(actor: StaffMember, leadId: string): Promise<EventCancelView> {
      const lead = await cancellableLead(db, actor, leadId);
      const [latest, paid] = await Promise.all([latestProposal(db, leadId), paidFor(db, lead.bookingId)]);
      const terms = latest ? viewOf(latest, clock()).terms : null;
      const summary = terms
        ? `${terms.covers} guests on ${terms.date}, ${formatHhmm(terms.startsAt)} to ${formatHhmm(terms.endsAt % 1440)}, ${terms.space.label}`
        : `${lead.covers ?? 'Some'} guests on ${lead.date ?? 'a date not given'}${lead.time ? `, from ${lead.time}` : ''}`;
      return { leadId, version: lead.version, summary, depositPaidPence: paid.depositPence, conditions: terms?.conditions ?? null };
    },

    /** Cancels the event over the version the page was opened at; a newer change meanwhile refuses it (409). */
    async cancel(actor: StaffMember, leadId: string, form: EventCancelForm): Promise<RefundOutcome> {
      // Read first: on the embedded database a read outside the transaction waits for it.
      await cancellableLead(db, actor, leadId);
      const by: AuditActor = { staffId: actor.id, name: actor.name };
      const now = clock();
      const claimed = await db.transaction(async (tx) => {
        const lead = await cancellableLead(tx, actor, leadId, true);
        if (lead.version !== form.leadVersion) throw conflict(LEAD_MESSAGES.stale);
        await releaseHold(tx, holds, lead.bookingId, form.reason, by, now);
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
        const refund = form.refund ? await claimDepositRefund(tx, lead.bookingId, lead.storeId, actor.id, now) : null;
        await auditInsert(tx, {
          actor: by,
          at: now,
          storeId: lead.storeId,
          entity: 'lead',
          entityId: leadId,
          action: 'updated',
          before: { status: lead.status },
          after: { status: 'lost', lostReason: form.reason },
          reason: `Event cancelled${refund ? '; its deposit refunded by the terms' : form.refund ? '; no deposit to refund' : '; its deposit kept by the terms'}`,
        });
        return { refund, asked: form.refund };
      });
      if (!claimed.asked) return 'not-asked';
      if (!claimed.refund) return 'no-deposit';
      const settled = await refunds.run(claimed.refund);
      return settled.status === 'succeeded'
        ? 'refunded'
        : settled.status === 'failed' || settled.status === 'declined'
          ? 'failed'
          : 'refunding';
    },
  };
}

export type EventCancellation = ReturnType<typeof createEventCancellation>;
