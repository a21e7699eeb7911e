// Test helpers for the booking engine: several app instances sharing one
// database (product.md D5: "two server processes sharing the database"), setups an
// operator changed, and dates that are plain trading days from today on.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BookingRequest } from '../../contract/booking.ts';
import { bookingSetupSchema, type BookingSetup } from '../../contract/booking-setup.ts';
import type { Restaurant } from '../../contract/content.ts';
import { buildApp } from '../../server/app.ts';
import type { AppServices } from '../../server/app-services.ts';
import type { Db } from '../../server/db/client.ts';
import { bookingSetups } from '../../server/db/schema.ts';
import { clientHeaders, throwAwayDatabase, type TestServiceOptions } from './test-app.ts';
import { WEEKDAYS } from '../../contract/content-constants.ts';
import { addDays, londonDateOf, parseHhmm, weekdayOf, type IsoDate } from '../../contract/london-time.ts';
import { movedWrites } from '../../server/booking/booking-repository.ts';
import type { Move } from '../../server/booking/rules/reseat-search.ts';
import { writeTogether } from '../../server/db/write-together.ts';

export interface SharedApps {
  apps: FastifyInstance[];
  services: AppServices[];
  /** Headers a client sends; the token is valid on every instance (shared secret). */
  headers: Record<string, string>;
  /** 'postgres' when TEST_DATABASE_URL is set, else 'pglite'. */
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * `count` app instances over one database: a fresh PostgreSQL schema when
 * TEST_DATABASE_URL is set, each instance with its own pool; on PGlite (one
 * in-memory database per process) always a single instance. `serviceOpts` reach every instance (a pinned clock).
 */
export async function createSharedApps(
  count: number,
  env: Record<string, string> = {},
  serviceOpts: TestServiceOptions = {},
): Promise<SharedApps> {
  // A race test asserts who wins, not how fast the machine is: on one loaded core, 200 requests can wait longer
  // than production's 5 s for a pooled connection and be told "busy, try again" (busy-database.test.ts covers
  // that), so here they may wait up to the ceiling.
  const database = throwAwayDatabase({ RATE_LIMIT_PER_MINUTE: '1000000', DATABASE_ACQUIRE_TIMEOUT_MS: '30000', ...env }, serviceOpts);
  const n = database.kind === 'postgres' ? count : 1;
  // The first creates the schema (client.ts creates it before taking the migration lock, so two
  // creators could collide); the rest start together, as instances behind a load balancer would.
  const first = await database.start();
  const services = [first, ...(await Promise.all(Array.from({ length: n - 1 }, database.start)))];
  const apps = await Promise.all(services.map((s) => buildApp(s, { logger: false })));
  await Promise.all(apps.map((a) => a.ready()));
  const { token } = await services[0]!.tokens.issue();
  return {
    apps,
    services,
    headers: clientHeaders(token),
    kind: database.kind,
    async close() {
      await Promise.all(apps.map((a) => a.close()));
      await database.drop(services[0]!.database.db);
      await Promise.all(services.map((s) => s.database.close()));
    },
  };
}

/** Rewrites a restaurant's setup as an operator would (the seed then leaves it alone). */
export async function editSetup(db: Db, storeId: string, edit: (setup: BookingSetup) => Partial<BookingSetup>): Promise<BookingSetup> {
  const [row] = await db.select({ doc: bookingSetups.doc }).from(bookingSetups).where(eq(bookingSetups.storeId, storeId));
  if (!row) throw new Error(`no booking setup for ${storeId}`);
  const current = bookingSetupSchema.parse(row.doc);
  const next = bookingSetupSchema.parse({ ...current, ...edit(current), origin: 'operator' });
  await db.update(bookingSetups).set({ doc: next, updatedAt: new Date() }).where(eq(bookingSetups.storeId, storeId));
  return next;
}

/** What a test needs of the day it books: which weekdays, and which start times its weekly hours must allow. */
export interface PlainDateNeeds {
  /** ISO weekdays allowed (1 = Monday … 7 = Sunday); every day by default. */
  weekdays?: readonly number[];
  /** Start times ('HH:MM') the day's weekly hours must seat: open by then, and the last seating not yet past. */
  bookableAt?: readonly string[];
  /** The day to count from: today (London) unless a test pins its clock elsewhere. */
  from?: IsoDate;
}

/** The demo setups' last seating: an hour before close (content/booking-setups/*.json). */
const LAST_SEATING_BEFORE_CLOSE = 60;

/**
 * The first date at least `minDaysAhead` from today (London) that falls on an
 * allowed weekday, has no special hours (its weekly hours apply) and is open
 * for every time in `bookableAt`. The rule guarantees what the test books,
 * whatever today is (the date matrix, npm run test:dates).
 */
export function plainDate(
  restaurant: Pick<Restaurant, 'specialHours' | 'hours'>,
  minDaysAhead: number,
  needs: PlainDateNeeds | readonly number[] = {},
): IsoDate {
  const {
    weekdays = [1, 2, 3, 4, 5, 6, 7],
    bookableAt = [],
    from = londonDateOf(new Date()),
  } = Array.isArray(needs) ? { weekdays: needs } : (needs as PlainDateNeeds);
  const special = (d: IsoDate) => restaurant.specialHours.some((s) => s.startDate <= d && d <= s.endDate);
  const seats = (d: IsoDate) => {
    const day = WEEKDAYS[weekdayOf(d) - 1]!;
    const open = parseHhmm(restaurant.hours[`${day}Open`]);
    const rawClose = parseHhmm(restaurant.hours[`${day}Close`]);
    if (open === null || rawClose === null) return false; // closed that weekday
    const close = rawClose <= open ? rawClose + 24 * 60 : rawClose; // closing at or after midnight
    return bookableAt.every((time) => {
      const at = parseHhmm(time)!;
      return open <= at && at <= close - LAST_SEATING_BEFORE_CLOSE;
    });
  };
  let date = addDays(from, minDaysAhead);
  for (let tries = 0; !weekdays.includes(weekdayOf(date)) || special(date) || !seats(date); tries++) {
    if (tries > 400) throw new Error(`no plain date for ${JSON.stringify(needs)} within a year`);
    date = addDays(date, 1);
  }
  return date;
}

let diner = 0;
/** A valid create/enquiry/events body for a dinner party. */
export function bookingBody(date: IsoDate, time: string, overrides: Partial<BookingRequest> = {}): Record<string, unknown> {
  diner++;
  return {
    occasionId: 'dinner',
    adults: 2,
    children: 0,
    bookingDate: date,
    time,
    customer: {
      firstName: 'Ana',
      lastName: `Diner ${String.fromCharCode(65 + (diner % 26))}`,
      email: `diner${diner}@example.com`,
      phoneNumber: '07700 900123',
      shouldReceivePromotions: false,
      shouldReceiveSms: false,
    },
    ...overrides,
  };
}

/** Pairs of seat-holding bookings (at one restaurant, or anywhere) that share a table and overlap in time: must be 0. */
export async function overlappingPairs(db: Db, storeId?: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`
    select count(*)::int as n from bookings a join bookings b
      on a.store_id = b.store_id and a.date = b.date and a.id < b.id
     and a.starts_at < b.starts_at + b.duration_minutes and b.starts_at < a.starts_at + a.duration_minutes
    where a.status in ('held', 'confirmed') and b.status in ('held', 'confirmed') and (${storeId ?? null}::text is null or a.store_id = ${storeId ?? null})
      and exists (select 1 from jsonb_array_elements_text(a.table_ids) x join jsonb_array_elements_text(b.table_ids) y on x.value = y.value)`,
  );
  return Number(row!.n);
}

/** Rows of a raw query; PGlite and node-postgres both answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Decision 074: stores a re-seating move as the create path does (for pages that show one). */
export async function storeMove(db: Db, move: Move, at: Date): Promise<void> {
  await writeTogether(db, movedWrites(db, [move], at));
}
