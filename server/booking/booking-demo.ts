// A demo day (product.md D8 "Demo bookings", decision 034): a demo install gets
// sample bookings for today and the next days at a handful of restaurants, so
// the diary shows what it does. The engine places them as it places staff's
// bookings: at times the online engine offers the party (booking-staff-times.ts)
// on the tables it would give, each day under the same per-restaurant-day lock
// as every other booking write, and only on a day that has none yet (so a
// restart, or a second instance, adds nothing). Every one is marked `demo`, and
// `clear` deletes those and only those. Time is the services' clock (product.md H9).
import { randomUUID } from 'node:crypto';
import { addDays, instantOf, londonDateOf, londonMinutesOf, parseHhmm, type IsoDate } from '../../contract/london-time.ts';
import { openingWindow } from '../../contract/opening-hours.ts';
import { newReference } from './booking-create.ts';
import type { NewBookingRow } from './booking-repository.ts';
import type { StaffDeps } from './booking-staff-parts.ts';
import { checkStaffTime, offeredTimes, staffSearchInput, type StaffSearch } from './booking-staff-times.ts';
import { walkInOccasion } from './booking-staff-walk-in.ts';
import { loadVenue, type Venue } from './booking-venue.ts';
import type { ExistingBooking } from './rules/model.ts';
import { searchSlots, turnTimeFor } from './rules/slot-search.ts';

/** Today and the next two days. */
export const DEMO_DAYS = 3;
/** The first restaurants by storeId. */
export const DEMO_RESTAURANTS = 4;

type DemoStatus = 'confirmed' | 'requested';
/** One party of a demo day: when it would like to come (minutes after midnight), how many, and whether it is a request. */
interface Party {
  at: number;
  adults: number;
  children: number;
  status: DemoStatus;
}

const h = (hhmm: string) => parseHhmm(hhmm)!;
/** A lunch and a dinner the way a weekday fills, before each day's own shuffle. */
const PARTIES: readonly Party[] = [
  { at: h('12:00'), adults: 2, children: 0, status: 'confirmed' },
  { at: h('12:15'), adults: 3, children: 1, status: 'confirmed' },
  { at: h('12:30'), adults: 2, children: 0, status: 'confirmed' },
  { at: h('12:45'), adults: 5, children: 0, status: 'confirmed' },
  { at: h('13:00'), adults: 2, children: 0, status: 'confirmed' },
  { at: h('13:15'), adults: 2, children: 2, status: 'confirmed' },
  { at: h('13:30'), adults: 4, children: 0, status: 'confirmed' },
  { at: h('14:00'), adults: 2, children: 0, status: 'confirmed' },
  { at: h('17:30'), adults: 2, children: 0, status: 'confirmed' },
  { at: h('18:00'), adults: 4, children: 0, status: 'confirmed' },
  { at: h('18:15'), adults: 2, children: 1, status: 'confirmed' },
  { at: h('18:30'), adults: 6, children: 0, status: 'confirmed' },
  { at: h('19:00'), adults: 2, children: 0, status: 'confirmed' },
  { at: h('19:00'), adults: 3, children: 0, status: 'confirmed' },
  { at: h('19:15'), adults: 12, children: 0, status: 'requested' },
  { at: h('19:30'), adults: 2, children: 0, status: 'confirmed' },
  { at: h('20:00'), adults: 4, children: 2, status: 'confirmed' },
  { at: h('20:15'), adults: 2, children: 0, status: 'confirmed' },
  { at: h('20:30'), adults: 5, children: 0, status: 'confirmed' },
];

const words = (...lines: string[]) => lines.join(' ').split(' ');
const FIRST_NAMES = words(
  'Amelia Oliver Priya George Isla Mohammed Sophie Harry Chloe Kwame Emily Jack',
  'Aisha Thomas Grace Daniel Freya Rhys Hannah Luca Niamh Samuel Zara Callum',
);
const LAST_NAMES = words(
  'Patel Jones Williams Okafor Taylor Brown Davies Evans Wilson Khan Thomas Roberts',
  'Walsh Campbell Nowak Hughes Edwards Singh Murphy Green Lewis Chen Wright Morgan',
);
const REQUESTS = [
  'Birthday: a candle on the dessert, please',
  'A high chair, please',
  'Window table if possible',
  'One guest is gluten-free',
];
const STAGES = [null, 'main-course', 'bill'] as const;

