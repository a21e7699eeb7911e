// Loads a content pack into the database. Idempotent: an unchanged pack (same
// hash) writes nothing. A changed one is applied document by document in one
// transaction, each change kept as a version from the pack, and the version
// bumped so every instance's cache drops stale entries. A document an editor
// changed in the studio since the pack last set it is left as the editor made
// it and reported as a conflict (decision 061): a deploy never overwrites the studio.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ContentKind } from '../../contract/content-studio.ts';
import type { ContentPack } from '../../content/load-pack.ts';
import type { Db } from '../db/client.ts';
import type { Runner } from '../db/runner.ts';
import { contentState, siteSettings } from '../db/schema.ts';
import { SITE_ROW } from './content-repository.ts';
import { appendVersion, versionHeads } from './content-versions.ts';
import { deleteLiveDocument, docIdOf, readLiveDocuments, writeLiveDocument } from './live-documents.ts';
import { sameDocument } from './same-document.ts';

const SEED_LOCK = 72_736_002;

export interface SeedConflict {
  kind: ContentKind;
  docId: string;
  /** 'changed': the pack changed a document editors changed too; 'removed': the pack dropped one they changed. */
  reason: 'changed' | 'removed';
}

export interface SeedResult {
  changed: boolean;
  version: number;
  counts: { restaurants: number; menus: number; pages: number; offers: number };
  /** Documents the pack would have changed but editors changed first: left as the editors made them. */
  conflicts: SeedConflict[];
}

export function hashPack(pack: ContentPack): string {
  return createHash('sha256').update(JSON.stringify(pack)).digest('hex');
}

const PACK_ACTOR = { staffId: null, actor: 'Content pack', origin: 'pack' as const };

/** Applies the pack's documents of one kind; returns how many were written and the conflicts. */
async function seedKind(tx: Runner, kind: ContentKind, docs: readonly unknown[], now: Date) {
  const heads = await versionHeads(tx, kind);
  const conflicts: SeedConflict[] = [];
  let written = 0;
  const inPack = new Set<string>();
  for (const doc of docs) {
    const docId = docIdOf(kind, doc);
    inPack.add(docId);
    const head = heads.get(docId);
    if (head && sameDocument(head.latest.doc, doc)) continue;
    if (head && head.latest.origin === 'studio') {
      // The pack's document is the one it last set: the editor's change stands.
      if (!(head.lastPack && sameDocument(head.lastPack.doc, doc))) conflicts.push({ kind, docId, reason: 'changed' });
      continue;
    }
    await writeLiveDocument(tx, kind, doc, now);
    await appendVersion(tx, {
      kind,
      docId,
      doc,
      at: now,
      ...PACK_ACTOR,
      summary: head ? 'Changed by the content pack' : 'From the content pack',
    });
    written++;
  }
  for (const { docId } of await readLiveDocuments(tx, kind)) {
    if (inPack.has(docId) || kind === 'settings') continue;
    const head = heads.get(docId);
    if (head?.latest.origin === 'studio') {
      // Made in the studio (never in the pack), or dropped by the pack after editors changed it.
      if (head.lastPack) conflicts.push({ kind, docId, reason: 'removed' });
      continue;
    }
    await deleteLiveDocument(tx, kind, docId);
    written++;
  }
  return { written, conflicts };
}

export async function seedContent(db: Db, pack: ContentPack, now: Date = new Date()): Promise<SeedResult> {
  const hash = hashPack(pack);
  const counts = { restaurants: pack.restaurants.length, menus: pack.menus.length, pages: pack.pages.length, offers: pack.offers.length };
  return db.transaction(async (tx) => {
    // Instances starting together must not seed over each other.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [state] = await tx.select().from(contentState).where(eq(contentState.id, 1)).for('update');
    if (state?.packHash === hash) return { changed: false, version: state.version, counts, conflicts: [] };

    // The site row carries the choices, which the studio does not edit; the settings beside them are versioned below.
    await tx
      .insert(siteSettings)
      .values({ id: SITE_ROW, settings: pack.settings, choices: pack.choices })
      .onConflictDoUpdate({ target: siteSettings.id, set: { choices: pack.choices, updatedAt: now } });

    const kinds: [ContentKind, readonly unknown[]][] = [
      ['settings', [pack.settings]],
      ['restaurant', pack.restaurants],
      ['menu', pack.menus],
      ['page', pack.pages],
      ['offer', pack.offers],
      ['form', pack.forms],
    ];
    const conflicts: SeedConflict[] = [];
    for (const [kind, docs] of kinds) conflicts.push(...(await seedKind(tx, kind, docs, now)).conflicts);

    const version = (state?.version ?? 0) + 1;
    await tx
      .insert(contentState)
      .values({ id: 1, packHash: hash, version })
      .onConflictDoUpdate({ target: contentState.id, set: { packHash: hash, version, updatedAt: now } });
    return { changed: true, version, counts, conflicts };
  });
}
