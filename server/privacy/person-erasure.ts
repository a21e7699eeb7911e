// Erasure (product.md D12 "Data rights", UK GDPR art. 17): a person is removed from
// every table that held them, in one transaction. Bookings stay, anonymous,
// so the reports still count the covers; their audit entries keep who did
// what and when, without the before/after that named the person. Payments stay
// for the accounts (they hold amounts and ids, not the person). The erasure is
// audited without the address, under an id of its own.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditInsert, type AuditActor } from '../audit/audit-log.ts';
import { anonymiseBookings } from '../booking/booking-anonymise.ts';
import { holdings, personKeys } from './person-records.ts';

/** What happens to each table's rows of the person: deleted, anonymised in place, or kept as they name nobody. */
const TREATMENT: Record<string, 'delete' | 'anonymise-booking' | 'scrub-audit' | 'scrub-acceptance' | 'keep'> = {
  customers: 'delete',
  customer_interests: 'delete',
  occasion_dates: 'delete',
  sign_ups: 'delete',
  consent_events: 'delete',
  guests: 'delete',
  guest_emails: 'delete',
  guest_tags: 'delete',
  guest_notes: 'delete',
  guest_merges: 'delete',
  bookings: 'anonymise-booking',
  booking_reminders: 'keep',
  payments: 'keep',
  contact_messages: 'delete',
  uploaded_files: 'delete',
  group_enquiries: 'delete',
  // Decision 077: a lead holds a status, an owner and a value, no person: it stays for the reports, naming nobody.
  event_leads: 'keep',
  // Decision 078: a proposal's terms name nobody and stay with the lead; who accepted it, and from where, go.
  event_proposals: 'scrub-acceptance',
  waitlist_entries: 'delete',
  voucher_codes: 'delete',
  referrals: 'delete',
  mail_outbox: 'delete',
  audit_log: 'scrub-audit',
  idempotency_keys: 'delete',
};

export interface ErasureResult {
  erasureId: string;
  /** Rows touched per table. */
  rows: Record<string, number>;
}

export async function erasePerson(db: Db, email: string, actor: AuditActor, now: Date): Promise<ErasureResult> {
  const erasureId = randomUUID();
  return db.transaction(async (tx) => {
    const keys = await personKeys(tx, email);
    const rows: Record<string, number> = {};
    // A profile's id is derived from its first address (decision 044): its audit entries go under the erasure's id.
    const guestList = keys.guestIds.length
      ? sql.join(
          keys.guestIds.map((id) => sql`${id}`),
          sql`, `,
        )
      : sql`null`;
    for (const h of holdings(keys)) {
      const treatment = TREATMENT[h.table];
      if (!treatment) throw new Error(`erasure has no rule for ${h.table}`);
      const table = sql.identifier(h.table);
      let count = 0;
      if (treatment === 'delete') count = await affected(tx.execute(sql`delete from ${table} where ${h.where}`));
      else if (treatment === 'anonymise-booking') count = await anonymiseBookings(tx, h.where);
      else if (treatment === 'scrub-audit')
        count = await affected(
          tx.execute(sql`update ${table} set before = null, after = null, reason = null,
            entity_id = case when lower(entity_id) = ${keys.email} or (entity = 'guest' and entity_id in (${guestList}))
              then ${erasureId} else entity_id end
            where ${h.where}`),
        );
      else if (treatment === 'scrub-acceptance')
        count = await affected(
          tx.execute(sql`update ${table} set accepted_name = null, accepted_from = null, accepted_agent = null where ${h.where}`),
        );
      // Two holdings may share a table (mail and texts in the one outbox, decision 067): their rows add up.
      if (treatment !== 'keep') rows[h.table] = (rows[h.table] ?? 0) + count;
    }
    await auditInsert(tx, {
      actor,
      at: now,
      storeId: null,
      entity: 'person',
      entityId: erasureId,
      action: 'erased',
      after: { rows },
    });
    return { erasureId, rows };
  });
}

/** Rows a write touched: node-postgres says rowCount, PGlite affectedRows. */
async function affected(result: Promise<unknown>): Promise<number> {
  const r = (await result) as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}
