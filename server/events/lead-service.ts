// Leads (decision 077): every group enquiry becomes a lead of its restaurant.
// Managers see and work their restaurants' leads, chain admins all of them;
// another restaurant's lead is not found by any id (product.md D8). A save is
// checked against the version the form was opened at, and each one is
// audited; the audit entries are the lead's history.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  ANSWERED_IN_DIARY,
  LEAD_MESSAGES,
  waitsForAnswer,
  type LeadDetail,
  type LeadSummary,
  type LeadUpdate,
  type LeadsQuery,
} from '../../contract/event-leads.ts';
import { eventCancellable } from '../../contract/event-cancellation.ts';
import { penceFromPounds } from '../../contract/money.ts';
import { auditInsert, auditTrail, type AuditActor } from '../audit/audit-log.ts';
import type { ContentService } from '../content/content-service.ts';
import type { Db } from '../db/client.ts';
import type { Runner } from '../db/runner.ts';
import { eventLeads, groupEnquiries, staff } from '../db/schema.ts';
import { enquiryJoin, leadClientColumns, requestBooking, requestJoin } from './lead-client.ts';
import { conflict, invalid, notFound, refused } from '../domain/domain-error.ts';
import { can, isChainWide } from '../staff/permissions.ts';
import type { StaffMember, StaffQueries } from '../staff/staff-repository.ts';
import { isRefundAction, leadHistory, type LeadChange } from './lead-history.ts';

/** Where a lead came from: a group enquiry (decision 077), or an event request's booking (decision 082). */
export type LeadOrigin = { source: 'group-enquiry'; enquiryId: string } | { source: 'event-request'; bookingId: string };

/** The lead a new enquiry or event request makes, and its first history entry, built to be written with it. */
export function leadWrites(tx: Runner, origin: LeadOrigin, at: { storeId: string; at: Date }) {
  const id = randomUUID();
  return [
    tx.insert(eventLeads).values({
      id,
      storeId: at.storeId,
      source: origin.source,
      enquiryId: origin.source === 'group-enquiry' ? origin.enquiryId : null,
      bookingId: origin.source === 'event-request' ? origin.bookingId : null,
      createdAt: at.at,
      updatedAt: at.at,
    }),
    auditInsert(tx, {
      actor: { staffId: null, name: 'Diner' },
      at: at.at,
      storeId: at.storeId,
      entity: 'lead',
      entityId: id,
      action: 'received',
      // The history says where it came from (lead-history.ts).
      after: { source: origin.source },
    }),
  ];
}

/** Decision 082: an event request's lead, in the booking engine's shape (server/booking/booking-create.ts). */
export const eventRequestLeadWrites = (tx: Runner, request: { bookingId: string; storeId: string; at: Date }) =>
  leadWrites(tx, { source: 'event-request', bookingId: request.bookingId }, request);

/**
 * Decision 082: the restaurant's answer to an event request in the diary (server/booking/booking-staff-change.ts)
 * moves its lead in the same transaction: a confirm makes a new lead (or one with a proposal out) confirmed, a
 * decline loses it with the reason the diner was sent; either is its first answer. A lead already past that, lost
 * or completed is left as it is.
 */
export async function answeredRequestLead(
  tx: Runner,
  answer: { bookingId: string; action: 'confirm' | 'decline'; reason: string | null; actor: AuditActor; at: Date },
): Promise<void> {
  const [lead] = await tx
    .select({ id: eventLeads.id, storeId: eventLeads.storeId, status: eventLeads.status, version: eventLeads.version })
    .from(eventLeads)
    .where(eq(eventLeads.bookingId, answer.bookingId))
    .for('update');
  const open =
    lead && (lead.status === 'new' || lead.status === 'proposal-sent' || (answer.action === 'decline' && lead.status === 'confirmed'));
  if (!lead || !open) return;
  const after =
    answer.action === 'confirm'
      ? { status: 'confirmed' as const }
      : { status: 'lost' as const, lostReason: answer.reason ?? ANSWERED_IN_DIARY.decline };
  await tx
    .update(eventLeads)
    .set({
      ...after,
      version: lead.version + 1,
      updatedAt: answer.at,
      firstAnsweredAt: sql`coalesce(${eventLeads.firstAnsweredAt}, ${answer.at})`,
    })
    .where(eq(eventLeads.id, lead.id));
  await auditInsert(tx, {
    actor: answer.actor,
    at: answer.at,
    storeId: lead.storeId,
    entity: 'lead',
    entityId: lead.id,
    action: 'updated',
    before: { status: lead.status },
    after,
    reason: ANSWERED_IN_DIARY[answer.action],
  });
}

