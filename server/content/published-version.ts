// The published version: what the public pages show comes from the content
// pack and the booking setups, so a page kept under one version is stale
// under any other (decision 024). It is read from the database, the
// one thing every instance shares, at most once per `checkMs`; `onChange`
// runs when it moves on (the caches beneath the pages let go at once, so the
// next render cannot read the old documents from them).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bookingSetups, contentState } from '../db/schema.ts';
import { documentsPublishedBetween, type ChangedDocument } from './content-versions.ts';

/**
 * How often an instance asks whether something was published: a publish shows on every instance within about
 * this, plus one render (product.md D9 "within a second"; at 1 s the worst seen under load was 1.3–1.5 s). The read is
 * two small indexed queries, so four a second an instance cost the database next to nothing.
 */
export const PUBLISH_CHECK_MS = 250;

/**
 * The content pack's version (bumped by every seed) and a fingerprint of the
 * setups' row versions: PostgreSQL gives every written row a new `xmin`, so an
 * edit from any code path, on any instance, changes it — even one that leaves
 * `updated_at` alone — and a deleted or added restaurant changes the list.
 */
export async function readPublishedVersion(db: Db): Promise<string> {
  const [[content], [setups]] = await Promise.all([
    db.select({ version: contentState.version }).from(contentState).where(eq(contentState.id, 1)),
    db
      .select({
        stamp: sql<string>`md5(coalesce(string_agg(${bookingSetups.storeId} || ':' || ${bookingSetups}.xmin::text, ',' order by ${bookingSetups.storeId}), ''))`,
      })
      .from(bookingSetups),
  ]);
  return `${content?.version ?? 0}.${setups?.stamp ?? ''}`;
}

/**
 * The documents published between two published versions, or null when that
 * cannot be told: the booking setups changed too (opening times show on many
 * pages), or a step was not a studio publish (content-versions.ts).
 */
export async function documentsChangedBetween(db: Db, from: string, to: string): Promise<ChangedDocument[] | null> {
  const [fromContent, fromSetups] = from.split('.');
  const [toContent, toSetups] = to.split('.');
  if (fromSetups !== toSetups) return null;
  return documentsPublishedBetween(db, Number(fromContent), Number(toContent));
}

export interface VersionWatchOptions {
  read: () => Promise<string>;
  /** How stale an instance's view may be (decision 024: about a second). */
  checkMs?: number;
  now?: () => number;
  /** Awaited before the new version is answered, so no page is served from a cache it is still purging. */
  onChange?: (version: string, previous: string) => void | Promise<void>;
}

export function createVersionWatch(opts: VersionWatchOptions) {
  const checkMs = opts.checkMs ?? PUBLISH_CHECK_MS;
  const now = opts.now ?? Date.now;
  let version: string | null = null;
  let readAt = -Infinity;
  let reading: Promise<string> | null = null;
  // Readings are numbered: one begun before `expire` may answer after a later one, and must not undo it.
  let begun = 0;
  let answered = 0;

  async function read(seq: number): Promise<string> {
    const startedAt = now();
    const v = await opts.read();
    if (seq < answered) return version ?? v;
    answered = seq;
    if (version !== null && v !== version) {
      await opts.onChange?.(v, version);
      // A later reading answered while the caches let go of this one's change: it is newer, and stands.
      if (seq < answered) return version;
    }
    version = v;
    readAt = startedAt;
    return v;
  }

  return {
    /** The published version, read again when the last reading is older than `checkMs` (concurrent callers share one read). */
    async current(): Promise<string> {
      if (version !== null && now() - readAt < checkMs) return version;
      if (reading) return reading;
      const thisRead = read(++begun).finally(() => {
        if (reading === thisRead) reading = null;
      });
      reading = thisRead;
      return thisRead;
    },
    /** The version as last read while it is still fresh, else null (the caller then asks `current`). */
    peek(): string | null {
      return version !== null && now() - readAt < checkMs ? version : null;
    },
    /** This instance just published: the next caller reads afresh, not sharing a reading begun before the publish. */
    expire(): void {
      readAt = -Infinity;
      reading = null;
    },
  };
}

export type VersionWatch = ReturnType<typeof createVersionWatch>;
