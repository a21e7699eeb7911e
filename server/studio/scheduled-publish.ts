// Publishing a draft at a chosen time (decision 036, decision 061). The draft
// stays the document's draft — previewed and edited like any other — and the
// schedule follows its saves. At its time the job claims the row once across
// instances; when the version the draft began from is no longer the live one,
// the draft's changes are laid onto the live version field by field, or, when
// a field was changed both ways, the publish is refused and the panel and the
// audit log say why. Nothing published since is undone silently.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, lte } from 'drizzle-orm';
import { STUDIO_MESSAGES, type BasedOn, type ContentKind } from '../../contract/content-studio.ts';
import type { AuditActor } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import type { Runner } from '../db/runner.ts';
import { contentDrafts, contentSchedules } from '../db/schema.ts';
import { conflict, invalid, notFound } from '../domain/domain-error.ts';
import { versionsOf } from '../content/content-versions.ts';
import { readLiveDocument } from '../content/live-documents.ts';
import { changeSummary } from './change-summary.ts';
import { draftOf, isSameDraft } from './drafts.ts';
import { bandProblem } from './price-band-rules.ts';
import { auditContent, checkDocument, publishDocument } from './publish-document.ts';
import { mergeOntoLive } from './three-way-merge.ts';

const MESA: AuditActor = { staffId: null, name: 'Mesa' };

const pendingFromDraft = (kind: ContentKind, docId: string) =>
  and(
    eq(contentSchedules.kind, kind),
    eq(contentSchedules.docId, docId),
    eq(contentSchedules.status, 'pending'),
    eq(contentSchedules.fromDraft, true),
  );

/** The draft was saved (or carried onto a new version): its pending schedule publishes it as it is now. */
export async function followDraft(tx: Runner, kind: ContentKind, docId: string, draft: { doc: unknown; baseVersion: number }) {
  await tx.update(contentSchedules).set({ doc: draft.doc, baseVersion: draft.baseVersion }).where(pendingFromDraft(kind, docId));
}

/** The draft went live by hand, or was discarded: its pending schedule has nothing left to publish. */
export async function endDraftSchedules(tx: Runner, kind: ContentKind, docId: string, at: Date, why: string) {
  return tx
    .update(contentSchedules)
    .set({ status: 'cancelled', doneAt: at, note: why })
    .where(pendingFromDraft(kind, docId))
    .returning({ id: contentSchedules.id });
}

/** Publishes the draft the form was based on at `runAt`; a new time for a draft already scheduled replaces the old one. */
export async function scheduleDraft(
  db: Db,
  s: { kind: ContentKind; docId: string; basedOn: BasedOn; runAt: Date; at: Date; actor: AuditActor },
): Promise<{ id: string }> {
  if (s.runAt.getTime() <= s.at.getTime()) throw invalid('at', STUDIO_MESSAGES.scheduleInPast);
  return db.transaction(async (tx) => {
    const draft = await draftOf(tx, s.kind, s.docId, true);
    if (!draft) throw invalid(undefined, STUDIO_MESSAGES.noDraft);
    if (!isSameDraft(draft, s.basedOn)) throw conflict(STUDIO_MESSAGES.conflict);
    const replaced = await endDraftSchedules(tx, s.kind, s.docId, s.at, `Scheduled again for ${s.runAt.toISOString()}`);
    const id = randomUUID();
    await tx.insert(contentSchedules).values({
      id,
      kind: s.kind,
      docId: s.docId,
      doc: draft.doc,
      baseVersion: draft.baseVersion,
      fromDraft: true,
      runAt: s.runAt,
      status: 'pending',
      staffId: s.actor.staffId,
      actor: s.actor.name,
      createdAt: s.at,
    });
    const after = { runAt: s.runAt.toISOString(), schedule: id, baseVersion: draft.baseVersion };
    const before = replaced.length ? { schedule: replaced[0]!.id } : undefined;
    await auditContent(tx, s.actor, s.at, { kind: s.kind, docId: s.docId }, 'schedule', { before, after });
    return { id };
  });
}

