// How the diary pages answer the console service (decision 017: the status
// is the one table's, read through app/lib/page-refusal.server.ts): not-found
// is the 404 page, as if the restaurant or booking did not exist; other
// refusals are the page's alert with the field they concern; anything else is
// a real fault and goes on up.
import { data } from 'react-router';
import { pageRefusal } from '../../lib/page-refusal.server.ts';
import type { PageResult } from './page-result.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { notFoundPage } from '../console-page-error.server.ts';
import { fieldErrorsOf } from '../console-session.server.ts';

export const CHECK_FIELDS = 'Please correct the highlighted fields.';

/** A loader's service call: its not-found becomes the 404 page. */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (pageRefusal(err)?.kind === 'not-found') throw notFoundPage();
    throw err;
  }
}

export const noticeReply = (notice: string, extra: Partial<PageResult> = {}) =>
  data<PageResult>({ error: null, fieldErrors: {}, notice, ...extra }, { headers: CONSOLE_HEADERS });

/** A form the schema turned down: the fields' messages, and one line for the alert. */
export const invalidReply = (issues: readonly { path: PropertyKey[]; message: string }[], extra: Partial<PageResult> = {}) =>
  data<PageResult>({ error: CHECK_FIELDS, fieldErrors: fieldErrorsOf(issues), ...extra }, { status: 400, headers: CONSOLE_HEADERS });

export const formRefusal = (error: string, extra: Partial<PageResult> = {}, status = 400) =>
  data<PageResult>({ error, fieldErrors: {}, ...extra }, { status, headers: CONSOLE_HEADERS });

/** A service's refusal as the page's alert; not-found throws the 404 page, a non-domain error is rethrown. */
export function refusalReply(err: unknown, extra: Partial<PageResult> = {}) {
  const refusal = pageRefusal(err);
  if (!refusal) throw err;
  if (refusal.kind === 'not-found') throw notFoundPage();
  const fieldErrors = refusal.field ? { [refusal.field.split('.')[0]!]: refusal.message } : {};
  return data<PageResult>({ error: refusal.message, fieldErrors, ...extra }, { status: refusal.status, headers: CONSOLE_HEADERS });
}

/** A text field of a posted form, or undefined when absent or blank. */
export function formText(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
