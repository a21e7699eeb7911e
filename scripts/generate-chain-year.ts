// Fills a PostgreSQL database with a year of a 52-restaurant chain for the
// reports bench (product.md D12 "Fast at chain scale"): about 1.5 million bookings
// with cancellations and no-shows, enquiries, group enquiries, customers,
// sign-ups and offer vouchers, then sums the year into report_days. Never
// part of the demo data: it writes only the database it is given, and only
// one whose bookings table is empty (or with --replace, one it filled before).
//
//   node --import tsx scripts/generate-chain-year.ts postgres://postgres@127.0.0.1:5432/mesa_reports_bench [--replace] [--end=2026-11-25]
//
// Rows are made by INSERT … SELECT over generate_series, seeded (setseed), so
// two runs make the same chain.
import { sql } from 'drizzle-orm';
import { addDays, instantOf } from '../contract/london-time.ts';
import { openDatabase } from '../server/db/client.ts';
import { refreshReportDays } from '../server/reports/report-days.ts';
import { rowsOf } from '../server/db/raw-rows.ts';

export const CHAIN_RESTAURANTS = 52;
/** Bookings per restaurant-day: 60 to 100, about 80 on average (52 × 365 × 80 ≈ 1.5 million). */
const MIN_PER_DAY = 60;
const SPREAD_PER_DAY = 40;
/** The first generated restaurant's storeId (2001 … 2052: clear of the demo chain's). */
export const FIRST_STORE = 2001;

const args = process.argv.slice(2);
const url = args.find((a) => a.startsWith('postgres'));
const replace = args.includes('--replace');
const end = args.find((a) => a.startsWith('--end='))?.slice(6) ?? '2026-11-25';
const start = addDays(end, -364);
if (!url) {
  console.error('Usage: node --import tsx scripts/generate-chain-year.ts postgres://… [--replace] [--end=YYYY-MM-DD]');
  process.exit(2);
}

