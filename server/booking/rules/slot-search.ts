// Slot search and the create-time re-check (product.md D5 "Booking engine rules").
// Pure: the caller passes the restaurant's config, hours, tables and the
// bookings of the date; `now` is injected (product.md H9).
import { BOOKING_CODES, type BookingCode } from '../../../contract/booking-codes.ts';
import type { WeeklyHours } from '../../../contract/content.ts';
import { checkBookingDate } from './booking-date.ts';
import { linkGroupAllows } from '../../../contract/link-groups.ts';
import { MINUTES_PER_DAY, formatHhmm, instantOf, parseHhmm, wallTimeExists, type IsoDate } from '../../../contract/london-time.ts';
import {
  countsForPacing,
  holdsSeats,
  type BookingConfig,
  type ExistingBooking,
  type Id,
  type Occasion,
  type ServicePeriod,
  type Table,
  type TableGroup,
} from './model.ts';
import { acceptsEnquiry, coversMode, occasionRunsOn } from './occasions.ts';
import { openingWindow, type SpecialHoursEntry } from '../../../contract/opening-hours.ts';
import { servicePeriodsOnDay } from './service-periods.ts';
import { seatingPlan, type Seating, type SeatingPlan } from './table-assignment.ts';
import { isPinned, reseatFor, type ReseatPolicy } from './reseat-day.ts';
import type { Move } from './reseat-search.ts';
import type { YieldGuard, YieldProposal } from '../yield/yield-guard.ts';
import type { PricedDay } from '../yield/bid-price-lp.ts';

export interface SlotSearchInput {
  date: IsoDate;
  now: Date;
  /** Adults plus children. */
  covers: number;
  occasion: Occasion;
  /** The diner's chosen area, or null for any the occasion allows (product.md §7 sends "null"). */
  areaId: Id | null;
  config: BookingConfig;
  hours: WeeklyHours;
  specialHours: readonly SpecialHoursEntry[];
  /** When bookings start, per weekday; the opening window clips them. */
  servicePeriods: readonly ServicePeriod[];
  tables: readonly Table[];
  tableGroups: readonly TableGroup[];
  /** Bookings overlapping the date, times relative to its midnight. */
  bookings: readonly ExistingBooking[];
  /** Decision 074: when no table is free, re-seat unpinned bookings; never when omitted. */
  reseat?: ReseatPolicy | undefined;
  /** Decision 074: the restaurant's occasions, whose areas bound where a re-seated booking may go. */
  occasions?: readonly Occasion[] | undefined;
  /** Decision 075: the yield rule, asked once the engine would seat the party; every seatable party when omitted. */
  yieldGuard?: YieldGuard | null | undefined;
}

/** product.md §3 slot. */
export interface Slot {
  time: string;
  canEnquire: boolean;
}

export interface SlotSearchResult {
  times: Slot[];
  code: BookingCode;
  /** The restaurant's own text for DISABLED_BOOKING_CUSTOM_MESSAGE (product.md §8). */
  message?: string;
}

interface Day {
  firstStart: number;
  lastStart: number;
  /** The day's service periods: a start must fall inside one. */
  periods: readonly ServicePeriod[];
  mode: 'online' | 'enquiry';
  enquire: boolean;
  duration: number;
  earliestMs: number;
  plan: SeatingPlan;
  coversByInterval: Map<number, number>;
  /** Decision 075: the day as the yield rule prices it, one object per search so its LP is solved once. */
  priced: PricedDay;
}

/** Turn time for the party: the first entry whose maxCovers fits, else the largest entry. */
export function turnTimeFor(turnTimes: BookingConfig['turnTimes'], covers: number): number | null {
  const sorted = [...turnTimes].sort((a, b) => a.maxCovers - b.maxCovers);
  return (sorted.find((t) => covers <= t.maxCovers) ?? sorted.at(-1))?.minutes ?? null;
}

/** What `startRange` reads of a slot search's input. */
export type StartRangeInput = Pick<SlotSearchInput, 'date' | 'config' | 'hours' | 'specialHours' | 'servicePeriods'>;

/** The day's service periods and its first and last start on the slot grid, or null when it takes no bookings. */
export function startRange(input: StartRangeInput): { periods: ServicePeriod[]; firstStart: number; lastStart: number } | null {
  const { config, date } = input;
  const interval = config.slotIntervalMinutes;
  const window = openingWindow(input.hours, input.specialHours, date); // product.md §4: special dates win
  if (!window) return null;
  const periods = servicePeriodsOnDay(input.servicePeriods, date, {
    hours: input.hours,
    specialHours: input.specialHours,
    lastSeatingBeforeCloseMinutes: config.lastSeatingBeforeCloseMinutes,
  });
  if (!periods.length) return null;
  // Slots sit on the clock's quarter hours, inside the opening window and the day's service periods.
  const firstStart = Math.ceil(Math.max(window.open, Math.min(...periods.map((p) => p.firstStart))) / interval) * interval;
  // Less than a whole day of starts, so every 'HH:MM' names one start (checkSlot reads it back).
  const lastStart = Math.min(
    window.close - config.lastSeatingBeforeCloseMinutes,
    Math.max(...periods.map((p) => p.lastStart)),
    firstStart + MINUTES_PER_DAY - 1,
  );
  return { periods, firstStart, lastStart };
}

