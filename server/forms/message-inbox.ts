// The console's inbox (product.md D8 "Messages"): contact messages and group
// enquiries for the restaurant they name — head office's (no restaurant) too,
// for a chain admin — with new/handled, a staff note and the files a diner
// attached. Which restaurants a caller may read is decided by the caller
// (console-service.ts); this module only filters by the list it is given.
import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { MessageDetail, MessageKind, MessageSummary } from '../../contract/console-messages.ts';
import { formatLongDate } from '../../contract/london-time.ts';
import type { ContentService } from '../content/content-service.ts';
import type { Db } from '../db/client.ts';
import { bookings, contactMessages, groupEnquiries, uploadedFiles } from '../db/schema.ts';
import { notFound } from '../domain/domain-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit-log.ts';
import { publishedContactDefinitions, type ContactDefinitions } from './contact-content.ts';
import { referencesIn } from '../../contract/booking-reference.ts';

export const MESSAGE_NOT_FOUND = 'This message could not be found';
const LIST_LIMIT = 200;

/** Which restaurants' messages: a list of storeIds, optionally with head office's (no restaurant). */
export interface InboxScope {
  storeIds: readonly string[] | 'all';
  headOffice: boolean;
}

type ContactRow = typeof contactMessages.$inferSelect;
type GroupRow = typeof groupEnquiries.$inferSelect;

function scopeWhere(column: typeof contactMessages.storeId | typeof groupEnquiries.storeId, scope: InboxScope): SQL | undefined {
  if (scope.storeIds === 'all') return undefined;
  const stores = scope.storeIds.length ? inArray(column, [...scope.storeIds]) : undefined;
  const office = scope.headOffice ? isNull(column) : undefined;
  return or(stores, office) ?? sql`false`; // an empty scope matches nothing
}

/** The words the diner chose on the contact form, for the codes stored with the message; a code the form no longer has stays as it is. */
export function contactLabels(defs: ContactDefinitions, r: Pick<ContactRow, 'enquiryType' | 'contactReason' | 'contactSubReason'>) {
  const reason = defs.contactReasons.find((x) => x.id === r.contactReason);
  const sub = r.contactSubReason ? (reason?.subReasons.find((x) => x.id === r.contactSubReason)?.name ?? r.contactSubReason) : null;
  return {
    type: defs.contactTypes.find((x) => x.id === r.enquiryType)?.name ?? r.enquiryType,
    subject: [reason?.name ?? r.contactReason, sub].filter(Boolean).join(': '),
  };
}

