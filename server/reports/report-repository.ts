// The report queries (product.md D12 "Reports"): sums over report_days for a range,
// for one restaurant or the chain, and the vouchers and sign-ups made in it.
// Each is one query, so the bench times each report on its own. Vouchers and
// sign-ups name a person, not a restaurant: a restaurant's are those of the
// people whose favourite it is (decision 043).
import { sql, type SQL } from 'drizzle-orm';
import { addDays, daysBetween, instantOf, type IsoDate } from '../../contract/london-time.ts';
import type { ReportRange } from '../../contract/reports.ts';
import type { Runner } from '../db/runner.ts';
import { rowsOf } from '../db/raw-rows.ts';
import { LEAD_TIME_LABELS, PARTY_SIZE_CAP } from './rules/buckets.ts';
import type { DaySums, ReportSums } from './rules/report-shape.ts';

/** One restaurant, or the whole chain. */
export type ReportScope = { storeId: string } | 'chain';

const dayFilter = (scope: ReportScope, range: ReportRange): SQL =>
  scope === 'chain'
    ? sql`r.date between ${range.from} and ${range.to}`
    : sql`r.store_id = ${scope.storeId} and r.date between ${range.from} and ${range.to}`;

/**
 * The range's London days as instants (decision 065): every midnight from `from` to the day after `to`, so a row's
 * day is its bucket among them (width_bucket, a binary search) rather than a time-zone conversion per row, which
 * was most of the time a year of vouchers took. Bucket i (from 1) is the range's i-th day.
 */
function londonDays(range: ReportRange) {
  const dates = Array.from({ length: daysBetween(range.from, range.to) + 2 }, (_, i) => addDays(range.from, i));
  const midnights = dates.map((d) => instantOf(d, 0).toISOString());
  return {
    start: midnights[0]!,
    end: midnights[midnights.length - 1]!,
    edges: `{${midnights.join(',')}}`,
    dateOf: (r: { bucket: number; count: number }) => ({ date: dates[r.bucket - 1]!, count: r.count }),
  };
}

/** ARRAY[sum(col[1]), …, sum(col[size])]: an int[] column summed element by element. */
const elementSums = (column: string, size: number): SQL =>
  sql.raw(`ARRAY[${Array.from({ length: size }, (_, i) => `coalesce(sum(${column}[${i + 1}]), 0)`).join(', ')}]::int[]`);

export function createReportRepository(runner: Runner) {
  return {
    async days(scope: ReportScope, range: ReportRange): Promise<DaySums[]> {
      return rowsOf<DaySums>(
        await runner.execute(sql`
          select r.date,
            sum(r.booked)::int as "booked", sum(r.kept)::int as "kept", sum(r.covers)::int as "covers",
            sum(r.cancelled)::int as "cancelled", sum(r.no_shows)::int as "noShows",
            sum(r.enquiries)::int as "enquiries", sum(r.enquiries_converted)::int as "enquiriesConverted",
            sum(r.enquiries_pending)::int as "enquiriesPending", sum(r.group_enquiries)::int as "groupEnquiries",
            sum(r.group_enquiries_converted)::int as "groupEnquiriesConverted"
          from report_days r where ${dayFilter(scope, range)}
          group by r.date order by r.date`),
      );
    },

    async sources(scope: ReportScope, range: ReportRange): Promise<ReportSums['sources']> {
      return rowsOf<{ source: string; count: number }>(
        await runner.execute(sql`
          select s.key as "source", sum(s.value::int)::int as "count"
          from report_days r cross join lateral jsonb_each_text(r.sources) s
          where ${dayFilter(scope, range)} group by s.key`),
      );
    },

    /** Sums an int[] column element by element (lead times or party sizes): one pass, no row per element. */
    async buckets(scope: ReportScope, range: ReportRange, column: 'lead_times' | 'party_sizes'): Promise<number[]> {
      const size = column === 'lead_times' ? LEAD_TIME_LABELS.length : PARTY_SIZE_CAP;
      const [row] = rowsOf<{ n: number[] }>(
        await runner.execute(sql`select ${elementSums(`r.${column}`, size)} as "n" from report_days r where ${dayFilter(scope, range)}`),
      );
      return Array.from({ length: size }, (_, i) => row?.n[i] ?? 0);
    },

    async heat(scope: ReportScope, range: ReportRange): Promise<ReportSums['heat']> {
      const rows = rowsOf<{ weekday: number; n: number[] }>(
        await runner.execute(sql`
          select extract(isodow from r.date::date)::int as "weekday", ${elementSums('r.hour_covers', 24)} as "n"
          from report_days r where ${dayFilter(scope, range)} group by 1`),
      );
      return rows.flatMap((r) => r.n.map((covers, hour) => ({ weekday: r.weekday, hour, covers })));
    },

    async vouchers(scope: ReportScope, range: ReportRange): Promise<{ date: IsoDate; count: number }[]> {
      const { start, end, edges, dateOf } = londonDays(range);
      const query =
        scope === 'chain'
          ? sql`select width_bucket(v.created_at, ${edges}::timestamptz[]) as "bucket", count(*)::int as "count" from voucher_codes v
              where v.created_at >= ${start}::timestamptz and v.created_at < ${end}::timestamptz group by 1`
          : sql`select width_bucket(v.created_at, ${edges}::timestamptz[]) as "bucket", count(*)::int as "count"
              from customers c cross join lateral (
                select x.created_at from voucher_codes x where x.email = c.email
                  and x.created_at >= ${start}::timestamptz and x.created_at < ${end}::timestamptz offset 0
              ) v
              where c.fav_restaurant_code = ${scope.storeId} group by 1`;
      return rowsOf<{ bucket: number; count: number }>(await runner.execute(query)).map(dateOf);
    },

    async signUps(scope: ReportScope, range: ReportRange): Promise<{ date: IsoDate; count: number }[]> {
      const { start, end, edges, dateOf } = londonDays(range);
      const query =
        scope === 'chain'
          ? sql`select width_bucket(s.created_at, ${edges}::timestamptz[]) as "bucket", count(*)::int as "count" from sign_ups s
              where s.created_at >= ${start}::timestamptz and s.created_at < ${end}::timestamptz group by 1`
          : sql`select width_bucket(s.created_at, ${edges}::timestamptz[]) as "bucket", count(*)::int as "count"
              from customers c cross join lateral (
                select x.created_at from sign_ups x where x.customer_guid = c.guid
                  and x.created_at >= ${start}::timestamptz and x.created_at < ${end}::timestamptz offset 0
              ) s
              where c.fav_restaurant_code = ${scope.storeId} group by 1`;
      return rowsOf<{ bucket: number; count: number }>(await runner.execute(query)).map(dateOf);
    },
  };
}

export type ReportRepository = ReturnType<typeof createReportRepository>;
