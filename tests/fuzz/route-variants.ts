// Requests near an operation's route but not on it: another method, an extra
// or missing segment, odd spellings of the path. Under /api each must still
// be answered in JSON (404, 405 or 400), never by the page catch-all's HTML.
import type { Random } from './seeded-random.ts';

export interface RouteVariant {
  name: string;
  method: string;
  path: string;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** `path` is the operation's path with its parameters filled in. */
export function nearbyRoute(method: string, path: string, rnd: Random): RouteVariant {
  const rest = path.replace(/^\/api/, '');
  const variants: (() => RouteVariant)[] = [
    () => ({ name: 'other-method', method: rnd.pick(METHODS.filter((m) => m !== method)), path }),
    () => ({
      name: 'extra-segment',
      method,
      path: `${path.replace(/\/$/, '')}/${rnd.pick(['extra', '..', '%2e%2e', 'x'.repeat(300), '__proto__'])}`,
    }),
    () => ({ name: 'trailing-slash', method, path: path.endsWith('/') ? path.slice(0, -1) : `${path}/` }),
    () => ({ name: 'double-slash', method, path: `/api/${rest}` }),
    () => ({ name: 'upper-case', method, path: `/API${rest}` }),
    () => ({ name: 'encoded-prefix', method, path: `/%61pi${rest}` }),
    () => ({ name: 'dot-segment', method, path: `/api/./${rest.replace(/^\//, '')}` }),
    () => ({ name: 'dot-dot-segment', method, path: `/api/nothing/..${rest}` }),
    () => ({ name: 'unknown', method, path: `/api/${rnd.pick(['unknown', 'v2/content', 'docs/../token', '%00', 'a;b', '.env'])}` }),
    () => ({ name: 'parent-only', method, path: path.split('/').slice(0, -1).join('/') || '/api' }),
  ];
  return rnd.pick(variants)();
}

/** Whether a URL is read as an /api one, however its path is spelled (so its answer must be JSON). */
export function isApiUrl(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not valid percent-encoding: judge it as written.
  }
  return [path, decoded].some((p) => /^\/+api(\/|$)/i.test(p.replace(/\/\.(?=\/)/g, '')));
}
