// Proposals (decision 078): a manager builds one from what Mesa knows and sends it as a numbered version; the
// sending holds the space in the diary until the hold lapses; the client reads the newest version behind a
// signed link, asks for changes or accepts it by name against its hash, which makes the space firm. Another
// restaurant's lead is not found by any id (product.md D8); a send over a lead changed since the builder was
// opened is refused (decision 077's check).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { eventCancelled } from '../../contract/event-cancellation.ts';
import { LEAD_MESSAGES, type LeadStatus } from '../../contract/event-leads.ts';
import { PROPOSAL_MESSAGES, proposalTotals, type ProposalForm, type ProposalView } from '../../contract/event-proposals.ts';
import type { Currency } from '../../contract/money.ts';
import { auditInsert, type AuditActor } from '../audit/audit-log.ts';
import type { BookingLinks } from '../booking/booking-links.ts';
import type { BookingRepository } from '../booking/booking-repository.ts';
import type { ContentService } from '../content/content-service.ts';
import type { Db } from '../db/client.ts';
import type { Runner } from '../db/runner.ts';
import { eventLeads, eventProposals } from '../db/schema.ts';
import { conflict, invalid, notFound, refused } from '../domain/domain-error.ts';
import type { MailRestaurant } from '../mail/mail-restaurant.ts';
import { mailInsert } from '../mail/outbox.ts';
import { can } from '../staff/permissions.ts';
import type { StaffMember } from '../staff/staff-repository.ts';
import { firmHold, placeHold, type EventHoldDeps, type EventSpace } from './event-hold.ts';
import { guestProfileOf, menuForSheet, paidFor, type EventSheet } from './event-sheet.ts';
import { latestProposal, leadRow, viewOf, type LeadRow } from './lead-rows.ts';
import { proposalHash } from './proposal-hash.ts';
import { proposalAcceptedMail, proposalChangesMail, proposalSentMail } from './proposal-mail.ts';
import { proposalTerms } from './proposal-terms.ts';

export interface ProposalServiceDeps {
  db: Db;
  content: Pick<ContentService, 'menus' | 'menu' | 'restaurantByStoreId'>;
  repo: Pick<BookingRepository, 'setup'>;
  settings: { read(storeId: string): Promise<{ eventVatPercent: number }> };
  links: Pick<BookingLinks, 'proposalUrl' | 'verifyProposal'>;
  /** The site's address, for the console link in the restaurant's mail. */
  publicUrl: string;
  /** Decision 080: the event's space in the diary, held and made firm under the day locks. */
  holds: EventHoldDeps;
  currency: Currency;
  clock: () => Date;
}

const CLIENT: AuditActor = { staffId: null, name: 'Client' };

const mailRestaurant = (r: MailRestaurant): MailRestaurant => ({ title: r.title, address: r.address, phone: r.phone, email: r.email });

