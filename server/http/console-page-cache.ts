// Decision 085: the diary page kept per member and state of the day. A render is kept under the key of what it was
// made of (diary-page-key.ts), split where the session's CSRF token and the CSP nonce go; each response gets its
// own session's token and its own nonce. The compressed copy is made once per session (the token differs), and
// each response splices its nonce into it (gzip-splice.ts), as the public pages' cache does (decision 024).
// Concurrent misses for one key share one render; a render that may not be kept is answered to its own request only.
import { LRUCache } from 'lru-cache';
import { gzipTemplate, gzipWithNonce, acceptsGzip, type GzipTemplate } from './gzip-splice.ts';
import type { RenderedPage } from './html-cache.ts';

export type KeptOutcome = 'hit' | 'miss' | 'uncacheable';

interface Kept {
  status: number;
  headers: [string, string][];
  /** The page split where the CSRF token of the render's session was. */
  csrfParts: string[];
  expiresAt: number;
  /** Per session token: the page with that token, compressed once but for the nonce (null when it could not be). */
  sessions: LRUCache<string, { gzip: GzipTemplate | null }>;
}

/** Headers a kept page never repeats: its length and date are this response's, its CSP carries this response's nonce. */
const DROPPED_HEADERS = new Set(['content-length', 'content-security-policy', 'date']);
/** The only cookie a kept diary page may set: the restaurant whose diary was opened last, the same for the same key. */
const KEPT_COOKIE = /^mesa_last_diary=/;
/** Sessions a kept page remembers its compressed copy for: one member's devices, and a few more. */
const SESSIONS_PER_PAGE = 8;

/** The headers a page goes out with, but for this response's own (Set-Cookie one entry per cookie). */
function headersOf(page: RenderedPage): [string, string][] {
  const headers: [string, string][] = [];
  for (const [k, v] of page.headers) if (!DROPPED_HEADERS.has(k) && k !== 'set-cookie') headers.push([k, v]);
  for (const cookie of page.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
  return headers;
}

export interface ConsolePageCacheOptions {
  /** The placeholder every render uses as its nonce: only [a-z0-9], so escaping leaves it whole. */
  placeholder: string;
  nonceLength: number;
  now: () => number;
  /** Bound on what is kept, in characters: a page counts twice its text (its text, and its sessions' gzip copies). */
  maxChars?: number;
}

export interface KeptAnswer {
  status: number;
  headers: [string, string][];
  /** The body for this response: compressed when it asked for gzip and the page could be. */
  body: Buffer | string;
  gzipped: boolean;
  outcome: KeptOutcome;
}

export function createConsolePageCache(opts: ConsolePageCacheOptions) {
  const entries = new LRUCache<string, Kept>({
    maxSize: opts.maxChars ?? 64_000_000,
    sizeCalculation: (e) => Math.max(1, 2 * e.csrfParts.reduce((n, p) => n + p.length, 0)),
  });
  const filling = new Map<string, Promise<Kept | null>>();

  function keepable(page: RenderedPage, csrfToken: string): boolean {
    if (page.status !== 200 || !(page.headers.get('content-type') ?? '').startsWith('text/html')) return false;
    if (!page.body.includes(csrfToken) || !page.body.includes(opts.placeholder)) return false;
    return page.headers.getSetCookie().every((c) => KEPT_COOKIE.test(c));
  }

  function toKept(page: RenderedPage, csrfToken: string, expiresAt: number): Kept {
    return {
      status: page.status,
      headers: headersOf(page),
      csrfParts: page.body.split(csrfToken),
      expiresAt,
      sessions: new LRUCache({ max: SESSIONS_PER_PAGE }),
    };
  }

  const withToken = (kept: Kept, csrfToken: string) => kept.csrfParts.join(csrfToken).split(opts.placeholder);

  function gzipFor(kept: Kept, csrfToken: string): GzipTemplate | null {
    let copy = kept.sessions.get(csrfToken);
    if (!copy) {
      copy = { gzip: gzipTemplate(withToken(kept, csrfToken), opts.nonceLength) };
      kept.sessions.set(csrfToken, copy);
    }
    return copy.gzip;
  }

  function answer(kept: Kept, csrfToken: string, nonce: string, acceptEncoding: string | undefined, outcome: KeptOutcome): KeptAnswer {
    // Browsers ask for gzip; a client that does not gets the text joined for it.
    const template = acceptsGzip(acceptEncoding) ? gzipFor(kept, csrfToken) : null;
    const gzip = template && gzipWithNonce(template, nonce);
    const body = gzip ?? withToken(kept, csrfToken).join(nonce);
    return { status: kept.status, headers: kept.headers, body, gzipped: gzip !== null, outcome };
  }

  return {
    placeholder: opts.placeholder,

    /**
     * The page for `key`, for the session whose CSRF token is `csrfToken`, with `nonce`: kept, shared with a render
     * in flight, or rendered now by `render` (with the placeholder as its nonce) and kept when it may be; a render
     * that may not be kept is answered to this request as it is.
     */
    async page(
      request: { key: string; csrfToken: string; expiresAt: number; nonce: string; acceptEncoding: string | undefined },
      render: () => Promise<RenderedPage>,
    ): Promise<KeptAnswer> {
      const { key, csrfToken, nonce, acceptEncoding } = request;
      const kept = entries.get(key);
      if (kept && opts.now() < kept.expiresAt) return answer(kept, csrfToken, nonce, acceptEncoding, 'hit');
      const inFlight = filling.get(key);
      if (inFlight) {
        const shared = await inFlight.catch(() => null);
        if (shared) return answer(shared, csrfToken, nonce, acceptEncoding, 'hit');
      }
      const own = render();
      const keep = own.then((page) => {
        if (!keepable(page, csrfToken)) return null;
        const made = toKept(page, csrfToken, request.expiresAt);
        entries.set(key, made);
        return made;
      });
      filling.set(key, keep);
      const done = () => void (filling.get(key) === keep && filling.delete(key));
      keep.then(done, done); // also marks a failed render as handled: the caller hears of it through `own`
      const page = await own;
      const made = await keep;
      if (made) return answer(made, csrfToken, nonce, acceptEncoding, 'miss');
      // Not one to keep (a refusal, a redirect, a page without the token): this request's own answer, as rendered.
      return {
        status: page.status,
        headers: headersOf(page),
        body: page.body.split(opts.placeholder).join(nonce),
        gzipped: false,
        outcome: 'uncacheable',
      };
    },

    clear: () => entries.clear(),
    get size(): number {
      return entries.size;
    },
  };
}

export type ConsolePageCache = ReturnType<typeof createConsolePageCache>;
