// /console/events/:leadId/sheet: the event sheet to print (decision 078). Another restaurant's lead, or a lead
// without a proposal yet, is not found.
import { data, type AppLoadContext } from 'react-router';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { requireSession } from '../console-session.server.ts';
import { orNotFound } from '../form-kit/console-refusal.server.ts';
import { leadIdOf } from './lead-id.server.ts';

export async function loadEventSheet(context: AppLoadContext, request: Request, params: { leadId?: string }) {
  const session = await requireSession(context, request);
  const sheet = await orNotFound(context.services.proposals.sheet(session.staff, leadIdOf(params)));
  return data({ sheet }, { headers: CONSOLE_HEADERS });
}
