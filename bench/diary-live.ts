// Decision 066's figure: from an online create's answer to the change reaching an open diary, which waits
// as the page does (/console/diary/:storeId/changes/), on the create's own instance or another one.
// Target p99 < 1 s. Figures, never gates.
import { bookingBody } from '../tests/support/booking-helpers.ts';

export interface LiveUpdateRun {
  /** Where the diner books. */
  createBase: string;
  /** Where the open diary waits (another instance for the two-instance figure). */
  watchBase: string;
  apiHeaders: Record<string, string>;
  /** The signed-in member's Cookie header. */
  cookie: string;
  storeId: string;
  date: string;
  /** One online create per time, for two at dinner. */
  times: string[];
}

type Changes =
  | { kind: 'unchanged'; version: string }
  | { kind: 'changes'; version: string; bookings: { reference: string }[] }
  | { kind: 'whole'; diary: { version: string; bookings: { reference: string }[] } };

const versionOf = (c: Changes) => (c.kind === 'whole' ? c.diary.version : c.version);
const references = (c: Changes) => (c.kind === 'whole' ? c.diary.bookings : c.kind === 'changes' ? c.bookings : []).map((b) => b.reference);

/** Milliseconds from each create's answer to the open diary hearing of it, sorted. */
export async function liveUpdateLatencies(run: LiveUpdateRun): Promise<number[]> {
  const changes = async (since: string): Promise<Changes> => {
    const res = await fetch(`${run.watchBase}/console/diary/${run.storeId}/changes/?date=${run.date}&since=${since}`, {
      headers: { cookie: run.cookie, accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`the diary's changes answered ${res.status}`);
    return (await res.json()) as Changes;
  };
  // The page's first view: the whole day (v0 is older than any day with bookings, or the same as an empty one).
  let version = versionOf(await changes('v0'));
  const latencies: number[] = [];
  for (const time of run.times) {
    let waiting = changes(version);
    // Not left unheard if the create fails and the run stops.
    waiting.catch(() => undefined);
    // The diary's request is in before the diner books, as an open page's always is.
    await new Promise((r) => setTimeout(r, 50));
    const created = await fetch(`${run.createBase}/api/booking/create/${run.storeId}`, {
      method: 'POST',
      headers: { ...run.apiHeaders, 'content-type': 'application/json' },
      body: JSON.stringify(bookingBody(run.date, time, { adults: 2 })),
    });
    const answeredAt = performance.now();
    const body = (await created.json()) as { data?: { bookingReference?: string } };
    const reference = body.data?.bookingReference;
    if (!reference) throw new Error(`the live bench's create at ${time} failed: ${created.status} ${JSON.stringify(body)}`);
    for (;;) {
      const heard = await waiting;
      version = versionOf(heard);
      if (references(heard).includes(reference)) break;
      waiting = changes(version);
    }
    // Heard before the create's own answer had arrived counts as at once.
    latencies.push(Math.max(0, performance.now() - answeredAt));
  }
  return latencies.sort((a, b) => a - b);
}

const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

export const liveUpdateLine = (where: string, sorted: number[]) =>
  `Live update, ${where} (${sorted.length} online creates): p50 ${Math.round(at(sorted, 0.5))} ms, p99 ${Math.round(at(sorted, 0.99))} ms, worst ${Math.round(sorted.at(-1)!)} ms (target p99 < 1000 ms)`;

/** Dinner times a quarter apart from 17:00 to 20:45, one per create. */
export const dinnerTimes = () =>
  Array.from({ length: 16 }, (_, i) => {
    const minutes = 17 * 60 + 15 * i;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });

/** The same on two server processes sharing one fresh PostgreSQL database: the diner books on one, the diary waits on the other. */
export async function benchLiveTwoInstances(adminUrl: string): Promise<number[]> {
  const { onTwoServers } = await import('./creates-two-instances.ts');
  const { createServices } = await import('../server/services.ts');
  const { loadConfig } = await import('../server/config.ts');
  const { signedInStaff } = await import('../tests/support/console-staff.ts');
  const { plainDate } = await import('../tests/support/booking-helpers.ts');
  return onTwoServers(adminUrl, [4721, 4722], async ({ url, bases }) => {
    const services = await createServices(
      loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: url, SEED_ON_START: 'false' }),
    );
    try {
      const member = await signedInStaff(services, { email: `live-${Date.now()}@example.com`, role: 'chain-admin' });
      const { token } = await services.tokens.issue();
      const bath = (await services.content.restaurantByStoreId('1002'))!;
      const latencies: number[] = [];
      for (const daysAhead of [22, 23]) {
        const date = plainDate(bath, daysAhead, [2, 3, 4]);
        const run = {
          createBase: bases[0]!,
          watchBase: bases[1]!,
          apiHeaders: {
            authorization: `Bearer ${token}`,
            brandkey: process.env.BRAND_KEY ?? 'casa-lumbre',
            sessionid: 'bench-session-0003',
          },
          cookie: member.cookie,
          storeId: '1002',
          date,
          times: dinnerTimes(),
        };
        latencies.push(...(await liveUpdateLatencies(run)));
      }
      return latencies.sort((a, b) => a - b);
    } finally {
      await services.database.close();
    }
  });
}

// Run alone: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/diary-live.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL names the PostgreSQL server the two instances share');
  console.log(liveUpdateLine('two instances on PostgreSQL', await benchLiveTwoInstances(process.env.TEST_DATABASE_URL)));
}
