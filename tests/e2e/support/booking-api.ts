// The public booking API as a journey's set-up uses it: a client's headers,
// and dates chosen by the engine's own calendar, so a journey books a day that
// is open for its party whatever today is (the date matrix, npm run test:dates).
import { expect, test, type APIRequestContext } from '@playwright/test';

type Headers = Record<'authorization' | 'brandkey' | 'sessionid', string>;
/**
 * One app token per server and session for this worker: tokens are limited per IP and per session
 * (server/api/token-routes.ts), and last a day, so the journeys' set-up asks once.
 */
const tokens = new Map<string, Promise<Headers>>();

export function apiHeaders(request: APIRequestContext, sessionId = `e2e-api-${process.pid}`): Promise<Headers> {
  const key = `${String(test.info().project.use.baseURL)} ${sessionId}`;
  let headers = tokens.get(key);
  if (!headers) {
    headers = (async () => {
      const reply = await request.post('/api/token', { data: {} });
      expect(reply.status(), await reply.text()).toBe(200);
      return { authorization: `Bearer ${(await reply.json()).data.token}`, brandkey: 'casa-lumbre', sessionid: sessionId };
    })();
    tokens.set(key, headers);
    headers.catch(() => tokens.delete(key));
  }
  return headers;
}

export interface Party {
  storeId: string;
  occasionId: string;
  adults: number;
}

/** The restaurant's days from `fromDaysAhead` (London) on that the engine offers the party. */
export async function bookableDays(request: APIRequestContext, party: Party, fromDaysAhead: number, now = new Date()): Promise<string[]> {
  const q = `adults=${party.adults}&children=0&occasionId=${party.occasionId}&from=${londonDaysAhead(fromDaysAhead, now)}&days=21`;
  const reply = await request.get(`/api/booking/days/${party.storeId}?${q}`, { headers: await apiHeaders(request) });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()).data.days as { date: string; state: string }[]).filter((d) => d.state === 'bookable').map((d) => d.date);
}

/** The first day from `fromDaysAhead` the days endpoint says is bookable for the party, and offers every time in `times`. */
export async function bookableDay(
  request: APIRequestContext,
  party: Party,
  fromDaysAhead: number,
  times: readonly string[] = [],
  now = new Date(),
): Promise<string> {
  for (const date of await bookableDays(request, party, fromDaysAhead, now)) {
    if (!times.length) return date;
    const offered = await offeredTimes(request, party, date);
    if (times.every((t) => offered.includes(t))) return date;
  }
  throw new Error(
    `no bookable day for ${JSON.stringify(party)} from ${fromDaysAhead} days ahead${times.length ? ` at ${times.join(', ')}` : ''}`,
  );
}

/** The times the engine offers the party online on the date (not those it can only take as a request). */
export async function offeredTimes(request: APIRequestContext, party: Party, date: string): Promise<string[]> {
  const q = `occasionId=${party.occasionId}&adults=${party.adults}&children=0&dates=${date}&areaId=null`;
  const reply = await request.get(`/api/booking/slots/${party.storeId}?${q}`, { headers: await apiHeaders(request) });
  const body = (await reply.json()) as { data?: { dates?: { times: { time: string; canEnquire: boolean }[] }[] } };
  return (body.data?.dates ?? []).flatMap((d) => d.times.filter((t) => !t.canEnquire).map((t) => t.time));
}

/** The London calendar date `n` days after now (this worker's clock: CLOCK_START when the matrix runs). */
export function londonDaysAhead(n: number, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