export function createProposalService(deps: ProposalServiceDeps) {
  const { db, clock } = deps;

  /** The lead if the member works its restaurant's leads; else not found, as if it did not exist. */
  async function allowedLead(runner: Runner, actor: StaffMember, id: string, forUpdate = false): Promise<LeadRow> {
    const row = await leadRow(runner, id, forUpdate);
    if (!row || !can(actor, 'events.manage', row.storeId)) throw notFound(LEAD_MESSAGES.notFound);
    return row;
  }

  async function restaurantOf(storeId: string): Promise<MailRestaurant & { title: string }> {
    const restaurant = await deps.content.restaurantByStoreId(storeId);
    if (!restaurant) throw notFound(LEAD_MESSAGES.notFound);
    return mailRestaurant(restaurant);
  }

  /** The lead a client's signed link names, with its newest proposal; not found for a bad link or none sent. */
  async function clientLead(token: string) {
    const leadId = deps.links.verifyProposal(token);
    const lead = leadId ? await leadRow(db, leadId) : null;
    const proposal = lead ? await latestProposal(db, lead.id) : null;
    if (!lead || !proposal) throw notFound(PROPOSAL_MESSAGES.notFound);
    return { lead, proposal };
  }

  return {
    /** What the builder offers: the lead, the restaurant's space and the studio's menus, the VAT rate and the newest version. */
    async builder(actor: StaffMember, leadId: string) {
      const lead = await allowedLead(db, actor, leadId);
      const [setup, menus, settings, latest] = await Promise.all([
        deps.repo.setup(lead.storeId),
        deps.content.menus(),
        deps.settings.read(lead.storeId),
        latestProposal(db, leadId),
      ]);
      return {
        lead,
        areas: setup?.areas.map((a) => ({ id: a.id, name: a.name })) ?? [],
        tables: setup?.tables.map((t) => ({ id: t.id, areaId: t.areaId, maxSeats: t.maxSeats })) ?? [],
        menus: menus.map((m) => ({ id: m.id, name: m.name })),
        vatPercent: settings.eventVatPercent,
        current: latest ? viewOf(latest, clock()) : null,
      };
    },

    /** The newest version sent for a lead, for its page; null before the first. */
    async current(actor: StaffMember, leadId: string): Promise<ProposalView | null> {
      await allowedLead(db, actor, leadId);
      const latest = await latestProposal(db, leadId);
      return latest ? viewOf(latest, clock()) : null;
    },

    /** The event sheet (event-sheet.ts) from the newest version sent, or from the client's request before one is. */
    async sheet(actor: StaffMember, leadId: string): Promise<EventSheet> {
      const lead = await allowedLead(db, actor, leadId);
      const latest = await latestProposal(db, leadId);
      const proposal = latest ? viewOf(latest, clock()) : null;
      const [restaurant, menus, profile, paid] = await Promise.all([
        restaurantOf(lead.storeId),
        Promise.all((proposal?.terms.menus ?? []).map(async (m) => menuForSheet(m.title, await deps.content.menu(m.slug)))),
        guestProfileOf(db, lead.email),
        paidFor(db, lead.bookingId),
      ]);
      return {
        leadId,
        restaurant: restaurant.title,
        status: lead.status,
        contact: lead.email
          ? { name: `${lead.firstName ?? ''} ${lead.lastName ?? ''}`.trim(), email: lead.email, phone: lead.phone }
          : null,
        bookingType: lead.bookingType,
        request: { covers: lead.covers, date: lead.date, time: lead.time, until: lead.until },
        requests: lead.specialRequest,
        profile,
        proposal,
        menus,
        paid,
      };
    },

    /** Sends a new version: writes it, holds (or moves) its space, moves the lead on and mails the client its link. */
    async send(actor: StaffMember, leadId: string, form: ProposalForm): Promise<{ version: number }> {
      const now = clock();
      // Read before the transaction: on the embedded database a read outside it waits for it.
      const lead = await allowedLead(db, actor, leadId);
      if (!lead.email || !lead.firstName)
        throw refused("This lead's client was erased at their request: there is no one to send a proposal to.");
      const [setup, menus, restaurant] = await Promise.all([
        deps.repo.setup(lead.storeId),
        deps.content.menus(),
        restaurantOf(lead.storeId),
      ]);
      const built = proposalTerms(form, {
        setup: setup ?? { areas: [], tables: [] },
        menus: menus.map((m) => ({ id: m.id, name: m.name })),
        currency: deps.currency,
        now,
      });
      if (!built.ok) throw invalid(built.field, built.message);
      const { terms, holdExpiresAt } = built;
      const by: AuditActor = { staffId: actor.id, name: actor.name };
      return db.transaction(async (tx) => {
        const row = await allowedLead(tx, actor, leadId, true);
        if (row.version !== form.leadVersion) throw conflict(LEAD_MESSAGES.stale);
        const latest = await latestProposal(tx, leadId, true);
        const version = (latest?.version ?? 0) + 1;
        const hash = proposalHash(version, terms);
        const contact = { firstName: lead.firstName ?? '', lastName: lead.lastName ?? '', email: lead.email ?? '', phone: lead.phone };
        const space: EventSpace = {
          storeId: row.storeId,
          leadId,
          date: terms.date,
          startsAt: terms.startsAt,
          endsAt: terms.endsAt,
          tableIds: terms.space.tableIds,
          covers: terms.covers,
          // What kind of event, never who: the title is kept as the booking's occasion, which an erasure does not scrub.
          title: lead.bookingType || 'Private event',
          contact,
          holdExpiresAt,
        };
        const bookingId = await placeHold(tx, deps.holds, space, row.bookingId, by, now);
        // An event the client accepted stays theirs while they read the new version (decision 078).
        if (latest?.acceptedAt) await firmHold(tx, deps.holds, bookingId, by, now);
        await tx.insert(eventProposals).values({
          id: randomUUID(),
          leadId,
          storeId: row.storeId,
          version,
          terms,
          hash,
          sentBy: actor.id,
          sentAt: now,
          holdExpiresAt,
        });
        // A lead further on than a proposal (its deposit paid, its event held) keeps its status; the new version shows as awaiting.
        const status: LeadStatus = row.status === 'deposit-paid' || row.status === 'completed' ? row.status : 'proposal-sent';
        const total = proposalTotals(terms).total;
        await tx
          .update(eventLeads)
          .set({
            status,
            lostReason: null,
            bookingId,
            valuePence: total,
            version: row.version + 1,
            firstAnsweredAt: row.firstAnsweredAt ?? now,
            updatedAt: now,
          })
          .where(eq(eventLeads.id, leadId));
        // The history names what the send moved (the status, the value) beside the version it sent.
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        if (row.status !== status) [before.status, after.status] = [row.status, status];
        if (row.valuePence !== total) [before.valuePence, after.valuePence] = [row.valuePence, total];
        await auditInsert(tx, {
          actor: by,
          at: now,
          storeId: row.storeId,
          entity: 'lead',
          entityId: leadId,
          action: 'proposal-sent',
          before,
          after: { ...after, proposal: version, holdUntil: holdExpiresAt.toISOString(), hash },
        });
        await mailInsert(
          tx,
          proposalSentMail({
            to: contact.email,
            firstName: contact.firstName,
            version,
            terms,
            restaurant,
            url: deps.links.proposalUrl(leadId),
          }),
        );
        return { version };
      });
    },

    /** The client's page: the newest version, the restaurant and the client's first name. */
    async forClient(token: string) {
      const { lead, proposal } = await clientLead(token);
      const restaurant = await restaurantOf(lead.storeId);
      return { firstName: lead.firstName, restaurant, proposal: viewOf(proposal, clock()), cancelled: eventCancelled(lead) };
    },

    /**
     * The client accepts the version they read, by name: recorded with when, from where and its hash, once; the
     * space becomes firm and the lead confirmed. A page showing an older version is refused, so nothing is
     * accepted unread; a second press of the same acceptance changes nothing.
     */
    async accept(token: string, input: { hash: string; name: string }, from: { address: string | null; agent: string | null }) {
      const now = clock();
      const { lead } = await clientLead(token);
      const restaurant = await restaurantOf(lead.storeId);
      return db.transaction(async (tx) => {
        // The lead first, then its proposal: the order a send takes them in, so the two never wait on each other.
        const row = await leadRow(tx, lead.id, true);
        const proposal = await latestProposal(tx, lead.id, true);
        if (!proposal || !row) throw notFound(PROPOSAL_MESSAGES.notFound);
        if (eventCancelled(row)) throw refused(PROPOSAL_MESSAGES.cancelled);
        if (proposal.hash !== input.hash) throw conflict(PROPOSAL_MESSAGES.stale);
        if (proposal.acceptedAt) return { already: true };
        if (proposal.holdExpiresAt.getTime() <= now.getTime()) throw refused(PROPOSAL_MESSAGES.expired);
        if (row.bookingId) await firmHold(tx, deps.holds, row.bookingId, CLIENT, now);
        await tx
          .update(eventProposals)
          .set({
            acceptedAt: now,
            acceptedName: input.name,
            acceptedFrom: from.address,
            acceptedAgent: from.agent,
            acceptedHash: input.hash,
          })
          .where(and(eq(eventProposals.id, proposal.id)));
        const status: LeadStatus =
          row.status === 'new' || row.status === 'proposal-sent' || row.status === 'lost' ? 'confirmed' : row.status;
        await tx
          .update(eventLeads)
          .set({ status, version: row.version + 1, updatedAt: now })
          .where(eq(eventLeads.id, row.id));
        await auditInsert(tx, {
          actor: CLIENT,
          at: now,
          storeId: row.storeId,
          entity: 'lead',
          entityId: row.id,
          action: 'proposal-accepted',
          before: row.status === status ? null : { status: row.status },
          after: { ...(row.status === status ? {} : { status }), proposal: proposal.version, acceptedBy: input.name, hash: input.hash },
        });
        if (row.email && row.firstName)
          await mailInsert(
            tx,
            proposalAcceptedMail({
              to: row.email,
              firstName: row.firstName,
              version: proposal.version,
              terms: proposal.terms,
              restaurant,
              url: deps.links.proposalUrl(row.id),
              acceptedName: input.name,
              hash: input.hash,
            }),
          );
        return { already: false };
      });
    },

    /** The client asks for changes: their words go to the lead's history and the restaurant's inbox. */
    async askChanges(token: string, message: string): Promise<void> {
      const now = clock();
      const { lead, proposal } = await clientLead(token);
      const restaurant = await restaurantOf(lead.storeId);
      await db.transaction(async (tx) => {
        await auditInsert(tx, {
          actor: CLIENT,
          at: now,
          storeId: lead.storeId,
          entity: 'lead',
          entityId: lead.id,
          action: 'changes-asked',
          after: { proposal: proposal.version },
          reason: message,
        });
        await mailInsert(
          tx,
          proposalChangesMail({
            restaurant,
            client: { name: `${lead.firstName ?? ''} ${lead.lastName ?? ''}`.trim(), email: lead.email ?? '' },
            version: proposal.version,
            message,
            leadUrl: new URL(`/console/events/${lead.id}/`, deps.publicUrl).toString(),
          }),
        );
      });
    },
  };
}

export type ProposalService = ReturnType<typeof createProposalService>;
