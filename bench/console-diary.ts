// Console figures (product.md D7 "Benchmark", product.md D8 "Performance"): the diary of a
// busy day (200 bookings) at 20 connections, as the API's JSON and as the signed-in
// HTML page (target p99 < 50 ms, on PGlite too), the cheap version check the
// open diaries' API clients poll, how long an online create takes to reach an open diary that
// waits as the page does (decision 066, target p99 < 1 s), and the longest long task while a bar
// is dragged on the grid in Chromium with its CPU slowed 4× (target < 50 ms).
// The page's figures (decision 076): its size, p50/p99 at 1 and 20 connections (targets < 50 and < 150 ms) and the
// server's CPU per page. Figures, never gates. Run alone with `node --import tsx bench/console-diary.ts`
// (it builds the app first when the build is stale), with DATABASE_URL=postgres://… for PostgreSQL;
// `-- --drag-only` for the drag alone, `-- --page-only` for the page alone.
import './production-env.ts';
import { randomUUID } from 'node:crypto';
import { get } from 'node:http';
import { gzipSync } from 'node:zlib';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { addDays, londonDateOf } from '../contract/london-time.ts';
import { chromium } from '@playwright/test';
import type { AppServices } from '../server/app-services.ts';
import { ensureFreshBuild } from '../server/build-freshness.ts';
import { newReference } from '../server/booking/booking-create.ts';
import { loadConfig } from '../server/config.ts';
import { inArray } from 'drizzle-orm';
import { bookings } from '../server/db/schema.ts';
import { createServices } from '../server/services.ts';
import { createPageCache, type PageCache } from '../server/http/page-cache.ts';
import { SESSION_COOKIE } from '../server/staff/staff-session.ts';
import { plainDate } from '../tests/support/booking-helpers.ts';
import { dinnerTimes, liveUpdateLatencies, liveUpdateLine } from './diary-live.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';
import { runLoad, type LoadResult } from './load.ts';
import { PAGE_HEADERS, startPageServer } from './pages.ts';
import { signedInStaff } from '../tests/support/console-staff.ts';

const STORE = '1002';
const BUSY_DAY = 200;

async function signedInAdmin(services: AppServices): Promise<{ cookie: string; token: string }> {
  const admin = await signedInStaff(services, {
    email: `bench-${randomUUID().slice(0, 8)}@example.com`,
    name: 'Bench',
    role: 'chain-admin',
    password: randomUUID(),
  });
  return { cookie: admin.cookie, token: admin.token };
}

const row = (route: string, r: LoadResult) => ({
  route,
  'req/s': Math.round(r.requestsPerSecond),
  'p50 ms': r.p50,
  'p99 ms': r.p99,
  'non-2xx': r.non2xx,
});

/** 200 bookings between 12:00 and 21:45, the way a busy Saturday fills a diary. */
async function fillDay(services: AppServices, date: string): Promise<string[]> {
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
  return rows.map((r) => r.id);
}

export async function benchConsoleDiary(
  base: string,
  apiHeaders: Record<string, string>,
  services: AppServices,
  opts: { dragOnly?: boolean; pageOnly?: boolean; pageCache?: PageCache } = {},
): Promise<void> {
  const { cookie, token } = await signedInAdmin(services);
  const busy = addDays(londonDateOf(services.clock()), 20);
  const fixture = await fillDay(services, busy);
  // The day is the bench's own: gone afterwards, so a shared PostgreSQL holds 200 bookings on it at every run.
  try {
    await benchBusyDay(base, apiHeaders, services, { cookie, token, busy }, opts);
  } finally {
    // The fixture's own rows, as it bypassed the engine to write them (decision 031's one exemption).
    // eslint-disable-next-line mesa/bookings-written-by-the-engine
    await services.database.db.delete(bookings).where(inArray(bookings.id, fixture));
  }
}

