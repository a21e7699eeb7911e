// /console/retention/: how long personal data is kept (decision 045 "Retention"), a
// chain admin's setting; anyone else gets the plain 404. Saving is audited.
import { data, type AppLoadContext } from 'react-router';
import { retentionFormSchema, type RetentionDays } from '../../../contract/retention.ts';
import { can } from '../../../server/staff/permissions.ts';
import { formText } from '../form-kit/form-text.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { notFoundPage, throwAsPageError } from '../form-kit/console-refusal.server.ts';
import { csrfMatches, csrfRefusal, fieldErrorsOf, requireSession } from '../console-session.server.ts';
import type { FormReply } from '../form-kit/form-reply.ts';

export type RetentionResult = FormReply<{ saved?: boolean }>;

async function requireRetentionEditor(context: AppLoadContext, request: Request) {
  const session = await requireSession(context, request);
  if (!can(session.staff, 'settings.edit')) throw notFoundPage();
  return session;
}

export async function loadRetention(context: AppLoadContext, request: Request) {
  const session = await requireRetentionEditor(context, request);
  const days = await context.services.privacy.retention(session.staff).catch(throwAsPageError);
  return data<{ csrfToken: string; days: RetentionDays }>({ csrfToken: session.csrfToken, days }, { headers: CONSOLE_HEADERS });
}

export async function saveRetentionPage(context: AppLoadContext, request: Request) {
  const session = await requireRetentionEditor(context, request);
  const form = await request.formData();
  if (!csrfMatches(form, request, session)) return csrfRefusal();
  const keys = Object.keys(retentionFormSchema.shape) as (keyof RetentionDays)[];
  const values = Object.fromEntries(keys.map((k) => [k, formText(form, k).slice(0, 20)]));
  const parsed = retentionFormSchema.safeParse(values);
  if (!parsed.success)
    return data<RetentionResult>(
      { error: null, fieldErrors: fieldErrorsOf(parsed.error.issues), values },
      { status: 400, headers: CONSOLE_HEADERS },
    );
  await context.services.privacy.saveRetention(session.staff, parsed.data).catch(throwAsPageError);
  return data<RetentionResult>({ error: null, fieldErrors: {}, saved: true }, { headers: CONSOLE_HEADERS });
}
