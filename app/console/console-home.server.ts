// /console/: the sign-in form for a visitor, the console home for staff
// (product.md D8). The home lists only the restaurants the member may work: the
// permission rules (server/staff/permissions.ts) decide, on the server. Its
// figures (today's bookings, covers, requests, new messages) come from the
// console service in two grouped queries, whatever the size of the chain.
import { data, redirect, type AppLoadContext } from 'react-router';
import { pageRefusal } from '../lib/page-refusal.server.ts';
import { CONSOLE_HEADERS } from './console-http.ts';
import { ROLE_LABELS, signInSchema } from '../../contract/staff.ts';
import { formatLongDate, londonMinutesOf } from '../../contract/london-time.ts';
import { can } from '../../server/staff/permissions.ts';
import { greetingAt, homeQueryOf, sortRows, type HomeQuery, type HomeRow } from './home-table.ts';
import { csrfMatches, csrfRefusal, currentSession, fieldErrorsOf, preSessionCsrf, sessionCookie } from './console-session.server.ts';
import { STUDIO_HOME } from './studio/studio-urls.ts';
import type { FormReplyCore } from './form-kit/form-reply.ts';

export type ConsoleHome =
  | { signedIn: false; csrfToken: string }
  | {
      signedIn: true;
      csrfToken: string;
      staff: { name: string; email: string; role: string };
      /** "Good afternoon": the services' clock in London time, never the browser's. */
      greeting: string;
      /** Today in London, ISO and as written ("Monday, 2 March 2026"). */
      date: string;
      longDate: string;
      /** Every restaurant the member works, by name; the search and the sort apply to these. */
      restaurants: HomeRow[];
      /** The ?q=&sort=&dir= the page was asked for (the form works without JavaScript). */
      query: HomeQuery;
      /** Whether the member's role reads any restaurant's messages (the column shows only then). */
      showMessages: boolean;
      /** A chain admin's count of every new message, head office's included; null for other roles. */
      allNewMessages: number | null;
      /** Leads waiting longer than the set time for a first answer (decision 077); null when the member works none. */
      waitingLeads: number | null;
      /** Staff management (chain admins only). */
      manageStaff: boolean;
      /** The download of every booking setup the member may edit, when there are several (decision 025). */
      exportAllSetups: boolean;
    };

/** Where a marketing member's console opens (decision 045). */
export const MARKETING_HOME = '/console/segments/';

export async function loadConsoleHome(context: AppLoadContext, request: Request) {
  const session = await currentSession(context, request);
  if (!session) {
    const csrf = preSessionCsrf(request);
    return data<ConsoleHome>(
      { signedIn: false, csrfToken: csrf.token },
      { headers: { ...CONSOLE_HEADERS, ...(csrf.setCookie ? { 'Set-Cookie': csrf.setCookie } : {}) } },
    );
  }
  const { staff } = session;
  const [restaurants, summary, waiting] = await Promise.all([
    context.services.staff.restaurantsFor(staff),
    context.services.console.home(staff),
    context.services.leads.mayWork(staff) ? context.services.leads.waitingByStore(staff) : null,
  ]);
  // A content editor works no restaurant's diary: their console starts in the content studio (product.md D9).
  if (!restaurants.length && can(staff, 'content.edit')) throw redirect(STUDIO_HOME, { headers: CONSOLE_HEADERS });
  // Marketing works no restaurant's diary either: their console starts in the marketing lists (decision 045).
  if (!restaurants.length && can(staff, 'segments.export')) throw redirect(MARKETING_HOME, { headers: CONSOLE_HEADERS });
  const rows = restaurants.map(({ storeId, title, address }): HomeRow => {
    const day = summary.day[storeId];
    return {
      storeId,
      title,
      // The town as written ("Birmingham"), not the content's city key ("birmingham").
      city: address.town,
      bookings: day?.bookings ?? 0,
      covers: day?.covers ?? 0,
      requested: day?.requested ?? 0,
      newMessages: summary.newMessages && can(staff, 'messages.view', storeId) ? (summary.newMessages[storeId] ?? 0) : null,
      canEditSettings: can(staff, 'setup.edit', storeId),
    };
  });
  return data<ConsoleHome>(
    {
      signedIn: true,
      csrfToken: session.csrfToken,
      staff: { name: staff.name, email: staff.email, role: ROLE_LABELS[staff.role] },
      greeting: greetingAt(londonMinutesOf(new Date(summary.now))),
      date: summary.date,
      longDate: formatLongDate(summary.date),
      restaurants: sortRows(rows, 'title', 'ascending'),
      query: homeQueryOf(new URL(request.url).searchParams),
      showMessages: rows.some((r) => r.newMessages !== null),
      allNewMessages: summary.allNewMessages,
      waitingLeads: waiting ? [...waiting.values()].reduce((a, b) => a + b, 0) : null,
      manageStaff: can(staff, 'staff.manage'),
      exportAllSetups: rows.filter((r) => r.canEditSettings).length > 1,
    },
    { headers: CONSOLE_HEADERS },
  );
}

/** The sign-in form's reply (decision 070): the one form reply's alert and fields only. */
export type SignInResult = Pick<FormReplyCore, 'error' | 'fieldErrors'>;

/** Signs in with a new session (rotation: any earlier cookie is replaced), then the console home. */
export async function signIn(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  if (!csrfMatches(form, request, null)) return csrfRefusal();
  const parsed = signInSchema.safeParse({ email: form.get('email'), password: form.get('password') });
  if (!parsed.success) {
    return data<SignInResult>({ error: null, fieldErrors: fieldErrorsOf(parsed.error.issues) }, { status: 400, headers: CONSOLE_HEADERS });
  }
  try {
    const session = await context.services.staff.signIn({
      ...parsed.data,
      ip: context.clientIp,
      userAgent: request.headers.get('user-agent'),
    });
    return redirect('/console/', { headers: { ...CONSOLE_HEADERS, 'Set-Cookie': sessionCookie(request, session.sessionToken) } });
  } catch (err) {
    // The one refusal for every failure (staff-service.ts): wrong address, wrong password,
    // disabled or locked out. The form answers it 401, HTTP's "credentials not accepted"
    // (decision 017: the one exception to the table, whose 'refused' is 422).
    const refusal = pageRefusal(err);
    if (!refusal) throw err;
    return data<SignInResult>({ error: refusal.message, fieldErrors: {} }, { status: 401, headers: CONSOLE_HEADERS });
  }
}
