// Decision 085: what the diary page's HTML is made of, as one key. The page's loaders (the root's, the console
// bar's, the diary's) read: the published content (the published version), the signed-in member (their name, role
// and restaurants), the day's diary as the console service keeps it (its version, its setup, its event leads), the
// guests' glances, the minute, the address and the cookies other than the session's. Two requests with the same
// key get the same page but for the CSP nonce and the session's CSRF token, which are stamped per response.
// Null when the request is not a plain view of a diary the member may see: the page is rendered as usual (and
// refuses, redirects or notes what it must).
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { diaryQuerySchema } from '../../contract/console-forms.ts';
import type { AppServices } from '../app-services.ts';
import { can } from '../staff/permissions.ts';
import { SESSION_COOKIE, sessionTokenOf } from '../staff/staff-session.ts';

export type DiaryPageServices = Pick<AppServices, 'clock' | 'console' | 'guests' | 'staff'>;

export interface DiaryPageKey {
  key: string;
  /** The session's CSRF token, stamped into the page for this response. */
  csrfToken: string;
  /** When a page kept under this key stops being served: the end of its minute (the grid's "now", the banner). */
  expiresAt: number;
}

const DIARY_PATH = /^\/console\/diary\/([A-Za-z0-9_-]{1,64})\/$/;
/** The diary's plain views; `created`, `optimised` and `restaurant` answer one request each and are rendered. */
const PLAIN_PARAMS = new Set(['date', 'view']);
const MINUTE = 60_000;

export interface PlainDiaryRequest {
  storeId: string;
  date: string | undefined;
}

/** The diary a request asks for when it is a plain GET of a diary page (not its data, not a notice): storeId and date. */
export function plainDiaryRequest(method: string, url: string): PlainDiaryRequest | null {
  if (method !== 'GET') return null;
  const parsed = new URL(url, 'http://page');
  const match = DIARY_PATH.exec(parsed.pathname);
  if (!match) return null;
  for (const name of parsed.searchParams.keys()) if (!PLAIN_PARAMS.has(name)) return null;
  const query = diaryQuerySchema.safeParse({ storeId: match[1], date: parsed.searchParams.get('date') || undefined });
  return query.success ? { storeId: query.data.storeId, date: query.data.date } : null;
}

/** The same object gets the same number for as long as it lives: the services' caches hand out one object per state. */
const identities = new WeakMap<object, number>();
let nextIdentity = 1;
function identityOf(value: object): number {
  let n = identities.get(value);
  if (n === undefined) identities.set(value, (n = nextIdentity++));
  return n;
}

/** The cookies but the session's, in order: the consent choice and the last diary change the page; the session is the member. */
function otherCookies(header: string | undefined): string {
  return (header ?? '')
    .split(';')
    .map((c) => c.trim())
    .filter((c) => c && !c.startsWith(`${SESSION_COOKIE}=`))
    .sort()
    .join('; ');
}

export async function diaryPageKey(
  services: DiaryPageServices,
  request: FastifyRequest,
  wanted: PlainDiaryRequest,
  publishedVersion: string,
): Promise<DiaryPageKey | null> {
  const cookie = Array.isArray(request.headers.cookie) ? request.headers.cookie.join('; ') : request.headers.cookie;
  const token = sessionTokenOf(cookie ?? null);
  if (!token) return null;
  // As the loaders read it (console-session.server.ts): a page may take a session read within the last second.
  const session = await services.staff.currentStaff(token, { reading: true });
  if (!session || !can(session.staff, 'diary.view', wanted.storeId)) return null;
  const { staff } = session;
  const instant = services.clock();
  const diary = await services.console.diary(staff, wanted.storeId, wanted.date).catch(() => null);
  if (!diary) return null;
  const glances = await services.guests.glance(
    staff,
    wanted.storeId,
    diary.bookings.map((b) => b.email),
  );
  const minute = Math.floor(instant.getTime() / MINUTE);
  const key = createHash('sha1')
    .update(
      JSON.stringify([
        `${request.protocol}://${request.host}${request.url}`,
        otherCookies(cookie),
        // The member and the published content also decide the restaurants the switcher and the bar list.
        staff,
        publishedVersion,
        // One object per day's version, setup and refresh (console-bookings.ts).
        identityOf(diary),
        [...glances.entries()].sort(([a], [b]) => (a < b ? -1 : 1)),
        minute,
      ]),
    )
    .digest('base64url');
  return { key, csrfToken: session.csrfToken, expiresAt: (minute + 1) * MINUTE };
}
