// The reports as a user waits for them (product.md D12 "Fast at chain scale", decision 065): the real server
// (`server/main.ts`, production build) on the generated chain, a chain admin signed in through the console's
// sign-in form, and every report page and chart CSV fetched over HTTP for the chain and one restaurant, over the
// year and over four weeks: p50 and p95 idle (one request at a time) and loaded (LOADED requests in flight), beside
// the same work timed as queries alone in this process. Figures, never gates (product.md D7).
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPORT_CHARTS, type ReportRange } from '../contract/reports.ts';
import { addDays, instantOf } from '../contract/london-time.ts';
import { loadConfig } from '../server/config.ts';
import type { ReportScope } from '../server/reports/report-repository.ts';
import { createServices } from '../server/services.ts';
import { CSRF_COOKIE } from '../server/staff/staff-session.ts';
import { signedInStaff } from '../tests/support/console-staff.ts';
import { spawnServer } from '../tests/support/spawned-server.ts';
import { percentiles, timedRuns } from './timed-runs.ts';

const RUNS = 15;
const WARM_UP = 2;
/** Requests in flight for the loaded figures, each sending LOADED_RUNS one after another. */
const LOADED = 4;
const LOADED_RUNS = 5;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Signs in as a person does: the sign-in page's CSRF cookie and field, then the form posted. */
async function signInOverHttp(base: string, email: string, password: string): Promise<string> {
  const form = await fetch(`${base}/console/`, { headers: { accept: 'text/html' } });
  const csrfCookie = form.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${CSRF_COOKIE}=`))
    ?.split(';')[0];
  const csrf = /name="csrf" value="([^"]+)"/.exec(await form.text())?.[1];
  if (!csrfCookie || !csrf) throw new Error('The sign-in page gave no CSRF token');
  const res = await fetch(`${base}/console/?index`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: csrfCookie, origin: base, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    body: new URLSearchParams({ csrf, email, password }).toString(),
  });
  const session = res.headers.getSetCookie().find((c) => c.startsWith('mesa_staff='));
  if (res.status !== 302 || !session) throw new Error(`Sign-in answered ${res.status}`);
  return session.split(';')[0]!;
}

async function fetchTimed(url: string, cookie: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { cookie, accept: 'text/html' } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - t0;
}

async function idle(url: string, cookie: string) {
  for (let i = 0; i < WARM_UP; i++) await fetchTimed(url, cookie);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) samples.push(await fetchTimed(url, cookie));
  return percentiles(samples);
}

async function loaded(url: string, cookie: string) {
  const samples: number[] = [];
  await Promise.all(
    Array.from({ length: LOADED }, async () => {
      for (let i = 0; i < LOADED_RUNS; i++) samples.push(await fetchTimed(url, cookie));
    }),
  );
  return percentiles(samples);
}

const timedQuery = (run: () => Promise<unknown>) => timedRuns(run, WARM_UP, RUNS);

export interface HttpReportRow {
  scope: string;
  range: string;
  what: string;
  'query p50': number;
  'query p95': number;
  'HTTP p50': number;
  'HTTP p95': number;
  [key: `×${number} p95`]: number;
  target: string;
  met: string;
}

/** Runs against the bench database `url` (already generated); `span` is its first and last day. */
export async function benchReportsHttp(url: string, span: ReportRange, storeId: string): Promise<HttpReportRow[]> {
  const env = { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '100000000' };
  // This process's services: the staff account, and the queries timed alone.
  const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent', SEED_ON_START: 'false' });
  const services = await createServices(config, { demoBookings: false, clock: () => instantOf(span.to, 23 * 60) });
  const email = `reports-bench-${randomUUID().slice(0, 8)}@example.com`;
  const password = randomUUID();
  await signedInStaff(services, { email, role: 'chain-admin', password });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'mesa-reports-http-'));
  const server = await spawnServer({ port: await freePort(), pgliteDir: path.join(tmp, 'unused'), env });
  const rows: HttpReportRow[] = [];
  try {
    const cookie = await signInOverHttp(server.base, email, password);
    const ranges: [string, ReportRange][] = [
      ['a year', span],
      ['4 weeks', { from: addDays(span.to, -27), to: span.to }],
    ];
    const scopes: [string, ReportScope, string, number][] = [
      ['chain', 'chain', '/console/reports/', 300],
      [`restaurant ${storeId}`, { storeId }, `/console/reports/${storeId}/`, 100],
    ];
    for (const [scopeName, scope, base, target] of scopes) {
      for (const [rangeName, range] of ranges) {
        const query = `?from=${range.from}&to=${range.to}`;
        const each: [string, string, () => Promise<unknown>][] = [
          ['the page', `${base}${query}`, () => services.reports.report(scope, range)],
          ...REPORT_CHARTS.map(
            (chart) =>
              [`${chart} CSV`, `${base}csv/${chart}/${query}`, () => services.reports.table(scope, range, chart)] as [
                string,
                string,
                () => Promise<unknown>,
              ],
          ),
        ];
        for (const [what, path, run] of each) {
          const q = await timedQuery(run);
          const h = await idle(`${server.base}${path}`, cookie);
          const l = await loaded(`${server.base}${path}`, cookie);
          rows.push({
            scope: scopeName,
            range: rangeName,
            what,
            'query p50': q.p50,
            'query p95': q.p95,
            'HTTP p50': h.p50,
            'HTTP p95': h.p95,
            [`×${LOADED} p95`]: l.p95,
            target: `p95 < ${target}`,
            met: h.p95 < target && l.p95 < target ? 'yes' : h.p95 < target ? 'idle only' : 'NO',
          });
        }
      }
    }
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
    await services.database.close();
  }
  return rows;
}

export const HTTP_BENCH_NOTE = `HTTP: ${RUNS} requests one at a time after ${WARM_UP} to warm up, then ${LOADED} in flight × ${LOADED_RUNS} each (×${LOADED} p95); query: the same work in this process, ${RUNS} runs`;
