// The console bar's data (product.md D8): who is signed in, and which links their
// role opens (staff management only for a chain admin). Null when signed out, so the sign-in pages show no navigation.
import type { AppLoadContext } from 'react-router';
import { ROLE_LABELS } from '../../contract/staff.ts';
import { can } from '../../server/staff/permissions.ts';
import { currentSession } from './console-session.server.ts';
import { mayReadMessages } from './messages/message-access.server.ts';

export interface ConsoleNavData {
  name: string;
  role: string;
  csrfToken: string;
  /** The diary of the one restaurant a member works; with several, the home that lists them. */
  diaryHref: string;
  showMessages: boolean;
  /** Staff management: chain admins only. */
  showStaff: boolean;
}

export async function loadConsoleNav(context: AppLoadContext, request: Request): Promise<ConsoleNavData | null> {
  const session = await currentSession(context, request);
  if (!session) return null;
  const restaurants = await context.services.staff.restaurantsFor(session.staff);
  const [only] = restaurants;
  return {
    name: session.staff.name,
    role: ROLE_LABELS[session.staff.role],
    csrfToken: session.csrfToken,
    diaryHref: restaurants.length === 1 && only ? `/console/diary/${only.storeId}/` : '/console/',
    showMessages: mayReadMessages(session.staff, restaurants),
    showStaff: can(session.staff, 'staff.manage'),
  };
}