/** Decision 074: what re-seating may move (nothing without it), which the yield rule prices wherever it could go. */
function movableBy({ date, now, reseat }: SlotSearchInput): PricedDay['movable'] {
  return reseat ? (b) => !isPinned(b, { date, now, policy: reseat }) : () => false;
}

/** Everything that does not depend on the time of day, or the code that stops the search. */
function prepare(input: SlotSearchInput): Day | Omit<SlotSearchResult, 'times'> {
  const { config, occasion, date, covers } = input;
  // product.md §8: switched-off booking is reported before anything about the request.
  if (!config.enabled) {
    return config.customDisabledMessage?.trim()
      ? { code: BOOKING_CODES.DISABLED_BOOKING_CUSTOM_MESSAGE, message: config.customDisabledMessage }
      : { code: BOOKING_CODES.BOOKING_DISABLED };
  }
  if (!config.restaurantEnabled) return { code: BOOKING_CODES.BOOKING_RESTAURANT_DISABLED };
  if (config.centerParcsOnly) return { code: BOOKING_CODES.BOOKING_CENTER_PARCS };
  const interval = config.slotIntervalMinutes;
  const duration = turnTimeFor(config.turnTimes, covers);
  if (!(interval > 0) || duration === null || !(duration > 0)) return { code: BOOKING_CODES.BOOKING_INVALID_CONFIG };
  // The API answers 400 for these first; here they simply have no slots.
  if (!checkBookingDate(date, input.now, config.windowDays).ok) return { code: BOOKING_CODES.BOOKING_NO_FREE_SLOT };
  if (!occasionRunsOn(occasion, date)) return { code: BOOKING_CODES.BOOKING_NO_AVAILABLE_OCCASION };
  const mode = coversMode(occasion, config, covers); // product.md §5: covers within the occasion's bounds
  if (mode === 'refused') return { code: BOOKING_CODES.BOOKING_NO_FREE_SLOT };
  if (input.areaId !== null && !linkGroupAllows(occasion.areaLinkGroup, input.areaId)) return { code: BOOKING_CODES.BOOKING_NO_FREE_SLOT };
  const range = startRange(input);
  if (!range) return { code: BOOKING_CODES.BOOKING_NO_FREE_SLOT };
  const { periods, firstStart, lastStart } = range;

  const allowArea = (areaId: Id) => linkGroupAllows(occasion.areaLinkGroup, areaId) && (input.areaId === null || areaId === input.areaId);
  const coversByInterval = new Map<number, number>();
  for (const b of input.bookings) {
    if (!countsForPacing(b, input.now)) continue;
    const bucket = Math.floor(b.startsAt / interval);
    coversByInterval.set(bucket, (coversByInterval.get(bucket) ?? 0) + b.covers);
  }
  return {
    firstStart,
    lastStart,
    periods,
    mode,
    enquire: acceptsEnquiry(occasion, covers),
    duration,
    earliestMs: input.now.getTime() + config.leadTimeMinutes * 60_000,
    plan: seatingPlan({
      ...input,
      allowArea,
      shortestTurnMinutes: Math.min(...config.turnTimes.map((t) => t.minutes)),
      dayStart: firstStart,
    }),
    coversByInterval,
    priced: { bookings: input.bookings.filter((b) => holdsSeats(b, input.now)), movable: movableBy(input) },
  };
}

type Verdict = { status: 'bookable'; seating: Seating; moves: Move[] } | { status: 'enquiry' | 'unavailable'; seating: null };
const UNAVAILABLE: Verdict = { status: 'unavailable', seating: null };
const ENQUIRY: Verdict = { status: 'enquiry', seating: null };

function worthSeating(input: SlotSearchInput, day: Day, proposal: YieldProposal, moves: readonly Move[]): boolean {
  return !input.yieldGuard || input.yieldGuard.accepts(day.priced, proposal, moves);
}

/** Decision 075: with the yield rule on, the free seating whose seats are priced lowest; ties keep the least waste. */
function cheapestFreeSeating(input: SlotSearchInput, guard: YieldGuard, day: Day, start: number): Seating | null {
  let best: Seating | null = null;
  let bestCost = Infinity;
  for (const seating of day.plan.free(start, day.duration)) {
    const cost = guard.cost(day.priced, { start, duration: day.duration, covers: input.covers, tableIds: seating.tableIds });
    if (cost < bestCost - 1e-9) {
      best = seating;
      bestCost = cost;
    }
  }
  return best;
}

