// A lead and its proposals as the proposal service and the event sheet read them (decision 078): the lead with its
// client and request (lead-client.ts; null once the person was erased), and its newest version sent.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { proposalTotals, type ProposalView } from '../../contract/event-proposals.ts';
import type { LeadStatus } from '../../contract/event-leads.ts';
import type { Runner } from '../db/runner.ts';
import { eventLeads, eventProposals, groupEnquiries } from '../db/schema.ts';
import { enquiryJoin, leadClientColumns, requestBooking, requestJoin } from './lead-client.ts';

/** The lead's client and request, as a proposal is built for it. */
export interface LeadRow {
  id: string;
  storeId: string;
  status: LeadStatus;
  version: number;
  bookingId: string | null;
  valuePence: number | null;
  firstAnsweredAt: Date | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  covers: number | null;
  date: string | null;
  time: string | null;
  until: string | null;
  bookingType: string | null;
  specialRequest: string | null;
}

export async function leadRow(runner: Runner, id: string, forUpdate = false): Promise<LeadRow | null> {
  const query = runner
    .select({
      id: eventLeads.id,
      storeId: eventLeads.storeId,
      status: eventLeads.status,
      version: eventLeads.version,
      bookingId: eventLeads.bookingId,
      valuePence: eventLeads.valuePence,
      firstAnsweredAt: eventLeads.firstAnsweredAt,
      ...leadClientColumns,
    })
    .from(eventLeads)
    .leftJoin(groupEnquiries, enquiryJoin)
    .leftJoin(requestBooking, requestJoin)
    .where(eq(eventLeads.id, id));
  const [row] = forUpdate ? await query.for('update', { of: eventLeads }) : await query;
  return row ?? null;
}

export type ProposalRow = typeof eventProposals.$inferSelect;

export async function latestProposal(runner: Runner, leadId: string, forUpdate = false): Promise<ProposalRow | null> {
  const query = runner
    .select()
    .from(eventProposals)
    .where(eq(eventProposals.leadId, leadId))
    .orderBy(desc(eventProposals.version))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The newest version the client accepted (decision 084: its terms are the ones a cancellation keeps), or null. */
export async function acceptedProposal(runner: Runner, leadId: string): Promise<ProposalRow | null> {
  const [row] = await runner
    .select()
    .from(eventProposals)
    .where(and(eq(eventProposals.leadId, leadId), isNotNull(eventProposals.acceptedAt)))
    .orderBy(desc(eventProposals.version))
    .limit(1);
  return row ?? null;
}

export function viewOf(row: ProposalRow, now: Date): ProposalView {
  const accepted =
    row.acceptedAt && row.acceptedName && row.acceptedHash
      ? { at: row.acceptedAt.toISOString(), name: row.acceptedName, from: row.acceptedFrom, hash: row.acceptedHash }
      : null;
  return {
    version: row.version,
    terms: row.terms,
    totals: proposalTotals(row.terms),
    hash: row.hash,
    sentAt: row.sentAt.toISOString(),
    holdExpiresAt: row.holdExpiresAt.toISOString(),
    accepted,
    state: accepted ? 'accepted' : row.holdExpiresAt.getTime() <= now.getTime() ? 'lapsed' : 'awaiting',
  };
}
