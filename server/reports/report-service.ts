// A report for one restaurant or the chain over a range (product.md D12 "Reports"):
// brings the range's days up to date, runs the report queries side by side
// and shapes the answer. Who may read which report is the caller's check
// (server/staff/permissions.ts 'reports.view' and 'reports.chain').
import { addDays, londonDateOf } from '../../contract/london-time.ts';
import type { Report, ReportRange } from '../../contract/reports.ts';
import type { Db } from '../db/client.ts';
import { refreshReportDays } from './report-days.ts';
import { createReportRepository, type ReportScope } from './report-repository.ts';
import { shapeReport, type ReportSums } from './rules/report-shape.ts';

export interface ReportServiceDeps {
  db: Db;
  clock: () => Date;
}

export function createReportService({ db, clock }: ReportServiceDeps) {
  const repo = createReportRepository(db);

  async function sums(scope: ReportScope, range: ReportRange): Promise<ReportSums> {
    const [days, sources, leadTimes, partySizes, heat, vouchers, signUps] = await Promise.all([
      repo.days(scope, range),
      repo.sources(scope, range),
      repo.buckets(scope, range, 'lead_times'),
      repo.buckets(scope, range, 'party_sizes'),
      repo.heat(scope, range),
      repo.vouchers(scope, range),
      repo.signUps(scope, range),
    ]);
    return { days, sources, leadTimes, partySizes, heat, vouchers, signUps };
  }

  return {
    /** Recomputes the range's days that changed since they were summed (a report calls it first). */
    refresh: (scope: ReportScope, range: ReportRange) =>
      refreshReportDays(db, scope === 'chain' ? 'chain' : { storeIds: [scope.storeId] }, range.from, range.to, clock()),

    /** The job's refresh (decision 043): the chain's last six weeks and next one, so report pages find them current. */
    refreshRecent() {
      const today = londonDateOf(clock());
      return refreshReportDays(db, 'chain', addDays(today, -42), addDays(today, 7), clock());
    },

    async report(scope: ReportScope, range: ReportRange): Promise<Report> {
      await this.refresh(scope, range);
      return shapeReport(range, await sums(scope, range));
    },

    repository: repo,
  };
}

export type ReportService = ReturnType<typeof createReportService>;
