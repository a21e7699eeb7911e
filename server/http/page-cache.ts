// Answers cacheable page requests from the HTML cache (decision
// 024): checks the published version (at most once a second, shared by every
// instance through the database), renders the whole document once per page,
// version and minute, and stamps each response with its own CSP nonce. A kept
// page goes out with an ETag (a matching If-None-Match gets a 304) and a
// Cache-Control a CDN may act on.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../app-services.ts';
import { createVersionWatch, documentsChangedBetween, readPublishedVersion, type VersionWatch } from '../content/published-version.ts';
import { createHtmlCache, matchesIfNoneMatch, pageBytes, stampNonce, type HtmlCache, type RenderedPage } from './html-cache.ts';
import { acceptsGzip, gzipWithNonce } from './gzip-splice.ts';
import { uncachedCacheControl } from './page-cache-policy.ts';
import { createConsolePageCache, type ConsolePageCache } from './console-page-cache.ts';
import { newNonce } from './security-headers.ts';
import type { ConsentChoice } from '../../contract/consent-cookie.ts';
import type { SharedPageHeaders } from './fast-page.ts';

export interface PageCache {
  html: HtmlCache;
  version: VersionWatch;
  /** The headers every kept page goes out with, recorded from the first one Fastify answered (fast-page.ts). */
  shared: SharedPageHeaders | null;
  /** Decision 046: told what the cache did for each request it answered, for /metrics. */
  count?: ((outcome: 'hit' | 'miss' | 'uncacheable') => void) | undefined;
  /** Decision 085: the diary pages, kept per member and state of the day. */
  console: ConsolePageCache;
  /** Decision 085: told what the kept diary pages did for each plain view of a diary, for /metrics. */
  countDiary?: ((outcome: 'hit' | 'miss' | 'uncacheable') => void) | undefined;
}

/**
 * Browsers revalidate every time (the ETag makes that a 304); a CDN may keep the
 * page a minute, as this instance does, and serve it a minute longer while it
 * fetches a fresh one. A content change reaches the CDN within that, or at once
 * through a purge of the surrogate key.
 */
export const CACHEABLE_PAGE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';
/** What a CDN purges when the published version changes (Fastly reads Surrogate-Key, Cloudflare Cache-Tag). */
export const PAGE_SURROGATE_KEY = 'mesa-pages';
/** hit | miss | uncacheable from the cache; bypass for every page it may not answer. */
export const CACHE_HEADER = 'x-mesa-cache';

export function createPageCache(
  services: Pick<AppServices, 'database' | 'content' | 'booking' | 'logger' | 'clock'> & Partial<Pick<AppServices, 'metrics'>>,
  opts: { checkMs?: number; now?: () => number } = {},
): PageCache {
  const nonceLength = newNonce().length;
  const html = createHtmlCache({ nonceLength, ...(opts.now ? { now: opts.now } : {}) });
  // The diary page's key reads the services' clock for its minute; its expiry does too.
  const consolePages = createConsolePageCache({ placeholder: html.placeholder, nonceLength, now: () => services.clock().getTime() });
  const log = services.logger.child({ module: 'page-cache' });
  const version = createVersionWatch({
    read: () => readPublishedVersion(services.database.db),
    ...opts,
    onChange: async (to, from) => {
      // The content and setup caches would otherwise hand the next render the old documents for a few seconds more.
      services.content.clearCache();
      services.booking.forgetSetups();
      const changed = await documentsChangedBetween(services.database.db, from, to).catch((err: unknown) => {
        log.warn({ err }, 'published changes not readable: every page will render afresh');
        return null;
      });
      consolePages.clear();
      if (!changed) {
        html.clear();
        log.info({ version: to }, 'published version changed: every page will render afresh');
        return;
      }
      const dropped = html.purge(from, to, changed);
      log.info({ version: to, changed, dropped, kept: html.size }, 'published version changed: pages that show it will render afresh');
    },
  });
  // A publish on this instance shows here at once, not up to a second later.
  services.content.onPublished(() => version.expire());
  const { metrics } = services;
  return {
    html,
    version,
    shared: null,
    count: metrics ? (outcome) => metrics.htmlCache(outcome) : undefined,
    console: consolePages,
    countDiary: metrics ? (outcome) => metrics.diaryPages(outcome) : undefined,
  };
}

