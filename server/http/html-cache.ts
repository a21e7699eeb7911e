// The HTML cache (decision 024): a rendered public page kept per
// path, valid for one published version (content pack + booking setups) and
// until the end of the minute it was rendered in (opening status and the like
// follow the clock at minute precision). Pages are rendered with a placeholder
// where the CSP nonce goes and kept split at it, so every response is stamped
// with its own nonce. Concurrent misses for one page share one render.
// Expiry by hand, size bound by lru-cache (decision 014).
import { createHash, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { gzipTemplate, type GzipTemplate } from './gzip-splice.ts';
import { plainTemplate, plainWithNonce, type PlainTemplate } from './plain-splice.ts';
import { storable } from './page-cache-policy.ts';
import { recordingContentReads, touchedBy } from '../content/content-reads.ts';
import type { ChangedDocument } from '../content/content-versions.ts';

/** A page as rendered for the cache: the body still carries the placeholder instead of a nonce. */
export interface RenderedPage {
  status: number;
  headers: Headers;
  body: string;
}

/** A page ready to stamp: the body split at the placeholder, the headers as they go out. */
export interface PageTemplate {
  status: number;
  /** Response headers (Set-Cookie as one entry per cookie); never Content-Length or the CSP. */
  headers: [string, string][];
  parts: string[];
  /** Weak: bodies differ by their nonce. The same for the same HTML on every instance. */
  etag: string;
  /** A kept page, compressed once for every nonce (gzip-splice.ts); null when it could not be. */
  gzip: GzipTemplate | null;
  /** A kept page's bytes, encoded once, with gaps for the nonce (plain-splice.ts); null when not kept. */
  plain: PlainTemplate | null;
}

interface Entry extends PageTemplate {
  version: string;
  expiresAt: number;
  /** The content documents its render read (content-reads.ts). */
  read: ReadonlySet<string>;
}

export type CacheOutcome = 'hit' | 'miss' | 'uncacheable';

export interface HtmlCacheOptions {
  now?: () => number;
  /** The length of every nonce a kept page will be stamped with (a fixed number of random bytes in base64). */
  nonceLength?: number;
  /** Bound on what is kept, all pages together: three units for each character of a page (its text, bytes and gzip). */
  maxChars?: number;
}

const MINUTE = 60_000;
const DROPPED_HEADERS = new Set(['content-length', 'content-security-policy', 'date']);

export function createHtmlCache(opts: HtmlCacheOptions = {}) {
  const now = opts.now ?? Date.now;
  // Random per process and only [a-z0-9], so page text cannot contain it and HTML escaping leaves it alone.
  const placeholder = `mesanonce${randomBytes(16).toString('hex')}`;
  const entries = new LRUCache<string, Entry>({
    maxSize: opts.maxChars ?? 192_000_000,
    // The text, its encoded copy and the compressed pieces: about three times the page.
    sizeCalculation: (e) => Math.max(1, 3 * e.parts.reduce((n, p) => n + p.length, 0)),
  });
  const filling = new Map<string, Promise<Entry | null>>();

  function fresh(key: string, version: string): Entry | undefined {
    const e = entries.get(key);
    return e && e.version === version && now() < e.expiresAt ? e : undefined;
  }

  function toTemplate(page: RenderedPage): PageTemplate {
    const parts = page.body.split(placeholder);
    const headers: [string, string][] = [];
    for (const [k, v] of page.headers) if (!DROPPED_HEADERS.has(k) && k !== 'set-cookie') headers.push([k, v]);
    for (const cookie of page.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
    const etag = `W/"${createHash('sha1').update(parts.join('')).digest('base64url').slice(0, 22)}"`;
    return { status: page.status, headers, parts, etag, gzip: null, plain: null };
  }

  return {
    /** What the render must use as its nonce. */
    placeholder,

    /**
     * The page for `key` under `version`: kept, shared with a render in flight,
     * or rendered now by `render` (and kept when storable). An answer that may
     * not be kept is returned to this caller only; a caller who waited on it renders its own.
     */
    async page(key: string, version: string, render: () => Promise<RenderedPage>): Promise<{ page: PageTemplate; outcome: CacheOutcome }> {
      const kept = fresh(key, version);
      if (kept) return { page: kept, outcome: 'hit' };
      const fillKey = `${version}\u0000${key}`;
      const inFlight = filling.get(fillKey);
      if (inFlight) {
        const shared = await inFlight.catch(() => null);
        if (shared) return { page: shared, outcome: 'hit' };
      }
      // Expiry counts from before the render: the loaders read the clock after this.
      const expiresAt = Math.floor(now() / MINUTE) * MINUTE + MINUTE;
      const own = recordingContentReads(render).then(({ result, read }) => ({
        template: toTemplate(result),
        keepable: storable(result),
        read,
      }));
      const keep = own.then(({ template, keepable, read }) => {
        if (!keepable) return null;
        const nonceLength = opts.nonceLength ?? 24;
        const gzip = gzipTemplate(template.parts, nonceLength);
        const entry: Entry = { ...template, gzip, plain: plainTemplate(template.parts, nonceLength), version, expiresAt, read };
        entries.set(key, entry);
        return entry;
      });
      if (!filling.has(fillKey)) filling.set(fillKey, keep);
      const done = () => void (filling.get(fillKey) === keep && filling.delete(fillKey));
      keep.then(done, done); // also marks a failed render as handled: the caller hears of it through `own`
      const { template } = await own;
      const entry = await keep;
      return entry ? { page: entry, outcome: 'miss' } : { page: template, outcome: 'uncacheable' };
    },

    /** The kept page for `key` if it is fresh under `version`, without rendering (the fast path, fast-page.ts). */
    peek: (key: string, version: string): PageTemplate | undefined => fresh(key, version),

    /** Drops every kept page (the published version moved on, and nobody knows what changed). */
    clear: () => entries.clear(),
    /**
     * The published version moved from `from` to `to` by publishing `changed`:
     * drops the pages that read any of them, and keeps every other page of
     * `from` as a page of `to`. Answers how many were dropped.
     */
    purge(from: string, to: string, changed: readonly ChangedDocument[]): number {
      let dropped = 0;
      for (const [key, entry] of entries.entries()) {
        if (entry.version !== from) continue;
        if (touchedBy(entry.read, changed)) {
          entries.delete(key);
          dropped++;
        } else entry.version = to;
      }
      return dropped;
    },
    get size(): number {
      return entries.size;
    },
    keys: (): string[] => [...entries.keys()],
  };
}

export type HtmlCache = ReturnType<typeof createHtmlCache>;

/** Stamps a kept page with one response's nonce. */
export const stampNonce = (page: PageTemplate, nonce: string): string => page.parts.join(nonce);

/** The page's bytes with one response's nonce: the encoded copy when kept, else the text joined. */
export const pageBytes = (page: PageTemplate, nonce: string): Buffer | string =>
  (page.plain && plainWithNonce(page.plain, nonce)) ?? stampNonce(page, nonce);

/** RFC 9110 §13.1.2: If-None-Match compares weakly; `*` matches any current page. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
}