/** A small seeded generator, so a restaurant-day's demo is the same wherever it is made. */
function seeded(key: string): () => number {
  let a = 0;
  for (const c of key) a = (Math.imul(a, 31) + c.charCodeAt(0)) | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The time nearest to `at` (ties to the earlier) among those whose turn ends by `close`. */
function nearest(times: readonly string[], at: number, turn: number, close: number): string | undefined {
  let best: string | undefined;
  let gap = Number.POSITIVE_INFINITY;
  for (const time of times) {
    const d = Math.abs(h(time) - at);
    if (d < gap && h(time) + turn <= close) [best, gap] = [time, d];
  }
  return best;
}

/**
 * A restaurant-day's demo bookings, placed by the engine's own slot search among `holders` (the day's seat
 * holders) and those placed before them, so no two share a table at once. On today, by `now`: a finished
 * booking is completed, one under way is seated (at some stage of its meal), a request still to come stays
 * requested. Pure.
 */
export function planDemoDay(venue: Venue, date: IsoDate, now: Date, holders: readonly ExistingBooking[]): NewBookingRow[] {
  const { storeId, setup } = venue;
  const window = openingWindow(setup.hours, setup.specialHours, date);
  if (!window) return [];
  const random = seeded(`${storeId}|${date}`);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const today = londonDateOf(now);
  const minute = date === today ? londonMinutesOf(now) : date < today ? Number.POSITIVE_INFINITY : -1;
  // Judged as if booked the day before: the day's early times are offered too.
  const bookedAt = instantOf(addDays(date, -1), 12 * 60);
  const placed: ExistingBooking[] = [...holders];
  const rows: NewBookingRow[] = [];
  for (const [index, party] of PARTIES.entries()) {
    // Every day a little different; the opening table is always booked, at the opening time or before it.
    const skip = random() < 0.2;
    const shift = 15 * Math.floor(random() * 3 - 1);
    if (skip && index > 0) continue;
    const at = party.at + (index === 0 ? Math.min(shift, 0) : shift);
    const covers = party.adults + party.children;
    const occasion = walkInOccasion(setup.occasions, date, at, covers);
    if (!occasion) continue;
    const search: StaffSearch = { date, now: bookedAt, covers, occasion, areaId: null, bookings: placed };
    // product.md D8's rule for staff bookings holds for these too: the turn ends by closing.
    const turn = turnTimeFor(setup.config.turnTimes, covers);
    if (turn === null) continue;
    let startsAt: number;
    let durationMinutes: number;
    let tableIds: string[] = [];
    if (party.status === 'requested') {
      // A large party's request: any time the engine would take a request at, no table until confirmed.
      const times = searchSlots(staffSearchInput(venue, search)).times.map((s) => s.time);
      const time = nearest(times, at, turn, window.close);
      if (!time || h(time) <= minute) continue;
      [startsAt, durationMinutes] = [h(time), turn];
    } else {
      const time = nearest(
        offeredTimes(venue, search).times.map((o) => o.time),
        at,
        turn,
        window.close,
      );
      const check = time ? checkStaffTime(venue, search, time) : null;
      if (!check || check.status !== 'bookable' || check.startsAt === null || check.durationMinutes === null) continue;
      [startsAt, durationMinutes, tableIds] = [check.startsAt, check.durationMinutes, check.seating?.tableIds ?? []];
    }
    const status =
      party.status === 'requested'
        ? 'requested'
        : startsAt + durationMinutes <= minute
          ? 'completed'
          : startsAt <= minute
            ? 'seated'
            : 'confirmed';
    const id = randomUUID();
    // Every demo bar keeps its table, finished or not, so the grid shows no overlap.
    if (tableIds.length) placed.push({ id, startsAt, durationMinutes, covers, tableIds, status: 'confirmed' });
    const firstName = pick(FIRST_NAMES);
    const lastName = pick(LAST_NAMES);
    const source = status === 'seated' && random() < 0.5 ? 'walk-in' : random() < 0.3 ? 'phone' : 'online';
    rows.push({
      id,
      reference: newReference(),
      storeId,
      date,
      startsAt,
      durationMinutes,
      adults: party.adults,
      children: party.children,
      covers,
      tableIds,
      kind: party.status === 'requested' ? 'enquiry' : 'booking',
      status,
      serviceStage: status === 'seated' ? pick(STAGES) : null,
      demo: true,
      source,
      occasionId: occasion.id,
      menuId: null,
      areaId: null,
      firstName,
      lastName,
      // example.com is reserved (RFC 2606): a message to a demo diner reaches no one.
      email: source === 'walk-in' ? '' : `${firstName}.${lastName}@example.com`.toLowerCase(),
      phone: source === 'walk-in' ? null : `07700 900${String(Math.floor(random() * 1000)).padStart(3, '0')}`,
      specialRequest: random() < 0.2 ? pick(REQUESTS) : null,
      extras: [],
      createdAt: bookedAt,
      updatedAt: now,
    });
  }
  return rows;
}

export function createDemoBookings(deps: Pick<StaffDeps, 'db' | 'repo' | 'content' | 'clock'>) {
  const { db, repo, content, clock } = deps;
  return {
    /**
     * Demo bookings for today and the next `days - 1` days at the first `restaurants` restaurants, each
     * restaurant-day only while it has none: how many were made. Safe on any number of instances at once.
     */
    async fill(opts: { days?: number; restaurants?: number } = {}): Promise<number> {
      const now = clock();
      const today = londonDateOf(now);
      const storeIds = (await repo.storeIds()).slice(0, opts.restaurants ?? DEMO_RESTAURANTS);
      let made = 0;
      for (const storeId of storeIds) {
        const venue = await loadVenue(repo, content, storeId);
        for (let i = 0; i < (opts.days ?? DEMO_DAYS); i++) {
          const date = addDays(today, i);
          made += await db.transaction(async (tx) => {
            await repo.lockDay(tx, storeId, date);
            if (await repo.hasDemoOn(tx, storeId, date)) return 0;
            const rows = planDemoDay(venue, date, now, await repo.lockedSeatHolders(tx, storeId, date));
            await repo.insertDemo(tx, storeId, date, rows);
            return rows.length;
          });
          repo.invalidateDay(storeId, date);
        }
      }
      return made;
    },

    /** Deletes every demo booking, and only those: how many. */
    async clear(): Promise<number> {
      const gone = await db.transaction((tx) => repo.deleteDemo(tx));
      for (const d of gone) repo.invalidateDay(d.storeId, d.date);
      return gone.length;
    },
  };
}

export type DemoBookings = ReturnType<typeof createDemoBookings>;