/** The kept copy a request gets (decision 055): the path's, or its copy with the cookie banner when no choice was made. */
export const pageCacheKey = (url: string, consent: ConsentChoice | null): string => (consent ? url : `${url}\u0000consent-asked`);

/** Headers on every response before the page's own are added, but for those that differ between responses. */
const PER_RESPONSE = new Set(['x-request-id', 'content-security-policy', 'strict-transport-security']);

function recordShared(cache: PageCache, request: FastifyRequest, reply: FastifyReply): void {
  const csp = String(reply.getHeader('content-security-policy') ?? '');
  const [before, after] = csp.split(request.cspNonce);
  if (!request.cspNonce || after === undefined || before === undefined) return;
  const headers: [string, string][] = [];
  for (const [k, v] of Object.entries(reply.getHeaders()))
    if (!PER_RESPONSE.has(k.toLowerCase()) && typeof v === 'string') headers.push([k.toLowerCase(), v]);
  cache.shared = { headers, csp: (nonce) => before + nonce + after, route: request.routeOptions.url ?? '/*' };
}

/**
 * Serves a cacheable request from the cache, rendering it (as a GET, the whole
 * document, with the cache's placeholder for a nonce) on a miss. False when the
 * published version cannot be read: the caller renders the page as usual.
 * (It answers a boolean, not the reply: a Fastify reply is a thenable, and awaiting it gives undefined.)
 */
export async function serveCachedPage(
  cache: PageCache,
  request: FastifyRequest,
  reply: FastifyReply,
  render: (nonce: string) => Promise<RenderedPage>,
  /** Which kept copy: the path, or the path and the variant of the page the request gets. */
  key: string = request.url,
): Promise<boolean> {
  let version: string;
  try {
    version = await cache.version.current();
  } catch (err) {
    request.log.warn({ err }, 'published version not readable: page rendered without the cache');
    return false;
  }
  if (!cache.shared) recordShared(cache, request, reply);
  const { page, outcome } = await cache.html.page(key, version, () => render(cache.html.placeholder));
  reply.status(page.status);
  for (const [key, value] of page.headers) reply.header(key, value);
  reply.header(CACHE_HEADER, outcome);
  cache.count?.(outcome);
  if (outcome === 'uncacheable') {
    const control = uncachedCacheControl('uncached', { status: page.status, headers: new Headers(page.headers) });
    if (control) reply.header('cache-control', control);
    void reply.send(stampNonce(page, request.cspNonce));
    return true;
  }
  reply.header('cache-control', CACHEABLE_PAGE_CONTROL);
  reply.header('etag', page.etag);
  reply.header('surrogate-key', PAGE_SURROGATE_KEY);
  reply.header('cache-tag', PAGE_SURROGATE_KEY);
  if (matchesIfNoneMatch(request.headers['if-none-match'], page.etag)) {
    // The browser keeps its copy and, for most headers, takes the 304's: a new nonce in a CSP here
    // would not match the nonce in the copy it keeps, so the 304 carries none and the stored policy stands.
    reply.removeHeader('content-security-policy');
    reply.removeHeader('content-type');
    void reply.status(304).send();
    return true;
  }
  // Compressed once when kept; this response's nonce is spliced in (the compression plugin leaves it be).
  reply.header('vary', 'accept-encoding');
  const gzip = page.gzip && acceptsGzip(request.headers['accept-encoding']) ? gzipWithNonce(page.gzip, request.cspNonce) : null;
  if (gzip) void reply.header('content-encoding', 'gzip').send(gzip);
  else void reply.send(pageBytes(page, request.cspNonce));
  return true;
}
