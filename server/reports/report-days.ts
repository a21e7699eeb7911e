// Keeps report_days current (decision 043 "Reports"). A day's row is
// current while it holds the day's diary version (every booking write bumps it
// in the write's own transaction) and the day's count of group enquiries; this
// one statement finds the days of a range that are missing or stale and sums
// them again from bookings, so a report never reads a figure older than the
// last write. Its snapshot reads the version and the bookings together, and an
// older computation never overwrites a newer one, however many instances race.
import { sql, type SQL } from 'drizzle-orm';
import type { IsoDate } from '../../contract/london-time.ts';
import type { Runner } from '../db/runner.ts';
import { rowsOf } from '../db/raw-rows.ts';
import { CONVERTED, hourCoversArray, KEPT, leadTimesArray, MADE, partySizesArray, textArray } from './report-sql.ts';

/** Which restaurants: one list, or every restaurant of the chain (whatever their bookings name). */
export type StoreScope = { storeIds: readonly string[] } | 'chain';

const inScope = (column: SQL, scope: StoreScope): SQL =>
  scope === 'chain' ? sql`true` : sql`${column} = any(${textArray(scope.storeIds)})`;

/**
 * The range's days whose row is missing or stale. A day no booking was ever written to has no diary version and
 * needs no row (a report counts it as zero), unless it holds group enquiries. Cheap when nothing changed.
 */
async function staleDays(runner: Runner, scope: StoreScope, from: IsoDate, to: IsoDate): Promise<{ storeId: string; date: IsoDate }[]> {
  return rowsOf(
    await runner.execute(sql`
      select v.store_id as "storeId", v.date
      from diary_versions v left join report_days r on r.store_id = v.store_id and r.date = v.date
      where v.date between ${from} and ${to} and ${inScope(sql`v.store_id`, scope)}
        and (r.store_id is null or r.version <> v.version)
      union
      select coalesce(g.store_id, r.store_id), coalesce(g.date, r.date)
      from (
        select store_id, to_char(date, 'YYYY-MM-DD') as date, count(*)::int as n from group_enquiries
        where date between ${from}::date and ${to}::date and ${inScope(sql`store_id`, scope)} group by 1, 2
      ) g
      full join (
        select store_id, date, group_enquiries from report_days
        where date between ${from} and ${to} and group_enquiries > 0 and ${inScope(sql`store_id`, scope)}
      ) r on r.store_id = g.store_id and r.date = g.date
      where coalesce(g.n, 0) <> coalesce(r.group_enquiries, 0)`),
  );
}

/** Recomputes the range's missing and stale days; how many it wrote. */
export async function refreshReportDays(runner: Runner, scope: StoreScope, from: IsoDate, to: IsoDate, at: Date): Promise<number> {
  const stale = await staleDays(runner, scope, from, to);
  let written = 0;
  // In slices, so a year of a whole chain stays well inside a statement's parameters.
  for (let i = 0; i < stale.length; i += SLICE) written += await recompute(runner, stale.slice(i, i + SLICE), at);
  return written;
}

const SLICE = 2000;

/**
 * An enquiry or an event request diners sent: not the space a lead's proposal holds (decision 080), which is a
 * booking of kind 'event' too, made by staff. An event request's own booking stays one when its lead's proposal
 * holds it (decision 082): the request the diner sent became the event.
 */
const ONLINE_ENQUIRY = sql`b.kind in ('enquiry', 'event')
  and not exists (select 1 from event_leads l where l.booking_id = b.id and l.source <> 'event-request')`;

async function recompute(runner: Runner, stale: readonly { storeId: string; date: IsoDate }[], at: Date): Promise<number> {
  // The day's version and group enquiries are read again here, in the same snapshot as its bookings.
  const result = await runner.execute(sql`
    with stale as (
      select k.store_id, k.date, coalesce(v.version, 0) as version,
        (select count(*)::int from group_enquiries g where g.store_id = k.store_id and g.date = k.date::date) as ge
      from unnest(${textArray(stale.map((d) => d.storeId))}, ${textArray(stale.map((d) => d.date))}) k(store_id, date)
      left join diary_versions v on v.store_id = k.store_id and v.date = k.date
    )
    insert into report_days (
      store_id, date, version, group_enquiries, group_enquiries_converted, booked, kept, covers, cancelled, no_shows,
      enquiries, enquiries_converted, enquiries_pending, sources, party_sizes, lead_times, hour_covers, computed_at
    )
    select s.store_id, s.date, s.version, s.ge, coalesce(gc.n, 0), a.booked, a.kept, a.covers, a.cancelled, a.no_shows,
      a.enquiries, a.enquiries_converted, a.enquiries_pending, coalesce(src.sources, '{}'::jsonb),
      a.party_sizes, a.lead_times, a.hour_covers, ${at.toISOString()}::timestamptz
    from stale s
    cross join lateral (
      select
        count(*) filter (where b.status in ${MADE})::int as booked,
        count(*) filter (where b.status in ${KEPT})::int as kept,
        coalesce(sum(b.covers) filter (where b.status in ${KEPT}), 0)::int as covers,
        count(*) filter (where b.status = 'cancelled')::int as cancelled,
        count(*) filter (where b.status = 'no-show')::int as no_shows,
        count(*) filter (where ${ONLINE_ENQUIRY})::int as enquiries,
        count(*) filter (where ${ONLINE_ENQUIRY} and b.status in ${CONVERTED})::int as enquiries_converted,
        count(*) filter (where ${ONLINE_ENQUIRY} and b.status = 'requested')::int as enquiries_pending,
        ${partySizesArray()} as party_sizes,
        ${leadTimesArray()} as lead_times,
        ${hourCoversArray()} as hour_covers
      from bookings b
      where b.store_id = s.store_id and b.date = s.date and not b.demo
    ) a
    left join lateral (
      select jsonb_object_agg(x.source, x.n) as sources
      from (
        select b.source, count(*)::int as n from bookings b
        where b.store_id = s.store_id and b.date = s.date and not b.demo and b.status in ${MADE}
        group by b.source
      ) x
    ) src on true
    left join lateral (
      select count(*)::int as n from group_enquiries g
      where s.ge > 0 and g.store_id = s.store_id and g.date = s.date::date
        and exists (
          select 1 from bookings b
          where b.store_id = g.store_id and b.date = s.date and not b.demo and b.status in ${MADE} and lower(b.email) = lower(g.email)
        )
    ) gc on true
    on conflict (store_id, date) do update set
      version = excluded.version,
      group_enquiries = excluded.group_enquiries,
      group_enquiries_converted = excluded.group_enquiries_converted,
      booked = excluded.booked,
      kept = excluded.kept,
      covers = excluded.covers,
      cancelled = excluded.cancelled,
      no_shows = excluded.no_shows,
      enquiries = excluded.enquiries,
      enquiries_converted = excluded.enquiries_converted,
      enquiries_pending = excluded.enquiries_pending,
      sources = excluded.sources,
      party_sizes = excluded.party_sizes,
      lead_times = excluded.lead_times,
      hour_covers = excluded.hour_covers,
      computed_at = excluded.computed_at
    where report_days.version <= excluded.version
    returning 1
  `);
  return rowsOf(result).length;
}
