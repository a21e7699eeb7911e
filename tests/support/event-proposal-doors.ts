// The client's proposal page (decision 078) and the rows its tests read, for tests outside the site's folders
// (the console's page tests may not import the site's or the server's modules).
import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.ts';
import { queryRows } from './booking-helpers.ts';

export { loadProposalPage, proposalPageAction, type ProposalPageAction } from '../../app/features/event-proposal/proposal-page.server.ts';

/** The mails of one kind, oldest first; to one address when given. */
export const mailsOfKind = (t: TestApp, kind: string, to?: string) =>
  queryRows<{ to: string; subject: string; text: string; headers: Record<string, string> }>(
    t.services.database.db,
    sql`select "to", subject, text, headers from mail_outbox where kind = ${kind} and (${to ?? null}::text is null or "to" = ${to ?? null})
      order by created_at, id`,
  );

/** The event booking a lead's proposal holds. */
export async function leadBooking(t: TestApp, leadId: string) {
  const [row] = await queryRows<{
    id: string;
    status: string;
    date: string;
    starts_at: number;
    duration_minutes: number;
    covers: number;
    kind: string;
    table_ids: string[];
    hold_expires_at: Date | string | null;
  }>(
    t.services.database.db,
    sql`select b.id, b.status, b.date, b.starts_at, b.duration_minutes, b.covers, b.kind, b.table_ids, b.hold_expires_at
      from bookings b join event_leads l on l.booking_id = b.id where l.id = ${leadId}`,
  );
  return row!;
}

/** A lead's proposals as stored, first version first. */
export const storedProposals = (t: TestApp, leadId: string) =>
  queryRows<{ version: number; hold_expires_at: Date | string; accepted_agent: string | null; accepted_hash: string | null }>(
    t.services.database.db,
    sql`select version, hold_expires_at, accepted_agent, accepted_hash from event_proposals where lead_id = ${leadId} order by version`,
  );
