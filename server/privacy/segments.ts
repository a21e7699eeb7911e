// Marketing segments (product.md D12 "Marketing lists"): who, among the people whose
// current e-mail consent is "yes", matches the marketing role's filters; their
// count, and their CSV. Consent is read at the moment of the query from the
// consent events (server/privacy/consent.ts), so someone who unsubscribed a
// minute ago is in no count and no file.
import { sql, type SQL } from 'drizzle-orm';
import { addDays, londonDateOf } from '../../contract/london-time.ts';
import type { SegmentFilters, SegmentMember } from '../../contract/segments.ts';
import { rawRows } from '../db/raw-rows.ts';
import type { Runner } from '../db/runner.ts';
import { csvCell } from '../../contract/csv-cell.ts';
import { upcomingMonthDays } from './rules/upcoming-month-days.ts';

/** A visit: a table that was seated or cleared, the guest profile's rule (server/guests/rules/guest-history.ts). */
const IS_VISIT = sql`b.status in ('seated', 'completed')`;

function filtersSql(f: SegmentFilters, today: string): SQL[] {
  const where: SQL[] = [];
  if (f.favouriteRestaurant) where.push(sql`c.fav_restaurant_code = ${f.favouriteRestaurant}`);
  if (f.interest)
    where.push(sql`exists (select 1 from customer_interests ci where ci.customer_guid = c.guid and ci.interest_id = ${f.interest})`);
  if (f.birthdayMonth) where.push(sql`extract(month from c.birth_date) = ${f.birthdayMonth}`);
  if (f.occasionWithinDays) {
    const window = upcomingMonthDays(today, f.occasionWithinDays);
    where.push(sql`exists (select 1 from occasion_dates o where o.customer_guid = c.guid
      and to_char(o.date, 'MM-DD') in (${sql.join(
        window.map((d) => sql`${d}`),
        sql`, `,
      )}))`);
  }
  if (f.visitedWithinDays) where.push(sql`v.last_visit >= ${addDays(today, -f.visitedWithinDays)}`);
  if (f.notVisitedForDays) where.push(sql`(v.last_visit is null or v.last_visit < ${addDays(today, -f.notVisitedForDays)})`);
  if (f.minVisits) where.push(sql`coalesce(v.visits, 0) >= ${f.minVisits}`);
  return where;
}

function segmentQuery(f: SegmentFilters, now: Date, select: SQL): SQL {
  const today = londonDateOf(now);
  const where = filtersSql(f, today);
  return sql`
    with latest as (
      select distinct on (email) email, granted, at from consent_events
      where channel = 'email' order by email, at desc, granted asc
    ),
    people as (select email, at as consent_since from latest where granted),
    visits as (
      select lower(b.email) as email, count(*)::int as visits, max(b.date) as last_visit
      from bookings b
      where not b.demo and lower(b.email) in (select email from people) and ${IS_VISIT}
      group by lower(b.email)
    )
    select ${select}
    from people p
    left join customers c on c.email = p.email
    left join visits v on v.email = p.email
    ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}`;
}

export async function segmentCount(runner: Runner, f: SegmentFilters, now: Date): Promise<number> {
  const [row] = await rawRows<{ n: number }>(runner, segmentQuery(f, now, sql`count(*)::int as n`));
  return Number(row?.n ?? 0);
}

interface MemberRow {
  email: string;
  first_name: string | null;
  fav_restaurant_code: string | null;
  birth_date: string | null;
  visits: number | null;
  last_visit: string | null;
  consent_since: string | Date;
}

export async function segmentMembers(runner: Runner, f: SegmentFilters, now: Date): Promise<SegmentMember[]> {
  const rows = await rawRows<MemberRow>(
    runner,
    sql`${segmentQuery(
      f,
      now,
      sql`p.email, c.first_name, c.fav_restaurant_code, c.birth_date::text as birth_date, v.visits, v.last_visit, p.consent_since`,
    )} order by p.email`,
  );
  return rows.map((r) => ({
    email: r.email,
    firstName: r.first_name ?? '',
    favouriteRestaurant: r.fav_restaurant_code ?? '',
    birthday: r.birth_date ? r.birth_date.slice(5) : '',
    visits: r.visits ?? 0,
    lastVisit: r.last_visit,
    consentSince: new Date(r.consent_since),
  }));
}

const COLUMNS: [string, (m: SegmentMember, restaurantTitle: (storeId: string) => string) => string | number | null][] = [
  ['E-mail', (m) => m.email],
  ['First name', (m) => m.firstName],
  ['Favourite restaurant', (m, title) => (m.favouriteRestaurant ? title(m.favouriteRestaurant) : '')],
  ['Birthday (month-day)', (m) => m.birthday],
  ['Visits', (m) => m.visits],
  ['Last visit', (m) => m.lastVisit],
  ['Consent since', (m) => m.consentSince.toISOString()],
];

/** RFC 4180, cells a spreadsheet would run as a formula prefixed with an apostrophe (server/console/bookings-csv.ts). */
export function segmentCsv(members: readonly SegmentMember[], restaurantTitle: (storeId: string) => string): string {
  const lines = [COLUMNS.map(([name]) => name), ...members.map((m) => COLUMNS.map(([, get]) => csvCell(get(m, restaurantTitle))))];
  return lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}
