// /console/people/: a chain admin answers "what do you hold about me?" and "erase
// me" (product.md D12 "Data rights"). The address is posted, never put in the URL,
// so it is in no access log. Anyone else gets the plain 404. The download is
// /console/people/export/ (people-export.server.ts, decision 060).
import { data, type AppLoadContext } from 'react-router';
import { personRequestSchema } from '../../../contract/people.ts';
import { can } from '../../../server/staff/permissions.ts';
import type { PersonSummary } from '../../../contract/people.ts';
import { formText } from '../form-kit/form-text.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { notFoundPage, throwAsPageError } from '../form-kit/console-refusal.server.ts';
import { csrfMatches, csrfRefusal, fieldErrorsOf, requireSession } from '../console-session.server.ts';
import type { FormReply } from '../form-kit/form-reply.ts';

export type PeopleResult =
  | FormReply<{ email?: string }>
  /** `confirmError`: an erasure asked for without the tick; the person is shown again with the message at the box. */
  | { error: null; fieldErrors: Record<string, never>; found: PersonSummary; confirmError?: string }
  | { error: null; fieldErrors: Record<string, never>; erased: { email: string; rows: number } };

export async function requirePrivacyManager(context: AppLoadContext, request: Request) {
  const session = await requireSession(context, request);
  if (!can(session.staff, 'privacy.manage')) throw notFoundPage();
  return session;
}

export async function loadPeople(context: AppLoadContext, request: Request) {
  const session = await requirePrivacyManager(context, request);
  return data({ csrfToken: session.csrfToken }, { headers: CONSOLE_HEADERS });
}

export async function peopleAction(context: AppLoadContext, request: Request) {
  const session = await requirePrivacyManager(context, request);
  const form = await request.formData();
  if (!csrfMatches(form, request, session)) return csrfRefusal();
  const parsed = personRequestSchema.safeParse({
    intent: form.get('intent'),
    email: formText(form, 'email'),
    confirm: form.get('confirm') ?? undefined,
  });
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error.issues);
    const only = personRequestSchema.safeParse({ intent: 'find', email: formText(form, 'email') });
    if (form.get('intent') === 'erase' && fieldErrors.confirm && only.success) {
      const found = await context.services.privacy.find(session.staff, only.data.email).catch(throwAsPageError);
      return data<PeopleResult>(
        { error: null, fieldErrors: {}, found, confirmError: fieldErrors.confirm },
        { status: 400, headers: CONSOLE_HEADERS },
      );
    }
    const email = formText(form, 'email');
    return data<PeopleResult>(
      { error: null, fieldErrors: fieldErrorsOf(parsed.error.issues), email },
      { status: 400, headers: CONSOLE_HEADERS },
    );
  }
  const { staff } = session;
  const { intent, email } = parsed.data;
  if (intent === 'erase') {
    const result = await context.services.privacy.erase(staff, email).catch(throwAsPageError);
    const rows = Object.values(result.rows).reduce((a: number, b) => a + b, 0);
    return data<PeopleResult>({ error: null, fieldErrors: {}, erased: { email, rows } }, { headers: CONSOLE_HEADERS });
  }
  const found = await context.services.privacy.find(staff, email).catch(throwAsPageError);
  return data<PeopleResult>({ error: null, fieldErrors: {}, found }, { headers: CONSOLE_HEADERS });
}
