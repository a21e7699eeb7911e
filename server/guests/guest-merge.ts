// Merging a duplicate profile into another, and undoing it (product.md D12 "Guest
// profiles"), each in one transaction with its audit entries. The merged
// profile is kept, pointing at the one it joined, so its id still leads
// somewhere and an undo can bring it back as it was (rules/merge-plan.ts).
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { auditInsert } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import type { Tx } from '../db/runner.ts';
import { guestEmails, guestMerges, guestNotes, guests, guestTags } from '../db/schema.ts';
import { notFound, refused } from '../domain/domain-error.ts';
import { writeTogether } from '../db/write-together.ts';
import { emailsOf, tagsOf } from './guest-reads.ts';
import type { GuestWriteContext } from './guest-writes.ts';
import { fieldsAfterUndo, mergePlan, type MergeSide } from './rules/merge-plan.ts';

export const MERGE_SELF = 'A guest cannot be merged into themselves';
export const MERGE_GONE = 'That guest has already been merged into another';
export const UNDO_LATER_FIRST = 'Please undo the later merge into this guest first';

async function side(tx: Tx, id: string): Promise<(MergeSide & { id: string; mergedInto: string | null }) | null> {
  const [row] = await tx.select().from(guests).where(eq(guests.id, id)).for('update');
  if (!row) return null;
  const emails = await emailsOf(tx, [id]);
  const tags = await tagsOf(tx, [id]);
  return { ...row, emails: emails.get(id) ?? [], tags: tags.get(id) ?? [] };
}

const entry = (tx: Tx, w: GuestWriteContext, guestId: string, action: string, after: Record<string, unknown>) =>
  auditInsert(tx, { actor: w.actor, at: w.at, storeId: w.storeId, entity: 'guest', entityId: guestId, action, after });

/** Merges `mergedId` into `keptId`: the merge's id. */
export async function mergeGuests(db: Db, w: GuestWriteContext, keptId: string, mergedId: string): Promise<string> {
  if (keptId === mergedId) throw refused(MERGE_SELF, { field: 'from' });
  return db.transaction(async (tx) => {
    // Always lock in the same order, so two merges of the same pair cannot deadlock.
    const [first, second] = [keptId, mergedId].sort();
    const a = await side(tx, first!);
    const b = await side(tx, second!);
    const kept = a?.id === keptId ? a : b;
    const merged = a?.id === mergedId ? a : b;
    if (!kept || !merged) throw notFound('This guest could not be found');
    if (kept.mergedInto || merged.mergedInto) throw refused(MERGE_GONE, { field: 'from' });
    const plan = mergePlan(kept, merged);
    const noteIds = (await tx.select({ id: guestNotes.id }).from(guestNotes).where(eq(guestNotes.guestId, mergedId))).map((n) => n.id);
    const id = randomUUID();
    // Merges into one guest are undone newest first, so each must be later than the last, even on a clock that
    // stands still (a pinned test clock) or two merges in one millisecond: a millisecond after the last at least.
    const [last] = await tx
      .select({ at: guestMerges.at })
      .from(guestMerges)
      .where(eq(guestMerges.keptId, keptId))
      .orderBy(desc(guestMerges.at))
      .limit(1);
    const at = last && last.at.getTime() >= w.at.getTime() ? new Date(last.at.getTime() + 1) : w.at;
    await tx.update(guestEmails).set({ guestId: keptId }).where(eq(guestEmails.guestId, mergedId));
    if (noteIds.length) await tx.update(guestNotes).set({ guestId: keptId }).where(inArray(guestNotes.id, noteIds));
    await tx
      .update(guests)
      .set({ ...plan.after, updatedAt: w.at })
      .where(eq(guests.id, keptId));
    await tx.update(guests).set({ mergedInto: keptId, updatedAt: w.at }).where(eq(guests.id, mergedId));
    await writeTogether(tx, [
      ...(plan.tagsAdded.length
        ? [tx.insert(guestTags).values(plan.tagsAdded.map((tag) => ({ guestId: keptId, tag, createdAt: w.at })))]
        : []),
      tx.insert(guestMerges).values({
        id,
        keptId,
        mergedId,
        emails: plan.emails,
        tagsAdded: plan.tagsAdded,
        noteIds,
        before: plan.before,
        after: plan.after,
        at,
        staffId: w.actor.staffId,
      }),
      entry(tx, w, keptId, 'merge', { merged: mergedId, emails: plan.emails, tags: plan.tagsAdded, notes: noteIds.length }),
      entry(tx, w, mergedId, 'merged-into', { kept: keptId }),
    ]);
    return id;
  });
}

/** Undoes a merge into `keptId`: the merged profile's id, back on its own. */
export async function undoMerge(db: Db, w: GuestWriteContext, keptId: string, mergeId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [merge] = await tx
      .select()
      .from(guestMerges)
      .where(and(eq(guestMerges.id, mergeId), eq(guestMerges.keptId, keptId), isNull(guestMerges.undoneAt)));
    if (!merge) throw notFound('This merge could not be found, or it was already undone');
    const [latest] = await tx
      .select({ id: guestMerges.id })
      .from(guestMerges)
      .where(and(eq(guestMerges.keptId, keptId), isNull(guestMerges.undoneAt)))
      .orderBy(desc(guestMerges.at), desc(guestMerges.id))
      .limit(1);
    const kept = await side(tx, keptId);
    if (!kept) throw notFound('This guest could not be found');
    if (latest?.id !== mergeId || kept.mergedInto) throw refused(UNDO_LATER_FIRST);
    const fields = fieldsAfterUndo(kept, merge);
    if (merge.emails.length)
      await tx
        .update(guestEmails)
        .set({ guestId: merge.mergedId })
        .where(and(eq(guestEmails.guestId, keptId), inArray(guestEmails.email, merge.emails)));
    if (merge.noteIds.length) await tx.update(guestNotes).set({ guestId: merge.mergedId }).where(inArray(guestNotes.id, merge.noteIds));
    if (merge.tagsAdded.length)
      await tx.delete(guestTags).where(and(eq(guestTags.guestId, keptId), inArray(guestTags.tag, merge.tagsAdded)));
    await tx
      .update(guests)
      .set({ ...fields, updatedAt: w.at })
      .where(eq(guests.id, keptId));
    await tx.update(guests).set({ mergedInto: null, updatedAt: w.at }).where(eq(guests.id, merge.mergedId));
    await tx.update(guestMerges).set({ undoneAt: w.at }).where(eq(guestMerges.id, mergeId));
    await writeTogether(tx, [
      entry(tx, w, keptId, 'merge-undone', { merged: merge.mergedId, emails: merge.emails }),
      entry(tx, w, merge.mergedId, 'unmerged', { kept: keptId }),
    ]);
    return merge.mergedId;
  });
}
