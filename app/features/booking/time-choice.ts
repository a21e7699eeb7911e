// Decision 026 "Times": the diner names a preferred time or a service (lunch,
// dinner) and sees the five available times nearest it, as OpenTable does;
// "Show all times" lists the day's times grouped by service. Pure, so the
// step and its tests share it.
import { formatHhmm, parseHhmm } from '../../../contract/london-time.ts';
import type { Slot } from './booking-state.ts';

export interface Period {
  name: string;
  firstStart: string;
  lastStart: string;
}

/** How many times are shown around the preference. */
export const NEAREST_COUNT = 5;
/** Dinner time, the preference before the diner names one (or the search's start time when later). */
export const DEFAULT_PREFERRED_TIME = '19:00';
export const SERVICE_PREFIX = 'service:';

const minutes = (hhmm: string) => parseHhmm(hhmm) ?? 0;

export const defaultPreference = (searchStart: string): string =>
  searchStart > DEFAULT_PREFERRED_TIME ? searchStart : DEFAULT_PREFERRED_TIME;

/** The minute the times are shown around: the time, or the middle of the service's starts. */
function centreOf(preference: string, periods: readonly Period[]): { at: number; period: Period | null } {
  if (preference.startsWith(SERVICE_PREFIX)) {
    const period = periods.find((p) => p.name === preference.slice(SERVICE_PREFIX.length)) ?? null;
    if (period) return { at: Math.round((minutes(period.firstStart) + minutes(period.lastStart)) / 2), period };
  }
  return { at: minutes(preference), period: null };
}

const inPeriod = (time: string, p: Period) => time >= p.firstStart && time <= p.lastStart;

/** The `count` times nearest the preference (within the service, for a service), in time order. */
export function nearestTimes(slots: readonly Slot[], preference: string, periods: readonly Period[], count = NEAREST_COUNT): Slot[] {
  const { at, period } = centreOf(preference, periods);
  const pool = period ? slots.filter((s) => inPeriod(s.time, period)) : slots;
  return [...(pool.length ? pool : slots)]
    .map((s, i) => ({ s, i, d: Math.abs(minutes(s.time) - at) }))
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .slice(0, count)
    .map((x) => x.s)
    .sort((a, b) => a.time.localeCompare(b.time));
}

/** All the day's times by service; times outside every service under "Other times". */
export function timesByService(slots: readonly Slot[], periods: readonly Period[]): { name: string; times: Slot[] }[] {
  const groups = periods.map((p) => ({ name: p.name, times: slots.filter((s) => inPeriod(s.time, p)) }));
  const other = slots.filter((s) => !periods.some((p) => inPeriod(s.time, p)));
  const all = other.length ? [...groups, { name: periods.length ? 'Other times' : 'All times', times: other }] : groups;
  return all.filter((g) => g.times.length > 0);
}

/** The preference's choices: each service, then every half hour across the day's services (or its times). */
export function preferenceOptions(slots: readonly Slot[], periods: readonly Period[]): { value: string; label: string }[] {
  const services = periods.map((p) => ({ value: `${SERVICE_PREFIX}${p.name}`, label: `${p.name} (${p.firstStart}–${p.lastStart})` }));
  const starts = [...periods.map((p) => minutes(p.firstStart)), ...slots.map((s) => minutes(s.time))];
  const ends = [...periods.map((p) => minutes(p.lastStart)), ...slots.map((s) => minutes(s.time))];
  if (!starts.length) return services;
  const first = Math.floor(Math.min(...starts) / 30) * 30;
  const last = Math.max(...ends);
  const times: { value: string; label: string }[] = [];
  for (let m = first; m <= last; m += 30) times.push({ value: formatHhmm(m), label: formatHhmm(m) });
  return [...services, ...times];
}
