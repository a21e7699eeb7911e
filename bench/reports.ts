import './production-env.ts';
// The reports at chain scale (product.md D12 "Fast at chain scale"): every report for
// the chain and for one restaurant over the generated year, each run
// repeatedly on PostgreSQL, p50 and p95 printed beside the targets (chain
// p95 < 300 ms, one restaurant p95 < 100 ms). The database is the one
// scripts/generate-chain-year.ts filled (REPORTS_BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/mesa_reports_bench); without it the bench says so and stops. Then the
// page and every chart's CSV end to end over HTTP, idle and loaded (bench/reports-http.ts, decision 065).
// Run alone with `node --import tsx bench/reports.ts`.
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { addDays, instantOf } from '../contract/london-time.ts';
import type { ReportRange } from '../contract/reports.ts';
import { openDatabase } from '../server/db/client.ts';
import type { ReportScope } from '../server/reports/report-repository.ts';
import { createReportService } from '../server/reports/report-service.ts';
import { rowsOf } from '../server/db/raw-rows.ts';
import { benchReportsHttp, HTTP_BENCH_NOTE } from './reports-http.ts';
import { timedRuns } from './timed-runs.ts';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/mesa_reports_bench';
const RUNS = 40;
const WARM_UP = 3;

const timed = (run: () => Promise<unknown>) => timedRuns(run, WARM_UP, RUNS);

export async function benchReports(url = process.env.REPORTS_BENCH_DATABASE_URL ?? DEFAULT_URL): Promise<void> {
  let database;
  try {
    database = await openDatabase({ url, poolSize: 8 });
  } catch (err) {
    console.log(`Reports: no bench database at ${url} (${(err as Error).message}); run scripts/generate-chain-year.ts first`);
    return;
  }
  try {
    const db = database.db;
    const [span] = rowsOf<{ from: string | null; to: string | null; days: number }>(
      await db.execute(sql`select min(date) as "from", max(date) as "to", count(*)::int as "days" from report_days`),
    );
    if (!span?.from || !span.to) {
      console.log('Reports: the bench database is empty; run scripts/generate-chain-year.ts first');
      return;
    }
    const [{ bookings } = { bookings: 0 }] = rowsOf<{ bookings: number }>(
      await db.execute(sql`select count(*)::int as "bookings" from bookings`),
    );
    const [{ storeId } = { storeId: '' }] = rowsOf<{ storeId: string }>(
      // A generated restaurant's (the server's seed adds the demo chain, which has no bookings here).
      await db.execute(sql`select min(store_id) as "storeId" from report_days`),
    );
    const reports = createReportService({ db: database.db, clock: () => instantOf(span.to!, 23 * 60) });
    const repo = reports.repository;
    const year: ReportRange = { from: span.from, to: span.to };
    const month: ReportRange = { from: addDays(span.to, -27), to: span.to };
    console.log(`${bookings} bookings, ${span.days} restaurant-days summed; ${RUNS} runs of each after ${WARM_UP} to warm up`);

    const each: [string, (scope: ReportScope, range: ReportRange) => Promise<unknown>][] = [
      ['freshness check (nothing changed)', (s, r) => reports.refresh(s, r)],
      ['covers and bookings by day and week, rates, enquiries', (s, r) => repo.days(s, r)],
      ['booking sources', (s, r) => repo.sources(s, r)],
      ['lead time', (s, r) => repo.buckets(s, r, 'lead_times')],
      ['party sizes', (s, r) => repo.buckets(s, r, 'party_sizes')],
      ['busiest times (weekday × hour)', (s, r) => repo.heat(s, r)],
      ['offer vouchers issued', (s, r) => repo.vouchers(s, r)],
      ['sign-ups', (s, r) => repo.signUps(s, r)],
      ['the whole page (stamp, then kept or fresh sums, vouchers and sign-ups in parallel)', (s, r) => reports.report(s, r)],
    ];
    const rows: Record<string, string | number>[] = [];
    for (const [scopeName, scope, target] of [
      ['chain, a year', 'chain', 300],
      [`restaurant ${storeId}, a year`, { storeId }, 100],
    ] as const) {
      for (const [name, run] of each) {
        const t = await timed(() => run(scope, year));
        rows.push({
          scope: scopeName,
          report: name,
          'p50 ms': t.p50,
          'p95 ms': t.p95,
          target: `p95 < ${target}`,
          met: t.p95 < target ? 'yes' : 'NO',
        });
      }
    }
    const m = await timed(() => reports.report('chain', month));
    rows.push({
      scope: 'chain, 4 weeks',
      report: 'the whole page',
      'p50 ms': m.p50,
      'p95 ms': m.p95,
      target: 'p95 < 300',
      met: m.p95 < 300 ? 'yes' : 'NO',
    });
    // One booking changed: the stamp moves, and the next report recomputes that one restaurant-day and sums afresh.
    const changed = await timed(async () => {
      await database.db.execute(sql`update diary_versions set version = version + 1 where store_id = ${storeId} and date = ${span.to}`);
      await reports.report('chain', year);
    });
    rows.push({
      scope: 'chain, a year',
      report: 'the whole page after a booking changed',
      'p50 ms': changed.p50,
      'p95 ms': changed.p95,
      target: 'p95 < 300',
      met: changed.p95 < 300 ? 'yes' : 'NO',
    });
    console.table(rows);

    console.log(`\nThe same over HTTP: server/main.ts on this database, a chain admin signed in through the console's form`);
    console.log(HTTP_BENCH_NOTE);
    console.table(await benchReportsHttp(url, year, storeId));
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchReports();
