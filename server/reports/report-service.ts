// A report for one restaurant or the chain over a range (product.md D12 "Reports"):
// brings the range's days up to date, runs the report queries side by side
// and shapes the answer. Who may read which report is the caller's check
// (server/staff/permissions.ts 'reports.view' and 'reports.chain'). Decision 065:
// a chart's CSV reads only its own sums, and sums are kept under the stamps they
// were read at (report-sums-cache.ts), so a page or CSV asked again with nothing
// written since neither refreshes nor sums again.
import { addDays, londonDateOf } from '../../contract/london-time.ts';
import type { Report, ReportChart, ReportRange } from '../../contract/reports.ts';
import type { Db } from '../db/client.ts';
import { refreshReportDays } from './report-days.ts';
import { createReportRepository, type ReportScope } from './report-repository.ts';
import { ALL_PARTS, CHART_PARTS, groupOf, NO_SUMS, SUM_GROUPS, type SumGroup, type SumPart } from './rules/chart-parts.ts';
import { createLeadReportQueries } from './lead-report-queries.ts';
import { readReportStamps } from './report-stamps.ts';
import { createReportSumsCache } from './report-sums-cache.ts';
import { shapeReport, type ReportSums } from './rules/report-shape.ts';
import { reportTable, type ReportTable } from '../../contract/report-tables.ts';

export interface ReportServiceDeps {
  db: Db;
  clock: () => Date;
}

export function createReportService({ db, clock }: ReportServiceDeps) {
  const repo = createReportRepository(db);
  const leadQueries = createLeadReportQueries(db);
  const cache = createReportSumsCache();

  const readers: { [P in SumPart]: (scope: ReportScope, range: ReportRange) => Promise<ReportSums[P]> } = {
    days: (s, r) => repo.days(s, r),
    sources: (s, r) => repo.sources(s, r),
    leadTimes: (s, r) => repo.buckets(s, r, 'lead_times'),
    partySizes: (s, r) => repo.buckets(s, r, 'party_sizes'),
    heat: (s, r) => repo.heat(s, r),
    vouchers: (s, r) => repo.vouchers(s, r),
    signUps: (s, r) => repo.signUps(s, r),
    leads: (s, r) => leadQueries.leads(s, r),
    eventMonths: (s, r) => leadQueries.eventMonths(s, r),
  };

  const read = async (scope: ReportScope, range: ReportRange, parts: readonly SumPart[]): Promise<Partial<ReportSums>> =>
    Object.fromEntries(await Promise.all(parts.map(async (p) => [p, await readers[p](scope, range)] as const)));

  const refresh = (scope: ReportScope, range: ReportRange) =>
    refreshReportDays(db, scope === 'chain' ? 'chain' : { storeIds: [scope.storeId] }, range.from, range.to, clock());

  /** One group's parts: kept ones while its stamp holds, else read (report_days refreshed first) and kept. */
  async function groupSums(
    scope: ReportScope,
    range: ReportRange,
    group: SumGroup,
    stamp: string,
    parts: readonly SumPart[],
  ): Promise<Partial<ReportSums>> {
    if (!parts.length) return {};
    const kept = cache.get(scope, range, group, stamp, parts);
    if (kept) return kept;
    if (group === 'days') await refresh(scope, range);
    const fresh = await read(scope, range, parts);
    cache.put(scope, range, group, stamp, fresh);
    return fresh;
  }

  /** The asked parts, side by side; the rest count nothing. The stamps are read first, so nothing kept is older. */
  async function sums(scope: ReportScope, range: ReportRange, parts: readonly SumPart[]): Promise<ReportSums> {
    const stamps = await readReportStamps(db, scope, range);
    const groups = await Promise.all(
      SUM_GROUPS.map((g) =>
        groupSums(
          scope,
          range,
          g,
          stamps[g],
          parts.filter((p) => groupOf(p) === g),
        ),
      ),
    );
    return Object.assign({ ...NO_SUMS }, ...groups) as ReportSums;
  }

  return {
    /** Recomputes the range's days that changed since they were summed (a report calls it first). */
    refresh,

    /** The job's refresh (decision 043): the chain's last six weeks and next one, so report pages find them current. */
    refreshRecent() {
      const today = londonDateOf(clock());
      return refreshReportDays(db, 'chain', addDays(today, -42), addDays(today, 7), clock());
    },

    async report(scope: ReportScope, range: ReportRange): Promise<Report> {
      return shapeReport(range, await sums(scope, range, ALL_PARTS));
    },

    /** One chart's table, from its own sums only (decision 065): what its CSV holds. */
    async table(scope: ReportScope, range: ReportRange, chart: ReportChart): Promise<ReportTable> {
      return reportTable(shapeReport(range, await sums(scope, range, CHART_PARTS[chart])), chart);
    },

    repository: repo,
  };
}

export type ReportService = ReturnType<typeof createReportService>;
