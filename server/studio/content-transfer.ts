// The studio's content as one file (product.md D9 "The content pack stays"): every
// live document of every kind, exported from the studio or the CLI, and
// imported back. An import is checked whole by the pack's schemas first (a
// file with one bad document changes nothing), then every document that
// differs from the live one is published as a new version, in one transaction,
// with who imported it; the live site follows within a second. A document
// changed in the studio since the file's copy began is a conflict: kept as the
// studio has it unless the importer chose to replace it (import-conflicts.ts).
import { z } from 'zod';
import type { Menu, RestaurantDoc, Settings } from '../../contract/content.ts';
import { CONTENT_KINDS, SETTINGS_DOC_ID, type ContentKind } from '../../contract/content-studio.ts';
import type { AuditActor } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { invalid } from '../domain/domain-error.ts';
import { versionsOf } from '../content/content-versions.ts';
import { docIdOf, readLiveDocument, readLiveDocuments } from '../content/live-documents.ts';
import { sameDocument } from '../content/same-document.ts';
import { changeSummary } from './change-summary.ts';
import { auditContent, checkDocument, publishDocument } from './publish-document.ts';
import { documentName, fingerprintOf, importConflict, type ImportConflict } from './import-conflicts.ts';
import { importBandProblems } from './price-band-rules.ts';

export const CONTENT_FILE_FORMAT = 'mesa-content/1';

export const contentFileSchema = z.object({
  format: z.literal(CONTENT_FILE_FORMAT, { error: `This is not a Mesa content file (${CONTENT_FILE_FORMAT})` }),
  exportedAt: z.string().optional(),
  /** Each document's fingerprint as exported, by kind and id: what an import finds the copy's base by (decision 061). */
  fingerprints: z.record(z.string(), z.record(z.string(), z.string())).optional(),
  documents: z.object(
    Object.fromEntries(CONTENT_KINDS.map((k) => [k, z.array(z.unknown()).default([])])) as Record<
      ContentKind,
      z.ZodDefault<z.ZodArray<z.ZodUnknown>>
    >,
  ),
});
export type ContentFile = z.infer<typeof contentFileSchema>;

export async function exportContent(db: Db, now: Date): Promise<ContentFile> {
  const kinds = await Promise.all(CONTENT_KINDS.map(async (kind) => [kind, await readLiveDocuments(db, kind)] as const));
  return {
    format: CONTENT_FILE_FORMAT,
    exportedAt: now.toISOString(),
    fingerprints: Object.fromEntries(
      kinds.map(([kind, docs]) => [kind, Object.fromEntries(docs.map((d) => [d.docId, fingerprintOf(d.doc)]))]),
    ),
    documents: Object.fromEntries(kinds.map(([kind, docs]) => [kind, docs.map((d) => d.doc)])) as ContentFile['documents'],
  };
}

export interface ImportedDocument {
  kind: ContentKind;
  docId: string;
  name: string;
  version: number;
}

export interface ImportResult {
  /** Every document published, the replaced conflicts among them. */
  published: ImportedDocument[];
  /** Conflicts the importer chose to replace with the file's copy. */
  replaced: ImportedDocument[];
  /** Conflicts left as the studio has them. */
  kept: ImportConflict[];
  unchanged: number;
}

/** `replace`: the conflicts ("kind:docId") the importer chose to replace with the file's copy. */
export async function importContent(
  db: Db,
  actor: AuditActor,
  raw: unknown,
  now: Date,
  replace: ReadonlySet<string> = new Set(),
): Promise<ImportResult> {
  const file = contentFileSchema.safeParse(raw);
  if (!file.success) throw invalid('file', file.error.issues[0]?.message ?? 'This is not a Mesa content file');
  // Every document is checked before anything is written.
  const docs: { kind: ContentKind; docId: string; doc: unknown }[] = [];
  for (const kind of CONTENT_KINDS)
    for (const [i, rawDoc] of file.data.documents[kind].entries()) {
      const docId = docIdOf(kind, rawDoc);
      const check = checkDocument(kind, docId, rawDoc);
      if (!check.ok) {
        const p = check.problems[0]!;
        throw invalid('file', `${kind} ${i + 1} (${docId}): ${p.path ? `${p.path}: ` : ''}${p.message}`);
      }
      docs.push({ kind, docId, doc: check.doc });
    }
  return db.transaction(async (tx) => {
    const result: ImportResult = { published: [], replaced: [], kept: [], unchanged: 0 };
    const plan: { d: (typeof docs)[number]; live: unknown; conflict: ImportConflict | null }[] = [];
    for (const d of docs) {
      const live = await readLiveDocument(tx, d.kind, d.docId);
      if (live !== null && sameDocument(live, d.doc)) {
        result.unchanged++;
        continue;
      }
      const conflict = importConflict(d, live, await versionsOf(tx, d.kind, d.docId), file.data.fingerprints?.[d.kind]?.[d.docId]);
      if (conflict && !replace.has(`${d.kind}:${d.docId}`)) {
        result.kept.push(conflict);
        await auditContent(tx, actor, now, d, 'import-kept', { after: { fields: conflict.fields, version: conflict.version } });
      } else plan.push({ d, live, conflict });
    }
    // product.md D9: the bands the file's restaurants and dishes name are the settings' once it is all live (decision 053).
    const [settings, restaurants, menus] = await Promise.all([
      readLiveDocument(tx, 'settings', SETTINGS_DOC_ID) as Promise<Settings | null>,
      readLiveDocuments(tx, 'restaurant'),
      readLiveDocuments(tx, 'menu'),
    ]);
    const world = { settings, restaurants: restaurants.map((d) => d.doc as RestaurantDoc), menus: menus.map((d) => d.doc as Menu) };
    const bandProblem = importBandProblems(
      world,
      plan.map((p) => p.d),
    )[0];
    if (bandProblem) throw invalid('file', `${bandProblem}: add the band to the site settings in the file, or take it off`);
    for (const { d, live, conflict } of plan) {
      const replacing = conflict ? `, replacing ${conflict.by}'s change (version ${conflict.version})` : '';
      const summary = `Imported${replacing}: ${changeSummary(live, d.doc)}`;
      const version = await publishDocument(tx, { ...d, at: now, actor, action: 'import', summary });
      const done = { kind: d.kind, docId: d.docId, name: documentName(d.kind, d.doc), version };
      result.published.push(done);
      if (conflict) result.replaced.push(done);
    }
    return result;
  });
}
