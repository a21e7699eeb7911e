// Slot search, property-based (product.md D7 "Quality"): on random setups — tables,
// areas, groups, turn times, pacing, service periods on random weekdays,
// weekly hours with closed days, special dates with closures, lead time,
// window and existing bookings — the engine offers exactly the times a simple,
// independent reference allows, and checkSlot agrees with it time by time.
// The reference below is brute force and shares no code with the engine
// (nor with table-assignment.ts, opening-hours.ts or london-time.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_CODES } from '../../../contract/booking-codes.ts';
import type { SpecialHoursEntry } from '../../../contract/opening-hours.ts';
import type { WeeklyHours } from '../../../contract/content.ts';
import type { ExistingBooking, LinkGroup, TableGroup } from './model.ts';
import { servicePeriodMinutes } from './service-periods.ts';
import { checkSlot, searchSlots, type SlotSearchInput } from './slot-search.ts';
import { config, hoursWith, slotInput } from '../../../tests/support/booking-rule-fixtures.ts';
import {
  clock,
  configArb,
  floorArb,
  onlineOccasionArb,
  plusDays,
  servicePeriodsArb,
  specialHoursArb,
  weeklyHoursArb,
} from '../../../tests/support/setup-arbitraries.ts';

const RUNS = { numRuns: 250 };
const DAY = 1440;

// ---------------------------------------------------------------------------
// The reference: each rule of product.md D5 / decision 025 written out plainly.

/** London is an hour ahead of UTC in summer; the scenarios stay away from the clock changes. */
function londonOffset(date: string): number {
  const month = Number(date.slice(5, 7));
  if (month >= 4 && month <= 9) return 60;
  if (month <= 2 || month >= 11) return 0;
  throw new Error(`the reference does not do the clock-change months: ${date}`);
}

