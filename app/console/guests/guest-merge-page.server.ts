// /console/guests/:guestId/merge/?q=&from= (product.md D12 "Guest profiles": merge
// duplicates): find the duplicate, see what will move, then merge it into this
// guest. For members who may merge (chain admin, marketing); 404 for others.
import { data, type AppLoadContext } from 'react-router';
import { guestMergeSchema, guestSearchSchema, type GuestProfile, type GuestSummary } from '../../../contract/guests.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { invalidReply, notFoundPage, refusalReply, throwAsPageError } from '../form-kit/console-refusal.server.ts';
import { csrfMatches, csrfRefusal } from '../console-session.server.ts';
import { requireGuestReader } from './guest-list-page.server.ts';
import { guestIdOrNotFound } from './guest-profile-page.server.ts';
import { CHECK_GUEST_FIELD, done } from './guest-done.server.ts';

export interface GuestMergePage {
  csrfToken: string;
  kept: GuestProfile;
  query: string;
  candidates: GuestSummary[];
  /** The guest chosen to merge into this one, when one is. */
  merged: GuestProfile | null;
}

export async function loadGuestMerge(context: AppLoadContext, request: Request, rawId: string | undefined) {
  const session = await requireGuestReader(context, request);
  const keptId = guestIdOrNotFound(rawId);
  const params = new URL(request.url).searchParams;
  const { guests } = context.services;
  const kept = await guests.profile(session.staff, keptId).catch(throwAsPageError);
  if (!kept.mayMerge) throw notFoundPage();
  const search = guestSearchSchema.safeParse({ q: params.get('q') ?? undefined });
  const query = search.success ? search.data.q : '';
  const candidates = query ? (await guests.search(session.staff, query)).filter((g) => g.id !== keptId) : [];
  const from = params.get('from');
  let merged: GuestProfile | null = null;
  if (from && from !== keptId)
    merged = (await guests.mergePair(session.staff, keptId, guestIdOrNotFound(from)).catch(throwAsPageError)).merged;
  return data<GuestMergePage>({ csrfToken: session.csrfToken, kept, query, candidates, merged }, { headers: CONSOLE_HEADERS });
}

export async function guestMergeAction(context: AppLoadContext, request: Request, rawId: string | undefined) {
  const session = await requireGuestReader(context, request);
  const keptId = guestIdOrNotFound(rawId);
  const form = await request.formData();
  if (!csrfMatches(form, request, session)) return csrfRefusal();
  const parsed = guestMergeSchema.safeParse({ from: form.get('from') ?? undefined });
  if (!parsed.success) return invalidReply(parsed.error.issues, { intent: 'merge' }, CHECK_GUEST_FIELD);
  try {
    await context.services.guests.merge(session.staff, keptId, parsed.data.from);
    return done(keptId, 'merged');
  } catch (err) {
    return refusalReply(err, { intent: 'merge' });
  }
}
