// /console/set-password/?token= (the CLI's one-time link and the reset mail's
// link) and /console/forgot-password/, which answers the same whether or not
// the address has an account.
import { data, redirect, type AppLoadContext } from 'react-router';
import { pageRefusal } from '../lib/page-refusal.server.ts';
import { CONSOLE_HEADERS } from './console-http.ts';
import { forgotPasswordSchema, setPasswordSchema } from '../../contract/staff.ts';
import { csrfMatches, csrfRefusal, fieldErrorsOf, preSessionCsrf } from './console-session.server.ts';
import type { FormReplyCore } from './form-kit/form-reply.ts';

export const INCOMPLETE_LINK = 'This link is not complete. Please use the link in your e-mail.';

function withCsrf<T>(request: Request, body: (csrfToken: string) => T, status = 200) {
  const csrf = preSessionCsrf(request);
  return data(body(csrf.token), { status, headers: { ...CONSOLE_HEADERS, ...(csrf.setCookie ? { 'Set-Cookie': csrf.setCookie } : {}) } });
}

export type SetPasswordPage = { csrfToken: string; token: string; email: string | null; error: string | null };

export async function loadSetPassword(context: AppLoadContext, request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!token) return withCsrf<SetPasswordPage>(request, (csrfToken) => ({ csrfToken, token, email: null, error: INCOMPLETE_LINK }), 400);
  try {
    const { email } = await context.services.staff.checkLink(token);
    return withCsrf<SetPasswordPage>(request, (csrfToken) => ({ csrfToken, token, email, error: null }));
  } catch (err) {
    const refusal = pageRefusal(err);
    if (!refusal) throw err;
    return withCsrf<SetPasswordPage>(request, (csrfToken) => ({ csrfToken, token, email: null, error: refusal.message }), refusal.status);
  }
}

/** A password form's reply (decision 070): the one form reply's alert and fields, and whether the link was sent. */
export type FormResult = Pick<FormReplyCore, 'error' | 'fieldErrors'> & { sent?: boolean };

export async function setPassword(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  if (!csrfMatches(form, request, null)) return csrfRefusal();
  const parsed = setPasswordSchema.safeParse({ token: form.get('token'), password: form.get('password'), confirm: form.get('confirm') });
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error.issues);
    return data<FormResult>({ error: fieldErrors.token ?? null, fieldErrors }, { status: 400, headers: CONSOLE_HEADERS });
  }
  try {
    await context.services.staff.setPassword(parsed.data.token, parsed.data.password);
  } catch (err) {
    const refusal = pageRefusal(err);
    if (!refusal) throw err;
    return data<FormResult>({ error: refusal.message, fieldErrors: {} }, { status: refusal.status, headers: CONSOLE_HEADERS });
  }
  return redirect('/console/?password=set', { headers: CONSOLE_HEADERS });
}

export const loadForgotPassword = (request: Request) => withCsrf(request, (csrfToken) => ({ csrfToken }));

export async function requestReset(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  if (!csrfMatches(form, request, null)) return csrfRefusal();
  const parsed = forgotPasswordSchema.safeParse({ email: form.get('email') });
  if (!parsed.success) {
    return data<FormResult>({ error: null, fieldErrors: fieldErrorsOf(parsed.error.issues) }, { status: 400, headers: CONSOLE_HEADERS });
  }
  await context.services.staff.requestReset(parsed.data.email);
  return data<FormResult>({ error: null, fieldErrors: {}, sent: true }, { headers: CONSOLE_HEADERS });
}