export function createMessageInbox({
  db,
  content,
  contactDefinitions = publishedContactDefinitions(content),
}: {
  db: Db;
  content: ContentService;
  /** The contact form's types and reasons (its published document, decision 064), for their labels. */
  contactDefinitions?: () => Promise<ContactDefinitions>;
}) {
  /** Quoted references that name a booking of this restaurant: one query, never another restaurant's. */
  async function bookingLinks(storeId: string | null, text: string) {
    const refs = referencesIn(text);
    if (!storeId || !refs.length) return [];
    const rows = await db
      .select({ reference: bookings.reference, bookingId: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.storeId, storeId), inArray(bookings.reference, refs)));
    return rows;
  }
  async function titles(): Promise<Map<string, string>> {
    return new Map((await content.restaurantSummaries()).map((r) => [r.storeId, r.title]));
  }
  const titleOf = (names: Map<string, string>, storeId: string | null) => (storeId ? (names.get(storeId) ?? storeId) : 'Head office');

  async function attachmentCounts(ids: string[]): Promise<Map<string, number>> {
    if (!ids.length) return new Map();
    const rows = await db
      .select({ id: uploadedFiles.contactMessageId, n: count() })
      .from(uploadedFiles)
      .where(inArray(uploadedFiles.contactMessageId, ids))
      .groupBy(uploadedFiles.contactMessageId);
    return new Map(rows.map((r) => [r.id ?? '', r.n]));
  }

  const contactSummary = (r: ContactRow, names: Map<string, string>, files: number, defs: ContactDefinitions): MessageSummary => ({
    kind: 'contact',
    id: r.id,
    storeId: r.storeId,
    restaurantTitle: titleOf(names, r.storeId),
    subject: contactLabels(defs, r).subject,
    from: `${r.firstName} ${r.lastName}`,
    email: r.email,
    status: r.inboxStatus,
    receivedAt: r.createdAt.toISOString(),
    attachments: files,
  });
  const groupSummary = (r: GroupRow, names: Map<string, string>): MessageSummary => ({
    kind: 'group',
    id: r.id,
    storeId: r.storeId,
    restaurantTitle: titleOf(names, r.storeId),
    subject: `Group booking: ${r.covers} guests on ${formatLongDate(r.date)}`,
    from: `${r.firstName} ${r.lastName}`,
    email: r.email,
    status: r.inboxStatus,
    receivedAt: r.createdAt.toISOString(),
    attachments: 0,
  });

  async function findContact(id: string): Promise<ContactRow | null> {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    return row ?? null;
  }
  async function findGroup(id: string): Promise<GroupRow | null> {
    const [row] = await db.select().from(groupEnquiries).where(eq(groupEnquiries.id, id));
    return row ?? null;
  }

  return {
    async list(scope: InboxScope, filter: { storeId?: string; status?: 'new' | 'handled' }): Promise<MessageSummary[]> {
      const narrowed: InboxScope = filter.storeId ? { storeIds: [filter.storeId], headOffice: false } : scope;
      const contactWhere = and(
        scopeWhere(contactMessages.storeId, narrowed),
        filter.status ? eq(contactMessages.inboxStatus, filter.status) : undefined,
      );
      const groupWhere = and(
        scopeWhere(groupEnquiries.storeId, narrowed),
        filter.status ? eq(groupEnquiries.inboxStatus, filter.status) : undefined,
      );
      const [contacts, groups, names, defs] = await Promise.all([
        db.select().from(contactMessages).where(contactWhere).orderBy(desc(contactMessages.createdAt)).limit(LIST_LIMIT),
        db.select().from(groupEnquiries).where(groupWhere).orderBy(desc(groupEnquiries.createdAt)).limit(LIST_LIMIT),
        titles(),
        contactDefinitions(),
      ]);
      const files = await attachmentCounts(contacts.map((c) => c.id));
      return [...contacts.map((c) => contactSummary(c, names, files.get(c.id) ?? 0, defs)), ...groups.map((g) => groupSummary(g, names))]
        .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt))
        .slice(0, LIST_LIMIT);
    },

    /** The restaurant a message names (null: head office), or not found. */
    async storeOf(kind: MessageKind, id: string): Promise<string | null> {
      const row = kind === 'contact' ? await findContact(id) : await findGroup(id);
      if (!row) throw notFound(MESSAGE_NOT_FOUND);
      return row.storeId;
    },

    async detail(kind: MessageKind, id: string): Promise<MessageDetail> {
      const names = await titles();
      if (kind === 'contact') {
        const r = await findContact(id);
        if (!r) throw notFound(MESSAGE_NOT_FOUND);
        const [files, defs, links] = await Promise.all([
          db
            .select({ id: uploadedFiles.id, name: uploadedFiles.name, contentType: uploadedFiles.contentType, size: uploadedFiles.size })
            .from(uploadedFiles)
            .where(eq(uploadedFiles.contactMessageId, r.id)),
          contactDefinitions(),
          bookingLinks(r.storeId, r.message),
        ]);
        return {
          ...contactSummary(r, names, files.length, defs),
          phone: r.phone,
          body: r.message,
          facts: [
            { label: 'Enquiry', value: contactLabels(defs, r).type },
            ...(r.guests ? [{ label: 'Guests', value: String(r.guests) }] : []),
            { label: 'Sent to', value: r.recipient },
          ],
          note: r.staffNote,
          handledAt: r.handledAt?.toISOString() ?? null,
          handledBy: r.handledBy,
          attachmentList: files,
          bookingLinks: links,
        };
      }
      const r = await findGroup(id);
      if (!r) throw notFound(MESSAGE_NOT_FOUND);
      return {
        ...groupSummary(r, names),
        phone: r.telephoneNumber,
        body: r.specialRequest ?? '',
        facts: [
          { label: 'Booking type', value: r.bookingType },
          { label: 'Guests', value: String(r.covers) },
          { label: 'Date', value: formatLongDate(r.date) },
          { label: 'From', value: r.time },
          { label: 'Until', value: r.until },
          { label: 'Sent to', value: r.recipient },
        ],
        note: r.staffNote,
        handledAt: r.handledAt?.toISOString() ?? null,
        handledBy: r.handledBy,
        attachmentList: [],
        bookingLinks: await bookingLinks(r.storeId, r.specialRequest ?? ''),
      };
    },

    async update(
      actor: AuditActor,
      kind: MessageKind,
      id: string,
      update: { status: 'new' | 'handled'; note?: string },
      at: Date,
    ): Promise<void> {
      const table = kind === 'contact' ? contactMessages : groupEnquiries;
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ status: table.inboxStatus, note: table.staffNote, storeId: table.storeId })
          .from(table)
          .where(eq(table.id, id))
          .for('update');
        if (!before) throw notFound(MESSAGE_NOT_FOUND);
        const note = update.note === undefined ? before.note : update.note || null;
        const handled = update.status === 'handled';
        await tx
          .update(table)
          .set({ inboxStatus: update.status, staffNote: note, handledAt: handled ? at : null, handledBy: handled ? actor.name : null })
          .where(eq(table.id, id));
        await recordAudit(tx, {
          actor,
          at,
          storeId: before.storeId,
          entity: 'message',
          entityId: id,
          action: 'update',
          before: { status: before.status, note: before.note },
          after: { status: update.status, note },
        });
      });
    },

    /** A file attached to a contact message: the message's restaurant, for the caller's check, and the bytes. */
    async attachment(fileId: string) {
      const [file] = /^[\w-]{1,64}$/.test(fileId)
        ? await db
            .select({
              name: uploadedFiles.name,
              contentType: uploadedFiles.contentType,
              content: uploadedFiles.content,
              messageId: uploadedFiles.contactMessageId,
            })
            .from(uploadedFiles)
            .where(eq(uploadedFiles.id, fileId))
        : [];
      if (!file?.messageId) throw notFound('This file could not be found');
      const storeId = await this.storeOf('contact', file.messageId);
      return { storeId, name: file.name, contentType: file.contentType, content: Buffer.from(file.content, 'base64') };
    },
  };
}

export type MessageInbox = ReturnType<typeof createMessageInbox>;
