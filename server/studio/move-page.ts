// A page's change of address (decision 054 "Pages": a 301 from the old address
// when a published slug changes), in the caller's transaction: the page is
// published under its new id, the old live row goes, a redirect old → new is
// kept and older redirects to the old path are pointed at the new one (a
// visitor never follows a chain), and the audit log says who moved it.
//
// What follows the page, and why:
// - Versions: the old id's versions stay where they are (history is never
//   rewritten), and are copied under the new id with the new id inside, so the
//   page's history and its rollback carry on at its new address. The old id
//   gets one closing version ("Moved to …"), from the studio, so a re-seed with
//   the pack that still holds the page at its old address leaves it moved
//   (seed-content.ts keeps what editors changed) rather than bringing it back.
// - A draft follows the page (its id rewritten); it stays stale only if it was.
// - A pending scheduled publish follows the page too: published later at the old
//   id, it would bring the old address back.
import { and, eq, sql } from 'drizzle-orm';
import { PAGE_ADDRESS_MESSAGES, ROUTED_PAGE_IDS, pagePath } from '../../contract/page-address.ts';
import type { Page } from '../../contract/content.ts';
import type { AuditActor } from '../audit/audit-log.ts';
import type { Runner } from '../db/runner.ts';
import { contentDrafts, contentRedirects, contentSchedules, contentState, contentVersions } from '../db/schema.ts';
import { invalid, notFound } from '../domain/domain-error.ts';
import { appendVersion, versionsOf } from '../content/content-versions.ts';
import { deleteLiveDocument, readLiveDocument } from '../content/live-documents.ts';
import { auditContent, publishDocument } from './publish-document.ts';

/** Two moves at once must not both take one address: page moves wait for each other. */
const MOVE_LOCK = 72_736_026;

export interface PageMove {
  from: string;
  to: string;
  at: Date;
  actor: AuditActor;
}

/**
 * Moves the live page `from` to the id `to` (already checked by pageAddressSchema); answers the new id's version,
 * and where the new address sent visitors until now, when it was an older page's old address (its redirect ends:
 * the page is served there now, and the editor is told).
 */
export async function movePage(tx: Runner, m: PageMove): Promise<{ version: number; replacedRedirect: string | null }> {
  const { from, to, at, actor } = m;
  if (from === to) throw invalid('to', PAGE_ADDRESS_MESSAGES.same);
  if (ROUTED_PAGE_IDS.includes(from)) throw invalid('to', PAGE_ADDRESS_MESSAGES.routed);
  await tx.execute(sql`select pg_advisory_xact_lock(${MOVE_LOCK})`);
  const live = (await readLiveDocument(tx, 'page', from)) as Page | null;
  if (!live) throw notFound('This page could not be found');
  if ((await readLiveDocument(tx, 'page', to)) !== null) throw invalid('to', PAGE_ADDRESS_MESSAGES.taken(pagePath(to)));

  // The history, copied under the new id after whatever that id held before (a page that once lived there).
  const [old, earlier] = await Promise.all([versionsOf(tx, 'page', from), versionsOf(tx, 'page', to)]);
  const base = earlier[0]?.version ?? 0;
  if (old.length)
    await tx.insert(contentVersions).values(
      old.map((v) => ({
        kind: 'page' as const,
        docId: to,
        version: base + v.version,
        doc: { ...(v.doc as object), id: to },
        origin: v.origin,
        at: v.at,
        actor: v.actor,
        staffId: null,
        summary: v.summary,
      })),
    );
  const lastOld = old[0]?.version ?? 0;
  const summary = `Moved from ${pagePath(from)} to ${pagePath(to)}`;
  await deleteLiveDocument(tx, 'page', from);
  const version = await publishDocument(tx, {
    kind: 'page',
    docId: to,
    doc: { ...live, id: to },
    at,
    actor,
    action: 'change-address',
    summary,
  });
  // The closing version goes live with the same published version, so every instance drops the page kept at the old address.
  const [state] = await tx.select({ version: contentState.version }).from(contentState).where(eq(contentState.id, 1));
  await appendVersion(tx, {
    kind: 'page',
    docId: from,
    doc: live,
    origin: 'studio',
    at,
    staffId: actor.staffId,
    actor: actor.name,
    summary,
    publishedAs: state?.version ?? null,
  });
  // The redirects: none from the page's new path (it is served there now), the old ones re-pointed, and old → new.
  const [replaced] = await tx
    .delete(contentRedirects)
    .where(eq(contentRedirects.fromPath, pagePath(to)))
    .returning({ toPath: contentRedirects.toPath });
  // Its own old redirect (a page moving back) is no news; another page's is.
  const replacedRedirect = replaced && replaced.toPath !== pagePath(from) ? replaced.toPath : null;
  await auditContent(tx, actor, at, { kind: 'page', docId: from }, 'change-address', {
    before: { path: pagePath(from) },
    after: { path: pagePath(to), version, ...(replacedRedirect ? { replacedRedirect } : {}) },
  });
  await tx
    .update(contentRedirects)
    .set({ toPath: pagePath(to) })
    .where(eq(contentRedirects.toPath, pagePath(from)));
  const redirect = { toPath: pagePath(to), kind: 'page' as const, docId: to, staffId: actor.staffId, actor: actor.name, createdAt: at };
  await tx
    .insert(contentRedirects)
    .values({ fromPath: pagePath(from), ...redirect })
    .onConflictDoUpdate({ target: contentRedirects.fromPath, set: redirect });
  await tx
    .update(contentRedirects)
    .set({ docId: to })
    .where(and(eq(contentRedirects.kind, 'page'), eq(contentRedirects.docId, from)));

  // The draft and the pending schedules follow the page.
  await tx.delete(contentDrafts).where(and(eq(contentDrafts.kind, 'page'), eq(contentDrafts.docId, to)));
  const [draft] = await tx
    .select({ doc: contentDrafts.doc, baseVersion: contentDrafts.baseVersion })
    .from(contentDrafts)
    .where(and(eq(contentDrafts.kind, 'page'), eq(contentDrafts.docId, from)));
  if (draft)
    await tx
      .update(contentDrafts)
      .set({
        docId: to,
        doc: { ...(draft.doc as object), id: to },
        // Begun from the newest version, it is the moved page's draft; begun from an older one, it stays stale.
        baseVersion: draft.baseVersion === lastOld ? version : base + draft.baseVersion,
      })
      .where(and(eq(contentDrafts.kind, 'page'), eq(contentDrafts.docId, from)));
  const pending = await tx
    .select({ id: contentSchedules.id, doc: contentSchedules.doc, baseVersion: contentSchedules.baseVersion })
    .from(contentSchedules)
    .where(and(eq(contentSchedules.kind, 'page'), eq(contentSchedules.docId, from), eq(contentSchedules.status, 'pending')));
  for (const s of pending) {
    // As the draft: begun from the newest version, the moved page's; else the renumbered older one (decision 061).
    const baseVersion = s.baseVersion === null ? null : s.baseVersion === lastOld ? version : base + s.baseVersion;
    await tx
      .update(contentSchedules)
      .set({ docId: to, doc: { ...(s.doc as object), id: to }, baseVersion })
      .where(eq(contentSchedules.id, s.id));
  }
  return { version, replacedRedirect };
}
