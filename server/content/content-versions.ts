// The kept versions of content documents (decision 036): every published version,
// whole, with who published it and what changed. The pack's versions and the
// studio's sit in one sequence per document. A restaurant's booking setup keeps
// its saved versions here too (decision 072: one version history).
import { and, desc, eq, gt, lte, max } from 'drizzle-orm';
import type { ContentKind } from '../../contract/content-studio.ts';
import type { Runner } from '../db/runner.ts';
import { contentVersions, type VersionedKind } from '../db/schema.ts';

export type VersionOrigin = 'pack' | 'studio';

export interface StoredVersion {
  docId: string;
  version: number;
  doc: unknown;
  origin: VersionOrigin;
  at: Date;
  actor: string;
  summary: string;
}

export interface VersionWrite {
  kind: VersionedKind;
  docId: string;
  doc: unknown;
  origin: VersionOrigin;
  at: Date;
  staffId: string | null;
  actor: string;
  summary: string;
  /** The published version this version went live as (studio publishes); null when not known. */
  publishedAs?: number | null;
}

/** A document's newest version number; 0 when it has none. */
export async function latestVersion(runner: Runner, kind: VersionedKind, docId: string): Promise<number> {
  const [row] = await runner
    .select({ latest: max(contentVersions.version) })
    .from(contentVersions)
    .where(and(eq(contentVersions.kind, kind), eq(contentVersions.docId, docId)));
  return row?.latest ?? 0;
}

/** Appends the next version of a document and returns its number. */
export async function appendVersion(runner: Runner, v: VersionWrite): Promise<number> {
  const version = (await latestVersion(runner, v.kind, v.docId)) + 1;
  await runner.insert(contentVersions).values({ ...v, version });
  return version;
}

/** One version of a document, whole; null when there is no such version. */
export async function versionDoc(runner: Runner, kind: VersionedKind, docId: string, version: number): Promise<unknown> {
  const [row] = await runner
    .select({ doc: contentVersions.doc })
    .from(contentVersions)
    .where(and(eq(contentVersions.kind, kind), eq(contentVersions.docId, docId), eq(contentVersions.version, version)));
  return row?.doc ?? null;
}

/** A document's versions, newest first. */
export async function versionsOf(runner: Runner, kind: VersionedKind, docId: string): Promise<StoredVersion[]> {
  return runner
    .select({
      docId: contentVersions.docId,
      version: contentVersions.version,
      doc: contentVersions.doc,
      origin: contentVersions.origin,
      at: contentVersions.at,
      actor: contentVersions.actor,
      summary: contentVersions.summary,
    })
    .from(contentVersions)
    .where(and(eq(contentVersions.kind, kind), eq(contentVersions.docId, docId)))
    .orderBy(desc(contentVersions.version));
}

/** For every document of a kind: its newest version and its newest from the pack (what a re-seed compares with). */
export async function versionHeads(
  runner: Runner,
  kind: ContentKind,
): Promise<Map<string, { latest: StoredVersion; lastPack?: StoredVersion }>> {
  const rows = await runner
    .select({
      docId: contentVersions.docId,
      version: contentVersions.version,
      doc: contentVersions.doc,
      origin: contentVersions.origin,
      at: contentVersions.at,
      actor: contentVersions.actor,
      summary: contentVersions.summary,
    })
    .from(contentVersions)
    .where(eq(contentVersions.kind, kind))
    .orderBy(desc(contentVersions.version));
  const heads = new Map<string, { latest: StoredVersion; lastPack?: StoredVersion }>();
  for (const row of rows) {
    const head = heads.get(row.docId) ?? { latest: row };
    if (!head.lastPack && row.origin === 'pack') head.lastPack = row;
    heads.set(row.docId, head);
  }
  return heads;
}

export interface ChangedDocument {
  kind: ContentKind;
  docId: string;
}

/**
 * The documents published after published version `from` up to `to`, or null
 * when some step between them is not a studio publish (a seed, an import of
 * the pack, a removal): then nobody can say which pages kept their content.
 */
export async function documentsPublishedBetween(runner: Runner, from: number, to: number): Promise<ChangedDocument[] | null> {
  if (to <= from) return to === from ? [] : null;
  const rows = await runner
    .select({ kind: contentVersions.kind, docId: contentVersions.docId, publishedAs: contentVersions.publishedAs })
    .from(contentVersions)
    .where(and(gt(contentVersions.publishedAs, from), lte(contentVersions.publishedAs, to)));
  const steps = new Set(rows.map((r) => r.publishedAs));
  if (steps.size !== to - from) return null;
  // Only content is published (a setup's versions have no publishedAs).
  return rows.flatMap(({ kind, docId }) => (kind === 'booking-setup' ? [] : [{ kind, docId }]));
}
