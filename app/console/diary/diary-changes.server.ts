// /console/diary/:storeId/changes/?date=&since=: an open diary's wait for its day to change
// (decision 066). Answered as soon as a booking of the day changes, on this instance or another,
// with what changed (each booking with its guest's glance, as the page shows it); after
// DIARY_WAIT_MS with "unchanged", and the diary asks again.
import type { AppLoadContext } from 'react-router';
import { DIARY_WAIT_MS, diaryChangesQuerySchema, type DiaryChanges } from '../../../contract/diary-changes.ts';
import type { StaffMember } from '../../../server/staff/staff-repository.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { requireRestaurantAction } from '../console-session.server.ts';
import { withGuestGlances } from '../guests/guest-glance.server.ts';

async function withGlances(context: AppLoadContext, staff: StaffMember, storeId: string, changes: DiaryChanges): Promise<DiaryChanges> {
  if (changes.kind === 'changes') return { ...changes, bookings: await withGuestGlances(context, staff, storeId, changes.bookings) };
  if (changes.kind === 'whole')
    return { ...changes, diary: { ...changes.diary, bookings: await withGuestGlances(context, staff, storeId, changes.diary.bookings) } };
  return changes;
}

export async function loadDiaryChanges(context: AppLoadContext, request: Request, storeId: string): Promise<Response> {
  const session = await requireRestaurantAction(context, request, 'diary.view', storeId);
  const params = new URL(request.url).searchParams;
  const query = diaryChangesQuerySchema.safeParse({ date: params.get('date'), since: params.get('since') });
  if (!query.success) {
    return Response.json(
      { error: query.error.issues[0]?.message ?? 'Please give the date and version' },
      { status: 400, headers: CONSOLE_HEADERS },
    );
  }
  const { date, since } = query.data;
  const changes = await context.services.console.diaryChanges(session.staff, storeId, date, since, {
    timeoutMs: DIARY_WAIT_MS,
    signal: request.signal,
  });
  return Response.json(await withGlances(context, session.staff, storeId, changes), { headers: CONSOLE_HEADERS });
}