async function benchBusyDay(
  base: string,
  apiHeaders: Record<string, string>,
  services: AppServices,
  { cookie, token, busy }: { cookie: string; token: string; busy: string },
  opts: { dragOnly?: boolean; pageOnly?: boolean; pageCache?: PageCache },
): Promise<void> {
  if (opts.dragOnly) return printDrag(await benchGridDrag(base, token, busy));
  const headers = { cookie };
  const page = `${base}/console/diary/${STORE}/?date=${busy}`;
  const kind = services.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  printPage(kind, await benchDiaryPage(page, cookie));
  if (opts.pageCache) printMisses(await keptPageMisses(page, cookie, opts.pageCache));
  if (opts.pageOnly) return;
  const diary = await runLoad(`${base}/api/console/diary?storeId=${STORE}&date=${busy}`, { connections: 20, headers });
  const version = await runLoad(`${base}/api/console/diary/version?storeId=${STORE}&date=${busy}`, { connections: 20, headers });
  console.log(`Diary API of ${BUSY_DAY} bookings on ${kind} (target p99 < 50 ms)`);
  console.table([row(`diary API, ${BUSY_DAY} bookings, 20 conn`, diary), row('version check, 20 conn', version)]);

  // An open diary waits for its day's changes as the page does (decision 066).
  const bath = (await services.content.restaurantByStoreId(STORE))!;
  const live: number[] = [];
  for (const daysAhead of [21, 22]) {
    const date = plainDate(bath, daysAhead, [2, 3, 4]); // dinner
    live.push(
      ...(await liveUpdateLatencies({ createBase: base, watchBase: base, apiHeaders, cookie, storeId: STORE, date, times: dinnerTimes() })),
    );
  }
  console.log(
    liveUpdateLine(
      `one instance on ${kind}`,
      live.sort((a, b) => a - b),
    ),
  );

  printDrag(await benchGridDrag(base, token, busy));
}

interface PageRun {
  load: LoadResult;
  /** The server's CPU per page answered, ms: this process's CPU during the run (the load generator is a child). */
  cpuMs: number;
}
interface PageFigures {
  alone: PageRun;
  twenty: PageRun;
  /** The same page rendered on every request (a view the kept pages of decision 085 do not answer). */
  rendered: PageRun;
  /** The page's HTML, and gzipped as it goes out. */
  kb: number;
  gzipKb: number;
}

async function pageRun(page: string, connections: number, cookie: string): Promise<PageRun> {
  const before = process.cpuUsage();
  const load = await runLoad(page, { connections, seconds: 8, headers: { ...PAGE_HEADERS, cookie } });
  const used = process.cpuUsage(before);
  return { load, cpuMs: Math.round(((used.user + used.system) / 1000 / Math.max(1, load.total)) * 10) / 10 };
}

/**
 * The signed-in diary page of the busy day (decision 076): its size, and its p50/p99 at one connection and at 20,
 * with the server's CPU per page, which sets the p99 at 20 (one thread: 20 in flight wait for 20 answers). The
 * page is kept per member and state of the day (decision 085), so these are the kept page's; the same page
 * rendered on every request is measured beside them, for what a change of the day costs.
 */
async function benchDiaryPage(page: string, cookie: string): Promise<PageFigures> {
  const first = await fetch(page, { headers: { ...PAGE_HEADERS, cookie } });
  if (first.status !== 200) throw new Error(`the diary page answered ${first.status}`);
  const html = await first.text();
  await runLoad(page, { connections: 4, seconds: 3, headers: { ...PAGE_HEADERS, cookie } }); // warm-up: the JIT
  const alone = await pageRun(page, 1, cookie);
  const twenty = await pageRun(page, 20, cookie);
  // `restaurant=` naming the diary's own restaurant changes nothing on the page, but it is not a plain view: rendered.
  const rendered = await pageRun(`${page}&restaurant=${STORE}`, 1, cookie);
  const kb = (bytes: number) => Math.round(bytes / 1024);
  return { alone, twenty, rendered, kb: kb(Buffer.byteLength(html)), gzipKb: kb(gzipSync(html).length) };
}

function printPage(kind: string, f: PageFigures): void {
  const line = (r: PageRun) => ({
    'req/s': Math.round(r.load.requestsPerSecond),
    'p50 ms': r.load.p50,
    'p99 ms': r.load.p99,
    'server CPU ms/page': r.cpuMs,
    'non-2xx': r.load.non2xx,
  });
  console.log(`Diary page (HTML) of ${BUSY_DAY} bookings on ${kind}: ${f.kb} KB (${f.gzipKb} KB gzipped)`);
  console.table({
    '1 connection (target p99 < 50 ms)': line(f.alone),
    '20 connections (target p99 < 150 ms)': line(f.twenty),
    'rendered every time, 1 connection': line(f.rendered),
  });
}

interface MissFigures {
  p50: number;
  p99: number;
  cpuMs: number;
  count: number;
}

/** One GET of the page as a browser asks for it (gzip, not decoded here), its milliseconds and its cache outcome. */
function timedGet(page: string, cookie: string): Promise<{ ms: number; outcome: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get(page, { headers: { ...PAGE_HEADERS, cookie } }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve({ ms: performance.now() - started, outcome: String(res.headers['x-mesa-cache']) }));
    }).on('error', reject);
  });
}

