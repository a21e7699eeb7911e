// /console/events/?storeId=&status=: the group and event leads of the member's
// restaurants (decision 077), newest first, those waiting too long for a first
// answer flagged. Managers see their restaurants', chain admins every one; a
// member who works no restaurant's leads is refused.
import { data, type AppLoadContext } from 'react-router';
import { leadsQuerySchema, type LeadSummary, type LeadsQuery } from '../../../contract/event-leads.ts';
import { can } from '../../../server/staff/permissions.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { requireSession } from '../console-session.server.ts';
import { forbiddenPage, orNotFound } from '../form-kit/console-refusal.server.ts';
import { formatLondon } from '../messages/message-format.ts';

export const LEADS_REFUSED = 'Group and event leads are worked by restaurant managers. Please ask your manager.';

export interface LeadRow extends LeadSummary {
  href: string;
  receivedLabel: string;
}

export interface LeadsPage {
  filter: LeadsQuery;
  restaurants: { storeId: string; title: string }[];
  leads: LeadRow[];
}

export const leadHref = (id: string) => `/console/events/${encodeURIComponent(id)}/`;

export async function loadLeads(context: AppLoadContext, request: Request) {
  const { staff } = await requireSession(context, request);
  if (!context.services.leads.mayWork(staff)) throw forbiddenPage(LEADS_REFUSED);
  const query = new URL(request.url).searchParams;
  const filter = leadsQuerySchema.parse({ storeId: query.get('storeId') || undefined, status: query.get('status') || undefined });
  const restaurants = (await context.services.staff.restaurantsFor(staff)).filter((r) => can(staff, 'events.manage', r.storeId));
  // Another restaurant's list is as unknown as one that does not exist (the service decides).
  const leads = await orNotFound(context.services.leads.list(staff, filter));
  return data<LeadsPage>(
    {
      filter,
      restaurants: restaurants.map(({ storeId, title }) => ({ storeId, title })),
      leads: leads.map((l) => ({ ...l, href: leadHref(l.id), receivedLabel: formatLondon(l.receivedAt) })),
    },
    { headers: CONSOLE_HEADERS },
  );
}
