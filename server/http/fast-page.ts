// Kept pages straight from the HTTP server (product.md D14 "the server under load":
// ≥ 0.9× a bare Node server answering the same bytes). A plain GET for a page
// the HTML cache holds, fresh under the published version this instance read
// last, is answered before Fastify sees it. It gets the very headers the
// Fastify path gives a kept page: the shared ones recorded from that path (the
// security headers), its own nonce and CSP, and the page's. Anything else falls
// through to Fastify, which renders, revalidates, compresses and answers 304s:
//   - another method, or a credential;
//   - an If-None-Match;
//   - a page not kept, or kept under an older version;
//   - an encoding other than gzip or none;
//   - a server that is closing.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyBaseLogger } from 'fastify';
import { consentFromCookies } from '../../contract/consent-cookie.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { acceptsGzip, gzipPieces } from './gzip-splice.ts';
import type { PageTemplate } from './html-cache.ts';
import { CACHE_HEADER, CACHEABLE_PAGE_CONTROL, PAGE_SURROGATE_KEY, pageCacheKey, type PageCache } from './page-cache.ts';
import { hasSessionCookie } from './page-cache-policy.ts';
import { plainPieces } from './plain-splice.ts';
import { HSTS, newNonce } from './security-headers.ts';

/** What the Fastify path sent with a kept page that is the same for every page and response, recorded once. */
export interface SharedPageHeaders {
  /** The security headers (helmet's), lower-cased: not the request id, the CSP or HSTS, which vary. */
  headers: [string, string][];
  /** The CSP for a nonce. */
  csp: (nonce: string) => string;
  /** The route pattern the metrics count page requests under. */
  route: string;
}

export interface FastPageOptions {
  cache: PageCache;
  production: boolean;
  trustProxy: boolean;
  metrics?: Pick<Metrics, 'request'> | undefined;
  log?: FastifyBaseLogger | undefined;
  /** True once the server is closing: Fastify answers then (503s for new requests). */
  closing: () => boolean;
}

const REQUEST_ID = /^[\w-]{1,64}$/;

function isHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  const forwarded = req.headers['x-forwarded-proto'];
  if (trustProxy && typeof forwarded === 'string') return forwarded.split(',')[0]!.trim() === 'https';
  return (req.socket as TLSSocket).encrypted === true;
}

/** The body for this response: gzip spliced, or the plain bytes as pieces; null when Fastify should answer. */
function bodyFor(page: PageTemplate, acceptEncoding: string | undefined, nonce: string): { pieces: Buffer[]; gzip: boolean } | null {
  if (acceptsGzip(acceptEncoding)) {
    const pieces = page.gzip && gzipPieces(page.gzip, nonce);
    return pieces ? { pieces, gzip: true } : null;
  }
  // br or deflate without gzip: Fastify's compression answers those.
  if (acceptEncoding && /\b(br|deflate)\b/i.test(acceptEncoding)) return null;
  const pieces = page.plain && plainPieces(page.plain, nonce);
  return pieces ? { pieces, gzip: false } : null;
}

/** Answers `req` from the cache and says true, or says false and leaves it to Fastify. */
export function serveKeptPage(req: IncomingMessage, res: ServerResponse, opts: FastPageOptions): boolean {
  const shared = opts.cache.shared;
  const h = req.headers;
  if (!shared || req.method !== 'GET' || opts.closing()) return false;
  if (h.authorization !== undefined || h['if-none-match'] !== undefined || hasSessionCookie(h.cookie)) return false;
  const version = opts.cache.version.peek();
  if (!version) return false;
  const url = req.url ?? '/';
  const page = opts.cache.html.peek(pageCacheKey(url, consentFromCookies(h.cookie)), version);
  if (!page || page.status !== 200) return false;
  const nonce = newNonce();
  const answer = bodyFor(page, h['accept-encoding'], nonce);
  if (!answer) return false;
  const startedAt = performance.now();
  const given = h['x-request-id'];
  const requestId = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  // Set in the order the Fastify path sets them, a later value replacing an earlier one, as `reply.header` does.
  const headers = new Map<string, string>(shared.headers);
  headers.set('x-request-id', requestId).set('content-security-policy', shared.csp(nonce));
  if (opts.production && isHttps(req, opts.trustProxy)) headers.set('strict-transport-security', HSTS);
  for (const [k, v] of page.headers) headers.set(k, v);
  headers.set(CACHE_HEADER, 'hit').set('cache-control', CACHEABLE_PAGE_CONTROL).set('etag', page.etag);
  headers.set('surrogate-key', PAGE_SURROGATE_KEY).set('cache-tag', PAGE_SURROGATE_KEY).set('vary', 'accept-encoding');
  if (answer.gzip) headers.set('content-encoding', 'gzip');
  headers.set('content-length', String(answer.pieces.reduce((n, p) => n + p.length, 0)));
  res.writeHead(200, [...headers].flat());
  // One writev for the headers and every piece.
  res.cork();
  for (const piece of answer.pieces) res.write(piece);
  res.uncork();
  res.end();
  const seconds = (performance.now() - startedAt) / 1000;
  opts.cache.count?.('hit');
  opts.metrics?.request('GET', shared.route, 200, seconds);
  if (opts.log && opts.log.level !== 'silent' && ['trace', 'debug', 'info'].includes(opts.log.level))
    opts.log.info(
      { reqId: requestId, req: { method: 'GET', url }, res: { statusCode: 200 }, responseTime: seconds * 1000 },
      'request completed',
    );
  return true;
}

/** Puts the fast path in front of Fastify's own request listener on `server`. */
export function installFastPage(server: Server, opts: FastPageOptions): void {
  const listeners = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  if (listeners.length !== 1) return; // not the server Fastify made: leave it alone
  const fastify = listeners[0]!;
  server.removeListener('request', fastify);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!serveKeptPage(req, res, opts)) fastify.call(server, req, res);
  });
}
