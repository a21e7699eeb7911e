// The console's bookings (product.md D8): the diary of a restaurant-day, one
// booking with its audit trail, search across dates, the CSV export, and the
// diary's view of what staff do. The reads and writes themselves are the
// booking engine's (server/booking/, decision 031): staff's phone and walk-in
// bookings, moves, lifecycle actions and notes go through booking.staff, under
// the online create's day lock. Permissions are checked by the caller
// (console-service.ts).
import type { BookingSetup } from '../../contract/booking-setup.ts';
import type { BookingMove, StaffBookingInput, StaffTimesQuery, StatusChange, WalkInInput } from '../../contract/console-forms.ts';
import type { Diary, DiaryBooking } from '../../contract/diary-shapes.ts';
import { addDays, londonDateOf, type IsoDate } from '../../contract/london-time.ts';
import { openingWindow } from '../../contract/opening-hours.ts';
import { auditTrail, type AuditActor } from '../audit/audit-log.ts';
import type { BookingRow } from '../booking/booking-repository.ts';
import type { BookingService } from '../booking/booking-service.ts';
import { enginePeriods } from '../booking/booking-venue.ts';
import { createReadCache } from '../db/read-cache.ts';
import { LRUCache } from 'lru-cache';
import type { DiaryChanges } from '../../contract/diary-changes.ts';
import { diaryChangesBetween } from './diary-diff.ts';
import { dayHoursOf, servicePeriodsOnDay } from '../booking/rules/service-periods.ts';
import type { Db } from '../db/client.ts';
import { invalid } from '../domain/domain-error.ts';
import { bookingsCsv } from './bookings-csv.ts';
import { withEventLeads } from './event-lead-links.ts';
import type { DayOptimisationView, DayOptimiseInput } from '../../contract/day-optimisation.ts';
import { dayOptimisationView } from './day-optimisation-view.ts';
import { byTime, coversByQuarter, dayTotals, diaryBooking, diaryTables, servicePeriods } from './diary-view.ts';

/** What the console asks of the booking engine. */
export type ConsoleBookingEngine = Pick<
  BookingService,
  | 'staff'
  | 'optimiser'
  | 'setupOf'
  | 'setupsOf'
  | 'venueOf'
  | 'dayVersion'
  | 'dayChangedElsewhere'
  | 'bookingsOn'
  | 'searchBookings'
  | 'bookingsBetween'
  | 'reminderStates'
  | 'reminderStateOf'
>;

export interface ConsoleBookingsDeps {
  db: Db;
  booking: ConsoleBookingEngine;
  clock: () => Date;
}

const MAX_EXPORT_DAYS = 366;
const DIARY_CACHE_MS = 30_000;
const SEARCH_LIMIT = 50;
/** The diaries this instance built lately, by day and version: what an open diary's changes are told against. */
const RECENT_DIARIES = 2_000;

