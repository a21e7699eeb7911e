// What report_days' figures for a range were summed from, as one cheap value (decision 065): the count and sum of
// the range's diary versions (every booking write bumps its day's version in its own transaction, and versions
// only grow, so any write changes the sum) and a fingerprint of its group enquiries (which and on what day). Equal
// stamps mean nothing the freshness check (report-days.ts) reads has changed, so sums read after an earlier
// refresh are still exact. Reads two narrow indexed tables: milliseconds for a year of the chain. Beside it, the
// 'people' version (report_versions, moved by a trigger on every write to customers, sign-ups and vouchers)
// stamps the vouchers and sign-ups. The 'leads' stamp (decision 081) is the count, the sum of the versions and the
// last change of the scope's event leads: every save of a lead moves its version and its updated_at.
import { sql, type SQL } from 'drizzle-orm';
import type { ReportRange } from '../../contract/reports.ts';
import type { Runner } from '../db/runner.ts';
import { rowsOf } from '../db/raw-rows.ts';
import type { ReportScope } from './report-repository.ts';

const inScope = (scope: ReportScope): SQL => (scope === 'chain' ? sql`true` : sql`store_id = ${scope.storeId}`);

export interface ReportStamps {
  /** What report_days' sums for the scope and range were read from. */
  days: string;
  /** What vouchers and sign-ups were counted from. */
  people: string;
  /** What the event leads' figures were counted from. */
  leads: string;
}

export async function readReportStamps(runner: Runner, scope: ReportScope, range: ReportRange): Promise<ReportStamps> {
  const [row] = rowsOf<ReportStamps>(
    await runner.execute(sql`
      select (select version::text from report_versions where name = 'people') as "people",
        (select count(*) || ':' || coalesce(sum(version), 0) || ':' || coalesce(max(updated_at)::text, '') from event_leads
          where ${inScope(scope)}) as "leads",
        concat_ws(':',
        (select count(*) || ':' || coalesce(sum(version), 0) from diary_versions
          where date between ${range.from} and ${range.to} and ${inScope(scope)}),
        (select count(*) || ':' || coalesce(sum(hashtext(id || '@' || store_id || '@' || date::text)::bigint), 0) from group_enquiries
          where date between ${range.from}::date and ${range.to}::date and ${inScope(scope)})
      ) as "days"`),
  );
  // Without the version row (it is made by migration 0021) nothing is kept: every stamp is new.
  return { days: row!.days, people: row!.people ?? `none:${Math.random()}`, leads: row!.leads };
}
