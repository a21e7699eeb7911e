// Staff management's pages are a chain admin's only (product.md D8): for
// anyone else every staff page and action is the plain 404, whatever the form
// carries, as if the pages did not exist. The console service checks again.
import type { AppLoadContext } from 'react-router';
import { can } from '../../../server/staff/permissions.ts';
import { notFoundPage } from '../form-kit/console-refusal.server.ts';
import { requireSession } from '../console-session.server.ts';

export async function requireStaffManager(context: AppLoadContext, request: Request) {
  const session = await requireSession(context, request);
  if (!can(session.staff, 'staff.manage')) throw notFoundPage();
  return session;
}

/** The chain's restaurants as the staff pages name them: storeId → title, in the chain's order. */
export async function restaurantTitles(context: AppLoadContext): Promise<Map<string, string>> {
  return new Map((await context.services.content.restaurantSummaries()).map((r) => [r.storeId, r.title]));
}
