// A document's shared draft and what an editor's form was based on (decision
// 036, decision 061): a form carries the published version it began from and
// the draft's revision (0 when there was no draft), so a save over anything
// newer — another editor's save, or a publish while there was no draft — is
// refused, whichever of the two moved on.
import { and, eq } from 'drizzle-orm';
import { STUDIO_MESSAGES, type BasedOn, type ContentKind } from '../../contract/content-studio.ts';
import type { Runner } from '../db/runner.ts';
import { contentDrafts } from '../db/schema.ts';
import { conflict } from '../domain/domain-error.ts';
import { versionsOf } from '../content/content-versions.ts';

export interface Draft {
  doc: unknown;
  revision: number;
  baseVersion: number;
  actor: string;
  updatedAt: Date;
}

export async function draftOf(runner: Runner, kind: ContentKind, docId: string, forUpdate = false): Promise<Draft | null> {
  const q = runner
    .select({
      doc: contentDrafts.doc,
      revision: contentDrafts.revision,
      baseVersion: contentDrafts.baseVersion,
      actor: contentDrafts.actor,
      updatedAt: contentDrafts.updatedAt,
    })
    .from(contentDrafts)
    .where(and(eq(contentDrafts.kind, kind), eq(contentDrafts.docId, docId)));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export const latestVersion = async (runner: Runner, kind: ContentKind, docId: string): Promise<number> =>
  (await versionsOf(runner, kind, docId))[0]?.version ?? 0;

/** What a form drawn now is based on: the draft if there is one, else the published version. */
export const basedOnOf = (draft: Draft | null, latest: number): BasedOn =>
  draft ? { version: draft.baseVersion, revision: draft.revision } : { version: latest, revision: 0 };

/** Whether a form's basis is still the document's: the same draft revision on the same version, or no draft and no publish since. */
export function isCurrent(basedOn: BasedOn, draft: Draft | null, latest: number): boolean {
  const now = basedOnOf(draft, latest);
  return now.version === basedOn.version && now.revision === basedOn.revision;
}

/** The draft a publish or schedule names is this one: its revision, begun from the same version (a revision number starts again after a publish). */
export const isSameDraft = (draft: Draft, basedOn: BasedOn): boolean =>
  draft.revision === basedOn.revision && draft.baseVersion === basedOn.version;

/** Refuses (409, the form keeps what was typed) a save or publish whose form another save or publish has overtaken. */
export async function refuseOvertaken(runner: Runner, kind: ContentKind, docId: string, basedOn: BasedOn): Promise<Draft | null> {
  const draft = await draftOf(runner, kind, docId, true);
  if (!isCurrent(basedOn, draft, await latestVersion(runner, kind, docId))) throw conflict(STUDIO_MESSAGES.conflict);
  return draft;
}
