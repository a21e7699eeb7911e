// How the guest pages answer a change done (decision 044): a redirect to the profile with what was done
// (POST, redirect, GET: a reload never repeats it). A wrong field or a refusal is the console's one form
// reply (decision 070, form-kit/console-refusal.server.ts).
import { redirect } from 'react-router';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { guestUrl } from './guest-urls.ts';

/** The alert's line for a guest form the schema turned down (each of its forms has one field to correct). */
export const CHECK_GUEST_FIELD = 'Please correct the highlighted field.';

export const UNKNOWN_GUEST_FORM = 'This form is not one the guest page knows. Please reload the page.';

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
