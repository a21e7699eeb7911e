// Database access for the booking engine: setups (validated on read), the
// seat-holding bookings of a restaurant-day, single bookings by id, and the
// console's reads (a day, a search, a date range). The only module that writes
// the `bookings` table (eslint.config.js keeps it so, decision 031). Writes
// inside a transaction take the transaction handle (`tx`), never the outer db
// (product.md D2: the outer db inside a PGlite transaction hangs the process).
// Reads outside a transaction go through short-lived caches (read-cache.ts);
// reads with a transaction handle never do.
import { and, asc, between, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { bookingSetupSchema, type BookingSetup } from '../../contract/booking-setup.ts';
import type { Db } from '../db/client.ts';
import { bookings, bookingSetups, diaryVersions } from '../db/schema.ts';
import { createReadCache } from '../db/read-cache.ts';
import { createTtlCache } from '../content/ttl-cache.ts';
import { readPublishedVersion } from '../content/published-version.ts';
import { addDays, MINUTES_PER_DAY, type IsoDate } from '../../contract/london-time.ts';
import type { ExistingBooking } from './rules/model.ts';
import type { Move } from './rules/reseat-search.ts';
import type { Runner } from '../db/runner.ts';
import { writeTogether, type PendingInsert } from '../db/write-together.ts';
import { guestIdentityWrites } from '../guests/guest-identity.ts';

/** The outer database or an open transaction. */
export type { Runner } from '../db/runner.ts';
export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
export type BookingStatus = BookingRow['status'];
/** A change to a stored booking: every change moves `updatedAt` on. */
export type BookingChange = Partial<NewBookingRow> & { updatedAt: Date };

export interface RepositoryOptions {
  /**
   * How long a validated setup may be reused; 0 reads it every time. Any change
   * to any setup, on any instance, drops them sooner: the published version is
   * checked at most once a second (decision 025).
   */
  setupCacheMs?: number;
  /** How long slot reads on this instance reuse a restaurant-day's bookings (its own writes clear them at once). */
  bookingsCacheMs?: number;
  /** How long a restaurant-day's diary version is reused on this instance (its own writes clear it at once). */
  versionCacheMs?: number;
}

/** Statuses that hold seats (contract SEAT_HOLDING_STATUSES); requests and finished bookings hold none. */
const SEAT_HOLDING = ['held', 'confirmed', 'seated'] as const;
const dayKey = (storeId: string, date: IsoDate) => `${storeId}|${date}`;

/**
 * Seat-holding bookings that can overlap `date`: that day's and the day
 * before's (a late booking runs past midnight), with start times relative to
 * `date`'s midnight (SlotSearchInput.bookings).
 */
async function readDay(runner: Runner, storeId: string, date: IsoDate): Promise<ExistingBooking[]> {
  const rows = await runner
    .select({
      id: bookings.id,
      date: bookings.date,
      startsAt: bookings.startsAt,
      durationMinutes: bookings.durationMinutes,
      covers: bookings.covers,
      tableIds: bookings.tableIds,
      status: bookings.status,
      holdExpiresAt: bookings.holdExpiresAt,
      areaId: bookings.areaId,
      pinned: bookings.pinned,
      kind: bookings.kind,
      occasionId: bookings.occasionId,
    })
    .from(bookings)
    .where(
      and(eq(bookings.storeId, storeId), inArray(bookings.date, [addDays(date, -1), date]), inArray(bookings.status, [...SEAT_HOLDING])),
    );
  const day: ExistingBooking[] = [];
  for (const r of rows) {
    const startsAt = r.date === date ? r.startsAt : r.startsAt - MINUTES_PER_DAY;
    if (startsAt + r.durationMinutes <= 0) continue; // yesterday's booking that ended before midnight
    day.push({
      id: r.id,
      startsAt,
      durationMinutes: r.durationMinutes,
      covers: r.covers,
      tableIds: r.tableIds,
      status: r.status === 'held' ? 'held' : 'confirmed',
      ...(r.holdExpiresAt ? { holdExpiresAt: r.holdExpiresAt } : {}),
      // Decision 074: seated, the diner's own area, or staff's pin: never re-seated; decision 080: nor an event's space.
      pinned: r.pinned || r.status === 'seated' || r.areaId !== null || r.kind === 'event',
      occasionId: r.occasionId,
      // Decision 080: an event has its own kitchen plan; its tables are taken, its covers are not the online pacing's.
      ...(r.kind === 'event' ? { paced: false } : {}),
    });
  }
  return day;
}

/** Counts a change to a restaurant-day's bookings (inside the writing transaction). */
async function bumpDay(runner: Runner, storeId: string, date: IsoDate): Promise<void> {
  await dayBump(runner, storeId, date);
}

/** The diary counter's increment, built and not yet run. */
export function dayBump(runner: Runner, storeId: string, date: IsoDate) {
  return runner
    .insert(diaryVersions)
    .values({ storeId, date, version: 1 })
    .onConflictDoUpdate({ target: [diaryVersions.storeId, diaryVersions.date], set: { version: sql`${diaryVersions.version} + 1` } });
}

/** Decision 044: the guest profile of each booking's address, made with the booking when it is new. */
const guestWrites = (runner: Runner, rows: readonly NewBookingRow[]) =>
  guestIdentityWrites(
    runner,
    rows.map((r) => ({ email: r.email, name: `${r.firstName} ${r.lastName}`, phone: r.phone })),
  );

/** A booking's row and its diary counter's increment, built and not yet run: for writeTogether with the booking's other writes. */
function bookingInsertWrites(runner: Runner, row: NewBookingRow) {
  return [runner.insert(bookings).values(row), dayBump(runner, row.storeId, row.date), ...guestWrites(runner, [row])];
}

function movedFrom(m: Move): SQL {
  const first = sql`coalesce(${bookings.movedFromTableIds}, ${JSON.stringify(m.fromTableIds)}::jsonb)`;
  // Back on its first tables, it was never moved as far as anyone can tell.
  return sql`case when ${first} = ${JSON.stringify(m.toTableIds)}::jsonb then null else ${first} end`;
}

/**
 * Decision 074: re-seated bookings' new tables, built and not yet run; "moved from" keeps the tables the booking
 * had before the engine first moved it, which are the ones the restaurant may have told the diner about.
 */
export function movedWrites(runner: Runner, moves: readonly Move[], at: Date): PendingInsert[] {
  return moves.map((m) =>
    runner
      .update(bookings)
      .set({ tableIds: m.toTableIds, movedFromTableIds: movedFrom(m), updatedAt: at })
      .where(eq(bookings.id, m.bookingId)),
  );
}

/** A booking's new row as a WITH query that answers it as stored. */
const insertedRow = (runner: Runner, row: NewBookingRow) =>
  runner.$with('booking_write').as(runner.insert(bookings).values(row).returning());

/** A change to a booking as a WITH query that answers the row as changed. */
const updatedRow = (runner: Runner, id: string, set: BookingChange): BookingWrite =>
  runner.$with('booking_write').as(runner.update(bookings).set(set).where(eq(bookings.id, id)).returning());

type BookingWrite = ReturnType<typeof insertedRow>;

/**
 * A booking's writes as one statement (decision 030, write-together.ts): `booking` (its insert or update) and
 * `others` (diary counters, mails, the audit entry) each a WITH query; answers the booking as stored. None of
 * the writes reads another's rows.
 */
async function storedTogether(runner: Runner, booking: BookingWrite, others: readonly PendingInsert[]): Promise<BookingRow | undefined> {
  const rest = others.map((write, i) => runner.$with(`write_${i}`).as(write.returning()));
  const [row] = await runner
    .with(booking, ...rest)
    .select()
    .from(booking);
  return row;
}

/** Name, phone, e-mail or reference: what the console's search matches. */
function searchMatch(query: string): SQL | undefined {
  const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = query.replace(/\D/g, '');
  return or(
    ilike(sql`${bookings.firstName} || ' ' || ${bookings.lastName}`, like),
    ilike(bookings.email, like),
    ilike(bookings.reference, like),
    ...(digits.length >= 4 ? [ilike(sql`regexp_replace(coalesce(${bookings.phone}, ''), '\\D', '', 'g')`, `%${digits}%`)] : []),
  );
}

export function createBookingRepository(db: Db, opts: RepositoryOptions = {}) {
  const setupCacheMs = opts.setupCacheMs ?? 60_000;
  const setupCache =
    setupCacheMs > 0
      ? createTtlCache({ ttlMs: setupCacheMs, versionCheckMs: 1000, readVersion: () => readPublishedVersion(db) })
      : { get: <T>(_key: string, load: () => Promise<T>) => load(), clear: () => {} };
  const dayCache = createReadCache<ExistingBooking[]>(opts.bookingsCacheMs ?? 1000);
  // Every open diary asks for its day's version each second: one read per day per instance serves them all.
  const versionCache = createReadCache<number>(opts.versionCacheMs ?? 250);

  const setup = (storeId: string) =>
    setupCache.get<BookingSetup | null>(storeId, async () => {
      const [row] = await db.select({ doc: bookingSetups.doc }).from(bookingSetups).where(eq(bookingSetups.storeId, storeId));
      return row ? bookingSetupSchema.parse(row.doc) : null;
    });

  return {
    setup,

    async setups(storeIds: readonly string[]): Promise<Map<string, BookingSetup>> {
      const found = await Promise.all(storeIds.map(async (id) => [id, await setup(id)] as const));
      return new Map(found.filter((entry): entry is [string, BookingSetup] => entry[1] !== null));
    },

    /** Drops this instance's cached setups at once (after its own save, or when the page cache saw the version move). */
    forgetSetups: () => setupCache.clear(),

    async storeIds(): Promise<string[]> {
      const rows = await db.select({ storeId: bookingSetups.storeId }).from(bookingSetups).orderBy(asc(bookingSetups.storeId));
      return rows.map((r) => r.storeId);
    },

    /** The day's seat holders for slot reads (cached briefly). */
    seatHolders: (storeId: string, date: IsoDate) => dayCache.get(dayKey(storeId, date), () => readDay(db, storeId, date)),

    /**
     * product.md D5: one lock per restaurant and London date, held until the transaction ends, so two
     * creates for the same day judge the seats one after the other (PGlite and PostgreSQL alike).
     */
    async lockDay(tx: Runner, storeId: string, date: IsoDate): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${storeId}|${date}`}))`);
    },

    /** The day's seat holders inside the create transaction, after the day lock: always from the database. */
    lockedSeatHolders: (tx: Runner, storeId: string, date: IsoDate) => readDay(tx, storeId, date),

    /** The restaurant-day's change counter inside a transaction, after the day lock: never cached (decision 079). */
    async lockedDayVersion(tx: Runner, storeId: string, date: IsoDate): Promise<number> {
      const [row] = await tx
        .select({ version: diaryVersions.version })
        .from(diaryVersions)
        .where(and(eq(diaryVersions.storeId, storeId), eq(diaryVersions.date, date)));
      return row?.version ?? 0;
    },
    dayBump,

    /** After a write commits: this instance's reads of the day (and the next, which sees its late bookings) are fresh at once. */
    invalidateDay(storeId: string, date: IsoDate): void {
      versionCache.delete(dayKey(storeId, date));
      dayCache.delete(dayKey(storeId, date));
      dayCache.delete(dayKey(storeId, addDays(date, 1)));
    },

    async insert(runner: Runner, row: NewBookingRow): Promise<void> {
      await writeTogether(runner, bookingInsertWrites(runner, row));
    },

    insertWrites: bookingInsertWrites,
    movedWrites,

    /**
     * Decision 049 deposits: a held booking's row and its diary counter, built and not yet run. No guest
     * profile yet: the booking may never be made (a declined deposit deletes it); its confirmation adds that.
     */
    heldInsertWrites: (runner: Runner, row: NewBookingRow) => [runner.insert(bookings).values(row), dayBump(runner, row.storeId, row.date)],

    /**
     * Decision 049 deposits: deletes a booking still held (its deposit was declined, or never taken), with its diary
     * counter and the writes that go with it; false when it is no longer held.
     */
    async deleteHeldWith(runner: Runner, current: Pick<BookingRow, 'id' | 'storeId' | 'date'>, others: readonly PendingInsert[]) {
      const gone = await runner
        .delete(bookings)
        .where(and(eq(bookings.id, current.id), eq(bookings.status, 'held')))
        .returning({ id: bookings.id });
      if (!gone.length) return false;
      await writeTogether(runner, [dayBump(runner, current.storeId, current.date), ...others]);
      return true;
    },

    /**
     * A new booking and the writes that go with it (its mails, its audit entry) as one statement, with its day's
     * diary counter: answers the booking as stored.
     */
    async insertWith(runner: Runner, row: NewBookingRow, others: readonly PendingInsert[]): Promise<BookingRow> {
      const stored = await storedTogether(runner, insertedRow(runner, row), [
        dayBump(runner, row.storeId, row.date),
        ...guestWrites(runner, [row]),
        ...others,
      ]);
      if (!stored) throw new Error(`booking ${row.id} was not written inside its transaction`);
      return stored;
    },

    /**
     * A change to a booking and the writes that go with it as one statement, with the diary counters of its
     * (new) day and, when it moves, of the day it leaves: answers the booking as changed.
     */
    async updateWith(
      runner: Runner,
      current: Pick<BookingRow, 'id' | 'storeId' | 'date'>,
      set: BookingChange,
      others: readonly PendingInsert[],
    ): Promise<BookingRow> {
      const date = set.date ?? current.date;
      const days = date === current.date ? [date] : [date, current.date];
      const bumps = days.map((day) => dayBump(runner, current.storeId, day));
      const row = await storedTogether(runner, updatedRow(runner, current.id, set), [...bumps, ...others]);
      if (!row) throw new Error(`booking ${current.id} vanished inside its transaction`);
      return row;
    },

    /** Whether the restaurant-day holds any demo booking (booking-demo.ts; inside its day lock). */
    async hasDemoOn(runner: Runner, storeId: string, date: IsoDate): Promise<boolean> {
      const [row] = await runner
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.storeId, storeId), eq(bookings.date, date), eq(bookings.demo, true)))
        .limit(1);
      return row !== undefined;
    },

    /** A restaurant-day's demo bookings and its diary counter as one statement (booking-demo.ts, inside its day lock). */
    async insertDemo(runner: Runner, storeId: string, date: IsoDate, rows: readonly NewBookingRow[]): Promise<void> {
      if (!rows.length) return;
      await writeTogether(runner, [
        runner.insert(bookings).values(rows.map((r) => ({ ...r, demo: true }))),
        dayBump(runner, storeId, date),
        ...guestWrites(runner, rows),
      ]);
    },

    /** Deletes every demo booking (and only those), moving the diary counter of each day it leaves: the days and how many. */
    async deleteDemo(runner: Runner): Promise<{ storeId: string; date: IsoDate }[]> {
      const gone = await runner
        .delete(bookings)
        .where(eq(bookings.demo, true))
        .returning({ storeId: bookings.storeId, date: bookings.date });
      const days = new Map(gone.map((d) => [dayKey(d.storeId, d.date), d]));
      for (const d of days.values()) await bumpDay(runner, d.storeId, d.date);
      return gone;
    },

    /** A restaurant-day's bookings, of any status or of those given: the diary and the daily sheet. */
    onDay: (storeId: string, date: IsoDate, statuses?: readonly BookingStatus[]): Promise<BookingRow[]> =>
      db
        .select()
        .from(bookings)
        .where(and(eq(bookings.storeId, storeId), eq(bookings.date, date), statuses ? inArray(bookings.status, [...statuses]) : undefined)),

    /** Bookings by name, phone, e-mail or reference, newest date first, in the given restaurants (null = all). */
    search: (query: string, storeIds: readonly string[] | null, limit: number): Promise<BookingRow[]> =>
      db
        .select()
        .from(bookings)
        .where(storeIds ? and(searchMatch(query), inArray(bookings.storeId, [...storeIds])) : searchMatch(query))
        .orderBy(desc(bookings.date), asc(bookings.startsAt))
        .limit(limit),

    /** A restaurant's bookings from `from` to `to`, both included, by date and time: the CSV export. */
    between: (storeId: string, from: IsoDate, to: IsoDate): Promise<BookingRow[]> =>
      db
        .select()
        .from(bookings)
        .where(and(eq(bookings.storeId, storeId), between(bookings.date, from, to)))
        .orderBy(asc(bookings.date), asc(bookings.startsAt)),

    /** The restaurant-day's change counter (0 before its first booking): what an open diary polls. */
    dayVersion: (storeId: string, date: IsoDate): Promise<number> =>
      versionCache.get(dayKey(storeId, date), async () => {
        const [row] = await db
          .select({ version: diaryVersions.version })
          .from(diaryVersions)
          .where(and(eq(diaryVersions.storeId, storeId), eq(diaryVersions.date, date)));
        return row?.version ?? 0;
      }),
    bumpDay,

    async byId(id: string, runner: Runner = db, opts: { forUpdate?: boolean } = {}): Promise<BookingRow | null> {
      const query = runner.select().from(bookings).where(eq(bookings.id, id));
      const [row] = opts.forUpdate ? await query.for('update') : await query;
      return row ?? null;
    },

    /** Any change to a booking; its (new) day's diary version moves on in the same transaction. */
    async update(runner: Runner, id: string, set: Partial<NewBookingRow> & { updatedAt: Date }): Promise<BookingRow> {
      const [row] = await runner.update(bookings).set(set).where(eq(bookings.id, id)).returning();
      if (!row) throw new Error(`booking ${id} vanished inside its transaction`);
      await bumpDay(runner, row.storeId, row.date);
      return row;
    },
  };
}

export type BookingRepository = ReturnType<typeof createBookingRepository>;

/**
 * Decision 080: what an event's hold on the diary (server/events/event-hold.ts) uses of the repository, inside a
 * transaction its caller opened: the day locks and the seat holders read under them, the booking by id, its
 * writes with their audit entries, and this instance's cached reads let go.
 */
export type EventHoldStore = Pick<
  BookingRepository,
  'lockDay' | 'lockedSeatHolders' | 'byId' | 'insertWith' | 'updateWith' | 'invalidateDay'
>;
