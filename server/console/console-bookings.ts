// The console's bookings (DESIGN §8): the diary of a restaurant-day, one
// booking with its audit trail, search across dates, the CSV export, and what
// staff do — lifecycle actions, phone and walk-in bookings, moves and notes.
// Every write that can take a table runs under the same per-restaurant-day
// lock as an online create (booking-repository.ts lockDay) and re-reads the
// day inside it, so staff and diners never get the same table. Every write
// records its audit entry and the diner's e-mail in the same transaction.
// Permissions are checked by the caller (console-service.ts).
import { randomUUID } from 'node:crypto';
import { and, asc, between, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { BOOKING_CODES } from '../../contract/booking-codes.ts';
import type { BookingSetup } from '../../contract/booking-setup.ts';
import {
  tableLabel,
  type BookingMove,
  type Diary,
  type DiaryBooking,
  type StaffBookingInput,
  type StatusChange,
} from '../../contract/console.ts';
import { MINUTES_PER_DAY, addDays, formatHhmm, instantOf, londonDateOf, parseHhmm, type IsoDate } from '../../contract/london-time.ts';
import { openingWindow } from '../../contract/opening-hours.ts';
import { auditTrail, changedFields, recordAudit, type AuditActor } from '../audit/audit-log.ts';
import type { BookingLinks } from '../booking/booking-links.ts';
import { bookingMail, type BookingMailOptions } from '../booking/booking-mail.ts';
import { newReference } from '../booking/booking-create.ts';
import type { BookingRepository, BookingRow, NewBookingRow } from '../booking/booking-repository.ts';
import { assertArea, assertMenus, enginePeriods, loadVenue, occasionOf, type Venue } from '../booking/booking-venue.ts';
import { servicePeriodsOn } from '../booking/rules/service-periods.ts';
import { applyAction, holdsTable } from '../booking/rules/lifecycle.ts';
import { staffSeating } from '../booking/rules/staff-seating.ts';
import type { ContentService } from '../content/content-service.ts';
import type { Db } from '../db/client.ts';
import type { Runner, Tx } from '../db/runner.ts';
import { bookings } from '../db/schema.ts';
import { conflict, invalid, notFound, refused } from '../domain/domain-error.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { bookingsCsv } from './bookings-csv.ts';
import { createReadCache } from '../booking/read-cache.ts';
import { byTime, coversByQuarter, dayTotals, diaryBooking, diaryTables, servicePeriods } from './diary-view.ts';

export interface ConsoleBookingsDeps {
  db: Db;
  repo: BookingRepository;
  content: ContentService;
  links: BookingLinks;
  clock: () => Date;
}

export const BOOKING_NOT_FOUND = 'This booking could not be found';
const MAX_EXPORT_DAYS = 366;
const DIARY_CACHE_MS = 30_000;
const SEARCH_LIMIT = 50;

/** SPEC §8 status 9 with a 409, as an online create that lost the race gets it. */
const slotTaken = (message: string) => conflict(message, { code: BOOKING_CODES.BOOKING_WENT_WRONG });

/** What the audit log keeps of a booking: the fields staff can change. */
const auditView = (b: Pick<BookingRow, 'status' | 'date' | 'startsAt' | 'adults' | 'children' | 'tableIds'>) => ({
  status: b.status,
  date: b.date,
  time: formatHhmm(b.startsAt),
  adults: b.adults,
  children: b.children,
  tables: tableLabel(b.tableIds),
});

/** A time typed by staff as minutes after the date's midnight: before opening means after midnight. */
function startOf(venue: Venue, date: IsoDate, time: string): number {
  const clock = parseHhmm(time);
  if (clock === null) throw invalid('time', 'Please choose a time as HH:MM');
  const window = openingWindow(venue.setup.hours, venue.setup.specialHours, date);
  return window && clock < window.open && clock + MINUTES_PER_DAY < window.close ? clock + MINUTES_PER_DAY : clock;
}

export function createConsoleBookings({ db, repo, content, links, clock }: ConsoleBookingsDeps) {
  const setupOf = (storeId: string) => repo.setup(storeId);
  const diaryCache = createReadCache<Diary>(DIARY_CACHE_MS);

  async function rowOf(id: string, runner: Runner = db): Promise<BookingRow> {
    const row = /^[\w-]{1,64}$/.test(id) ? await repo.byId(id, runner) : null;
    if (!row) throw notFound(BOOKING_NOT_FOUND);
    return row;
  }

  async function view(row: BookingRow): Promise<DiaryBooking> {
    return diaryBooking(row, await setupOf(row.storeId), clock());
  }

  /** The diner's e-mail about a change, written with it (walk-ins without an address get none). */
  async function mailDiner(tx: Tx, venue: Venue, row: BookingRow, opts: BookingMailOptions): Promise<void> {
    if (!row.email) return;
    const occasionName = venue.setup.occasions.find((o) => o.id === row.occasionId)?.name ?? 'Your booking';
    await enqueueMail(tx, bookingMail({ ...row, occasionName }, venue.restaurant, links, clock(), opts));
  }

  /** The day's seat holders inside the lock, without the booking being changed. */
  const othersOnDay = async (tx: Tx, storeId: string, date: IsoDate, exceptId: string) =>
    (await repo.lockedSeatHolders(tx, storeId, date)).filter((b) => b.id !== exceptId);

  /** Locks the days in one order (two moves between the same days never wait on each other). */
  async function lockDays(tx: Tx, storeId: string, dates: IsoDate[]): Promise<void> {
    for (const date of [...new Set(dates)].sort()) await repo.lockDay(tx, storeId, date);
  }

  const sequenceAt = (at: Date) => Math.floor(at.getTime() / 1000);
  const stamps = new WeakMap<BookingSetup, number>();
  let nextStamp = 1;
  const setupStamp = (setup: BookingSetup) => stamps.get(setup) ?? (stamps.set(setup, nextStamp), nextStamp++);

  return {
    setupOf,
    storeOf: async (bookingId: string) => (await rowOf(bookingId)).storeId,

    /**
     * Read from the database once per change of the day or of the setup (both are in the cache key:
     * the setup document is replaced, never changed, when it is saved), and at least every 30 s
     * (actions follow the clock).
     */
    async diary(storeId: string, date: IsoDate | undefined): Promise<Diary> {
      const day = date ?? londonDateOf(clock());
      const [version, setup] = await Promise.all([this.version(storeId, day), repo.setup(storeId)]);
      return diaryCache.get(`${storeId}|${day}|${version}|${setup ? setupStamp(setup) : 0}`, async () => {
        const venue = await loadVenue(repo, content, storeId);
        const rows = await db
          .select()
          .from(bookings)
          .where(and(eq(bookings.storeId, storeId), eq(bookings.date, day)));
        const now = clock();
        const list = rows.map((r) => diaryBooking(r, venue.setup, now)).sort(byTime);
        const window = openingWindow(venue.setup.hours, venue.setup.specialHours, day);
        const open = window ? { from: window.open, to: window.close } : null;
        return {
          storeId,
          restaurant: { storeId, slug: venue.restaurant.slug, title: venue.restaurant.title },
          date: day,
          open,
          bookings: list,
          tables: diaryTables(venue.setup),
          coversByQuarter: coversByQuarter(list),
          totals: dayTotals(list),
          periods: servicePeriods(servicePeriodsOn(enginePeriods(venue.setup), day), list),
          version,
        };
      });
    },

    /** Changes with every write to the day's bookings (booking-repository.ts bumpDay): one primary-key read. */
    async version(storeId: string, date: IsoDate): Promise<string> {
      return `v${await repo.dayVersion(storeId, date)}`;
    },

    async detail(bookingId: string) {
      const row = await rowOf(bookingId);
      const setup = await setupOf(row.storeId);
      return { row, booking: diaryBooking(row, setup, clock()), audit: await auditTrail(db, 'booking', row.id), setup };
    },

    async changeStatus(actor: AuditActor, bookingId: string, change: StatusChange): Promise<DiaryBooking> {
      const row = await rowOf(bookingId);
      const venue = await loadVenue(repo, content, row.storeId);
      const now = clock();
      const updated = await db.transaction(async (tx) => {
        await repo.lockDay(tx, row.storeId, row.date);
        const current = await rowOf(bookingId, tx);
        const verdict = applyAction(current.status, change.action, instantOf(current.date, current.startsAt), now);
        if (!verdict.ok) throw refused(verdict.message);
        let tableIds = current.tableIds;
        if (change.action === 'confirm' && tableIds.length === 0) {
          // A request takes a free table when it becomes a booking; the restaurant has said yes, so its own limits give way.
          const seating = staffSeating({
            ...seatingInput(venue, current.date, now),
            bookings: await othersOnDay(tx, current.storeId, current.date, current.id),
            start: current.startsAt,
            covers: current.covers,
            areaId: current.areaId,
            tableIds: [],
            override: true,
          });
          if (seating.ok) tableIds = seating.tableIds;
        }
        const reason = change.reason || null;
        const next = await repo.update(tx, current.id, {
          status: verdict.to,
          tableIds,
          updatedAt: now,
          ...(change.action === 'decline' || change.action === 'cancel' ? { statusReason: reason } : {}),
          ...(change.action === 'cancel' ? { cancelledAt: now } : {}),
        });
        await recordAudit(tx, {
          actor,
          at: now,
          storeId: current.storeId,
          entity: 'booking',
          entityId: current.id,
          action: change.action,
          ...changedFields(auditView(current), auditView(next)),
          reason,
        });
        if (change.action === 'confirm') await mailDiner(tx, venue, next, { notice: 'confirmed', sequence: sequenceAt(now) });
        if (change.action === 'decline') await mailDiner(tx, venue, next, { notice: 'declined', reason, sequence: sequenceAt(now) });
        if (change.action === 'cancel') await mailDiner(tx, venue, next, { cancelled: true, reason, sequence: sequenceAt(now) });
        return next;
      });
      repo.invalidateDay(row.storeId, row.date);
      return view(updated);
    },

    async create(actor: AuditActor, storeId: string, input: StaffBookingInput): Promise<DiaryBooking> {
      const venue = await loadVenue(repo, content, storeId); // staff book even while online booking is off
      const now = clock();
      if (input.date < londonDateOf(now)) throw invalid('date', 'Please choose today or a later date');
      const occasion = occasionOf(venue, input.occasionId);
      assertMenus(venue, occasion, input.menuId ? [input.menuId] : []);
      const areaId = assertArea(venue, input.areaId);
      const covers = input.adults + input.children;
      const start = startOf(venue, input.date, input.time);
      const row: NewBookingRow = {
        id: randomUUID(),
        reference: newReference(),
        storeId,
        date: input.date,
        startsAt: start,
        durationMinutes: 0,
        adults: input.adults,
        children: input.children,
        covers,
        tableIds: [],
        kind: 'booking',
        status: input.source === 'walk-in' ? 'seated' : 'confirmed',
        source: input.source,
        occasionId: occasion.id,
        menuId: input.menuId ?? null,
        areaId,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email ?? '',
        phone: input.phone ?? null,
        specialRequest: input.specialRequest ?? null,
        staffNote: input.staffNote ?? null,
        extras: [],
        updatedAt: now,
      };
      const created = await db.transaction(async (tx) => {
        await repo.lockDay(tx, storeId, input.date);
        const seating = staffSeating({
          ...seatingInput(venue, input.date, now),
          bookings: await repo.lockedSeatHolders(tx, storeId, input.date),
          start,
          covers,
          areaId,
          tableIds: input.tableIds,
          override: input.override,
        });
        if (!seating.ok) throw seating.reason === 'slot-taken' ? slotTaken(seating.message) : refused(seating.message);
        row.tableIds = seating.tableIds;
        row.durationMinutes = seating.durationMinutes;
        await repo.insert(tx, row);
        const stored = await rowOf(row.id, tx);
        await recordAudit(tx, {
          actor,
          at: now,
          storeId,
          entity: 'booking',
          entityId: row.id,
          action: 'created',
          after: { ...auditView(stored), source: input.source },
          reason: input.override ? `Override: ${input.overrideReason ?? ''}` : null,
        });
        if (input.source === 'phone') await mailDiner(tx, venue, stored, {});
        return stored;
      });
      repo.invalidateDay(storeId, input.date);
      return view(created);
    },

    async move(actor: AuditActor, bookingId: string, move: BookingMove): Promise<DiaryBooking> {
      const row = await rowOf(bookingId);
      const venue = await loadVenue(repo, content, row.storeId);
      const now = clock();
      const date = move.date ?? row.date;
      if (date !== row.date && date < londonDateOf(now)) throw invalid('date', 'Please choose today or a later date');
      const updated = await db.transaction(async (tx) => {
        await lockDays(tx, row.storeId, [row.date, date]);
        const current = await rowOf(bookingId, tx);
        const status = current.status;
        if (!holdsTable(status) && status !== 'requested') throw refused(`A ${status} booking cannot be moved`);
        const start = move.time ? startOf(venue, date, move.time) : current.startsAt;
        const adults = move.adults ?? current.adults;
        const children = move.children ?? current.children;
        const covers = adults + children;
        let tableIds: string[] = [];
        let durationMinutes = current.durationMinutes;
        if (holdsTable(status)) {
          const base = {
            ...seatingInput(venue, date, now),
            bookings: await othersOnDay(tx, current.storeId, date, current.id),
            start,
            covers,
            areaId: null,
            override: move.override,
          };
          // Staff's tables, else the current ones if they still seat the party, else the engine's pick.
          let seating = staffSeating({ ...base, tableIds: move.tableIds ?? current.tableIds });
          if (!seating.ok && move.tableIds === undefined && current.tableIds.length) seating = staffSeating({ ...base, tableIds: [] });
          if (!seating.ok) throw seating.reason === 'slot-taken' ? slotTaken(seating.message) : refused(seating.message);
          tableIds = seating.tableIds;
          durationMinutes = seating.durationMinutes;
        }
        const next = await repo.update(tx, current.id, {
          date,
          startsAt: start,
          adults,
          children,
          covers,
          tableIds,
          durationMinutes,
          updatedAt: now,
        });
        if (next.date !== current.date) await repo.bumpDay(tx, current.storeId, current.date);
        const diff = changedFields(auditView(current), auditView(next));
        if (Object.keys(diff.after).length === 0) return current;
        await recordAudit(tx, {
          actor,
          at: now,
          storeId: current.storeId,
          entity: 'booking',
          entityId: current.id,
          action: 'move',
          ...diff,
          reason: move.override ? `Override: ${move.overrideReason ?? ''}` : null,
        });
        if (next.date !== current.date || next.startsAt !== current.startsAt) {
          await mailDiner(tx, venue, next, { notice: 'changed', sequence: sequenceAt(now) });
        }
        return next;
      });
      repo.invalidateDay(row.storeId, row.date);
      repo.invalidateDay(row.storeId, date);
      return view(updated);
    },

    async setNote(actor: AuditActor, bookingId: string, note: string): Promise<DiaryBooking> {
      const now = clock();
      const updated = await db.transaction(async (tx) => {
        const current = await rowOf(bookingId, tx);
        const next = await repo.update(tx, current.id, { staffNote: note || null, updatedAt: now });
        await recordAudit(tx, {
          actor,
          at: now,
          storeId: current.storeId,
          entity: 'booking',
          entityId: current.id,
          action: 'note',
          before: { note: current.staffNote },
          after: { note: next.staffNote },
        });
        return next;
      });
      repo.invalidateDay(updated.storeId, updated.date);
      return view(updated);
    },

    /** Name, phone, e-mail or reference, newest date first, in the given restaurants (null = all). */
    async search(query: string, storeIds: readonly string[] | null) {
      const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const digits = query.replace(/\D/g, '');
      const match: SQL[] = [
        ilike(sql`${bookings.firstName} || ' ' || ${bookings.lastName}`, like),
        ilike(bookings.email, like),
        ilike(bookings.reference, like),
        ...(digits.length >= 4 ? [ilike(sql`regexp_replace(coalesce(${bookings.phone}, ''), '\\D', '', 'g')`, `%${digits}%`)] : []),
      ];
      const where = storeIds ? and(or(...match), inArray(bookings.storeId, [...storeIds])) : or(...match);
      const rows = await db.select().from(bookings).where(where).orderBy(desc(bookings.date), asc(bookings.startsAt)).limit(SEARCH_LIMIT);
      const setups = await repo.setups([...new Set(rows.map((r) => r.storeId))]);
      const now = clock();
      return rows.map((r) => ({ row: r, booking: diaryBooking(r, setups.get(r.storeId) ?? null, now) }));
    },

    async exportCsv(storeId: string, from: IsoDate, to: IsoDate): Promise<string> {
      if (addDays(from, MAX_EXPORT_DAYS - 1) < to) throw invalid('to', `Please choose at most ${MAX_EXPORT_DAYS} days`);
      const setup = await setupOf(storeId);
      const rows = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.storeId, storeId), between(bookings.date, from, to)))
        .orderBy(asc(bookings.date), asc(bookings.startsAt));
      const now = clock();
      return bookingsCsv(rows.map((r) => diaryBooking(r, setup, now)));
    },
  };
}

function seatingInput(venue: Venue, date: IsoDate, now: Date) {
  const setup: BookingSetup = venue.setup;
  return {
    date,
    now,
    config: setup.config,
    hours: venue.setup.hours,
    specialHours: venue.setup.specialHours,
    tables: setup.tables,
    tableGroups: setup.tableGroups,
  };
}

export type ConsoleBookings = ReturnType<typeof createConsoleBookings>;
