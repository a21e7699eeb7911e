// Staff's changes to a guest's profile (product.md D12 "Guest profiles"): tags,
// allergies and dietary notes, and notes. Each runs in one transaction with its
// audit entry (product.md D8 "Audit log"); access is the service's check.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { GuestDetailsInput } from '../../contract/guests.ts';
import { MAX_TAGS } from '../../contract/guests.ts';
import { auditInsert, changedFields, type AuditActor } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import type { Tx } from '../db/runner.ts';
import { guestNotes, guests, guestTags } from '../db/schema.ts';
import { refused } from '../domain/domain-error.ts';
import { writeTogether } from '../db/write-together.ts';

export interface GuestWriteContext {
  actor: AuditActor;
  at: Date;
  /** The restaurant the change was made for (a manager's), null for a chain-wide role. */
  storeId: string | null;
}

const audit = (
  tx: Tx,
  w: GuestWriteContext,
  guestId: string,
  action: string,
  change: { before?: Record<string, unknown>; after?: Record<string, unknown> },
) =>
  auditInsert(tx, {
    actor: w.actor,
    at: w.at,
    storeId: w.storeId,
    entity: 'guest',
    entityId: guestId,
    action,
    before: change.before ?? null,
    after: change.after ?? null,
  });

const touch = (tx: Tx, guestId: string, at: Date) => tx.update(guests).set({ updatedAt: at }).where(eq(guests.id, guestId));

/** Adds a (normalised) tag; false when the guest already had it. */
export async function addTag(db: Db, w: GuestWriteContext, guestId: string, tag: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const had = await tx.select({ tag: guestTags.tag }).from(guestTags).where(eq(guestTags.guestId, guestId));
    if (had.some((t) => t.tag === tag)) return false;
    if (had.length >= MAX_TAGS) throw refused(`A guest has at most ${MAX_TAGS} tags: please remove one first`, { field: 'tag' });
    await tx.insert(guestTags).values({ guestId, tag, createdAt: w.at });
    await writeTogether(tx, [audit(tx, w, guestId, 'tag-added', { after: { tag } })]);
    await touch(tx, guestId, w.at);
    return true;
  });
}

/** Removes a tag; false when the guest did not have it. */
export async function removeTag(db: Db, w: GuestWriteContext, guestId: string, tag: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(guestTags)
      .where(and(eq(guestTags.guestId, guestId), eq(guestTags.tag, tag)))
      .returning({ tag: guestTags.tag });
    if (!gone.length) return false;
    await writeTogether(tx, [audit(tx, w, guestId, 'tag-removed', { before: { tag } })]);
    await touch(tx, guestId, w.at);
    return true;
  });
}

/** Saves the allergies and dietary notes; false when nothing changed. */
export async function setDetails(db: Db, w: GuestWriteContext, guestId: string, input: GuestDetailsInput): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ allergies: guests.allergies, dietaryNotes: guests.dietaryNotes })
      .from(guests)
      .where(eq(guests.id, guestId));
    if (!current) return false;
    const change = changedFields(current, { ...input });
    if (!Object.keys(change.after).length) return false;
    await tx
      .update(guests)
      .set({ ...input, updatedAt: w.at })
      .where(eq(guests.id, guestId));
    await writeTogether(tx, [audit(tx, w, guestId, 'details', change)]);
    return true;
  });
}

export async function addNote(db: Db, w: GuestWriteContext, guestId: string, text: string): Promise<string> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await writeTogether(tx, [
      tx.insert(guestNotes).values({
        id,
        guestId,
        staffId: w.actor.staffId,
        author: w.actor.name,
        storeId: w.storeId,
        text,
        at: w.at,
      }),
      // The note's words stay in the note: the log says that one was added, and by whom.
      audit(tx, w, guestId, 'note', { after: { note: id } }),
    ]);
    await touch(tx, guestId, w.at);
  });
  return id;
}
