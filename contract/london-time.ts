// Europe/London wall-clock helpers (STYLE habit 9: every booking and opening
// rule works in London time, whatever TZ the process runs in). Built on
// Intl.DateTimeFormat only; calendar arithmetic on plain YYYY-MM-DD strings
// goes through Date.UTC, which has no time zone.

/** A calendar date, YYYY-MM-DD (SPEC §5: dates are sent as YYYY-MM-DD). */
export type IsoDate = string;

const ZONE = 'Europe/London';
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
export const MINUTES_PER_DAY = 1440;

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

// London changes its clocks at 01:00 UTC, so the offset is constant within
// each whole UTC hour: cache it per hour (formatToParts costs ~3 µs a call).
const offsetCache = new Map<number, number>();

/** Minutes London is ahead of UTC at `instantMs` (0 in winter, 60 in summer). */
export function londonOffsetMinutes(instantMs: number): number {
  const hour = Math.floor(instantMs / HOUR_MS);
  const cached = offsetCache.get(hour);
  if (cached !== undefined) return cached;
  const at = hour * HOUR_MS;
  const p: Record<string, number> = {};
  for (const { type, value } of parts.formatToParts(new Date(at))) p[type] = Number(value);
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!);
  const offset = Math.round((wall - at) / MINUTE_MS);
  if (offsetCache.size > 50_000) offsetCache.clear();
  offsetCache.set(hour, offset);
  return offset;
}

function wallMs(instant: Date | number): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  return ms + londonOffsetMinutes(ms) * MINUTE_MS;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function isoOfUtcMs(ms: number): IsoDate {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

function utcMsOfIso(date: IsoDate): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** True for a real calendar date written YYYY-MM-DD: '2025-02-30' is false. */
export function isValidIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return isoOfUtcMs(utcMsOfIso(value)) === value;
}

/** The London calendar date of an instant. */
export function londonDateOf(instant: Date | number): IsoDate {
  return isoOfUtcMs(wallMs(instant));
}

/** Minutes since London midnight shown on a London clock at an instant (0–1439). */
export function londonMinutesOf(instant: Date | number): number {
  const ms = wallMs(instant);
  return Math.floor((ms - Math.floor(ms / DAY_MS) * DAY_MS) / MINUTE_MS);
}

/**
 * The instant a London clock shows `minutes` after midnight on `date`
 * (minutes ≥ 1440 roll into the next day). On the spring-forward day the wall
 * times 01:00–01:59 do not exist and map forward by the hour (01:30 → 02:30
 * BST); on the autumn day 01:00–01:59 happen twice and the first (BST) is taken.
 */
export function instantOf(date: IsoDate, minutes: number): Date {
  const naive = utcMsOfIso(date) + minutes * MINUTE_MS;
  // Offsets in force well before and well after this wall time: they differ
  // only when a clock change is near.
  const before = londonOffsetMinutes(naive - 12 * HOUR_MS);
  const after = londonOffsetMinutes(naive + 12 * HOUR_MS);
  if (before === after) return new Date(naive - before * MINUTE_MS);
  const early = naive - before * MINUTE_MS;
  const late = naive - after * MINUTE_MS;
  const earlyFits = londonOffsetMinutes(early) === before;
  const lateFits = londonOffsetMinutes(late) === after;
  if (earlyFits && lateFits) return new Date(Math.min(early, late)); // repeated hour: the first
  if (earlyFits) return new Date(early);
  if (lateFits) return new Date(late);
  return new Date(early); // skipped hour: the pre-change offset moves it forward
}

/** True when a London clock really shows `minutes` on `date` (false inside the spring-forward gap). */
export function wallTimeExists(date: IsoDate, minutes: number): boolean {
  const dayShift = Math.floor(minutes / MINUTES_PER_DAY);
  const instant = instantOf(date, minutes);
  return londonDateOf(instant) === addDays(date, dayShift) && londonMinutesOf(instant) === minutes - dayShift * MINUTES_PER_DAY;
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function weekdayOf(date: IsoDate): number {
  const day = new Date(utcMsOfIso(date)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The calendar date `n` days after `date` (n may be negative). */
export function addDays(date: IsoDate, n: number): IsoDate {
  return isoOfUtcMs(utcMsOfIso(date) + n * DAY_MS);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((utcMsOfIso(to) - utcMsOfIso(from)) / DAY_MS);
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
  return LONG_DATE.format(new Date(utcMsOfIso(date)));
}
