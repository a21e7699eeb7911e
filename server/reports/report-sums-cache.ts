// Report sums kept per scope and range under the stamp they were read at (decision 065): those from report_days
// under the range's days stamp, vouchers and sign-ups under the people version. A page or CSV asked again while
// its stamps hold reads them from here instead of summing a year again; any booking written in the range moves the
// days stamp, any write to customers, sign-ups or vouchers the people version, and the next request sums afresh. Exact by construction: the
// stamp is read before the refresh and the sums, so a kept entry is never older than its stamp. Each instance
// keeps its own (nothing to share or invalidate across instances). Pure: a bounded map, least recently used out.
import type { ReportRange } from '../../contract/reports.ts';
import type { ReportScope } from './report-repository.ts';
import type { ReportSums } from './rules/report-shape.ts';
import type { SumGroup, SumPart } from './rules/chart-parts.ts';

interface Entry {
  stamp: string;
  sums: Partial<ReportSums>;
}

export function createReportSumsCache(maxEntries = 64) {
  const entries = new Map<string, Entry>();
  const keyOf = (scope: ReportScope, range: ReportRange, group: SumGroup) =>
    `${group}|${scope === 'chain' ? 'chain' : `store:${scope.storeId}`}|${range.from}|${range.to}`;

  return {
    /** The kept parts for this stamp (only those asked for and kept), or null when any is missing. */
    get(scope: ReportScope, range: ReportRange, group: SumGroup, stamp: string, parts: readonly SumPart[]): Partial<ReportSums> | null {
      const key = keyOf(scope, range, group);
      const entry = entries.get(key);
      if (!entry || entry.stamp !== stamp || !parts.every((p) => p in entry.sums)) return null;
      entries.delete(key);
      entries.set(key, entry); // most recently used last
      return entry.sums;
    },

    /** Keeps parts read at `stamp`, beside those already kept at the same stamp. */
    put(scope: ReportScope, range: ReportRange, group: SumGroup, stamp: string, sums: Partial<ReportSums>): void {
      const key = keyOf(scope, range, group);
      const kept = entries.get(key);
      entries.delete(key);
      entries.set(key, { stamp, sums: kept?.stamp === stamp ? { ...kept.sums, ...sums } : sums });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}

export type ReportSumsCache = ReturnType<typeof createReportSumsCache>;