const database = await openDatabase({ url, poolSize: 2 });
const { db } = database;
const step = async (label: string, query: ReturnType<typeof sql>) => {
  const t0 = performance.now();
  const result: unknown = await db.execute(query);
  const count = (result as { rowCount?: number | null }).rowCount;
  console.log(`${label}: ${count ?? ''} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
};

try {
  const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from bookings where id not like 'gen-%'`),
  );
  const [{ g } = { g: 0 }] = rowsOf<{ g: number }>(await db.execute(sql`select count(*)::int as g from bookings where id like 'gen-%'`));
  if (n > 0) throw new Error('This database holds real bookings: the generator fills only a database of its own.');
  if (g > 0 && !replace) throw new Error('This database is already generated: pass --replace to make it again.');
  const t0 = performance.now();
  await step(
    'cleared',
    sql`truncate bookings, diary_versions, report_days, group_enquiries, voucher_codes, sign_ups, customers, restaurants`,
  );
  await db.execute(sql`select setseed(0.29)`);
  await step(
    'restaurants',
    sql`insert into restaurants (store_id, slug, city, title, lat, lng, doc)
      select s::text, 'chain-' || s, 'Town ' || s, 'Restaurant ' || s, 51.5, -0.1, '{}'::jsonb
      from generate_series(${FIRST_STORE}::int, ${FIRST_STORE + CHAIN_RESTAURANTS - 1}::int) s`,
  );
  // One row per booking: a London date and start (12:00 … 21:45), a party (mostly two to four), a source, a kind,
  // a status as the year left it (cancelled 8 %, no-show 3 %, past bookings completed), made 0 … 60 days ahead.
  // eslint-disable-next-line mesa/bookings-written-by-the-engine -- a bench fixture: the chain's history, not a booking
  const bookingsSql = sql`insert into bookings (
      id, reference, store_id, date, starts_at, duration_minutes, adults, children, covers, table_ids, kind, status,
      source, occasion_id, first_name, last_name, email, created_at, updated_at, cancelled_at
    )
    select 'gen-' || x.i, 'G' || x.i, x.store_id, x.date, x.starts_at, 90, x.covers, 0, x.covers, '[]'::jsonb, x.kind,
      case
        when x.kind <> 'booking' and x.r_status < 0.3 then 'declined'
        when x.kind <> 'booking' and x.r_status < 0.4 and x.date >= ${end} then 'requested'
        when x.r_status > 0.92 then 'cancelled'
        when x.r_status > 0.89 then 'no-show'
        when x.date < ${end} then 'completed'
        else 'confirmed'
      end,
      case when x.r_source < 0.7 then 'online' when x.r_source < 0.9 then 'phone' else 'walk-in' end,
      'dinner', 'Guest', 'Number ' || x.i, 'guest' || (x.i % 200000) || '@example.com',
      x.starts - case when x.r_source >= 0.9 then interval '0' else x.lead end,
      x.starts, null
    from (
      select row_number() over () as i, d.store_id, d.date, t.starts_at,
        (d.day::timestamp + t.starts_at * interval '1 minute') at time zone 'Europe/London' as starts,
        greatest(1, least(14, round(1 + random() * 3 + (case when random() < 0.1 then random() * 10 else 0 end))))::int as covers,
        case when random() < 0.01 then 'enquiry' when random() < 0.01 then 'event' else 'booking' end as kind,
        random() as r_status, random() as r_source,
        (random() * random() * 60 * 1440)::int * interval '1 minute' as lead
      from (
        select s::text as store_id, day, to_char(day, 'YYYY-MM-DD') as date,
          ${MIN_PER_DAY}::int + (random() * ${SPREAD_PER_DAY}::int)::int as per_day
        from generate_series(${FIRST_STORE}::int, ${FIRST_STORE + CHAIN_RESTAURANTS - 1}::int) s,
          generate_series(${start}::date, ${end}::date, interval '1 day') day
      ) d
      cross join lateral (
        select 12 * 60 + 15 * floor(random() * 40)::int + 0 * k as starts_at from generate_series(1, d.per_day) k
      ) t
    ) x`;
  await step('bookings', bookingsSql);
  await step(
    'diary versions',
    sql`insert into diary_versions (store_id, date, version) select store_id, date, 1 from bookings group by 1, 2`,
  );
  // About five group enquiries a restaurant a week; one in three answered by a booking of the same e-mail that day.
  await step(
    'group enquiries',
    sql`insert into group_enquiries (id, store_id, venue, booking_type, covers, date, time, until, email, first_name, last_name,
        telephone_number, should_receive_promotions, should_receive_sms, recipient, created_at)
      select 'gen-ge-' || b.id, b.store_id, 'Restaurant ' || b.store_id, 'party', 20, b.date::date, '19:00', '23:00',
        case when random() < 0.33 then b.email else 'enquirer' || b.id || '@example.com' end,
        'Group', 'Enquirer', '01234 567890', false, false, 'restaurant@example.com', b.created_at
      from bookings b where random() < 0.009`,
  );
  await step(
    'customers',
    sql`insert into customers (guid, email, first_name, fav_restaurant_code, created_at, updated_at)
      select 'gen-c-' || c, 'customer' || c || '@example.com', 'Customer',
        (${FIRST_STORE}::int + c % ${CHAIN_RESTAURANTS}::int)::text, ${instantOf(start, 0).toISOString()}::timestamptz, now()
      from generate_series(1, 120000) c`,
  );
  await step(
    'sign-ups',
    sql`insert into sign_ups (id, customer_guid, source, accept_terms, accept_sms_terms, created_at)
      select 'gen-s-' || c, 'gen-c-' || c, 'website', true, random() < 0.3,
        ${instantOf(start, 0).toISOString()}::timestamptz + random() * interval '365 days'
      from generate_series(1, 120000) c`,
  );
  await step(
    'vouchers',
    sql`insert into voucher_codes (id, offer_id, email, code, created_at, last_sent_at)
      select 'gen-v-' || v, (1 + v / 40000)::text,
        case when v % 4 = 0 then 'stranger' || v || '@example.com' else 'customer' || (1 + v % 120000) || '@example.com' end,
        'GEN' || v, t, t
      from generate_series(1, 200000) v,
        lateral (select ${instantOf(start, 0).toISOString()}::timestamptz + random() * interval '365 days' + v * interval '0' as t) tt`,
  );
  await step('vacuum analyze', sql`vacuum analyze`);
  const t1 = performance.now();
  const written = await refreshReportDays(db, 'chain', start, end, new Date(instantOf(end, 23 * 60).getTime()));
  console.log(`report_days: ${written} restaurant-days summed in ${((performance.now() - t1) / 1000).toFixed(1)} s`);
  await step('vacuum analyze report_days', sql`vacuum analyze report_days`);
  console.log(`A year (${start} to ${end}) of ${CHAIN_RESTAURANTS} restaurants in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
} finally {
  await database.close();
}