export async function cancelSchedule(db: Db, c: { kind: ContentKind; docId: string; scheduleId: string; at: Date; actor: AuditActor }) {
  await db.transaction(async (tx) => {
    const done = await tx
      .update(contentSchedules)
      .set({ status: 'cancelled', doneAt: c.at })
      .where(
        and(
          eq(contentSchedules.id, c.scheduleId),
          eq(contentSchedules.kind, c.kind),
          eq(contentSchedules.docId, c.docId),
          eq(contentSchedules.status, 'pending'),
        ),
      )
      .returning({ id: contentSchedules.id });
    if (!done.length) throw notFound('This scheduled publish has already run or been cancelled');
    await auditContent(tx, c.actor, c.at, { kind: c.kind, docId: c.docId }, 'cancel-schedule', { before: { schedule: c.scheduleId } });
  });
}

type Due = typeof contentSchedules.$inferSelect;
type Outcome = { ok: true; doc: unknown; note: string | null; summary: string } | { ok: false; problem: string };

/** What a due schedule publishes: its document, or laid onto a newer live version; or why it cannot. */
async function whatToPublish(tx: Runner, due: Due): Promise<Outcome> {
  const fail = (problems: { path: string; message: string }[]) => ({
    ok: false as const,
    problem: problems.map((p) => `${p.path}: ${p.message}`).join('; '),
  });
  const check = checkDocument(due.kind, due.docId, due.doc);
  if (!check.ok) return fail(check.problems);
  const [versions, live] = await Promise.all([versionsOf(tx, due.kind, due.docId), readLiveDocument(tx, due.kind, due.docId)]);
  const latest = versions[0];
  let doc = check.doc;
  let note: string | null = null;
  if (latest && due.baseVersion !== latest.version) {
    const base = versions.find((v) => v.version === due.baseVersion);
    const newer = `version ${latest.version}, published by ${latest.actor} after this was scheduled`;
    const merged = base ? mergeOntoLive(base.doc, check.doc, live) : { ok: false as const, clashes: [{ path: '(document)' }] };
    if (!merged.ok) {
      const fields = merged.clashes.map((c) => c.path).join('; ');
      return {
        ok: false,
        problem: `Not published: ${newer}, changed the same fields (${fields}). The draft is kept: publish it again once you have made it agree with the live version.`,
      };
    }
    const rechecked = checkDocument(due.kind, due.docId, merged.doc);
    if (!rechecked.ok) return fail(rechecked.problems);
    doc = rechecked.doc;
    note = `Rebased: ${newer}, is kept; this draft's own changes were laid onto it (no field was changed both ways).`;
  }
  const bands = await bandProblem(tx, due.kind, doc);
  if (bands) return fail([bands]);
  const rebased = note ? ` (rebased onto version ${latest!.version})` : '';
  return { ok: true, doc, note, summary: `Scheduled by ${due.actor}${rebased}: ${changeSummary(live, doc)}` };
}

/**
 * Publishes every schedule that is due, each once: the row is claimed
 * (skipping rows another instance holds) and marked in the publish's own
 * transaction, so a crash or a second instance cannot publish it twice.
 */
export async function publishDueSchedules(db: Db, clock: () => Date): Promise<{ published: number; failed: number }> {
  let published = 0;
  let failed = 0;
  for (;;) {
    const outcome = await db.transaction(async (tx) => {
      const now = clock();
      const [due] = await tx
        .select()
        .from(contentSchedules)
        .where(and(eq(contentSchedules.status, 'pending'), lte(contentSchedules.runAt, now)))
        .orderBy(asc(contentSchedules.runAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return 'none' as const;
      const doc = { kind: due.kind, docId: due.docId };
      const what = await whatToPublish(tx, due);
      if (!what.ok) {
        await tx
          .update(contentSchedules)
          .set({ status: 'failed', doneAt: now, problem: what.problem })
          .where(eq(contentSchedules.id, due.id));
        await auditContent(tx, MESA, now, doc, 'scheduled-publish-refused', {
          before: { schedule: due.id },
          after: { problem: what.problem },
        });
        return 'failed' as const;
      }
      await publishDocument(tx, { ...doc, doc: what.doc, at: now, actor: MESA, action: 'scheduled-publish', summary: what.summary });
      await tx.update(contentSchedules).set({ status: 'published', doneAt: now, note: what.note }).where(eq(contentSchedules.id, due.id));
      // The draft it was made from is live now.
      if (due.fromDraft) await tx.delete(contentDrafts).where(and(eq(contentDrafts.kind, due.kind), eq(contentDrafts.docId, due.docId)));
      return 'published' as const;
    });
    if (outcome === 'none') break;
    if (outcome === 'published') published++;
    else failed++;
  }
  return { published, failed };
}
