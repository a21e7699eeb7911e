// How the staff pages answer the console service (decision 017: the status is
// the one table's, read through app/lib/page-refusal.server.ts): not-found is
// the 404 page; a wrong field (400) or a refusal (422: an address already
// taken, an admin's own demotion, the last admin) is the form's alert, beside
// its field when it names one.
import { data } from 'react-router';
import { pageRefusal } from '../../lib/page-refusal.server.ts';
import { formatLondon } from '../messages/message-format.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { notFoundPage } from '../console-page-error.server.ts';
import { fieldErrorsOf } from '../console-session.server.ts';
import type { PassOnLink, StaffFormResult } from './staff-form-result.ts';

export const CHECK_FIELDS = 'Please correct the highlighted fields.';

type Extra = Omit<Partial<StaffFormResult>, 'error' | 'fieldErrors'>;

export const staffNotice = (notice: string, extra: Extra = {}) =>
  data<StaffFormResult>({ error: null, fieldErrors: {}, notice, ...extra }, { headers: CONSOLE_HEADERS });

/** A form the schema turned down: each field's message, and one line for the alert. */
export const staffInvalid = (issues: readonly { path: PropertyKey[]; message: string }[], extra: Extra = {}) =>
  data<StaffFormResult>({ error: CHECK_FIELDS, fieldErrors: fieldErrorsOf(issues), ...extra }, { status: 400, headers: CONSOLE_HEADERS });

export const staffFormRefusal = (error: string, extra: Extra = {}) =>
  data<StaffFormResult>({ error, fieldErrors: {}, ...extra }, { status: 400, headers: CONSOLE_HEADERS });

/** A service's refusal as the form's alert (and its field's message); not-found throws the 404 page; anything else goes on up. */
export function staffRefusal(err: unknown, extra: Extra = {}) {
  const refusal = pageRefusal(err);
  if (!refusal) throw err;
  if (refusal.kind === 'not-found') throw notFoundPage();
  const fieldErrors = refusal.field ? { [refusal.field]: refusal.message } : {};
  return data<StaffFormResult>({ error: refusal.message, fieldErrors, ...extra }, { status: refusal.status, headers: CONSOLE_HEADERS });
}

export const passOnLink = (link: { url: string; expiresAt: string }): PassOnLink => ({
  url: link.url,
  expiresLabel: formatLondon(link.expiresAt),
});