/**
 * The kept page's first load after a change (decision 085): the kept pages emptied before each of 40 loads, one at a
 * time, so each renders the whole document, keeps it and compresses it for its session.
 */
async function keptPageMisses(page: string, cookie: string, cache: PageCache): Promise<MissFigures> {
  const times: number[] = [];
  const before = process.cpuUsage();
  for (let i = 0; i < 40; i++) {
    cache.console.clear();
    const { ms, outcome } = await timedGet(page, cookie);
    if (outcome !== 'miss') throw new Error(`a load after emptying the kept pages was a ${outcome}`);
    times.push(ms);
  }
  const used = process.cpuUsage(before);
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]!);
  return { p50: at(0.5), p99: at(0.99), cpuMs: Math.round((used.user + used.system) / 1000 / times.length), count: times.length };
}

function printMisses(m: MissFigures): void {
  console.log(
    `  the kept page's first load after a change (${m.count} loads, one at a time): p50 ${m.p50} ms, p99 ${m.p99} ms, CPU ${m.cpuMs} ms a load`,
  );
}

function printDrag(drag: DragFigures): void {
  if ('error' in drag) return console.log(`Grid drag: not measured (${drag.error})`);
  const said = (what: string, f: GestureFigures, steps: string) =>
    `  ${what} (${f.steps} ${steps}): longest long task ${f.longestMs} ms, ${f.over50} over 50 ms`;
  console.log(
    [
      'Grid gestures (Chromium, CPU 4× slower; target no long task over 50 ms):',
      said(`a bar dragged down ${drag.rows} rows`, drag.move, 'pointer moves'),
      said('a bar held at the window’s edge a second, the page scrolling itself', drag.edge, 'pointer moves'),
      said('a bar’s end dragged longer and back', drag.resize, 'pointer moves'),
      said('a bar moved by its grip and put back', drag.keys, 'keys'),
      `  after the drop (the move posted, the diary redrawn): ${drag.dropMs} ms; page load ${drag.loadMs} ms`,
    ].join('\n'),
  );
}

interface GestureFigures {
  /** The longest long task from the press to the drop (or the last key), its count over 50 ms, and the steps taken. */
  longestMs: number;
  over50: number;
  steps: number;
}
type DragFigures =
  | {
      move: GestureFigures;
      edge: GestureFigures;
      resize: GestureFigures;
      keys: GestureFigures;
      dropMs: number;
      rows: number;
      loadMs: number;
    }
  | { error: string };

type LongTask = { start: number; duration: number };

/**
 * Four gestures on the busy day's grid in Chromium with its CPU slowed 4× (CDP Emulation.setCPUThrottlingRate):
 * the first bar dragged down four rows by pointer, another held at the window's edge while the page scrolls
 * itself, a bar's end dragged longer, and a bar moved by its grip with the arrow keys and put back with Escape. Reports the longest long task (PerformanceObserver
 * 'longtask') of each, from the press to the drop; the page load's own long tasks are kept apart. With
 * `--profile=<file>`, the pointer move's CPU profile is written there (open it in Chrome's DevTools).
 */
