// `npm run bench`: figures, never gates (product.md D7). Serves the production
// build from a fresh embedded database and prints every kind of public page's
// throughput beside the same bytes served as a static file (the ceiling) and
// beside rendering it every time (bench/pages.ts), then again on PostgreSQL
// when TEST_DATABASE_URL names one; Lighthouse mobile scores and first-load JavaScript.
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config.ts';
import { createServices } from '../server/services.ts';
import { ensureFreshBuild } from '../server/build-freshness.ts';
import { throwAwayDatabase } from '../tests/support/test-app.ts';
import { benchPages, startPageServer } from './pages.ts';
import { benchGeo } from './geo.ts';
import { benchGeoTimings } from './geo-timings.ts';
import { benchSlotSearch } from './slot-search.ts';
import { benchBooking } from './booking.ts';
import { benchConsoleDiary } from './console-diary.ts';
import { benchLiveTwoInstances, liveUpdateLine } from './diary-live.ts';
import { benchFirstPaint } from './first-paint.ts';
import { benchAgainstBareNode } from './bare-node-ceiling.ts';
import { bareNodeGoals, createGoals, jsGoals, lighthouseGoals, pageGoals, type GoalRow } from './goals.ts';
import { makeAllVariants } from '../server/images/make-all-variants.ts';
import { benchCreatesTwoInstances } from './creates-two-instances.ts';
import { benchStudioPublish } from './studio-publish.ts';
import { benchStudioPages } from './studio-pages.ts';
import { benchReports } from './reports.ts';
import { printMetricsFigures } from './metrics-figures.ts';

await ensureFreshBuild();
const tmp = await mkdtemp(path.join(os.tmpdir(), 'mesa-bench-'));
// The /api rate limit would turn a load test into a test of the limiter.
const benchEnv = { NODE_ENV: 'production', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000' };
// Decision 046: the PGlite server serves /metrics for the run, and the figures are printed after the load.
const metricsToken = randomBytes(24).toString('hex');
const config = loadConfig({
  ...process.env,
  ...benchEnv,
  METRICS_TOKEN: metricsToken,
  DATABASE_URL: '',
  PGLITE_DIR: path.join(tmp, 'db'),
});
const services = await createServices(config);
const { app, base } = await startPageServer(services, tmp);
const goals: GoalRow[] = [];

// Every image variant made before any page is measured, as `npm run images` does after a deploy (decision 028).
const imagesStarted = performance.now();
const made = await makeAllVariants(services.images.catalogue, services.images.variants);
console.log(`Image variants ready: ${made.images} images, ${made.variants} variants (${Math.round(performance.now() - imagesStarted)} ms)`);

console.log('\nPages under load, PGlite (50 connections, 8 s each; static = the same HTML bytes as a file, the ceiling;');
console.log('rendered = the same page rendered on every request, kept out of the cache by a query string)');
const pgliteRows = await benchPages(base, tmp, { rendered: true, firstLoadJs: true });
console.table(pgliteRows);
goals.push(...pageGoals('PGlite', pgliteRows), ...jsGoals(pgliteRows));

// Decision 024: the same pages with PostgreSQL behind them, when one is named (a fresh schema, dropped after).
if (process.env.TEST_DATABASE_URL) {
  const pgDatabase = throwAwayDatabase(benchEnv);
  const pgServices = await pgDatabase.start();
  const pgTmp = await mkdtemp(path.join(os.tmpdir(), 'mesa-bench-pg-'));
  const pg = await startPageServer(pgServices, pgTmp);
  console.log('\nPages under load, PostgreSQL (as above)');
  const pgRows = await benchPages(pg.base, pgTmp);
  console.table(pgRows);
  goals.push(...pageGoals('PostgreSQL', pgRows));
  await pg.app.close();
  await pgDatabase.drop(pgServices.database.db);
  await pgServices.database.close();
} else {
  console.log('\n(Set TEST_DATABASE_URL to a PostgreSQL to measure the pages on it too.)');
}

// product.md D14: every public page's first paint (DevTools throttling, median of 3; simulated beside it) and the
// cached pages beside a bare Node server; the LCP goal is read from the DevTools figures.
console.log('\nCached pages beside a bare Node server with the same bytes (autocannon, 50 connections, 8 s each)');
const bareRows = await benchAgainstBareNode(base);
console.table(bareRows);
goals.push(...bareNodeGoals(bareRows));
console.log('\nFirst paint: Lighthouse 13 mobile, DevTools throttling, median of 3 (simulated throttling once, beside it)');
const paintRows = await benchFirstPaint(base);
console.table(paintRows);
goals.push(
  ...lighthouseGoals(paintRows.map((r) => ({ page: r.page, score: Math.round(r.performance * 100), lcpMs: r['LCP ms'], cls: r.CLS }))),
);

const token = (await services.tokens.issue()).token;
const apiHeaders = { authorization: `Bearer ${token}`, brandkey: config.BRAND_KEY, sessionid: 'bench-session-0001' };
console.log('\nGeo search');
await benchGeo(base, apiHeaders);
await benchGeoTimings();

console.log('\nSlot search');
benchSlotSearch();

console.log('\nBooking');
const booking = await benchBooking(base, apiHeaders, services);
goals.push(...createGoals('PGlite, one instance', booking.creates.perSecond, booking.creates.overbooked));
if (process.env.TEST_DATABASE_URL) {
  const two = await benchCreatesTwoInstances(process.env.TEST_DATABASE_URL);
  console.log(
    `POST /api/booking/create through two server processes on one PostgreSQL, 50 in flight at each: ${two.perSecond} creates/s over ${two.sent} (${two.confirmed} booked, ${two.slotTaken} status 9, ${two.refused} refused); overbooked ${two.overbooked}; CPU per create: servers ${two.cpuMsPerCreate.servers} ms, PostgreSQL ${two.cpuMsPerCreate.postgres ?? '?'} ms, load generator ${two.cpuMsPerCreate.load} ms`,
  );
  goals.push(...createGoals('PostgreSQL, two instances', two.perSecond, two.overbooked));
  const studio = await benchStudioPublish(process.env.TEST_DATABASE_URL);
  console.log(
    `\nStudio publish → the food menu page shows it on two server processes (${studio.publishes} publishes; the publish itself: median ${studio.publishMs.median} ms, worst ${studio.publishMs.worst} ms)`,
  );
  console.table(studio.visibleMs);
  console.log(
    liveUpdateLine(
      'the diner on one PostgreSQL instance, the diary on another',
      await benchLiveTwoInstances(process.env.TEST_DATABASE_URL),
    ),
  );
}

console.log('\n/metrics of the PGlite server after the page, geo and booking load (decision 046)');
await printMetricsFigures(base, metricsToken);

console.log('\nRestaurant console');
await benchConsoleDiary(base, apiHeaders, services);

console.log('\nContent studio');
await benchStudioPages(base, services);

console.log(
  '\nReports at chain scale, as queries and over HTTP (decisions 043 and 065; scripts/generate-chain-year.ts fills the database)',
);
await benchReports();

console.log('\nThe goals, each figure beside its target');
console.table(goals);

await app.close();
await services.database.close();