function utcDay(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** The London calendar date at an instant. */
function londonDate(now: Date): string {
  const utcDate = now.toISOString().slice(0, 10);
  return new Date(now.getTime() + londonOffset(utcDate) * 60_000).toISOString().slice(0, 10);
}

/** The instant a London clock shows `minutes` after midnight of `date` (≥ 1440 is the next day). */
function londonInstant(date: string, minutes: number): number {
  const wall = utcDay(date) + minutes * 60_000;
  return wall - londonOffset(new Date(wall).toISOString().slice(0, 10)) * 60_000;
}

/** ISO weekday, 1 = Monday … 7 = Sunday. */
function isoWeekday(date: string): number {
  return new Date(utcDay(date)).getUTCDay() || 7;
}

const NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** 'HH:MM' → minutes; anything else ('closed' in any case) → null. */
function minutesOf(text: string): number | null {
  const m = /^(\d\d):(\d\d)$/.exec(text);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return null;
  return Number(m[1]) * 60 + Number(m[2]);
}

/** product.md §4: the narrowest special date covering the date wins (then the earlier entry), else the weekday; a close at or before the open is the next day. */
function referenceWindow(hours: WeeklyHours, special: readonly SpecialHoursEntry[], date: string): { open: number; close: number } | null {
  const span = (e: SpecialHoursEntry) => utcDay(e.endDate) - utcDay(e.startDate);
  let entry: SpecialHoursEntry | undefined;
  for (const e of special) if (e.startDate <= date && date <= e.endDate && (!entry || span(e) < span(entry))) entry = e;
  const name = NAMES[isoWeekday(date) - 1]!;
  const open = minutesOf(entry ? entry.openTime : hours[`${name}Open`]);
  const close = minutesOf(entry ? entry.closeTime : hours[`${name}Close`]);
  if (open === null || close === null) return null;
  return { open, close: close <= open ? close + DAY : close };
}

const allows = (group: LinkGroup, id: string) => group.links.some((l) => l.id === id) === (group.type === 'inclusive');

/** Covers up to maxCovers hold a table that long; larger parties take the largest entry. */
function referenceTurnTime(turnTimes: readonly { maxCovers: number; minutes: number }[], covers: number): number {
  const fitting = turnTimes.filter((t) => covers <= t.maxCovers);
  const pool = fitting.length ? fitting : turnTimes;
  const pick = fitting.length ? Math.min(...pool.map((t) => t.maxCovers)) : Math.max(...pool.map((t) => t.maxCovers));
  return pool.find((t) => t.maxCovers === pick)!.minutes;
}

interface Reference {
  /** Why nothing at all can be booked that date, or null when the day is open for this party. */
  closedBecause: string | null;
  window: { open: number; close: number } | null;
  duration: number;
  rules: Record<string, (start: number) => boolean>;
  allowed(start: number): boolean;
}

/** A booking holds its seats unless cancelled, or a hold that expired at or before now. */
function holdsSeats(b: ExistingBooking, now: Date): boolean {
  return b.status !== 'cancelled' && !(b.status === 'held' && b.holdExpiresAt !== undefined && b.holdExpiresAt.getTime() <= now.getTime());
}

function reference(input: SlotSearchInput): Reference {
  const { config, occasion, covers, date, now } = input;
  const seats = input.bookings.filter((b) => holdsSeats(b, now));
  const weekday = isoWeekday(date);
  const window = referenceWindow(input.hours, input.specialHours, date);
  // On a special date, a period that reached the weekday's last seating (or began at its opening) follows longer hours.
  const usual = referenceWindow(input.hours, [], date);
  const special = input.specialHours.some((e) => e.startDate <= date && date <= e.endDate);
  const lastSeating = config.lastSeatingBeforeCloseMinutes;
  const periods = input.servicePeriods
    .filter((p) => p.days.includes(weekday))
    .map((p) => {
      if (!special || !usual || !window) return p;
      const later = window.close - lastSeating > usual.close - lastSeating && p.lastStart >= usual.close - lastSeating;
      const earlier = window.open < usual.open && p.firstStart <= usual.open;
      return { ...p, firstStart: earlier ? window.open : p.firstStart, lastStart: later ? window.close - lastSeating : p.lastStart };
    });
  const duration = referenceTurnTime(config.turnTimes, covers);
  const today = londonDate(now);
  const areaOk = (areaId: string) => allows(occasion.areaLinkGroup, areaId) && (input.areaId === null || input.areaId === areaId);
  const seatings: Pick<TableGroup, 'areaId' | 'tableIds' | 'minSeats' | 'maxSeats'>[] = [
    ...input.tables.map((t) => ({ ...t, tableIds: [t.id] })),
    ...input.tableGroups,
  ].filter((s) => areaOk(s.areaId) && s.minSeats <= covers && covers <= s.maxSeats && s.tableIds.length > 0);
  const tableFree = (tableId: string, start: number, end: number) =>
    seats.every((b) => !b.tableIds.includes(tableId) || b.startsAt + b.durationMinutes <= start || end <= b.startsAt);

  const closedBecause = !config.enabled
    ? 'booking switched off'
    : !config.restaurantEnabled
      ? 'restaurant switched off'
      : config.centerParcsOnly
        ? 'Center Parcs only'
        : date < today || date > plusDays(today, config.windowDays)
          ? 'outside the booking window'
          : !occasion.days.includes(weekday) || (occasion.dateRange && (date < occasion.dateRange.from || date > occasion.dateRange.to))
            ? 'occasion not running'
            : covers < Math.max(1, occasion.minimumCovers) || covers > Math.min(occasion.maximumCovers, 20, config.maxOnlineCovers)
              ? 'covers outside the occasion'
              : !window
                ? 'closed that date'
                : null;

  const interval = config.slotIntervalMinutes;
  const firstStart =
    window && periods.length ? Math.ceil(Math.max(window.open, Math.min(...periods.map((p) => p.firstStart))) / interval) * interval : null;
  const rules: Reference['rules'] = {
    'on the slot grid': (s) => s % config.slotIntervalMinutes === 0,
    'inside the opening window': (s) => window !== null && window.open <= s && s <= window.close - config.lastSeatingBeforeCloseMinutes,
    // Less than a day of starts, so each clock time names one start (a 24-hour window, open = close): from the
    // first grid time in the window and the day's periods, a start a whole day later is the next day's.
    'less than a day after the first start': (s) => firstStart === null || s < firstStart + DAY,
    'inside a service period of the weekday': (s) => periods.some((p) => p.firstStart <= s && s <= p.lastStart),
    "inside the occasion's time windows": (s) => !occasion.timeWindows.length || occasion.timeWindows.some((w) => w.from <= s && s < w.to),
    'outside the lead time': (s) => londonInstant(date, s) >= now.getTime() + config.leadTimeMinutes * 60_000,
    'within pacing': (s) => {
      const limit = config.pacingCoversPerInterval;
      if (limit === null) return true;
      const starting = seats.filter((b) => s <= b.startsAt && b.startsAt < s + config.slotIntervalMinutes);
      return starting.reduce((sum, b) => sum + b.covers, 0) + covers <= limit;
    },
    'a fitting table or group free for the turn time': (s) =>
      seatings.some((g) => g.tableIds.every((id) => tableFree(id, s, s + duration))),
  };
  return {
    closedBecause,
    window,
    duration,
    rules,
    allowed: (s) => closedBecause === null && Object.values(rules).every((rule) => rule(s)),
  };
}

/** Every start the reference allows, ascending: the day's grid from midnight to the close (≤ 48 h). */
function referenceStarts(input: SlotSearchInput): number[] {
  const ref = reference(input);
  const starts: number[] = [];
  for (let s = 0; s <= 2 * DAY; s += input.config.slotIntervalMinutes) if (ref.allowed(s)) starts.push(s);
  return starts;
}

/** The engine's 'HH:MM' list back to minutes: ascending from the opening, past midnight as ≥ 1440. */
function offeredStarts(times: readonly string[], open: number): number[] {
  const starts: number[] = [];
  for (const time of times) {
    let s = minutesOf(time)!;
    if (s < open) s += DAY;
    while (starts.length && s <= starts.at(-1)!) s += DAY;
    starts.push(s);
  }
  return starts;
}

// ---------------------------------------------------------------------------
// Scenarios: a restaurant-day with a random setup, date, now, party and bookings.

const STATUSES = ['confirmed', 'confirmed', 'seated', 'held', 'held', 'cancelled', 'completed', 'no-show'] as const;

/** Bases far from the clock changes: summer (BST) and winter (GMT). Dates stay within 40 days of them. */
const SEASONS = ['2026-05-04', '2026-11-09'];

const scenarioArb: fc.Arbitrary<SlotSearchInput> = fc
  .record({
    base: fc.constantFrom(...SEASONS),
    nowMinute: fc.oneof(
      fc.integer({ min: 0, max: 3 * DAY - 1 }),
      fc.integer({ min: 0, max: (3 * DAY) / 15 - 1 }).map((q) => q * 15),
    ),
    dayAhead: fc.oneof(
      { weight: 1, arbitrary: fc.integer({ min: -1, max: 3 }) },
      { weight: 3, arbitrary: fc.integer({ min: 0, max: 27 }) },
    ),
    floor: floorArb,
    config: configArb,
    hours: weeklyHoursArb,
    periods: servicePeriodsArb,
    covers: fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 1, max: 4 }) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 14 }) }),
  })
  .chain(({ base, nowMinute, dayAhead, floor, config, hours, periods, covers }) => {
    const now = new Date(utcDay(base) + nowMinute * 60_000);
    const date = plusDays(londonDate(now), dayAhead);
    const areaIds = floor.areas.map((a) => a.id);
    const tableSets = [...floor.tables.map((t) => [t.id]), ...floor.tableGroups.map((g) => g.tableIds), ['gone']];
    const step = config.slotIntervalMinutes;
    const booking = fc.record({
      startsAt: fc.oneof(
        fc.integer({ min: Math.ceil(480 / step), max: Math.floor(1500 / step) }).map((n) => n * step),
        fc.integer({ min: 0, max: 120 }).map((q) => q * 15),
        fc.integer({ min: -300, max: 2 * DAY }),
      ),
      durationMinutes: fc.oneof(fc.constantFrom(60, 90, 120), fc.integer({ min: 15, max: 300 })),
      covers: fc.integer({ min: 1, max: 10 }),
      tableIds: fc.constantFrom(...tableSets),
      status: fc.constantFrom(...STATUSES),
      holdOffset: fc.integer({ min: -2, max: 2 }).map((n) => n * 15),
    });
    return fc
      .record({
        occasion: onlineOccasionArb(areaIds, date),
        areaId: fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom(...areaIds) }),
        specialHours: specialHoursArb(date, { before: 2, after: 1, longest: 3 }),
        bookings: fc.array(booking, { maxLength: 14 }).map((list) =>
          list.map(({ holdOffset, ...b }, i): ExistingBooking => ({
            id: `b${i + 1}`,
            ...b,
            ...(b.status === 'held' ? { holdExpiresAt: new Date(now.getTime() + holdOffset * 60_000) } : {}),
          })),
        ),
      })
      .map(({ occasion, areaId, specialHours, bookings }): SlotSearchInput => ({
        date,
        now,
        covers,
        occasion,
        areaId,
        config,
        hours,
        specialHours,
        servicePeriods: periods.map(servicePeriodMinutes),
        tables: floor.tables,
        tableGroups: floor.tableGroups,
        bookings,
      }));
  });