export interface LeadServiceDeps {
  db: Db;
  content: ContentService;
  staff: Pick<StaffQueries, 'listOverviews'>;
  clock: () => Date;
}

const leadColumns = {
  id: eventLeads.id,
  storeId: eventLeads.storeId,
  source: eventLeads.source,
  status: eventLeads.status,
  lostReason: eventLeads.lostReason,
  ownerStaffId: eventLeads.ownerStaffId,
  ownerName: staff.name,
  valuePence: eventLeads.valuePence,
  firstAnsweredAt: eventLeads.firstAnsweredAt,
  version: eventLeads.version,
  bookingId: eventLeads.bookingId,
  createdAt: eventLeads.createdAt,
  ...leadClientColumns,
};

export function createLeadService(deps: LeadServiceDeps) {
  const { db, clock } = deps;
  const select = (runner: Runner) =>
    runner
      .select(leadColumns)
      .from(eventLeads)
      .leftJoin(groupEnquiries, enquiryJoin)
      .leftJoin(requestBooking, requestJoin)
      .leftJoin(staff, eq(staff.id, eventLeads.ownerStaffId));
  type Row = Awaited<ReturnType<typeof select>>[number];

  /** The storeIds whose leads the member works, or 'all'. */
  const scopeOf = (actor: StaffMember): readonly string[] | 'all' => {
    // A chain-wide role works every restaurant's leads, or none (its storeId is not read).
    if (isChainWide(actor.role)) return can(actor, 'events.manage', '*') ? 'all' : [];
    return actor.restaurants.filter((storeId) => can(actor, 'events.manage', storeId));
  };

  async function titles(): Promise<Map<string, string>> {
    return new Map((await deps.content.restaurantSummaries()).map((r) => [r.storeId, r.title]));
  }

  const summaryOf = (row: Row, restaurants: Map<string, string>, now: Date): LeadSummary => {
    const receivedAt = row.createdAt.toISOString();
    const firstAnsweredAt = row.firstAnsweredAt?.toISOString() ?? null;
    return {
      id: row.id,
      storeId: row.storeId,
      restaurant: restaurants.get(row.storeId) ?? row.storeId,
      source: row.source,
      status: row.status,
      contactName: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
      bookingType: row.bookingType,
      covers: row.covers,
      date: row.date,
      time: row.time,
      until: row.until,
      valuePence: row.valuePence,
      ownerName: row.ownerName,
      receivedAt,
      firstAnsweredAt,
      waiting: waitsForAnswer({ status: row.status, firstAnsweredAt, receivedAt }, now),
    };
  };

  /** The lead, if the member works its restaurant's leads; else not found, as if it did not exist. */
  async function allowedRow(runner: Runner, actor: StaffMember, id: string, forUpdate = false): Promise<Row> {
    const query = select(runner).where(eq(eventLeads.id, id));
    const [row] = forUpdate ? await query.for('update', { of: eventLeads }) : await query;
    if (!row || !can(actor, 'events.manage', row.storeId)) throw notFound(LEAD_MESSAGES.notFound);
    return row;
  }

  async function ownersOf(storeId: string): Promise<{ id: string; name: string }[]> {
    return (await deps.staff.listOverviews()).filter((m) => can(m, 'events.manage', storeId)).map((m) => ({ id: m.id, name: m.name }));
  }

  return {
    /** Whether the member works any restaurant's leads (the console shows the section). */
    mayWork: (actor: StaffMember): boolean => {
      const scope = scopeOf(actor);
      return scope === 'all' || scope.length > 0;
    },

    /** The member's leads, newest first; a restaurant or a status narrows them. */
    async list(actor: StaffMember, query: LeadsQuery): Promise<LeadSummary[]> {
      const scope = scopeOf(actor);
      if (query.storeId !== undefined && !can(actor, 'events.manage', query.storeId)) throw notFound(LEAD_MESSAGES.notFound);
      const stores = query.storeId !== undefined ? [query.storeId] : scope;
      if (stores !== 'all' && stores.length === 0) return [];
      const rows = await select(db)
        .where(
          and(
            stores === 'all' ? undefined : inArray(eventLeads.storeId, [...stores]),
            query.status ? eq(eventLeads.status, query.status) : undefined,
          ),
        )
        .orderBy(desc(eventLeads.createdAt), desc(eventLeads.id))
        .limit(500);
      const [restaurants, now] = [await titles(), clock()];
      return rows.map((r) => summaryOf(r, restaurants, now));
    },

    /** Leads waiting too long for a first answer, per storeId, in the member's restaurants (the console home's flag). */
    async waitingByStore(actor: StaffMember): Promise<Map<string, number>> {
      const scope = scopeOf(actor);
      if (scope !== 'all' && scope.length === 0) return new Map();
      const rows = await db
        .select({ storeId: eventLeads.storeId, createdAt: eventLeads.createdAt })
        .from(eventLeads)
        .where(
          and(
            scope === 'all' ? undefined : inArray(eventLeads.storeId, [...scope]),
            eq(eventLeads.status, 'new'),
            sql`${eventLeads.firstAnsweredAt} is null`,
          ),
        );
      const now = clock();
      const counts = new Map<string, number>();
      for (const r of rows)
        if (waitsForAnswer({ status: 'new', firstAnsweredAt: null, receivedAt: r.createdAt.toISOString() }, now))
          counts.set(r.storeId, (counts.get(r.storeId) ?? 0) + 1);
      return counts;
    },

    async get(actor: StaffMember, id: string): Promise<LeadDetail> {
      const row = await allowedRow(db, actor, id);
      const [restaurants, owners, trail, bookingTrail] = await Promise.all([
        titles(),
        ownersOf(row.storeId),
        auditTrail(db, 'lead', id),
        row.bookingId ? auditTrail(db, 'booking', row.bookingId) : [],
      ]);
      const refunds = bookingTrail.filter((e) => isRefundAction(e.action));
      return {
        ...summaryOf(row, restaurants, clock()),
        email: row.email,
        phone: row.phone,
        specialRequest: row.specialRequest,
        lostReason: row.lostReason,
        ownerStaffId: row.ownerStaffId,
        version: row.version,
        owners,
        history: leadHistory([...trail, ...refunds].sort((a, b) => a.at.localeCompare(b.at))),
        cancellable: eventCancellable(row),
      };
    },

    /** Saves the form over the version it was opened at; a newer save meanwhile refuses it (nothing is lost). */
    async update(actor: StaffMember, id: string, form: LeadUpdate): Promise<{ version: number }> {
      const valuePence = form.value === '' ? null : penceFromPounds(form.value);
      const ownerStaffId = form.ownerStaffId === '' ? null : form.ownerStaffId;
      const lostReason = form.status === 'lost' ? form.lostReason : null;
      const now = clock();
      // Who may look after it is read first: on the embedded database a read outside the transaction waits for it.
      const { storeId } = await allowedRow(db, actor, id);
      const owner = ownerStaffId === null ? undefined : (await ownersOf(storeId)).find((o) => o.id === ownerStaffId);
      if (ownerStaffId !== null && !owner) throw invalid('ownerStaffId', LEAD_MESSAGES.owner);
      return db.transaction(async (tx) => {
        const row = await allowedRow(tx, actor, id, true);
        if (row.version !== form.version) throw conflict(LEAD_MESSAGES.stale);
        const before: LeadChange = {};
        const after: LeadChange = {};
        const note = <K extends keyof LeadChange>(key: K, was: LeadChange[K], is: LeadChange[K]) => {
          if (was === is) return;
          before[key] = was;
          after[key] = is;
        };
        note('status', row.status, form.status);
        note('lostReason', row.lostReason, lostReason);
        note('owner', row.ownerName, owner?.name ?? null);
        note('valuePence', row.valuePence, valuePence);
        if (!Object.keys(after).length && !form.note) throw invalid(undefined, LEAD_MESSAGES.nothing);
        // Decision 083: lost here would leave the event's space taken and its deposit unsettled.
        if (form.status === 'lost' && row.status !== 'lost' && eventCancellable(row))
          throw refused(LEAD_MESSAGES.cancelFirst, { field: 'status' });
        const version = row.version + 1;
        await tx
          .update(eventLeads)
          .set({
            status: form.status,
            lostReason,
            ownerStaffId,
            valuePence,
            version,
            updatedAt: now,
            firstAnsweredAt: row.firstAnsweredAt ?? now,
          })
          .where(eq(eventLeads.id, id));
        const by: AuditActor = { staffId: actor.id, name: actor.name };
        await auditInsert(tx, {
          actor: by,
          at: now,
          storeId: row.storeId,
          entity: 'lead',
          entityId: id,
          action: 'updated',
          before: before as Record<string, unknown>,
          after: after as Record<string, unknown>,
          reason: form.note || null,
        });
        return { version };
      });
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
