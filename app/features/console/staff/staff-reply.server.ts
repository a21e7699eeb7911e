// How the staff pages turn the console service's answers into HTTP (STYLE:
// domain errors are mapped at the edge only): not-found is the 404 page; a
// wrong field is a 400 beside that field; a refusal (an address already
// taken, an admin's own demotion, the last admin) is a 422 in the alert.
import { data } from 'react-router';
import { formatLondon } from '../messages/message-format.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { notFoundPage } from '../console-page-error.server.ts';
import { domainRefusal, fieldErrorsOf } from '../console-session.server.ts';
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
  const refusal = domainRefusal(err);
  if (!refusal) throw err;
  if (refusal.kind === 'not-found') throw notFoundPage();
  const fieldErrors = refusal.field ? { [refusal.field]: refusal.message } : {};
  return data<StaffFormResult>(
    { error: refusal.message, fieldErrors, ...extra },
    { status: refusal.kind === 'invalid' ? 400 : 422, headers: CONSOLE_HEADERS },
  );
}

export const passOnLink = (link: { url: string; expiresAt: string }): PassOnLink => ({
  url: link.url,
  expiresLabel: formatLondon(link.expiresAt),
});
