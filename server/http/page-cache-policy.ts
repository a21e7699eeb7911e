// Which page requests the HTML cache may answer, and which responses it may
// keep (decision 024). Conservative by construction: an allowlist of
// public routes, plain GETs without a query string or credentials, and only a
// 200 HTML answer that sets no cookie. Pages that show one person's data are
// marked `private, no-store`, so no cache — ours, a browser's or a CDN's — keeps them.
import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { SESSION_COOKIE } from '../staff/staff-session.ts';

/**
 * Leaf routes whose HTML is the same for every visitor: it depends only on the
 * content pack, the booking setups and the minute (opening status, footer year).
 * Their loaders read no header or (without a query string) URL parameter, and of
 * cookies only whether a cookie choice was made: the root loader's `consentAsked`
 * (decision 055), which keeps two copies of each page (page-handler.ts).
 */
export const CACHEABLE_ROUTES: ReadonlySet<string> = new Set([
  'routes/home',
  'routes/book-now',
  'routes/find-us',
  'content-page',
  'content-subpage',
  'routes/refer-a-friend',
  'routes/our-menu',
  'routes/restaurants',
  'routes/restaurant-about',
  'routes/restaurant-menu',
  'routes/offer',
]);

/**
 * Routes that show one person's data, reached by a guid, a signed token or a
 * session: preferences, special dates, unsubscribe, manage-booking, a referral
 * invitation, and the whole console.
 */
const PERSONAL_ROUTES: ReadonlySet<string> = new Set([
  'routes/preferences',
  'routes/occasion-date',
  'routes/unsubscribe',
  'routes/manage-booking',
  'routes/referral',
]);
const PERSONAL_ROUTE_PREFIX = 'console/routes/';

/** What the cache may do with a request: answer and fill it, never touch it, or pass it by. */
export type PageKind = 'cacheable' | 'personal' | 'uncached';

export interface PageRequest {
  method: string;
  /** The request target as received: path and query. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

export function classifyPage(routeIds: readonly string[], request: PageRequest): PageKind {
  if (routeIds.some((id) => PERSONAL_ROUTES.has(id) || id.startsWith(PERSONAL_ROUTE_PREFIX))) return 'personal';
  const leaf = routeIds.at(-1);
  if (!leaf || !CACHEABLE_ROUTES.has(leaf)) return 'uncached';
  if (request.method !== 'GET' && request.method !== 'HEAD') return 'uncached';
  // Any query string, even a harmless-looking one: the finder, the diet filter and book-now read theirs.
  if (request.url.includes('?')) return 'uncached';
  // Page URLs end in a slash (URL policy); React Router's `.data` requests do not.
  if (!request.url.endsWith('/')) return 'uncached';
  if (request.headers.authorization !== undefined || hasSessionCookie(request.headers.cookie)) return 'uncached';
  return 'cacheable';
}

export function hasSessionCookie(cookie: string | string[] | undefined): boolean {
  const all = Array.isArray(cookie) ? cookie.join('; ') : (cookie ?? '');
  return all.split(';').some((pair) => pair.trim().startsWith(`${SESSION_COOKIE}=`));
}

/** The parts of a rendered answer that decide whether it may be kept. */
export interface RenderedAnswer {
  status: number;
  headers: Headers;
}

/** Only a plain 200 HTML page that sets no cookie and does not forbid storing itself. */
export function storable(answer: RenderedAnswer): boolean {
  const { status, headers } = answer;
  if (status !== 200) return false;
  if (!(headers.get('content-type') ?? '').startsWith('text/html')) return false;
  if (headers.getSetCookie().length > 0) return false;
  return !/\b(no-store|private)\b/i.test(headers.get('cache-control') ?? '');
}

/** One response's Cache-Control for a page the cache did not answer. */
export function uncachedCacheControl(kind: Exclude<PageKind, 'cacheable'>, answer: RenderedAnswer): string | null {
  const current = answer.headers.get('cache-control');
  if (current && /\bno-store\b/i.test(current)) return null; // the route's own, stricter rule stands (the console's no-store)
  if (kind === 'personal') return 'private, no-store';
  // A cookie is someone's: no shared cache may hand it to another visitor.
  if (answer.headers.getSetCookie().length > 0) return 'private, no-cache';
  return null;
}

/**
 * Finds the route ids (root first) a path would render, from the build's flat
 * route manifest. Answers are remembered (matchRoutes ranks every branch on each call).
 */
export function routeMatcher(routes: ServerBuild['routes']): (pathname: string) => string[] {
  const tree = childrenOf(routes, undefined);
  const known = new LRUCache<string, string[]>({ max: 5000 });
  return (pathname) => {
    let ids = known.get(pathname);
    if (!ids) {
      ids = (matchRoutes(tree, pathname) ?? []).map((m) => m.route.id ?? '');
      known.set(pathname, ids);
    }
    return ids;
  };
}

function childrenOf(routes: ServerBuild['routes'], parentId: string | undefined): RouteObject[] {
  return Object.values(routes).flatMap((r) => {
    if (!r || r.parentId !== parentId) return [];
    const children = childrenOf(routes, r.id);
    // matchRoutes refuses an index route with a children array, even an empty one.
    const route = { id: r.id, path: r.path, caseSensitive: r.caseSensitive, ...(r.index ? { index: true } : { children }) };
    return [route];
  });
}
