// Console figures (issue 14 "Benchmark"): the diary of a busy day (200
// bookings) at 20 connections (target p99 < 50 ms), the cheap version check
// the open diaries poll, and how long an online create takes to reach an open
// diary that polls as the page does (target < 2 s). Figures, never gates.
// Run alone with `node --import tsx bench/console-diary.ts`.
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { addDays, londonDateOf } from '../contract/london-time.ts';
import { DIARY_POLL_MS } from '../contract/console.ts';
import { buildApp } from '../server/app.ts';
import type { AppServices } from '../server/app-services.ts';
import { newReference } from '../server/booking/booking-create.ts';
import { loadConfig } from '../server/config.ts';
import { bookings } from '../server/db/schema.ts';
import { createServices } from '../server/services.ts';
import { bookingBody, plainDate } from '../tests/support/booking-helpers.ts';
import { runLoad } from './load.ts';
import { signedInStaff } from '../tests/support/console-staff.ts';

const STORE = '1002';
const BUSY_DAY = 200;

async function signedInAdmin(services: AppServices): Promise<string> {
  const admin = await signedInStaff(services, {
    email: `bench-${randomUUID().slice(0, 8)}@example.com`,
    name: 'Bench',
    role: 'chain-admin',
    password: randomUUID(),
  });
  return admin.cookie;
}

/** 200 bookings between 12:00 and 21:45, the way a busy Saturday fills a diary. */
async function fillDay(services: AppServices, date: string): Promise<void> {
  const setup = (await services.booking.setupOf(STORE))!;
  const statuses = ['confirmed', 'confirmed', 'confirmed', 'seated', 'completed', 'requested', 'cancelled'] as const;
  const rows = Array.from({ length: BUSY_DAY }, (_, i) => {
    const adults = 1 + (i % 6);
    return {
      id: randomUUID(),
      reference: newReference(),
      storeId: STORE,
      date,
      startsAt: 12 * 60 + 15 * (i % 40),
      durationMinutes: 105,
      adults,
      children: i % 3 === 0 ? 1 : 0,
      covers: adults + (i % 3 === 0 ? 1 : 0),
      tableIds: [setup.tables[i % setup.tables.length]!.id],
      kind: 'booking' as const,
      status: statuses[i % statuses.length]!,
      occasionId: 'dinner',
      firstName: `Guest${i}`,
      lastName: 'Bench',
      email: `guest${i}@example.com`,
      phone: '07700 900000',
      specialRequest: i % 4 === 0 ? 'Window table, please' : null,
      extras: [],
    };
  });
  // A fixture, not a booking: 200 rows in one insert, bypassing the engine's rules on purpose (decision 031's one exemption).
  // eslint-disable-next-line mesa/bookings-written-by-the-engine
  await services.database.db.insert(bookings).values(rows);
}

export async function benchConsoleDiary(base: string, apiHeaders: Record<string, string>, services: AppServices): Promise<void> {
  const cookie = await signedInAdmin(services);
  const busy = addDays(londonDateOf(new Date()), 20);
  await fillDay(services, busy);
  const headers = { cookie };
  const diary = await runLoad(`${base}/api/console/diary?storeId=${STORE}&date=${busy}`, { connections: 20, headers });
  const version = await runLoad(`${base}/api/console/diary/version?storeId=${STORE}&date=${busy}`, { connections: 20, headers });
  console.table([
    {
      route: `diary, ${BUSY_DAY} bookings`,
      'req/s': Math.round(diary.requestsPerSecond),
      'p50 ms': diary.p50,
      'p99 ms': diary.p99,
      'non-2xx': diary.non2xx,
    },
    {
      route: 'version check',
      'req/s': Math.round(version.requestsPerSecond),
      'p50 ms': version.p50,
      'p99 ms': version.p99,
      'non-2xx': version.non2xx,
    },
  ]);

  // An open diary: polls the version as the page does, and reloads the diary when it changes.
  const day = plainDate(await services.content.restaurantByStoreId(STORE).then((r) => r!), 21, [2, 3, 4]); // lunch and dinner
  const get = async (url: string) =>
    (await fetch(base + url, { headers })).json() as Promise<{ version?: string; data?: { bookings: { reference: string }[] } }>;
  const latencies: number[] = [];
  for (let i = 0; i < 8; i++) {
    let known = (await get(`/api/console/diary/version?storeId=${STORE}&date=${day}`)).version;
    const created = await fetch(`${base}/api/booking/create/${STORE}`, {
      method: 'POST',
      headers: { ...apiHeaders, 'content-type': 'application/json' },
      body: JSON.stringify(i < 4 ? bookingBody(day, `${12 + i}:00`, { occasionId: 'lunch' }) : bookingBody(day, `${13 + i}:00`)),
    });
    const body = (await created.json()) as { data?: { bookingReference?: string } };
    const ref = body.data?.bookingReference;
    if (!ref) throw new Error(`the bench’s online create ${i} on ${day} failed: ${created.status} ${JSON.stringify(body)}`);
    const createdAt = performance.now();
    // The page's timer runs independently of the create: on average the first poll comes half a period later.
    await new Promise((r) => setTimeout(r, Math.random() * DIARY_POLL_MS));
    for (;;) {
      const now = (await get(`/api/console/diary/version?storeId=${STORE}&date=${day}`)).version;
      if (now !== known) {
        known = now;
        const page = await get(`/api/console/diary?storeId=${STORE}&date=${day}`);
        if (page.data?.bookings.some((b) => b.reference === ref)) break;
      }
      await new Promise((r) => setTimeout(r, DIARY_POLL_MS));
    }
    latencies.push(performance.now() - createdAt);
  }
  latencies.sort((a, b) => a - b);
  console.log(
    `Live update (poll every ${DIARY_POLL_MS} ms, ${latencies.length} online creates): median ${Math.round(latencies[latencies.length >> 1]!)} ms, worst ${Math.round(latencies.at(-1)!)} ms (target < 2000 ms)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'mesa-bench-console-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PGLITE_DIR: path.join(tmp, 'db'),
    RATE_LIMIT_PER_MINUTE: '100000000',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const services = await createServices(config);
  const app = await buildApp(services, { logger: false });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const token = (await services.tokens.issue()).token;
  await benchConsoleDiary(
    base,
    { authorization: `Bearer ${token}`, brandkey: config.BRAND_KEY, sessionid: 'bench-session-0001' },
    services,
  );
  await app.close();
  await services.database.close();
}
