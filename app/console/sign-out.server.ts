// POST /console/sign-out/: ends this session, or (intent=everywhere) every
// session of the member on every device; both need the session's CSRF token.
import { redirect, type AppLoadContext } from 'react-router';
import { CONSOLE_HEADERS } from './console-http.ts';
import { clearSessionCookie, csrfMatches, csrfRefusal, currentSession } from './console-session.server.ts';

export async function signOut(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  const session = await currentSession(context, request);
  const done = () => redirect('/console/', { headers: { ...CONSOLE_HEADERS, 'Set-Cookie': clearSessionCookie(request) } });
  if (!session) return done();
  if (!csrfMatches(form, request, session)) return csrfRefusal();
  if (form.get('intent') === 'everywhere') await context.services.staff.signOutEverywhere(session.staff.id);
  else await context.services.staff.signOut(session.token);
  return done();
}
