// /console/guests/:guestId/ (product.md D12 "Guest profiles"): one guest's profile
// as the member's role may read it, and its forms (tags, allergies and dietary
// notes, notes, undoing a merge), told apart by `intent`. The guest service
// checks the member and the guest on every call; a guest out of reach is 404.
import { data, redirect, type AppLoadContext } from 'react-router';
import {
  guestDetailsSchema,
  guestIdSchema,
  guestNoteSchema,
  guestTagSchema,
  guestUndoMergeSchema,
  type GuestProfile,
} from '../../../contract/guests.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { formRefusal, invalidReply, notFoundPage, refusalReply, throwAsPageError } from '../form-kit/console-refusal.server.ts';
import { csrfMatches, csrfRefusal } from '../console-session.server.ts';
import { requireGuestReader } from './guest-list-page.server.ts';
import { CHECK_GUEST_FIELD, done, noticeOf, UNKNOWN_GUEST_FORM } from './guest-done.server.ts';
import { guestUrl } from './guest-urls.ts';
import { formText, sentText } from '../form-kit/form-text.ts';

export interface GuestProfilePage {
  csrfToken: string;
  profile: GuestProfile;
  /** storeId → the restaurant's title, for the visits. */
  restaurants: Record<string, string>;
  notice: string | null;
}

export function guestIdOrNotFound(raw: string | undefined): string {
  const parsed = guestIdSchema.safeParse(raw);
  if (!parsed.success) throw notFoundPage();
  return parsed.data;
}

export async function restaurantTitles(context: AppLoadContext): Promise<Record<string, string>> {
  return Object.fromEntries((await context.services.content.restaurantSummaries()).map((r) => [r.storeId, r.title]));
}

export async function loadGuestProfile(context: AppLoadContext, request: Request, rawId: string | undefined) {
  const session = await requireGuestReader(context, request);
  const guestId = guestIdOrNotFound(rawId);
  const profile = await context.services.guests.profile(session.staff, guestId).catch(throwAsPageError);
  // A merged guest's bookings and addresses are the other profile's now: that is where to read them (and undo).
  if (profile.mergedInto) throw redirect(guestUrl(profile.mergedInto), { headers: CONSOLE_HEADERS });
  return data<GuestProfilePage>(
    {
      csrfToken: session.csrfToken,
      profile,
      restaurants: await restaurantTitles(context),
      notice: noticeOf(new URL(request.url).searchParams.get('done')),
    },
    { headers: CONSOLE_HEADERS },
  );
}

export async function guestProfileAction(context: AppLoadContext, request: Request, rawId: string | undefined) {
  const session = await requireGuestReader(context, request);
  const guestId = guestIdOrNotFound(rawId);
  const form = await request.formData();
  if (!csrfMatches(form, request, session)) return csrfRefusal();
  const { guests } = context.services;
  const intent = sentText(form, 'intent') ?? null;
  try {
    switch (intent) {
      case 'tag-add': {
        const parsed = guestTagSchema.safeParse({ tag: sentText(form, 'tag') });
        if (!parsed.success) return invalidReply(parsed.error.issues, { intent: intent }, CHECK_GUEST_FIELD);
        const { added } = await guests.addTag(session.staff, guestId, parsed.data.tag);
        return done(guestId, added ? 'tag-added' : 'tag-known');
      }
      case 'tag-remove': {
        const parsed = guestTagSchema.safeParse({ tag: sentText(form, 'tag') });
        if (!parsed.success) return invalidReply(parsed.error.issues, { intent: intent }, CHECK_GUEST_FIELD);
        await guests.removeTag(session.staff, guestId, parsed.data.tag);
        return done(guestId, 'tag-removed');
      }
      case 'details': {
        const parsed = guestDetailsSchema.safeParse({
          allergies: formText(form, 'allergies'),
          dietaryNotes: formText(form, 'dietaryNotes'),
        });
        if (!parsed.success) return invalidReply(parsed.error.issues, { intent: intent }, CHECK_GUEST_FIELD);
        return done(guestId, (await guests.setDetails(session.staff, guestId, parsed.data)) ? 'details' : 'unchanged');
      }
      case 'note': {
        const parsed = guestNoteSchema.safeParse({ text: sentText(form, 'text') });
        if (!parsed.success) return invalidReply(parsed.error.issues, { intent: intent }, CHECK_GUEST_FIELD);
        await guests.addNote(session.staff, guestId, parsed.data.text);
        return done(guestId, 'note');
      }
      case 'undo-merge': {
        const parsed = guestUndoMergeSchema.safeParse({ mergeId: sentText(form, 'mergeId') });
        if (!parsed.success) return invalidReply(parsed.error.issues, { intent: intent }, CHECK_GUEST_FIELD);
        await guests.undoMerge(session.staff, guestId, parsed.data.mergeId);
        return done(guestId, 'unmerged');
      }
      default:
        return formRefusal(UNKNOWN_GUEST_FORM, { intent: null });
    }
  } catch (err) {
    return refusalReply(err, { intent: intent });
  }
}
