// How the guest pages answer (decision 044; decision 017 via app/lib/page-refusal.server.ts): a change done is a
// redirect to the profile with what was done (POST, redirect, GET: a reload never repeats it); a wrong field
// is 400 with its message; a refusal is its status with the message; a guest out of reach is the 404 page.
import { data, redirect } from 'react-router';
import { pageRefusal } from '../../lib/page-refusal.server.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { notFoundPage } from '../console-page-error.server.ts';
import { fieldErrorsOf } from '../console-session.server.ts';
import { guestUrl } from './guest-urls.ts';

export interface GuestFormResult {
  intent: string | null;
  error: string | null;
  fieldErrors: Record<string, string>;
}

/** What the profile says after a change (?done=), from this list only: no spoofed notices. */
export const DONE_NOTICES = {
  'tag-added': 'The tag is added.',
  'tag-known': 'The guest already has that tag.',
  'tag-removed': 'The tag is removed.',
  details: 'The allergies and dietary notes are saved.',
  unchanged: 'Nothing to save: the allergies and dietary notes are as they were.',
  note: 'The note is added.',
  merged: 'The guests are merged. You can undo it below.',
  unmerged: 'The merge is undone.',
} as const;
export type DoneNotice = keyof typeof DONE_NOTICES;

export const noticeOf = (done: string | null): string | null =>
  done && Object.hasOwn(DONE_NOTICES, done) ? DONE_NOTICES[done as DoneNotice] : null;

export const done = (guestId: string, what: DoneNotice) => redirect(`${guestUrl(guestId)}?done=${what}`, { headers: CONSOLE_HEADERS });

export const invalidForm = (intent: string | null, issues: readonly { path: PropertyKey[]; message: string }[]) =>
  data<GuestFormResult>(
    { intent, error: 'Please correct the highlighted field.', fieldErrors: fieldErrorsOf(issues) },
    { status: 400, headers: CONSOLE_HEADERS },
  );

export const unknownForm = () =>
  data<GuestFormResult>(
    { intent: null, error: 'This form is not one the guest page knows. Please reload the page.', fieldErrors: {} },
    { status: 400, headers: CONSOLE_HEADERS },
  );

/** A service's refusal as the form's alert; not-found throws the 404 page; a fault goes on up. */
export function guestRefusal(err: unknown, intent: string | null) {
  const refusal = pageRefusal(err);
  if (!refusal) throw err;
  if (refusal.kind === 'not-found') throw notFoundPage();
  const fieldErrors = refusal.field ? { [refusal.field]: refusal.message } : {};
  return data<GuestFormResult>({ intent, error: refusal.message, fieldErrors }, { status: refusal.status, headers: CONSOLE_HEADERS });
}
