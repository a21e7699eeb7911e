// Public pages under load (decision 024): each page as served (from the HTML cache
// once warm) beside the same HTML bytes served as a static file by the same
// server — the ceiling — and, optionally, rendered on every request (a query
// string keeps the page out of the cache), so the three sit side by side.
// Targets: ≥ 0.8× the ceiling, p99 < 20 ms at 50 connections.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../server/app-services.ts';
import { buildApp } from '../server/app.ts';
import { webPlugin } from '../server/http/web.ts';
import type { PageCache } from '../server/http/page-cache.ts';
import { runLoad } from './load.ts';
import { firstLoadJsKb } from './first-load-js.ts';

export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
/** What a browser sends: its user agent (not a bot, so an uncached page streams) and gzip. */
export const PAGE_HEADERS = { 'user-agent': BROWSER_UA, 'accept-encoding': 'gzip' };

/** One of each kind of cacheable page (decision 024). */
export const CACHEABLE_PAGES = [
  { name: 'home', path: '/' },
  { name: 'content', path: '/faqs/' },
  { name: 'restaurants', path: '/restaurants/' },
  { name: 'restaurant', path: '/restaurants/bath/' },
  { name: 'menu', path: '/restaurants/bath/menu/' },
  { name: 'offer', path: '/offer/kids-eat-free/' },
];

/** The app with its pages, plus `/__bench/` serving `staticDir` (the ceiling) through the same hooks. */
export async function startPageServer(
  services: AppServices,
  staticDir: string,
  /** The page cache to use, when the bench looks into it (the kept diary pages' misses); else the web plugin makes one. */
  pageCache?: PageCache,
): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildApp(services, {
    logger: false,
    web: async (a) => {
      await a.register(fastifyStatic, { root: staticDir, prefix: '/__bench/', decorateReply: false, wildcard: true });
      await webPlugin('production', services, pageCache ? { pageCache } : {})(a);
    },
  });
  return { app, base: await app.listen({ host: '127.0.0.1', port: 0 }) };
}

export interface PageFigures {
  page: string;
  'req/s': number;
  'p99 ms': number;
  'static req/s': number;
  'static p99 ms': number;
  'ratio %': number;
  'non-2xx': number;
  /** Of one core: well under 100 means the load generator, on the same machine, was the limit. */
  'server CPU %': number;
  'rendered req/s'?: number;
  'rendered p99 ms'?: number;
  'JS KB gz'?: number;
  'framework KB'?: number;
  'app JS KB'?: number;
}

async function jsColumns(base: string, html: string) {
  const js = await firstLoadJsKb(base, html);
  return { 'JS KB gz': js.kbGzip, 'framework KB': js.floorKb, 'app JS KB': js.appKb };
}

export async function benchPages(
  base: string,
  staticDir: string,
  opts: { rendered?: boolean; firstLoadJs?: boolean; seconds?: number } = {},
): Promise<PageFigures[]> {
  const rows: PageFigures[] = [];
  const load = { headers: PAGE_HEADERS, ...(opts.seconds ? { seconds: opts.seconds } : {}) };
  // A few seconds of load first, so the first page measured does not also pay for the JIT warming up.
  await runLoad(base + CACHEABLE_PAGES[0]!.path, { ...load, seconds: 3 });
  for (const page of CACHEABLE_PAGES) {
    // This first request renders the page into the cache; its bytes are the static ceiling's file.
    const first = await fetch(base + page.path, { headers: PAGE_HEADERS });
    const outcome = first.headers.get('x-mesa-cache');
    if (first.status !== 200 || (outcome !== 'miss' && outcome !== 'hit'))
      throw new Error(`${page.path}: ${first.status}, cache ${outcome}`);
    const html = await first.text();
    await writeFile(path.join(staticDir, `${page.name}.html`), html);
    // The server runs in this process: its CPU over the run says whether it or the load generator was the limit.
    const cpuBefore = process.cpuUsage();
    const startedAt = performance.now();
    const served = await runLoad(base + page.path, load);
    const cpu = process.cpuUsage(cpuBefore);
    const serverCpu = Math.round(((cpu.user + cpu.system) / 1000 / (performance.now() - startedAt)) * 100);
    const ceiling = await runLoad(`${base}/__bench/${page.name}.html`, load);
    const rendered = opts.rendered ? await runLoad(`${base}${page.path}?bench=render`, load) : null;
    rows.push({
      page: page.path,
      'req/s': Math.round(served.requestsPerSecond),
      'p99 ms': served.p99,
      'static req/s': Math.round(ceiling.requestsPerSecond),
      'static p99 ms': ceiling.p99,
      'ratio %': Math.round((served.requestsPerSecond / ceiling.requestsPerSecond) * 100),
      'non-2xx': served.non2xx,
      'server CPU %': serverCpu,
      ...(rendered ? { 'rendered req/s': Math.round(rendered.requestsPerSecond), 'rendered p99 ms': rendered.p99 } : {}),
      ...(opts.firstLoadJs ? await jsColumns(base, html) : {}),
    });
  }
  return rows;
}
