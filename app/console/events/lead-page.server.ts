// /console/events/:leadId/: one lead, its client and request, the form that moves it on (status, who looks after
// it, its value, a note) and its history (decision 077). Another restaurant's lead is not found. A save made on a
// lead someone changed since the form was opened is refused, with what was typed kept in the form.
import { data, type AppLoadContext } from 'react-router';
import { leadUpdateSchema, type LeadDetail } from '../../../contract/event-leads.ts';
import type { ProposalView } from '../../../contract/event-proposals.ts';
import { cancelNotice } from '../../../contract/event-cancellation.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { csrfMatches, csrfRefusal, requireSession } from '../console-session.server.ts';
import { invalidReply, noticeReply, orNotFound, refusalReply } from '../form-kit/console-refusal.server.ts';
import type { FormReply } from '../form-kit/form-reply.ts';
import { formText } from '../form-kit/form-text.ts';
import { leadIdOf } from './lead-id.server.ts';
import { formatLondon } from '../messages/message-format.ts';

export interface LeadPage {
  csrfToken: string;
  /** Decision 078: the newest proposal sent, if any, and the version just sent (the builder returns here). */
  proposal: ProposalView | null;
  sent: number | null;
  /** Decision 083: what a cancel just did, from its address. */
  cancelled: string | null;
  lead: Omit<LeadDetail, 'history'> & { receivedLabel: string; history: (LeadDetail['history'][number] & { atLabel: string })[] };
}

export type LeadFormResult = FormReply;

export const LEAD_FIELDS = ['version', 'status', 'lostReason', 'ownerStaffId', 'value', 'note'] as const;

export async function loadLead(context: AppLoadContext, request: Request, params: { leadId?: string }) {
  const session = await requireSession(context, request);
  const id = leadIdOf(params);
  const lead = await orNotFound(context.services.leads.get(session.staff, id));
  const proposal = await context.services.proposals.current(session.staff, id);
  const query = new URL(request.url).searchParams;
  const sent = Number(query.get('sent'));
  return data<LeadPage>(
    {
      csrfToken: session.csrfToken,
      proposal,
      sent: Number.isInteger(sent) && sent > 0 && sent === proposal?.version ? sent : null,
      cancelled: cancelNotice(query.get('cancelled')),
      lead: {
        ...lead,
        receivedLabel: formatLondon(lead.receivedAt),
        history: lead.history.map((h) => ({ ...h, atLabel: formatLondon(h.at) })),
      },
    },
    { headers: CONSOLE_HEADERS },
  );
}

export async function updateLead(context: AppLoadContext, request: Request, params: { leadId?: string }) {
  const session = await requireSession(context, request);
  const form = await request.formData();
  if (!csrfMatches(form, request, session)) return csrfRefusal();
  const id = leadIdOf(params);
  const values = Object.fromEntries(LEAD_FIELDS.map((f) => [f, formText(form, f)]));
  const parsed = leadUpdateSchema.safeParse(values);
  if (!parsed.success) return invalidReply<LeadFormResult>(parsed.error.issues, { values });
  try {
    await context.services.leads.update(session.staff, id, parsed.data);
  } catch (err) {
    // A stale form (409) or a wrong owner (400) is the form's alert, what was typed kept; not found is the 404 page.
    return refusalReply<LeadFormResult>(err, { values });
  }
  return noticeReply<LeadFormResult>('Saved');
}
