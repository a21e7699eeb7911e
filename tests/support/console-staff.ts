// A signed-in console member for tests and the bench: made, given a password
// through their one-time link, and signed in, as `npm run staff` and the
// set-password page would — so every test starts from a real session.
import type { StaffRole } from '../../contract/staff.ts';
import type { AppServices } from '../../server/app-services.ts';
import { SESSION_COOKIE } from '../../server/staff/staff-session.ts';

export const STAFF_PASSWORD = 'twelve characters at least';

export interface SignedInStaff {
  id: string;
  /** The session token (the `mesa_staff` cookie's value) and its CSRF token. */
  token: string;
  csrf: string;
  /** `mesa_staff=…`, for a Cookie header. */
  cookie: string;
}

export async function signedInStaff(
  services: Pick<AppServices, 'staff'>,
  member: { email: string; role: StaffRole; restaurants?: readonly string[]; name?: string; password?: string },
): Promise<SignedInStaff> {
  const password = member.password ?? STAFF_PASSWORD;
  const created = await services.staff.createStaff({
    email: member.email,
    role: member.role,
    restaurants: [...(member.restaurants ?? [])],
    ...(member.name ? { name: member.name } : {}),
  });
  const { url } = await services.staff.issueSetPasswordLink(created.id);
  await services.staff.setPassword(new URL(url).searchParams.get('token')!, password);
  const session = await services.staff.signIn({ email: member.email, password, ip: '192.0.2.10', userAgent: 'vitest' });
  return { id: created.id, token: session.sessionToken, csrf: session.csrfToken, cookie: `${SESSION_COOKIE}=${session.sessionToken}` };
}
