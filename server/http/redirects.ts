// product.md §2 URL policy as pure functions: the redirect table, then cleanup, then the trailing slash.
// No Fastify here, so every rule is unit-tested without a server (product.md H5).

import { buildRedirectRules, SHOP_TARGET } from './redirect-rules.ts';

export type UrlPolicyOptions = {
  readonly shopUrl: string;
  /** `npm run dev`: Vite serves the browser's modules from source paths (/@vite/client, /app/root.tsx), never pages. */
  readonly viteDevServer?: boolean;
};
export type UrlDecision = { status: 301; location: string };

// Legacy URLs are short; capping the length keeps the table's patterns cheap on hostile input.
const MAX_TABLE_PATH_LENGTH = 512;

const RULES = buildRedirectRules();
const EXACT = new Map<string, string>();
const PATTERNS: { from: RegExp; to: string }[] = [];
for (const rule of RULES) {
  if (typeof rule.from === 'string') {
    // The first rule for a key wins, as it would in a top-to-bottom scan.
    if (!EXACT.has(rule.from)) EXACT.set(rule.from, rule.to);
  } else {
    PATTERNS.push({ from: rule.from, to: rule.to });
  }
}

const ABSOLUTE_HTTP = /^https?:\/\//i;

// Lower-cases ASCII letters only, leaving %XX escapes alone: their hex case carries no meaning,
// and touching non-ASCII characters could corrupt bytes the server received.
function lowerAscii(path: string): string {
  return path.replace(/%[0-9a-fA-F]{2}|[A-Z]+/g, (m) => (m.startsWith('%') ? m : m.toLowerCase()));
}

// Browsers read "\" as "/" in http URLs, so it is treated as a separator: otherwise "/\evil.com"
// would leave here as a protocol-relative Location and become an open redirect.
function collapseSlashes(path: string): string {
  return path.replace(/[\\/]+/g, '/');
}

/** The table key for a path: lower-case, single slashes, no leading or trailing slash. */
function tableKey(pathname: string): string {
  return lowerAscii(collapseSlashes(pathname)).replace(/^\/|\/$/g, '');
}

/** A site path as we emit it: one leading slash, lower-case, trailing slash before any #fragment. */
function canonicalSitePath(target: string): string {
  const hash = target.indexOf('#');
  const fragment = hash === -1 ? '' : target.slice(hash);
  let path = lowerAscii(collapseSlashes(`/${hash === -1 ? target : target.slice(0, hash)}`));
  if (!path.endsWith('/')) path += '/';
  return path + fragment;
}

/**
 * product.md §2 redirect table lookup (case-insensitive, with or without trailing slash).
 * Returns an absolute http(s) URL, or a lower-case site path with a trailing slash; null if none.
 */
export function findRedirect(pathname: string, opts: UrlPolicyOptions): string | null {
  if (pathname.length > MAX_TABLE_PATH_LENGTH) return null;
  const key = tableKey(pathname);
  let to = EXACT.get(key);
  if (to === undefined) {
    const hit = PATTERNS.find((p) => p.from.test(key));
    if (hit) to = key.replace(hit.from, hit.to);
  }
  if (to === undefined) return null;
  if (to === SHOP_TARGET) to = opts.shopUrl;
  // product.md §2: "A target starting with http or https gets a 301 to that address."
  if (ABSOLUTE_HTTP.test(to)) return to;
  return canonicalSitePath(to);
}

// Machine-facing prefixes: never redirected at all. The API answers JSON (product.md §7 has GET
// /api/booking/..., which the "booking" rule would otherwise catch), assets are hashed build
// output, and health probes and the Prometheus scraper (decision 046) must not follow redirects.
const MACHINE_PREFIXES = ['/api', '/_img', '/assets', '/dev', '/__manifest', '/healthz', '/readyz', '/metrics'];
// Static trees: not pages, so no slash or case rules, but legacy links into them (allergen
// pdfs) still go through the table.
const STATIC_PREFIXES = ['/images'];
/** Where Vite's dev server answers module requests: '/@vite/client', '/@id/…', '/@fs/…', source files. */
const VITE_DEV_PREFIXES = ['/app', '/contract', '/node_modules'];

const underPrefix = (path: string, prefixes: readonly string[]): boolean => prefixes.some((p) => path === p || path.startsWith(`${p}/`));

// A last segment like "robots.txt" or "allergens.pdf" names a file, not a page. The list is
// explicit so a page-like path such as "//evil.com" is still cleaned up to "/evil.com/".
const FILE_EXTENSIONS = new Set(
  (
    'txt xml json webmanifest ico svg png jpg jpeg gif webp avif pdf js mjs cjs css map ' +
    'woff woff2 ttf otf eot html htm mp4 webm mp3 csv zip gz br wasm vtt ' +
    // React Router's single-fetch data requests (/faqs/_.data)
    'data'
  ).split(' '),
);
const isFileName = (segment: string): boolean =>
  FILE_EXTENSIONS.has(segment.slice(segment.lastIndexOf('.') + 1).toLowerCase()) && segment.includes('.');

// Control characters cannot go into a Location header (Node would throw); Node's parser rejects
// them anyway, so this only guards direct callers.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/** Puts the query before any #fragment, as a URL requires. */
function withQuery(sitePath: string, query: string): string {
  const hash = sitePath.indexOf('#');
  return hash === -1 ? sitePath + query : sitePath.slice(0, hash) + query + sitePath.slice(hash);
}

/**
 * The whole product.md §2 URL policy for one request URL (path plus query, as Fastify's request.url):
 * (a) redirect table; (b) double slash or upper case -> cleaned-up lower-case path;
 * (c) missing trailing slash -> add it. Queries are kept byte for byte. Null: serve as is.
 */
export function decideUrl(rawUrl: string, opts: UrlPolicyOptions): UrlDecision | null {
  // A fragment never reaches a server from a browser; drop one a client sent anyway.
  const beforeHash = rawUrl.split('#', 1)[0] ?? '';
  const q = beforeHash.indexOf('?');
  const rawPath = q === -1 ? beforeHash : beforeHash.slice(0, q);
  const query = q === -1 ? '' : beforeHash.slice(q);
  // Absolute-form ("http://host/x") and "*" request targets are not ours to rewrite.
  if (!rawPath.startsWith('/') || CONTROL_CHARS.test(rawPath)) return null;

  const cleaned = lowerAscii(collapseSlashes(rawPath));
  if (underPrefix(cleaned, MACHINE_PREFIXES)) return null;
  if (opts.viteDevServer && (rawPath.startsWith('/@') || underPrefix(rawPath, VITE_DEV_PREFIXES))) return null;

  // (a) product.md §2 redirect table.
  const target = findRedirect(rawPath, opts);
  if (target !== null) {
    if (ABSOLUTE_HTTP.test(target)) return { status: 301, location: target };
    const location = withQuery(target, query);
    return location === rawPath + query ? null : { status: 301, location };
  }

  const lastSegment = cleaned.slice(cleaned.lastIndexOf('/') + 1);
  if (underPrefix(cleaned, STATIC_PREFIXES) || isFileName(lastSegment)) return null;

  // (b) "A redirect to a URL with a double slash or uppercase letters goes to the cleaned-up
  // lowercase path" and (c) "Any path without [a trailing slash] receives a permanent (301)
  // redirect": both end at the same canonical path, so one hop does both.
  const canonical = cleaned.endsWith('/') ? cleaned : `${cleaned}/`;
  if (canonical === rawPath) return null;
  return { status: 301, location: canonical + query };
}
