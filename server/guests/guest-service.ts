// Guest profiles for the console (product.md D12 "Guest profiles"): every call takes
// the signed-in member and answers only what their role may see
// (rules/guest-access.ts). A guest the member may not reach is not-found, the
// same answer as a guest that does not exist (product.md D8 "Roles and scope").
import type { GuestDetailsInput, GuestGlance, GuestProfile, GuestSummary } from '../../contract/guests.ts';
import { formatHhmm } from '../../contract/london-time.ts';
import type { AuditActor } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { invalid, notFound } from '../domain/domain-error.ts';
import type { StaffMember } from '../staff/staff-repository.ts';
import { can } from '../staff/permissions.ts';
import { mergeGuests, undoMerge } from './guest-merge.ts';
import {
  bookingsOf,
  consentOf,
  emailsOf,
  glanceByEmail,
  guestById,
  mergesInto,
  notesOf,
  searchGuests,
  storesOf,
  tagsOf,
  type GuestRow,
} from './guest-reads.ts';
import { addNote, addTag, removeTag, setDetails, type GuestWriteContext } from './guest-writes.ts';
import { guestAccess, guestListScope, type GuestAccess } from './rules/guest-access.ts';
import { guestCounts, isLateCancellation } from './rules/guest-history.ts';
import { normaliseTag } from './rules/guest-tags.ts';

export const GUEST_NOT_FOUND = 'This guest could not be found';
const SEARCH_LIMIT = 50;
const VISITS_SHOWN = 200;

export interface GuestServiceDeps {
  db: Db;
  clock: () => Date;
}

interface Reached {
  row: GuestRow;
  emails: string[];
  storeIds: string[];
  access: GuestAccess;
}

