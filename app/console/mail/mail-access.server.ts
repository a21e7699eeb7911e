// Who opens the mail log (product.md D13 "A mail log in the console"): chain admins
// only. Everyone else gets the console's plain 404, so the log's existence
// tells them nothing; the service checks the same rule again.
import type { AppLoadContext } from 'react-router';
import { can } from '../../../server/staff/permissions.ts';
import type { StaffMember } from '../../../server/staff/staff-repository.ts';
import { notFoundPage } from '../form-kit/console-refusal.server.ts';
import { requireSession } from '../console-session.server.ts';

/** Whether the console shows the member a Mail link at all. */
export const mayReadMail = (staff: StaffMember) => can(staff, 'mail.view');

/** The signed-in chain admin's session, else the sign-in page (signed out) or a 404. */
export async function requireMailReader(context: AppLoadContext, request: Request) {
  const session = await requireSession(context, request);
  if (!mayReadMail(session.staff)) throw notFoundPage();
  return session;
}
