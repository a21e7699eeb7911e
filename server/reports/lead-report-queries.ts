// The event leads' report queries (decision 081), for one restaurant or the chain: the leads received in the
// range's London days by source and status, how soon members first answered them (the median, per source and for
// all), and the events won by the month they take place (the space's booking date once a proposal placed it, else
// the date the client asked for), with their value.
import { sql, type SQL } from 'drizzle-orm';
import { addDays, instantOf } from '../../contract/london-time.ts';
import type { ReportRange } from '../../contract/reports.ts';
import type { Runner } from '../db/runner.ts';
import { rowsOf } from '../db/raw-rows.ts';
import type { ReportScope } from './report-repository.ts';
import { WON_STATUSES, type EventMonthSums, type LeadAnswerSums, type LeadCountSums, type LeadSums } from './rules/lead-figures.ts';

const leadScope = (scope: ReportScope): SQL => (scope === 'chain' ? sql`true` : sql`l.store_id = ${scope.storeId}`);

/** Received within the range's London days: from its first midnight to the midnight after its last day. */
const receivedIn = (range: ReportRange): SQL =>
  sql`l.created_at >= ${instantOf(range.from, 0).toISOString()}::timestamptz
    and l.created_at < ${instantOf(addDays(range.to, 1), 0).toISOString()}::timestamptz`;

export function createLeadReportQueries(runner: Runner) {
  return {
    async leads(scope: ReportScope, range: ReportRange): Promise<LeadSums> {
      const where = sql`${leadScope(scope)} and ${receivedIn(range)}`;
      const [counts, answers] = await Promise.all([
        runner.execute(sql`
          select l.source, l.status, count(*)::int as "count" from event_leads l where ${where} group by 1, 2`),
        runner.execute(sql`
          select l.source, count(*)::int as "answered",
            percentile_cont(0.5) within group (order by extract(epoch from l.first_answered_at - l.created_at) / 60)::float8
              as "medianMinutes"
          from event_leads l where ${where} and l.first_answered_at is not null
          group by grouping sets ((l.source), ())`),
      ]);
      return { counts: rowsOf<LeadCountSums>(counts), answers: rowsOf<LeadAnswerSums>(answers) };
    },

    async eventMonths(scope: ReportScope, range: ReportRange): Promise<EventMonthSums[]> {
      const won = sql.join(
        WON_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      );
      return rowsOf<EventMonthSums>(
        await runner.execute(sql`
          select to_char(d.day, 'YYYY-MM') as "month", count(*)::int as "events", coalesce(sum(d.value_pence), 0)::int as "valuePence"
          from (
            select coalesce(b.date::date, e.date) as day, l.value_pence from event_leads l
            left join group_enquiries e on e.id = l.enquiry_id
            left join bookings b on b.id = l.booking_id
            where ${leadScope(scope)} and l.status in (${won})
          ) d
          where d.day between ${range.from}::date and ${range.to}::date
          group by 1`),
      );
    },
  };
}
