// The restaurant whose diary a member opened last (product.md D8 "Console UI"):
// the console bar's "Diary" opens it again. A cookie only remembers a storeId;
// it is a hint, never a permission — the bar's loader checks it against the
// restaurants the member may see, on the server, every time.
import { z } from 'zod';
import { cookieValue } from '../../server/staff/staff-session.ts';

export const LAST_DIARY_COOKIE = 'mesa_last_diary';
const MAX_AGE = 365 * 24 * 3600;

/** A storeId as the content names them; anything else in the cookie is ignored. */
const storeIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** The storeId the cookie remembers, or null (none, or not a storeId). */
export function lastDiaryOf(request: Request): string | null {
  const parsed = storeIdSchema.safeParse(cookieValue(request.headers.get('cookie'), LAST_DIARY_COOKIE));
  return parsed.success ? parsed.data : null;
}

/** Set-Cookie that remembers `storeId`: HttpOnly, SameSite=Lax, for the console's pages only. */
export function lastDiaryCookie(request: Request, storeId: string): string {
  const parts = [`${LAST_DIARY_COOKIE}=${encodeURIComponent(storeId)}`, 'Path=/console', `Max-Age=${MAX_AGE}`, 'HttpOnly', 'SameSite=Lax'];
  if (new URL(request.url).protocol === 'https:') parts.push('Secure');
  return parts.join('; ');
}

/**
 * The diary loader's headers with the cookie that remembers this diary. Call it only
 * once the member's access to the restaurant is checked (requireRestaurantAction).
 */
export const withLastDiary = (headers: Record<string, string>, request: Request, storeId: string): Record<string, string> => ({
  ...headers,
  'Set-Cookie': lastDiaryCookie(request, storeId),
});

/**
 * Where the bar's "Diary" goes: the remembered restaurant's diary when the member may
 * still see it, else the first restaurant they may see, else the console home.
 */
export function diaryHrefFor(request: Request, visible: readonly { storeId: string }[]): string {
  const remembered = lastDiaryOf(request);
  const target = visible.find((r) => r.storeId === remembered) ?? visible[0];
  return target ? `/console/diary/${encodeURIComponent(target.storeId)}/` : '/console/';
}
