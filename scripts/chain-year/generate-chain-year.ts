// Fills a database with a year (or any number of days) of a generated chain for the reports bench (product.md D12
// "Fast at chain scale"): bookings with cancellations and no-shows, enquiries, group enquiries, customers, sign-ups
// and offer vouchers, then sums the days into report_days. Its restaurants are whole documents with booking setups
// (chain-restaurants.ts), so the console opens them. It writes only a database holding no real bookings (demo
// bookings aside), and only one it did not fill before unless asked to replace it.
//
// Rows are made by INSERT … SELECT over generate_series, seeded (setseed), so two runs make the same chain.
import { sql } from 'drizzle-orm';
import type { ContentPack } from '../../content/load-pack.ts';
import { addDays, instantOf, type IsoDate } from '../../contract/london-time.ts';
import type { Db } from '../../server/db/client.ts';
import { rowsOf } from '../../server/db/raw-rows.ts';
import { textArray } from '../../server/reports/report-sql.ts';
import { refreshReportDays } from '../../server/reports/report-days.ts';
import { chainRestaurants, writeChainRestaurants } from './chain-restaurants.ts';

/** The first generated restaurant's storeId (2001 …: clear of the demo chain's). */
export const FIRST_STORE = 2001;

export interface ChainSize {
  restaurants: number;
  /** The last day, and how many days up to it. */
  end: IsoDate;
  days: number;
  /** Bookings per restaurant-day: minPerDay to minPerDay + spreadPerDay. */
  minPerDay: number;
  spreadPerDay: number;
  customers: number;
  vouchers: number;
}

/** A year of 52 restaurants, 60 to 100 bookings a restaurant-day (52 × 365 × 80 ≈ 1.5 million). */
export const CHAIN_YEAR: ChainSize = {
  restaurants: 52,
  end: '2026-11-25',
  days: 365,
  minPerDay: 60,
  spreadPerDay: 40,
  customers: 120_000,
  vouchers: 200_000,
};

export const generatedStoreIds = (restaurants: number) => Array.from({ length: restaurants }, (_, i) => String(FIRST_STORE + i));

type Log = (line: string) => void;

export async function generateChainYear(
  db: Db,
  pack: Pick<ContentPack, 'restaurants' | 'bookingSetups'>,
  size: ChainSize,
  opts: { replace?: boolean; analyze?: boolean; log?: Log } = {},
): Promise<void> {
  const log = opts.log ?? (() => {});
  const { end } = size;
  const start = addDays(end, -(size.days - 1));
  const first = FIRST_STORE;
  const last = FIRST_STORE + size.restaurants - 1;
  const storeIds = generatedStoreIds(size.restaurants);
  const step = async (label: string, query: ReturnType<typeof sql>) => {
    const t0 = performance.now();
    const result: unknown = await db.execute(query);
    const count =
      (result as { rowCount?: number | null; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows;
    log(`${label}: ${count ?? ''} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };

  const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from bookings where id not like 'gen-%' and not demo`),
  );
  const [{ g } = { g: 0 }] = rowsOf<{ g: number }>(await db.execute(sql`select count(*)::int as g from bookings where id like 'gen-%'`));
  if (n > 0) throw new Error('This database holds real bookings: the generator fills only a database of its own.');
  if (g > 0 && !opts.replace) throw new Error('This database is already generated: pass --replace to make it again.');
  const template = pack.restaurants[0];
  const setup = template && pack.bookingSetups.find((s) => s.storeId === template.storeId);
  if (!template || !setup) throw new Error('The content pack has no restaurant with a booking setup to copy.');

  const t0 = performance.now();
  await step('cleared', sql`truncate bookings, diary_versions, report_days, group_enquiries, voucher_codes, sign_ups, customers`);
  await db.execute(sql`delete from content_versions where kind = 'restaurant' and doc_id = any(${textArray(storeIds)})`);
  await db.execute(sql`delete from booking_setups where store_id = any(${textArray(storeIds)})`);
  await db.execute(sql`delete from restaurants where store_id = any(${textArray(storeIds)})`);
  await db.transaction((tx) => writeChainRestaurants(tx, chainRestaurants(template, setup, storeIds), instantOf(start, 0)));
  log(`restaurants: ${storeIds.length}, each with a booking setup`);
  await db.execute(sql`select setseed(0.29)`);
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
          ${size.minPerDay}::int + (random() * ${size.spreadPerDay}::int)::int as per_day
        from generate_series(${first}::int, ${last}::int) s,
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
      from bookings b where b.id like 'gen-%' and random() < 0.009`,
  );
  const yearStart = instantOf(start, 0).toISOString();
  await step(
    'customers',
    sql`insert into customers (guid, email, first_name, fav_restaurant_code, created_at, updated_at)
      select 'gen-c-' || c, 'customer' || c || '@example.com', 'Customer',
        (${first}::int + c % ${size.restaurants}::int)::text, ${yearStart}::timestamptz, now()
      from generate_series(1, ${size.customers}::int) c`,
  );
  await step(
    'sign-ups',
    sql`insert into sign_ups (id, customer_guid, source, accept_terms, accept_sms_terms, created_at)
      select 'gen-s-' || c, 'gen-c-' || c, 'website', true, random() < 0.3,
        ${yearStart}::timestamptz + random() * ${size.days}::int * interval '1 day'
      from generate_series(1, ${size.customers}::int) c`,
  );
  await step(
    'vouchers',
    sql`insert into voucher_codes (id, offer_id, email, code, created_at, last_sent_at)
      select 'gen-v-' || v, (1 + v / 40000)::text,
        case when v % 4 = 0 then 'stranger' || v || '@example.com' else 'customer' || (1 + v % ${size.customers}::int) || '@example.com' end,
        'GEN' || v, t, t
      from generate_series(1, ${size.vouchers}::int) v,
        lateral (select ${yearStart}::timestamptz + random() * ${size.days}::int * interval '1 day' + v * interval '0' as t) tt`,
  );
  if (opts.analyze) await step('vacuum analyze', sql`vacuum analyze`);
  const t1 = performance.now();
  const written = await refreshReportDays(db, 'chain', start, end, instantOf(end, 23 * 60));
  log(`report_days: ${written} restaurant-days summed in ${((performance.now() - t1) / 1000).toFixed(1)} s`);
  if (opts.analyze) await step('vacuum analyze report_days', sql`vacuum analyze report_days`);
  log(`${size.days} days (${start} to ${end}) of ${size.restaurants} restaurants in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}
