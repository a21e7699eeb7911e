// The one way a content document goes live (decision 036), shared by the studio's
// publish, its scheduled publishes, its rollback and the content import: the
// live row, the kept version with what changed, the published version moved on
// (every instance drops its cached pages within a second) and the audit entry,
// all in the caller's transaction. And the check every document passes first.
import { eq, sql } from 'drizzle-orm';
import { CONTENT_SCHEMAS, type ContentKind } from '../../contract/content-studio.ts';
import { recordAudit, type AuditActor } from '../audit/audit-log.ts';
import type { Runner } from '../db/runner.ts';
import { contentState } from '../db/schema.ts';
import { appendVersion } from '../content/content-versions.ts';
import { docIdOf, readLiveDocument, writeLiveDocument } from '../content/live-documents.ts';
import { changeSummary } from './change-summary.ts';

export interface DocumentProblem {
  path: string;
  message: string;
}

export type DocumentCheck = { ok: true; doc: unknown } | { ok: false; problems: DocumentProblem[] };

/** The pack's schema, and the document must keep the id it is edited under. */
export function checkDocument(kind: ContentKind, docId: string, raw: unknown): DocumentCheck {
  const parsed = CONTENT_SCHEMAS[kind].safeParse(raw);
  if (!parsed.success)
    return { ok: false, problems: parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })) };
  if (docIdOf(kind, parsed.data) !== docId)
    return { ok: false, problems: [{ path: kind === 'restaurant' ? 'storeId' : 'id', message: 'The id cannot change' }] };
  return { ok: true, doc: parsed.data };
}

/** Moves the published version on, and answers it: every instance drops the pages that read the document within a second. */
async function bumpPublished(runner: Runner): Promise<number | null> {
  const [row] = await runner
    .update(contentState)
    .set({ version: sql`${contentState.version} + 1`, updatedAt: sql`now()` })
    .where(eq(contentState.id, 1))
    .returning({ version: contentState.version });
  return row?.version ?? null;
}

export interface PublishWrite {
  kind: ContentKind;
  docId: string;
  doc: unknown;
  at: Date;
  actor: AuditActor;
  action: 'publish' | 'scheduled-publish' | 'rollback' | 'import' | 'availability' | 'change-address';
  summary?: string;
}

/** The one way a document goes live: the live row, the version, the published version and the audit entry, in the caller's transaction. */
export async function publishDocument(tx: Runner, w: PublishWrite): Promise<number> {
  const before = await readLiveDocument(tx, w.kind, w.docId);
  await writeLiveDocument(tx, w.kind, w.doc, w.at);
  const summary = w.summary ?? changeSummary(before, w.doc);
  const publishedAs = await bumpPublished(tx);
  const version = await appendVersion(tx, {
    kind: w.kind,
    docId: w.docId,
    doc: w.doc,
    origin: 'studio',
    at: w.at,
    staffId: w.actor.staffId,
    actor: w.actor.name,
    summary: summary.slice(0, 2000),
    publishedAs,
  });
  await auditContent(tx, w.actor, w.at, { kind: w.kind, docId: w.docId }, w.action, { after: { version, summary } });
  return version;
}

/** The audit entry of a change to a content document (a restaurant's is filed under that restaurant). */
export function auditContent(
  tx: Runner,
  actor: AuditActor,
  at: Date,
  doc: { kind: ContentKind; docId: string },
  action: string,
  change: { before?: Record<string, unknown>; after?: Record<string, unknown> },
): Promise<void> {
  return recordAudit(tx, {
    actor,
    at,
    storeId: doc.kind === 'restaurant' ? doc.docId : null,
    entity: 'content',
    entityId: `${doc.kind}:${doc.docId}`,
    action,
    ...change,
  });
}
