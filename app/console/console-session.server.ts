// The console's session cookie and CSRF tokens (product.md D8, decision 022).
// `mesa_staff` holds the session token: HttpOnly, SameSite=Lax, Path=/ (the
// console's pages and its /api/console/ JSON both read it),
// Secure when the request came over HTTPS (page-handler.ts builds the URL from
// the protocol Fastify saw, X-Forwarded-Proto included with TRUST_PROXY). Every
// console action checks a CSRF token: the session's own once signed in; before
// that, a double-submit cookie (`mesa_staff_csrf`) for the sign-in forms.
// The names, the reading of the cookie and the CSRF check are shared with
// /api/console/ (server/staff/staff-session.ts); only the pages write cookies.
import { data, redirect, type AppLoadContext } from 'react-router';
import { CONSOLE_HEADERS, CSRF_FIELD } from './console-http.ts';
import { newSecretToken } from '../../server/staff/secret-token.ts';
import { can, type RestaurantAction } from '../../server/staff/permissions.ts';
import { cookieValue, CSRF_COOKIE, csrfTokenMatches, SESSION_COOKIE, sessionTokenOf } from '../../server/staff/staff-session.ts';
import type { StaffSession } from '../../server/staff/staff-service.ts';

// For the pages' tests, which (as app/ code) import server/ only through a *.server.ts module.
export { CSRF_COOKIE, SESSION_COOKIE };

const SESSION_MAX_AGE = 30 * 24 * 3600; // the server ends idle sessions sooner (staff-service.ts)

export const CSRF_REFUSED = 'This form has expired. Please reload the page and try again.';

const isHttps = (request: Request) => new URL(request.url).protocol === 'https:';

function cookie(request: Request, name: string, value: string, maxAge: number): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Lax'];
  if (isHttps(request)) parts.push('Secure');
  return parts.join('; ');
}

export const sessionCookie = (request: Request, token: string) => cookie(request, SESSION_COOKIE, token, SESSION_MAX_AGE);
export const clearSessionCookie = (request: Request) => cookie(request, SESSION_COOKIE, '', 0);

/** The signed-in staff member, or null. */
export async function currentSession(context: AppLoadContext, request: Request): Promise<(StaffSession & { token: string }) | null> {
  const token = sessionTokenOf(request.headers.get('cookie'));
  if (!token) return null;
  // A page may take a session as this instance read it within the last second; an action never (decision 058).
  const session = await context.services.staff.currentStaff(token, { reading: request.method === 'GET' || request.method === 'HEAD' });
  return session && { ...session, token };
}

/** For loaders and actions behind the sign-in: no session → the sign-in page. */
export async function requireSession(context: AppLoadContext, request: Request) {
  const session = await currentSession(context, request);
  if (!session) throw redirect('/console/', { headers: { 'Set-Cookie': clearSessionCookie(request) } });
  return session;
}

/**
 * For a restaurant's console pages and actions (product.md D8): the signed-in member,
 * when the rules let them do `action` at `storeId`; otherwise 404, as if the
 * restaurant did not exist, so a manager of Bath learns nothing of Leeds.
 */
export async function requireRestaurantAction(context: AppLoadContext, request: Request, action: RestaurantAction, storeId: string) {
  const session = await requireSession(context, request);
  if (!can(session.staff, action, storeId)) throw data('This page could not be found', { status: 404, headers: CONSOLE_HEADERS });
  return session;
}

/**
 * The CSRF token a signed-out form carries: the cookie's, or a new one with the
 * Set-Cookie that stores it. Signed-in forms carry the session's token instead.
 */
export function preSessionCsrf(request: Request): { token: string; setCookie: string | null } {
  const existing = cookieValue(request.headers.get('cookie'), CSRF_COOKIE);
  if (existing && /^[\w-]{43}$/.test(existing)) return { token: existing, setCookie: null };
  const token = newSecretToken();
  return { token, setCookie: cookie(request, CSRF_COOKIE, token, 3600 * 12) };
}

/** Whether the form's hidden token matches the session's (signed in) or the double-submit cookie (signed out). */
export function csrfMatches(form: FormData, request: Request, session: Pick<StaffSession, 'csrfToken'> | null): boolean {
  const expected = session ? session.csrfToken : cookieValue(request.headers.get('cookie'), CSRF_COOKIE);
  return csrfTokenMatches(form.get(CSRF_FIELD), expected);
}

/** A 403 with the page's error, for an action whose CSRF token does not match. */
export const csrfRefusal = () =>
  data<{ error: string; fieldErrors: Record<string, string>; sent?: boolean }>(
    { error: CSRF_REFUSED, fieldErrors: {} },
    { status: 403, headers: CONSOLE_HEADERS },
  );

/** The first message per field of a failed zod parse. */
export function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}
