// /console/events/:leadId/cancel/: cancelling a lead's event (decisions 083 and 084). The page shows the event,
// what the client paid, what their accepted terms give back today and their other terms; the manager gives the
// reason and chooses what is refunded. Cancelling returns to the lead with what became of the refund. A lead
// changed since the page opened is refused (409) with what was typed kept; another restaurant's lead is not found.
import { data, redirect, type AppLoadContext } from 'react-router';
import { eventCancelSchema, type EventCancelView, type RefundOutcome } from '../../../contract/event-cancellation.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { csrfMatches, csrfRefusal, requireSession } from '../console-session.server.ts';
import { invalidReply, orNotFound, refusalReply, throwAsPageError } from '../form-kit/console-refusal.server.ts';
import type { FormReply } from '../form-kit/form-reply.ts';
import { formText } from '../form-kit/form-text.ts';
import { leadIdOf } from './lead-id.server.ts';

export interface EventCancelPage {
  csrfToken: string;
  view: EventCancelView;
}

export type EventCancelResult = FormReply;

const CANCEL_FIELDS = ['leadVersion', 'reason', 'refund'] as const;

export async function loadEventCancel(context: AppLoadContext, request: Request, params: { leadId?: string }) {
  const session = await requireSession(context, request);
  let view: EventCancelView;
  try {
    view = await orNotFound(context.services.eventCancellation.view(session.staff, leadIdOf(params)));
  } catch (err) {
    // A lead with no event to cancel (lost already, or never placed in the diary) is the refusal's page.
    throwAsPageError(err);
  }
  return data<EventCancelPage>({ csrfToken: session.csrfToken, view }, { headers: CONSOLE_HEADERS });
}

export async function cancelEvent(context: AppLoadContext, request: Request, params: { leadId?: string }) {
  const session = await requireSession(context, request);
  const form = await request.formData();
  if (!csrfMatches(form, request, session)) return csrfRefusal();
  const id = leadIdOf(params);
  const values = Object.fromEntries(CANCEL_FIELDS.map((f) => [f, formText(form, f)]));
  const parsed = eventCancelSchema.safeParse({ ...values, refund: values.refund || undefined });
  if (!parsed.success) return invalidReply<EventCancelResult>(parsed.error.issues, { values });
  let refund: RefundOutcome;
  try {
    refund = await context.services.eventCancellation.cancel(session.staff, id, parsed.data);
  } catch (err) {
    // A newer change to the lead (409), or nothing left to cancel (422), is the form's alert, what was typed kept.
    return refusalReply<EventCancelResult>(err, { values });
  }
  return redirect(`/console/events/${encodeURIComponent(id)}/?cancelled=${refund}`, { headers: CONSOLE_HEADERS });
}