function judge(input: SlotSearchInput, day: Day, start: number): Verdict {
  // product.md D5: open that day, not after close − last seating, on the slot grid (product.md §9: 15 minutes).
  if (start < day.firstStart || start > day.lastStart || start % input.config.slotIntervalMinutes !== 0) return UNAVAILABLE;
  // Decision 025: inside one of the day's service periods.
  if (!day.periods.some((p) => p.firstStart <= start && start <= p.lastStart)) return UNAVAILABLE;
  // product.md §3 / product.md D5: the occasion's time windows.
  const windows = input.occasion.timeWindows;
  if (windows.length && !windows.some((w) => w.from <= start && start < w.to)) return UNAVAILABLE;
  // No slot at a wall time that does not exist (29 March 01:00–01:59), none inside the lead time.
  if (!wallTimeExists(input.date, start)) return UNAVAILABLE;
  if (instantOf(input.date, start).getTime() < day.earliestMs) return UNAVAILABLE;
  if (day.mode === 'enquiry') return ENQUIRY;
  // product.md D5: pacing (covers starting per interval), then a table free for the whole turn time.
  const interval = input.config.slotIntervalMinutes;
  const limit = input.config.pacingCoversPerInterval;
  const pacingFull = limit !== null && (day.coversByInterval.get(start / interval) ?? 0) + input.covers > limit;
  const seating = pacingFull
    ? null
    : input.yieldGuard
      ? cheapestFreeSeating(input, input.yieldGuard, day, start)
      : day.plan.find(start, day.duration);
  const plan = seating
    ? { seating, moves: [] }
    : !pacingFull && input.reseat
      ? reseatFor({ ...input, policy: input.reseat }, start, day.duration, day.plan.candidates)
      : null;
  // Decision 075: a seatable party is still turned away when its seats are worth more to the demand to come.
  if (
    plan &&
    worthSeating(input, day, { start, duration: day.duration, covers: input.covers, tableIds: plan.seating.tableIds }, plan.moves)
  )
    return { status: 'bookable', ...plan };
  // product.md D5: canEnquire marks times that cannot be booked online but can be requested.
  return day.enquire ? ENQUIRY : UNAVAILABLE;
}

/** product.md D5: the times a party can book (canEnquire false) or request (canEnquire true) on a date. */
export function searchSlots(input: SlotSearchInput): SlotSearchResult {
  const day = prepare(input);
  if (!('plan' in day)) return { times: [], ...day };
  const times: Slot[] = [];
  const step = input.config.slotIntervalMinutes;
  for (let start = day.firstStart; start <= day.lastStart; start += step) {
    const verdict = judge(input, day, start);
    if (verdict.status !== 'unavailable') times.push({ time: formatHhmm(start), canEnquire: verdict.status === 'enquiry' });
  }
  return { times, code: times.length ? BOOKING_CODES.OK : BOOKING_CODES.BOOKING_NO_FREE_SLOT };
}

export interface SlotCheck {
  code: BookingCode;
  message?: string;
  status: Verdict['status'];
  /** For a bookable time: the seats to store with the booking. */
  seating: Seating | null;
  /** Decision 074: bookings to move first so those seats are free (empty when they already are). */
  moves: Move[];
  /** Minutes after the date's midnight (≥ 1440 after midnight) and the turn time to store. */
  startsAt: number | null;
  durationMinutes: number | null;
}

/**
 * Re-checks one 'HH:MM' time for create, inside the transaction that re-read
 * the bookings (product.md D5). A time earlier than opening is read as after
 * midnight, so '00:30' on a day that closes at 01:00 is 1470.
 */
export function checkSlot(input: SlotSearchInput, time: string): SlotCheck {
  const day = prepare(input);
  const none = { seating: null, moves: [], startsAt: null, durationMinutes: null };
  if (!('plan' in day)) return { status: 'unavailable', ...none, ...day };
  const clock = parseHhmm(time);
  if (clock === null) return { status: 'unavailable', code: BOOKING_CODES.BOOKING_NO_FREE_SLOT, ...none };
  const start = clock < day.firstStart ? clock + MINUTES_PER_DAY : clock;
  const verdict = judge(input, day, start);
  if (verdict.status === 'unavailable') return { status: 'unavailable', code: BOOKING_CODES.BOOKING_NO_FREE_SLOT, ...none };
  const moves = verdict.status === 'bookable' ? verdict.moves : [];
  return {
    code: BOOKING_CODES.OK,
    status: verdict.status,
    seating: verdict.seating,
    moves,
    startsAt: start,
    durationMinutes: day.duration,
  };
}