export function createConsoleBookings({ db, booking, clock }: ConsoleBookingsDeps) {
  const { staff } = booking;
  const setupOf = (storeId: string) => booking.setupOf(storeId);
  const diaryCache = createReadCache<Diary>(DIARY_CACHE_MS);
  const recentDiaries = new LRUCache<string, Diary>({ max: RECENT_DIARIES });
  const recentChanges = new LRUCache<string, { after: Diary; changes: DiaryChanges }>({ max: RECENT_DIARIES });

  async function view(row: BookingRow): Promise<DiaryBooking> {
    return diaryBooking(row, await setupOf(row.storeId), clock(), await booking.reminderStateOf(row.id));
  }

  const stamps = new WeakMap<BookingSetup, number>();
  let nextStamp = 1;
  const setupStamp = (setup: BookingSetup) => stamps.get(setup) ?? (stamps.set(setup, nextStamp), nextStamp++);

  return {
    setupOf,
    storeOf: async (bookingId: string) => (await staff.find(bookingId)).storeId,

    /**
     * Read from the database once per change of the day or of the setup (both are in the cache key:
     * the setup document is replaced, never changed, when it is saved), and at least every 30 s
     * (actions follow the clock).
     */
    async diary(storeId: string, date: IsoDate | undefined): Promise<Diary> {
      const day = date ?? londonDateOf(clock());
      const [version, setup] = await Promise.all([this.version(storeId, day), setupOf(storeId)]);
      const diary = await diaryCache.get(`${storeId}|${day}|${version}|${setup ? setupStamp(setup) : 0}`, async () => {
        const venue = await booking.venueOf(storeId);
        const rows = await booking.bookingsOn(storeId, day);
        // Decision 038: the reminders' answers; sending one or answering it moves the day's version on.
        const reminders = await booking.reminderStates(rows.map((r) => r.id));
        const now = clock();
        const list = await withEventLeads(db, rows.map((r) => diaryBooking(r, venue.setup, now, reminders.get(r.id) ?? null)).sort(byTime));
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
          periods: servicePeriods(servicePeriodsOnDay(enginePeriods(venue.setup), day, dayHoursOf(venue.setup)), list),
          version,
        };
      });
      recentDiaries.set(`${storeId}|${day}|${version}`, diary);
      return diary;
    },

    /** What changed in the day since the version an open diary shows (decision 066). */
    async changes(storeId: string, day: IsoDate, since: string): Promise<DiaryChanges> {
      const after = await this.diary(storeId, day);
      const key = `${storeId}|${day}|${since}|${after.version}`;
      // Worked out once for every screen that shows the same version.
      const known = recentChanges.get(key);
      if (known?.after === after) return known.changes;
      const changes = diaryChangesBetween(recentDiaries.get(`${storeId}|${day}|${since}`), after);
      recentChanges.set(key, { after, changes });
      return changes;
    },

    /** Changes with every write to the day's bookings (booking-repository.ts bumpDay): one primary-key read. */
    async version(storeId: string, date: IsoDate): Promise<string> {
      return `v${await booking.dayVersion(storeId, date)}`;
    },

    async detail(bookingId: string) {
      const row = await staff.find(bookingId);
      const setup = await setupOf(row.storeId);
      const reminder = await booking.reminderStateOf(row.id);
      const [shown] = await withEventLeads(db, [diaryBooking(row, setup, clock(), reminder)]);
      return { row, booking: shown!, audit: await auditTrail(db, 'booking', row.id), setup };
    },

    changeStatus: async (actor: AuditActor, bookingId: string, change: StatusChange) =>
      view(await staff.changeStatus(actor, bookingId, change)),
    create: async (actor: AuditActor, storeId: string, input: StaffBookingInput) => view(await staff.create(actor, storeId, input)),
    times: (storeId: string, query: StaffTimesQuery) => staff.times(storeId, query),
    walkIn: async (actor: AuditActor, storeId: string, input: WalkInInput) => view(await staff.walkIn(actor, storeId, input)),
    move: async (actor: AuditActor, bookingId: string, move: BookingMove) => view(await staff.move(actor, bookingId, move)),
    setNote: async (actor: AuditActor, bookingId: string, note: string) => view(await staff.setNote(actor, bookingId, note)),
    setPinned: async (actor: AuditActor, bookingId: string, pinned: boolean) => view(await staff.setPinned(actor, bookingId, pinned)),

    /** Decision 079: the re-seating that frees the day most, each move named by its booking. */
    async optimisation(storeId: string, day: IsoDate, restaurant: DayOptimisationView['restaurant']): Promise<DayOptimisationView> {
      const proposal = await booking.optimiser.propose(storeId, day);
      const rows = proposal.moves.length ? await booking.bookingsOn(storeId, day) : [];
      return dayOptimisationView(proposal, rows, restaurant, day);
    },
    optimise: (actor: AuditActor, input: DayOptimiseInput) => booking.optimiser.apply(actor, input.storeId, input.date, input),

    /** Name, phone, e-mail or reference, newest date first, in the given restaurants (null = all). */
    async search(query: string, storeIds: readonly string[] | null) {
      const rows = await booking.searchBookings(query, storeIds, SEARCH_LIMIT);
      const setups = await booking.setupsOf([...new Set(rows.map((r) => r.storeId))]);
      const now = clock();
      return rows.map((r) => ({ row: r, booking: diaryBooking(r, setups.get(r.storeId) ?? null, now) }));
    },

    async exportCsv(storeId: string, from: IsoDate, to: IsoDate): Promise<string> {
      if (addDays(from, MAX_EXPORT_DAYS - 1) < to) throw invalid('to', `Please choose at most ${MAX_EXPORT_DAYS} days`);
      const setup = await setupOf(storeId);
      const rows = await booking.bookingsBetween(storeId, from, to);
      const now = clock();
      return bookingsCsv(rows.map((r) => diaryBooking(r, setup, now)));
    },
  };
}

export type ConsoleBookings = ReturnType<typeof createConsoleBookings>;