export function createGuestService({ db, clock }: GuestServiceDeps) {
  /** The guest, when `actor` may see their profile; otherwise not-found. */
  async function reach(actor: StaffMember, guestId: string): Promise<Reached> {
    const row = await guestById(db, guestId);
    if (!row) throw notFound(GUEST_NOT_FOUND);
    // A merged profile is judged by the one it joined: its addresses are there now.
    const judged = row.mergedInto ? ((await guestById(db, row.mergedInto)) ?? row) : row;
    const emails = (await emailsOf(db, [judged.id])).get(judged.id) ?? [];
    const storeIds = await storesOf(db, emails);
    const access = guestAccess(actor, storeIds);
    if (!access.view) throw notFound(GUEST_NOT_FOUND);
    return { row, emails: row.mergedInto ? [] : emails, storeIds, access };
  }

  async function editable(actor: StaffMember, guestId: string): Promise<GuestWriteContext> {
    const { row, storeIds, access } = await reach(actor, guestId);
    if (!access.edit || row.mergedInto) throw notFound(GUEST_NOT_FOUND);
    return writeContext(actor, storeIds);
  }

  function writeContext(actor: StaffMember, storeIds: readonly string[]): GuestWriteContext {
    const audited: AuditActor = { staffId: actor.id, name: actor.name };
    // A manager's change is logged at the first of their restaurants the guest booked; a chain-wide one at none.
    const storeId = actor.restaurants.find((s) => storeIds.includes(s)) ?? null;
    return { actor: audited, at: clock(), storeId };
  }

  return {
    /** Name, e-mail or phone; newest-changed first. A manager finds only guests of their restaurants. */
    async search(actor: StaffMember, query: string): Promise<GuestSummary[]> {
      const scope = guestListScope(actor);
      if (scope !== null && !scope.length) return [];
      const rows = await searchGuests(db, query, scope, SEARCH_LIMIT);
      const ids = rows.map((r) => r.id);
      const [emails, tags] = [await emailsOf(db, ids), await tagsOf(db, ids)];
      return rows.map((r) => ({
        id: r.id,
        name: r.displayName,
        phone: r.phone,
        emails: emails.get(r.id) ?? [],
        tags: tags.get(r.id) ?? [],
      }));
    },

    async profile(actor: StaffMember, guestId: string): Promise<GuestProfile> {
      const { row, emails, access } = await reach(actor, guestId);
      const all = await bookingsOf(db, emails);
      const [tags, notes, consent, merges] = [
        (await tagsOf(db, [row.id])).get(row.id) ?? [],
        await notesOf(db, row.id),
        await consentOf(db, emails),
        await mergesInto(db, row.id),
      ];
      const mergedNames = await Promise.all(merges.map(async (m) => (await guestById(db, m.mergedId))?.displayName ?? ''));
      return {
        id: row.id,
        name: row.displayName,
        phone: row.phone,
        emails,
        tags,
        allergies: row.allergies,
        dietaryNotes: row.dietaryNotes,
        mergedInto: row.mergedInto,
        counts: guestCounts(all),
        visits: all.slice(0, VISITS_SHOWN).map((b) => ({
          bookingId: b.id,
          reference: b.reference,
          storeId: b.storeId,
          date: b.date,
          time: formatHhmm(b.startsAt),
          covers: b.covers,
          status: b.status,
          lateCancellation: isLateCancellation(b),
        })),
        notes: notes.map((n) => ({ id: n.id, author: n.author, text: n.text, at: n.at.toISOString() })),
        consent,
        merges: merges.map((m, i) => ({
          id: m.id,
          mergedId: m.mergedId,
          mergedName: mergedNames[i] ?? '',
          emails: m.emails,
          at: m.at.toISOString(),
          undone: m.undoneAt !== null,
        })),
        mayEdit: access.edit && !row.mergedInto,
        mayMerge: access.merge && !row.mergedInto,
      };
    },

    async addTag(actor: StaffMember, guestId: string, raw: string): Promise<{ tag: string; added: boolean }> {
      const tag = normaliseTag(raw);
      if (!tag) throw invalid('tag', 'Please type a tag of at most 40 characters');
      const w = await editable(actor, guestId);
      return { tag, added: await addTag(db, w, guestId, tag) };
    },

    async removeTag(actor: StaffMember, guestId: string, raw: string): Promise<boolean> {
      const tag = normaliseTag(raw);
      const w = await editable(actor, guestId);
      return tag ? removeTag(db, w, guestId, tag) : false;
    },

    async setDetails(actor: StaffMember, guestId: string, input: GuestDetailsInput): Promise<boolean> {
      return setDetails(db, await editable(actor, guestId), guestId, input);
    },

    async addNote(actor: StaffMember, guestId: string, text: string): Promise<string> {
      return addNote(db, await editable(actor, guestId), guestId, text);
    },

    /** Both profiles, for the merge page; not-found unless the member may merge and see both. */
    async mergePair(actor: StaffMember, keptId: string, mergedId: string) {
      const kept = await this.profile(actor, keptId);
      if (!kept.mayMerge) throw notFound(GUEST_NOT_FOUND);
      const merged = await this.profile(actor, mergedId);
      return { kept, merged };
    },

    async merge(actor: StaffMember, keptId: string, mergedId: string): Promise<string> {
      const kept = await reach(actor, keptId);
      const merged = await reach(actor, mergedId);
      if (!kept.access.merge || !merged.access.merge) throw notFound(GUEST_NOT_FOUND);
      return mergeGuests(db, writeContext(actor, kept.storeIds), keptId, mergedId);
    },

    async undoMerge(actor: StaffMember, keptId: string, mergeId: string): Promise<string> {
      const kept = await reach(actor, keptId);
      if (!kept.access.merge) throw notFound(GUEST_NOT_FOUND);
      return undoMerge(db, writeContext(actor, kept.storeIds), keptId, mergeId);
    },

    /**
     * The diary's glance for a restaurant-day's addresses (product.md D12 "In the diary"), keyed by lower-case address;
     * empty for a role without it. One query, however many bookings.
     */
    async glance(actor: StaffMember, storeId: string, emails: readonly string[]): Promise<Map<string, GuestGlance>> {
      if (!can(actor, 'guests.glance', storeId)) return new Map();
      return glanceByEmail(db, emails);
    },

    /** The same, for Mesa's own jobs (the daily sheet e-mailed to the restaurant). */
    glanceForSheet: (emails: readonly string[]) => glanceByEmail(db, emails),
  };
}

export type GuestService = ReturnType<typeof createGuestService>;
