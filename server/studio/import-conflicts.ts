// An import follows the deploy's rule (decision 036, decision 061): a
// document changed in the studio since the version the file's copy began from
// is a conflict. It is listed by name and field, and the file's copy replaces
// it only when the importer chooses so for that document. The version a copy
// began from is the one whose fingerprint the export wrote beside it; for a
// file without fingerprints, the version the copy equals, else the pack's
// newest (what the seed compares with).
import { createHash } from 'node:crypto';
import { CONTENT_KIND_LABELS, type ContentKind } from '../../contract/content-studio.ts';
import type { StoredVersion } from '../content/content-versions.ts';
import { canonicalJson, sameDocument } from '../content/same-document.ts';
import { fieldChanges } from './change-summary.ts';

/** A short fingerprint of a document, whatever the order of its keys: what an export writes beside each. */
export const fingerprintOf = (doc: unknown): string => createHash('sha256').update(canonicalJson(doc)).digest('hex').slice(0, 32);

export interface ImportConflict {
  kind: ContentKind;
  docId: string;
  /** "Menu Kids menu": how the studio's home lists it. */
  name: string;
  /** The fields changed in the studio since the file's copy began, by names ("Mains › Grill › Chicken skewers › options › #1 › price"). */
  fields: string[];
  /** Who made the newest of those changes, and its version. */
  by: string;
  version: number;
}

export function documentName(kind: ContentKind, doc: unknown): string {
  const label = CONTENT_KIND_LABELS[kind].one;
  if (kind === 'settings') return label;
  const o = (doc ?? {}) as Record<string, unknown>;
  const name = [o.name, o.title, o.id, o.storeId].find((v) => typeof v === 'string' && v);
  return `${label} ${typeof name === 'string' ? name : ''}`.trim();
}

/** The version the file's copy began from: by its fingerprint, else the version it equals, else the pack's newest. */
function baseOf(versions: StoredVersion[], fileDoc: unknown, fingerprint: string | undefined): StoredVersion | undefined {
  if (fingerprint) {
    const byPrint = versions.find((v) => fingerprintOf(v.doc) === fingerprint);
    if (byPrint) return byPrint;
  }
  return versions.find((v) => sameDocument(v.doc, fileDoc)) ?? versions.find((v) => v.origin === 'pack');
}

/**
 * Whether importing `fileDoc` over the live document would undo a change made in
 * the studio since the file's copy began; `versions` are the document's, newest first.
 */
export function importConflict(
  d: { kind: ContentKind; docId: string; doc: unknown },
  live: unknown,
  versions: StoredVersion[],
  fingerprint: string | undefined,
): ImportConflict | null {
  const latest = versions[0];
  if (!latest) return null;
  // Gone from the site by the studio's hand since (a page moved to a new address closes its old one with a
  // studio version): the file's copy would put it back, which is a change of its own to choose.
  if (live === null)
    return latest.origin === 'studio'
      ? {
          kind: d.kind,
          docId: d.docId,
          name: documentName(d.kind, d.doc),
          fields: [latest.summary],
          by: latest.actor,
          version: latest.version,
        }
      : null;
  const base = baseOf(versions, d.doc, fingerprint);
  const since = versions.filter((v) => v.origin === 'studio' && v.version > (base?.version ?? 0));
  if (!since.length || (base && sameDocument(base.doc, live))) return null;
  const fields = base ? [...new Set(fieldChanges(base.doc, live).map((c) => c.path))] : ['(document)'];
  return { kind: d.kind, docId: d.docId, name: documentName(d.kind, live), fields, by: since[0]!.actor, version: since[0]!.version };
}
