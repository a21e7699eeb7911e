// `npm run bench`: figures, never gates (DESIGN §7). Serves the production
// build from a fresh embedded database and prints page throughput beside the
// same bytes served as a static file (the ceiling), Lighthouse mobile scores
// and first-load JavaScript.
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { createServices } from '../server/services.ts';
import { ensureFreshBuild } from '../server/build-freshness.ts';
import { webPlugin } from '../server/http/web.ts';
import { pageServices } from '../server/http/page-handler.ts';
import { runLoad } from './load.ts';
import { firstLoadJsKb } from './first-load-js.ts';
import { lighthouseScore } from './lighthouse.ts';
import { benchGeo } from './geo.ts';
import { benchGeoTimings } from './geo-timings.ts';
import { benchSlotSearch } from './slot-search.ts';
import { benchBooking } from './booking.ts';
import { benchConsoleDiary } from './console-diary.ts';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'restaurant', path: '/restaurants/bath/' },
];
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

await ensureFreshBuild();
const tmp = await mkdtemp(path.join(os.tmpdir(), 'mesa-bench-'));
// The /api rate limit would turn a load test into a test of the limiter.
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  PGLITE_DIR: path.join(tmp, 'db'),
  RATE_LIMIT_PER_MINUTE: '100000000',
});
const services = await createServices(config);
const app = await buildApp(services, {
  logger: false,
  web: async (a) => {
    await a.register(fastifyStatic, { root: tmp, prefix: '/__bench/', decorateReply: false, wildcard: true });
    await webPlugin('production', pageServices(services))(a);
  },
});
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const headers = { 'user-agent': BROWSER_UA, 'accept-encoding': 'gzip' };

const rows: Record<string, string | number>[] = [];
for (const page of PAGES) {
  const html = await (await fetch(base + page.path, { headers })).text();
  await writeFile(path.join(tmp, `${page.name}.html`), html);
  const dynamic = await runLoad(base + page.path, { headers });
  const ceiling = await runLoad(`${base}/__bench/${page.name}.html`, { headers });
  const js = await firstLoadJsKb(base, html);
  rows.push({
    page: page.path,
    'req/s': Math.round(dynamic.requestsPerSecond),
    'p99 ms': dynamic.p99,
    'static req/s': Math.round(ceiling.requestsPerSecond),
    'static p99 ms': ceiling.p99,
    'ratio %': Math.round((dynamic.requestsPerSecond / ceiling.requestsPerSecond) * 100),
    'non-2xx': dynamic.non2xx,
    'first-load JS KB gz': js.kbGzip,
  });
}
console.log('\nPages under load (50 connections, 8 s each; static = same HTML bytes as a file, the ceiling)');
console.table(rows);

const scores: Record<string, string | number>[] = [];
for (const page of PAGES) {
  const r = await lighthouseScore(base + page.path);
  scores.push({
    page: page.path,
    ...('error' in r ? { error: r.error } : { performance: r.score, 'LCP ms': r.lcpMs, 'TBT ms': r.tbtMs, CLS: r.cls }),
  });
}
console.log('\nLighthouse 12.8, mobile preset');
console.table(scores);

const token = (await services.tokens.issue()).token;
const apiHeaders = { authorization: `Bearer ${token}`, brandkey: config.BRAND_KEY, sessionid: 'bench-session-0001' };
console.log('\nGeo search');
await benchGeo(base, apiHeaders);
await benchGeoTimings();

console.log('\nSlot search');
benchSlotSearch();

console.log('\nBooking');
await benchBooking(base, apiHeaders, services);

console.log('\nRestaurant console');
await benchConsoleDiary(base, apiHeaders, services);

await app.close();
await services.database.close();
