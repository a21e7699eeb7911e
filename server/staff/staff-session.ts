// The staff session as both of the console's edges read it (product.md D8,
// decision 022): the cookies' names, reading a cookie from the Cookie header,
// and the CSRF check. The console's pages (app/console/
// console-session.server.ts) and its JSON (server/api/console-routes.ts) use
// these and declare none of their own, so the two cannot drift apart.
import { sameSecret } from './secret-token.ts';

/** The session token: HttpOnly, SameSite=Lax, Path=/ (the console's pages and /api/console/ both read it). */
export const SESSION_COOKIE = 'mesa_staff';
/** The double-submit CSRF token of the signed-out forms (sign in, set and forgotten password). */
export const CSRF_COOKIE = 'mesa_staff_csrf';

/** A cookie's value from a Cookie header, or null: absent, or not decodable (a malformed cookie is no cookie, not a 500). */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

/** The session token a Cookie header carries, or null. */
export const sessionTokenOf = (header: string | null | undefined): string | null => cookieValue(header, SESSION_COOKIE);

/**
 * Whether the CSRF token a client sent (a form's hidden field, or the X-CSRF-Token
 * header) is the one expected (the session's, or the double-submit cookie's),
 * compared in constant time. Nothing sent, or nothing to expect, never matches.
 */
export function csrfTokenMatches(given: unknown, expected: string | null | undefined): boolean {
  return typeof given === 'string' && !!expected && sameSecret(given, expected);
}