const timesOf = (input: SlotSearchInput) => searchSlots(input).times.map((t) => t.time);

describe('searchSlots on random setups (product.md D7 "Quality")', () => {
  it('offers nothing on a closed date: a weekly closed day or a special closure', () => {
    const closed = fc
      .tuple(scenarioArb, fc.boolean(), fc.constantFrom('closed', 'Closed'), fc.string({ minLength: 1 }))
      .map(([input, weekly, word, label]) => {
        if (weekly) {
          // The weekday closed, and no special date covering it to reopen it.
          const name = NAMES[isoWeekday(input.date) - 1]!;
          return {
            ...input,
            hours: { ...input.hours, [`${name}Open`]: word },
            specialHours: input.specialHours.filter((e) => e.endDate < input.date || e.startDate > input.date),
          };
        }
        const closure = { label, startDate: input.date, endDate: input.date, openTime: word, closeTime: word, clickCollectClose: word };
        return { ...input, specialHours: [closure, ...input.specialHours] };
      });
    fc.assert(
      fc.property(closed, (input) => {
        expect(referenceWindow(input.hours, input.specialHours, input.date)).toBeNull();
        expect(searchSlots(input)).toEqual({ times: [], code: expect.any(Number) });
        expect(searchSlots(input).code).not.toBe(BOOKING_CODES.OK);
      }),
      RUNS,
    );
  });

  it('never offers a time the setup forbids', () => {
    fc.assert(
      fc.property(scenarioArb, (input) => {
        const result = searchSlots(input);
        const ref = reference(input);
        expect(result.times.every((t) => !t.canEnquire)).toBe(true);
        expect(result.code === BOOKING_CODES.OK).toBe(result.times.length > 0);
        if (ref.closedBecause !== null) {
          expect(result.times, ref.closedBecause).toEqual([]);
          return;
        }
        for (const start of offeredStarts(timesOf(input), ref.window!.open)) {
          for (const [rule, holds] of Object.entries(ref.rules))
            expect(holds(start), `${clock(start % DAY)} (${start}): ${rule}`).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('offers every time the setup allows: the bookable set equals the reference', () => {
    fc.assert(
      fc.property(scenarioArb, (input) => {
        expect(timesOf(input)).toEqual(referenceStarts(input).map((s) => clock(s % DAY)));
      }),
      RUNS,
    );
  });

  it('checkSlot books every offered time on a free fitting table and refuses every other time', () => {
    fc.assert(
      fc.property(scenarioArb, (input) => {
        const offered = timesOf(input);
        const ref = reference(input);
        const starts = ref.window ? offeredStarts(offered, ref.window.open) : [];
        offered.forEach((time, i) => {
          const check = checkSlot(input, time);
          // Each 'HH:MM' names one start (a day's starts span less than 24 hours).
          expect(offered.indexOf(time)).toBe(i);
          expect(check, time).toMatchObject({
            status: 'bookable',
            code: BOOKING_CODES.OK,
            startsAt: starts[i],
            durationMinutes: ref.duration,
          });
          // The seats it would store: an allowed area, the party fits, every table free for the turn time.
          const seating = check.seating!;
          const fitsSeats = [...input.tables.map((t) => ({ ...t, tableIds: [t.id] })), ...input.tableGroups].some(
            (s) => s.id === seating.id && s.areaId === seating.areaId && s.minSeats <= input.covers && input.covers <= s.maxSeats,
          );
          expect(fitsSeats, `${time}: seating ${seating.id} fits`).toBe(true);
          expect(allows(input.occasion.areaLinkGroup, seating.areaId) && (input.areaId ?? seating.areaId) === seating.areaId).toBe(true);
          const end = starts[i]! + ref.duration;
          const clash = input.bookings.filter(
            (b) =>
              holdsSeats(b, input.now) &&
              b.tableIds.some((id) => seating.tableIds.includes(id)) &&
              b.startsAt < end &&
              starts[i]! < b.startsAt + b.durationMinutes,
          );
          expect(clash, `${time}: seating ${seating.id} is free`).toEqual([]);
        });
        // Every clock time on the grid not offered is refused, and so is a minute after each offered one.
        const step = input.config.slotIntervalMinutes;
        const refused = [...offered.map((t) => clock((minutesOf(t)! + 1) % DAY))];
        for (let m = 0; m < DAY; m += step) if (!offered.includes(clock(m))) refused.push(clock(m));
        for (const time of refused)
          expect(checkSlot(input, time), time).toMatchObject({ status: 'unavailable', seating: null, startsAt: null });
        for (const junk of ['24:00', '9:30', '', 'closed']) expect(checkSlot(input, junk).status).toBe('unavailable');
      }),
      RUNS,
    );
  });
});

/**
 * Found by the checkSlot property (about one scenario in 2000): a day whose
 * bookable range spanned 24 hours offered one clock time twice, at its start
 * and 24 hours later, and checkSlot read 'HH:MM' as the earlier one. Needs the
 * close equal to the open (open round the clock), no last-seating gap, and
 * periods that together cover both ends — a 24-hour diner with breakfast
 * 06:00–11:00 and "all day" 11:00–06:00. Fixed: a day's starts stop short of
 * its first start + 24 hours, so every 'HH:MM' names one start.
 */
describe('a 24-hour day', () => {
  const allNight = slotInput({
    date: '2026-06-01', // a Monday, open 06:00–06:00
    now: new Date('2026-06-01T06:30:00Z'), // 07:30 BST: the 06:00 of the date is past
    hours: hoursWith({ mondayOpen: '06:00', mondayClose: '06:00' }),
    config: config({ lastSeatingBeforeCloseMinutes: 0 }),
    servicePeriods: [
      { id: 'breakfast', name: 'Breakfast', days: [1], firstStart: 6 * 60, lastStart: 11 * 60 },
      { id: 'all-day', name: 'All day', days: [1], firstStart: 11 * 60, lastStart: 30 * 60 }, // 11:00–06:00
    ],
  });

  it('offers each clock time once, up to the last start before the next day begins', () => {
    const times = searchSlots({ ...allNight, date: '2026-06-08' }).times.map((t) => t.time);
    expect(new Set(times).size).toBe(times.length);
    expect(times[0]).toBe('06:00');
    expect(times.at(-1)).toBe('05:45');
  });

  it('lets checkSlot book every time searchSlots offers', () => {
    const offered = searchSlots(allNight).times;
    expect(offered.at(-1)).toEqual({ time: '05:45', canEnquire: false }); // 05:45 next morning
    for (const { time } of offered) expect(checkSlot(allNight, time).status, time).toBe('bookable');
    expect(checkSlot(allNight, '05:45')).toMatchObject({ startsAt: 29 * 60 + 45 });
  });
});