async function benchGridDrag(base: string, sessionToken: string, date: string): Promise<DragFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_ARGS] });
  const profileTo = process.argv.find((a) => a.startsWith('--profile='))?.slice('--profile='.length);
  try {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    await context.addCookies([{ name: SESSION_COOKIE, value: sessionToken, url: base }]);
    await context.addInitScript(() => {
      const w = window as unknown as { longTasks: { start: number; duration: number }[] };
      w.longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${base}/console/diary/${STORE}/?date=${date}`);
    await page.locator('[data-grid-ready="true"]').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1500); // the page settles: hydration and the first polls
    const clock = () => page.evaluate(() => performance.now());
    const tasks = () => page.evaluate(() => (window as unknown as { longTasks: LongTask[] }).longTasks);
    const within = (all: LongTask[], from: number, to: number) =>
      all.filter((t) => t.start + t.duration >= from && t.start < to).map((t) => t.duration);
    const max = (list: number[]) => Math.round(Math.max(0, ...list));
    const figures = (all: LongTask[], from: number, to: number, steps: number): GestureFigures => {
      const during = within(all, from, to);
      return { longestMs: max(during), over50: during.filter((d) => d > 50).length, steps };
    };
    const bars = page.locator('li:has([data-move-handle])');

    // 1. A bar in the middle of the window dragged by pointer, down four rows and along: the page stays put.
    const bar = bars.first();
    await bar.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const start = (await bar.boundingBox())!;
    const x = start.x + Math.min(20, start.width / 2);
    const y = start.y + start.height / 2;
    const rows = 4;
    const rowHeight = start.height * 1.1;
    if (profileTo) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
    const moveFrom = await clock();
    await page.mouse.move(x, y);
    await page.mouse.down();
    let moves = 0;
    for (let i = 1; i <= 30; i++, moves++) await page.mouse.move(x + i * 4, y + (i * rows * rowHeight) / 30);
    const moveTo = await clock();
    if (profileTo) await writeFile(profileTo, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    await page.mouse.up();
    await page.waitForTimeout(3000); // the drop's reply and the redraw, and the next poll's reload of the changed day
    const dropAt = moveTo;
    const afterDrop = await clock();

    // 2. Another bar dragged to the window's bottom edge and held there a second: the page scrolls itself
    // (dnd-kit's auto-scroll), then the bar is let go where it started (the drag is put back, nothing saved).
    const far = bars.nth(9);
    await far.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const farBox = (await far.boundingBox())!;
    const fx = farBox.x + Math.min(20, farBox.width / 2);
    const fy = farBox.y + farBox.height / 2;
    const bottom = page.viewportSize()!.height - 4;
    const edgeFrom = await clock();
    await page.mouse.move(fx, fy);
    await page.mouse.down();
    let edgeMoves = 0;
    for (let i = 1; i <= 15; i++, edgeMoves++) await page.mouse.move(fx, fy + ((bottom - fy) * i) / 15);
    for (let i = 0; i < 10; i++, edgeMoves++) {
      await page.waitForTimeout(100);
      await page.mouse.move(fx + (i % 2), bottom);
    }
    const edgeTo = await clock();
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await page.waitForTimeout(500);

    // 3. Another bar's end dragged two hours later, then let go where it started (nothing is saved).
    const handle = bars.nth(3).locator('[data-length-handle]');
    await handle.scrollIntoViewIfNeeded();
    const end = (await handle.boundingBox())!;
    const hx = end.x + end.width / 2;
    const hy = end.y + end.height / 2;
    const resizeFrom = await clock();
    await page.mouse.move(hx, hy);
    await page.mouse.down();
    let stretches = 0;
    for (let i = 1; i <= 30; i++, stretches++) await page.mouse.move(hx + (i <= 20 ? i * 6 : (30 - i) * 12), hy);
    await page.mouse.move(hx, hy);
    const resizeTo = await clock();
    await page.mouse.up();
    await page.waitForTimeout(500);

    // 4. A third bar moved by its grip: ten arrow keys, then Escape puts it back.
    const grip = bars.nth(6).locator('[data-move-handle]');
    await grip.focus();
    const keysFrom = await clock();
    const keys = [
      'Space',
      'ArrowRight',
      'ArrowRight',
      'ArrowDown',
      'ArrowDown',
      'ArrowRight',
      'ArrowDown',
      'ArrowLeft',
      'ArrowUp',
      'ArrowDown',
      'Escape',
    ];
    for (const key of keys) await page.keyboard.press(key);
    const keysTo = await clock();
    await page.waitForTimeout(500);

    const all = await tasks();
    return {
      move: figures(all, moveFrom, moveTo, moves),
      edge: figures(all, edgeFrom, edgeTo, edgeMoves),
      resize: figures(all, resizeFrom, resizeTo, stretches),
      keys: figures(all, keysFrom, keysTo, keys.length),
      dropMs: max(within(all, dropAt, afterDrop)),
      rows,
      loadMs: max(within(all, 0, moveFrom)),
    };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await ensureFreshBuild();
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'mesa-bench-console-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PGLITE_DIR: path.join(tmp, 'db'),
    RATE_LIMIT_PER_MINUTE: '100000000',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const services = await createServices(config);
  const pageCache = createPageCache(services);
  const { app, base } = await startPageServer(services, tmp, pageCache);
  const token = (await services.tokens.issue()).token;
  await benchConsoleDiary(
    base,
    { authorization: `Bearer ${token}`, brandkey: config.BRAND_KEY, sessionid: 'bench-session-0001' },
    services,
    { dragOnly: process.argv.includes('--drag-only'), pageOnly: process.argv.includes('--page-only'), pageCache },
  );
  await app.close();
  await services.database.close();
}
