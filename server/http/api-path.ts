// One canonical reading of a request path decides whether it is an /api call (decision 012).
// The router matches percent-decoded paths, so a guard that looks at the raw URL can be walked
// round by spelling "/api/" differently ("/%61pi/", "/API/", "/x/../api/"). Every layer (routing,
// the token guard, the rate limits, the URL policy) asks this module instead, and a path that
// reads as /api but is not spelled canonically is refused before any of them runs.

export type ApiPathVerdict =
  { readonly api: false } | { readonly api: true; readonly problem: string | null } | { readonly api: 'unknown'; readonly problem: string };

export const NON_CANONICAL_API_PATH = 'The API path is not in its canonical form';
export const MALFORMED_URL = 'The URL is malformed';

const MAX_DECODE_ROUNDS = 4;
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Decodes until nothing changes (double-encoded "%2561" reads as "a"); null when an escape is malformed. */
function decodeFully(value: string): string | null {
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null; // bad escapes, or overlong / invalid UTF-8 such as %C1%A1
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** The path as any lenient server or proxy could read it: decoded, "\" as "/", no ";params", no dot segments, lower case. */
export function canonicalPath(rawPath: string): string | null {
  const decoded = decodeFully(rawPath);
  if (decoded === null) return null;
  const segments: string[] = [];
  for (const segment of decoded.replace(/\\/g, '/').split('/')) {
    const name = segment.split(';', 1)[0] ?? '';
    if (name === '' || name === '.') continue;
    if (name === '..') segments.pop();
    else segments.push(name.toLowerCase());
  }
  return `/${segments.join('/')}`;
}

const isUnderApi = (path: string) => path === '/api' || path.startsWith('/api/');

/** Why a raw /api path is not canonical, or null when every segment is plain. */
function spellingProblem(rawPath: string): string | null {
  if (!rawPath.startsWith('/api/')) return NON_CANONICAL_API_PATH;
  const segments = rawPath.split('/').slice(1);
  for (const [i, raw] of segments.entries()) {
    // Only the last segment may be empty (a trailing slash); "//" is not canonical.
    if (raw === '' && i !== segments.length - 1) return NON_CANONICAL_API_PATH;
    if (raw.includes('\\') || raw.includes(';')) return NON_CANONICAL_API_PATH;
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      return MALFORMED_URL;
    }
    if (value === '.' || value === '..' || /[/\\]/.test(value) || CONTROL.test(value)) return NON_CANONICAL_API_PATH;
  }
  return null;
}

/** Classifies a request target (path and query, as Fastify's request.url). */
export function classifyApiPath(rawUrl: string): ApiPathVerdict {
  const rawPath = rawUrl.split(/[?#]/, 1)[0] ?? '';
  const canonical = canonicalPath(rawPath);
  if (canonical === null) {
    // Undecodable: it cannot be shown not to be /api, so nothing may serve it.
    return { api: 'unknown', problem: MALFORMED_URL };
  }
  if (!isUnderApi(canonical) && !rawPath.startsWith('/api/')) return { api: false };
  return { api: true, problem: spellingProblem(rawPath) };
}
