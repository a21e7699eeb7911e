// Booking engine figures (product.md D7 "Performance"): GET /api/booking/slots at 50
// concurrent connections (target p99 < 30 ms), the calendar's six weeks from
// GET /api/booking/days (decision 026), availability for 10 restaurants
// in process, and create throughput with the overbooking count (target ≥ 300
// creates/s, overbooking 0). Pass the bench server's services so the creates
// are checked in the database they were written to; without them a private
// in-process instance is started for the availability and create parts.
// Run alone with `node --import tsx bench/booking.ts`.
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Restaurant } from '../contract/content.ts';
import { buildApp } from '../server/app.ts';
import type { AppServices } from '../server/app-services.ts';
import { addDays, londonDateOf, type IsoDate } from '../contract/london-time.ts';
import { loadConfig } from '../server/config.ts';
import { milesBetween } from '../server/geo/distance.ts';
import { createServices } from '../server/services.ts';
import { overlappingPairs } from '../tests/support/booking-helpers.ts';
import { runLoad, type LoadResult } from './load.ts';

export interface BookingBenchResult {
  slots: LoadResult;
  /** GET /api/booking/days for a six-week calendar page (decision 026). */
  days: LoadResult;
  availability: { stores: number; p50Ms: number; p99Ms: number };
  creates: { sent: number; perSecond: number; confirmed: number; slotTaken: number; refused: number; overbooked: number };
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;

/** A date `ahead` days on with no special hours at any of the restaurants: weekly hours apply. */
export function plainDate(restaurants: readonly Restaurant[], ahead: number): IsoDate {
  let date = addDays(londonDateOf(new Date()), ahead);
  while (restaurants.some((r) => r.specialHours.some((s) => s.startDate <= date && date <= s.endDate))) date = addDays(date, 1);
  return date;
}

async function privateInstance(): Promise<{ services: AppServices; url: string; close(): Promise<void> }> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'mesa-bench-booking-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PGLITE_DIR: path.join(tmp, 'db'),
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const services = await createServices(config);
  const app = await buildApp(services, { logger: false });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { services, url, close: async () => (await app.close(), await services.database.close()) };
}

/** Creates through autocannon in a child process, each a different party, restaurant, date and time. */
export function benchCreates(
  url: string,
  headers: Record<string, string>,
  storeIds: string[],
  dates: IsoDate[],
  total = 3000,
  connections = 50,
) {
  const plan = JSON.stringify({ headers, storeIds, dates, total, connections });
  return new Promise<{ sent: number; perSecond: number; confirmed: number; slotTaken: number; refused: number; loadCpuSeconds: number }>(
    (resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'booking-create-load.ts'), url, plan], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.on('error', reject);
      child.on('close', (code) => {
        if (code !== 0) return reject(new Error(`create load exited ${code}`));
        const r = JSON.parse(out) as { duration: number; cpuSeconds: number; statusCodeStats: Record<string, { count: number | string }> };
        const count = (status: string) => Number(r.statusCodeStats[status]?.count ?? 0);
        const sent = Object.keys(r.statusCodeStats).reduce((sum, k) => sum + count(k), 0);
        const refused = sent - count('200') - count('409');
        const perSecond = Math.round(sent / r.duration);
        resolve({ sent, perSecond, confirmed: count('200'), slotTaken: count('409'), refused, loadCpuSeconds: r.cpuSeconds });
      });
    },
  );
}

export async function benchBooking(baseUrl: string, headers: Record<string, string>, services?: AppServices): Promise<BookingBenchResult> {
  const own = services ? null : await privateInstance();
  const svc = services ?? own!.services;
  try {
    const restaurants = await svc.content.restaurants();
    const date = plainDate(restaurants, 7);
    const bath = restaurants.find((r) => r.slug === 'bath')!;

    const slots = await runLoad(
      `${baseUrl}/api/booking/slots/${bath.storeId}?occasionId=dinner&adults=2&children=0&dates=${date}&areaId=null`,
      {
        headers,
      },
    );
    console.log(
      `GET /api/booking/slots, 50 connections: ${Math.round(slots.requestsPerSecond)} req/s, p50 ${slots.p50} ms, p99 ${slots.p99} ms, non-2xx ${slots.non2xx} (target p99 < 30 ms)`,
    );

    // The calendar's month at once: 42 days for a party of two, every day searched.
    const days = await runLoad(`${baseUrl}/api/booking/days/${bath.storeId}?adults=2&from=${londonDateOf(new Date())}&days=42`, {
      headers,
    });
    console.log(
      `GET /api/booking/days (42 days), 50 connections: ${Math.round(days.requestsPerSecond)} req/s, p50 ${days.p50} ms, p99 ${days.p99} ms, non-2xx ${days.non2xx}`,
    );

    // Creates spread over the chain's bookable restaurants and a fortnight of dinners.
    const bookable = ['1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '1009', '1010', '1011', '1012'];
    const dates = Array.from({ length: 14 }, (_, i) => plainDate(restaurants, 8 + i));
    const created = await benchCreates(own?.url ?? baseUrl, headers, bookable, dates);
    const overbooked = await overlappingPairs(svc.database.db);
    console.log(
      `POST /api/booking/create, 50 in flight: ${created.perSecond} creates/s over ${created.sent} (${created.confirmed} booked, ${created.slotTaken} status 9, ${created.refused} refused); overbooked ${overbooked} (targets ≥ 300/s, 0)`,
    );

    // Availability for the 10 restaurants nearest Bath, in process, after the creates filled some tables.
    const { booking } = svc;
    const stores = restaurants
      .map((r) => ({ storeId: r.storeId, miles: round(milesBetween(bath, r), 1) }))
      .sort((a, b) => a.miles - b.miles)
      .slice(0, 10);
    const request = { stores, date: dates[0]!, adultCovers: 2, childrenCovers: 0 };
    for (let i = 0; i < 20; i++) await booking.availability(request); // warm up
    const samples: number[] = [];
    for (let i = 0; i < 300; i++) {
      const t0 = performance.now();
      await booking.availability(request);
      samples.push(performance.now() - t0);
    }
    samples.sort((a, b) => a - b);
    const availability = { stores: stores.length, p50Ms: round(percentile(samples, 0.5)), p99Ms: round(percentile(samples, 0.99)) };
    console.log(`availability, 10 restaurants in process: p50 ${availability.p50Ms} ms, p99 ${availability.p99Ms} ms`);

    return { slots, days, availability, creates: { ...created, overbooked } };
  } finally {
    await own?.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const instance = await privateInstance();
  const { token } = await instance.services.tokens.issue();
  const headers = { authorization: `Bearer ${token}`, brandkey: instance.services.config.BRAND_KEY, sessionid: 'bench-session-0001' };
  await benchBooking(instance.url, headers, instance.services);
  await instance.close();
}
