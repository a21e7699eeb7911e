// /console/: the sign-in form for a visitor, the console home for staff
// (product.md D8). The home lists only the restaurants the member may work: the
// permission rules (server/staff/permissions.ts) decide, on the server.
import { data, redirect, type AppLoadContext } from 'react-router';
import { pageRefusal } from '../lib/page-refusal.server.ts';
import { CONSOLE_HEADERS } from './console-http.ts';
import { ROLE_LABELS, signInSchema } from '../../contract/staff.ts';
import { can, readsHeadOfficeMessages } from '../../server/staff/permissions.ts';
import { newMessageCounts } from './messages/fetch-messages.server.ts';
import { messageRestaurants } from './messages/message-access.server.ts';
import { csrfMatches, csrfRefusal, currentSession, fieldErrorsOf, preSessionCsrf, sessionCookie } from './console-session.server.ts';

export type ConsoleHome =
  | { signedIn: false; csrfToken: string }
  | {
      signedIn: true;
      csrfToken: string;
      staff: { name: string; email: string; role: string };
      restaurants: HomeRestaurant[];
      /** A chain admin's count of every new message, head office's included; null for other roles. */
      allNewMessages: number | null;
      /** Staff management (chain admins only). */
      manageStaff: boolean;
      /** The download of every booking setup the member may edit, when there are several (issue 15). */
      exportAllSetups: boolean;
    };

export interface HomeRestaurant {
  storeId: string;
  slug: string;
  title: string;
  city: string;
  /** New messages; null when the member's role does not read this restaurant's messages. */
  newMessages: number | null;
  canEditSettings: boolean;
}

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
  const restaurants = await context.services.staff.restaurantsFor(staff);
  const readable = messageRestaurants(staff, restaurants).map((r) => r.storeId);
  const counts = readable.length || readsHeadOfficeMessages(staff) ? await newMessageCounts(context, staff) : null;
  return data<ConsoleHome>(
    {
      signedIn: true,
      csrfToken: session.csrfToken,
      staff: { name: staff.name, email: staff.email, role: ROLE_LABELS[staff.role] },
      restaurants: restaurants.map(({ storeId, slug, title, city }) => ({
        storeId,
        slug,
        title,
        city,
        newMessages: counts && readable.includes(storeId) ? (counts.byStore[storeId] ?? 0) : null,
        canEditSettings: can(staff, 'setup.edit', storeId),
      })),
      allNewMessages: counts && readsHeadOfficeMessages(staff) ? counts.all : null,
      manageStaff: can(staff, 'staff.manage'),
      exportAllSetups: restaurants.filter((r) => can(staff, 'setup.edit', r.storeId)).length > 1,
    },
    { headers: CONSOLE_HEADERS },
  );
}

export type SignInResult = { error: string | null; fieldErrors: Record<string, string> };

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
