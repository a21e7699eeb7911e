// Europe/London wall-clock helpers (product.md H9: every booking and opening
// rule works in London time, whatever TZ the process runs in). Built on
// @internationalized/date (decision 020): CalendarDate for calendar
// arithmetic on plain YYYY-MM-DD strings, ZonedDateTime for instant ↔ London
// wall clock, with Temporal's 'compatible' rule at the clock changes.

import {
  CalendarDate,
  CalendarDateTime,
  fromAbsolute,
  getDayOfWeek,
  toCalendarDate,
  toCalendarDateTime,
  toZoned,
} from '@internationalized/date';

/** A calendar date, YYYY-MM-DD (product.md §5: dates are sent as YYYY-MM-DD). */
export type IsoDate = string;

const ZONE = 'Europe/London';
const MINUTE_MS = 60_000;
export const MINUTES_PER_DAY = 1440;

function londonAt(instant: Date | number) {
  return fromAbsolute(typeof instant === 'number' ? instant : instant.getTime(), ZONE);
}

/**
 * YYYY-MM-DD → CalendarDate, rolling over like Date.UTC ('2026-02-30' is
 * 2 March): callers validate with isValidIsoDate first, and this never throws.
 */
function calendarDateOf(date: IsoDate): CalendarDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new CalendarDate(y, 1, 1).add({ months: m - 1, days: d - 1 });
}

/** The wall-clock date-time `minutes` after London midnight on `date` (≥ 1440 rolls on). */
function wallClockOf(date: IsoDate, minutes: number): CalendarDateTime {
  return toCalendarDateTime(calendarDateOf(date)).add({ minutes });
}

// A conversion asks Intl.DateTimeFormat four times (~15–30 µs when the
// process is not itself on London time) and the slot search converts every
// slot of a day: remember the answers, which are facts and never go stale.
const wallClockCache = new Map<string, { ms: number; exists: boolean }>();

function fromWallClock(date: IsoDate, minutes: number): { ms: number; exists: boolean } {
  const key = `${date} ${minutes}`;
  let hit = wallClockCache.get(key);
  if (!hit) {
    const wall = wallClockOf(date, minutes);
    const zoned = toZoned(wall, ZONE, 'compatible');
    hit = { ms: zoned.toDate().getTime(), exists: toCalendarDateTime(zoned).compare(wall) === 0 };
    if (wallClockCache.size >= 50_000) wallClockCache.clear();
    wallClockCache.set(key, hit);
  }
  return hit;
}

/** Minutes London is ahead of UTC at `instantMs` (0 in winter, 60 in summer). */
export function londonOffsetMinutes(instantMs: number): number {
  return Math.round(londonAt(instantMs).offset / MINUTE_MS);
}

/** True for a real calendar date written YYYY-MM-DD: '2025-02-30' is false. */
export function isValidIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  // Arithmetic, not a CalendarDate made and printed: every console page checks its date (decision 076).
  const y = Number(value.slice(0, 4));
  const m = Number(value.slice(5, 7));
  const d = Number(value.slice(8, 10));
  if (y < 1 || m < 1 || m > 12 || d < 1) return false;
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  return d <= (m === 2 ? (leap ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31);
}

/** The London calendar date of an instant. */
export function londonDateOf(instant: Date | number): IsoDate {
  return toCalendarDate(londonAt(instant)).toString();
}

/** Minutes since London midnight shown on a London clock at an instant (0–1439). */
export function londonMinutesOf(instant: Date | number): number {
  const z = londonAt(instant);
  return z.hour * 60 + z.minute;
}

/**
 * The instant a London clock shows `minutes` after midnight on `date`
 * (minutes ≥ 1440 roll into the next day). On the spring-forward day the wall
 * times 01:00–01:59 do not exist and map forward by the hour (01:30 → 02:30
 * BST); on the autumn day 01:00–01:59 happen twice and the first (BST) is
 * taken. Both are the 'compatible' disambiguation (Temporal's default).
 */
export function instantOf(date: IsoDate, minutes: number): Date {
  return new Date(fromWallClock(date, minutes).ms);
}

/** True when a London clock really shows `minutes` on `date` (false inside the spring-forward gap). */
export function wallTimeExists(date: IsoDate, minutes: number): boolean {
  return fromWallClock(date, minutes).exists;
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function weekdayOf(date: IsoDate): number {
  return getDayOfWeek(calendarDateOf(date), 'en-GB', 'mon') + 1;
}

/** The calendar date `n` days after `date` (n may be negative). */
export function addDays(date: IsoDate, n: number): IsoDate {
  return calendarDateOf(date).add({ days: n }).toString();
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return calendarDateOf(to).compare(calendarDateOf(from));
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** 'HH:MM' → minutes since midnight, or null when it is not a valid 24-hour time. */
export function parseHhmm(value: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** Minutes → 'HH:MM' on a clock face: 1440 (midnight, next day) is '00:00', 1500 is '01:00'. */
export function formatHhmm(minutes: number): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

// Building an Intl formatter costs far more than using one: make it once.
const LONG_DATE = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "Saturday, 5 December 2026": the calendar date as written, whatever TZ the process runs in. */
export function formatLongDate(date: IsoDate): string {
  return LONG_DATE.format(calendarDateOf(date).toDate('UTC'));
}
