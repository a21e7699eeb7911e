// Opening hours of a restaurant on a London date, and the Open/Closed status
// shown beside it (product.md §4 "Opening status"). Inputs are the content shapes of
// contract/content.ts, passed as plain data.
import { WEEKDAYS } from './content-constants.ts';
import type { SpecialHours, WeeklyHours } from './content.ts';
import {
  MINUTES_PER_DAY,
  addDays,
  daysBetween,
  formatHhmm,
  instantOf,
  londonDateOf,
  parseHhmm,
  weekdayOf,
  type IsoDate,
} from './london-time.ts';

/** A special-hours entry; its label is not needed here. */
export type SpecialHoursEntry = Omit<SpecialHours, 'label'> & { label?: string };

/**
 * Minutes after the date's midnight. `close` and `clickCollectClose` exceed
 * 1440 when they fall after midnight ("00:00" = 1440, "01:00" = 1500).
 * `clickCollectClose` is null when click and collect is closed that day.
 */
export interface OpeningWindow {
  open: number;
  close: number;
  clickCollectClose: number | null;
}

/** A closing time at or before the opening time belongs to the next day (product.md §4: 00:00 means the next day). */
function closingMinutes(open: number, value: string): number | null {
  const close = parseHhmm(value);
  if (close === null) return null; // 'closed' in any case (product.md §4), or not a time: fail closed
  return close <= open ? close + MINUTES_PER_DAY : close;
}

/**
 * product.md §4: special-date entries (startDate..endDate inclusive) win over weekly
 * hours. Where entries overlap, the narrowest range wins (a one-day closure
 * inside a holiday weekend), then the earlier entry in the list.
 */
export function specialHoursFor(specialHours: readonly SpecialHoursEntry[], date: IsoDate): SpecialHoursEntry | undefined {
  let best: SpecialHoursEntry | undefined;
  for (const entry of specialHours) {
    if (entry.startDate > date || entry.endDate < date) continue;
    if (!best || daysBetween(entry.startDate, entry.endDate) < daysBetween(best.startDate, best.endDate)) best = entry;
  }
  return best;
}

/** The restaurant's opening window on a London date, or null when it is closed all day. */
export function openingWindow(hours: WeeklyHours, specialHours: readonly SpecialHoursEntry[], date: IsoDate): OpeningWindow | null {
  const special = specialHoursFor(specialHours, date);
  const day = WEEKDAYS[weekdayOf(date) - 1]!;
  const [openText, closeText, ccText] = special
    ? [special.openTime, special.closeTime, special.clickCollectClose]
    : [hours[`${day}Open`], hours[`${day}Close`], hours[`${day}ClickCollectClose`]];
  const open = parseHhmm(openText);
  if (open === null) return null;
  const close = closingMinutes(open, closeText);
  if (close === null) return null;
  const clickCollectClose = closingMinutes(open, ccText);
  return { open, close, clickCollectClose: clickCollectClose === null ? null : Math.min(clickCollectClose, close) };
}

export interface OpeningStatus {
  open: boolean;
  /** 'closes 22:00', 'opens 12:00' (today or tomorrow), 'opens Tue 12:00', 'opens 5 Jan 12:00', or 'closed'. */
  text: string;
}

type Service = 'dining' | 'clickCollect';
const SHORT_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** How far ahead to look for the next opening (long refurbishment closures). */
const LOOKAHEAD_DAYS = 60;

function serviceWindow(hours: WeeklyHours, special: readonly SpecialHoursEntry[], date: IsoDate, service: Service) {
  const w = openingWindow(hours, special, date);
  if (!w) return null;
  const close = service === 'dining' ? w.close : w.clickCollectClose;
  return close === null || close <= w.open ? null : { open: w.open, close };
}

function opensText(date: IsoDate, daysAhead: number, open: number): string {
  if (daysAhead <= 1) return `opens ${formatHhmm(open)}`;
  if (daysAhead < 7) return `opens ${SHORT_DAYS[weekdayOf(date) - 1]} ${formatHhmm(open)}`;
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `opens ${day} ${SHORT_MONTHS[month - 1]} ${formatHhmm(open)}`;
}

function statusAt(hours: WeeklyHours, special: readonly SpecialHoursEntry[], now: Date, service: Service): OpeningStatus {
  const today = londonDateOf(now);
  const t = now.getTime();
  // Compare instants, not wall clocks: on 25 October 01:00–01:59 happens twice,
  // and a 01:30 close means the first 01:30 (london-time.ts instantOf).
  const within = (date: IsoDate) => {
    const w = serviceWindow(hours, special, date, service);
    return w && { ...w, opensAt: instantOf(date, w.open).getTime(), closesAt: instantOf(date, w.close).getTime() };
  };
  // Yesterday's window may run past midnight into this morning.
  const yesterday = within(addDays(today, -1));
  if (yesterday && t < yesterday.closesAt) return { open: true, text: `closes ${formatHhmm(yesterday.close)}` };
  const todays = within(today);
  if (todays && t < todays.opensAt) return { open: false, text: opensText(today, 0, todays.open) };
  if (todays && t < todays.closesAt) return { open: true, text: `closes ${formatHhmm(todays.close)}` };
  for (let ahead = 1; ahead <= LOOKAHEAD_DAYS; ahead++) {
    const date = addDays(today, ahead);
    const next = serviceWindow(hours, special, date, service);
    if (next) return { open: false, text: opensText(date, ahead, next.open) };
  }
  return { open: false, text: 'closed' };
}

/** product.md §4: Open or Closed at `now`, with 'opens HH:MM' or 'closes HH:MM'. */
export function openingStatus(hours: WeeklyHours, specialHours: readonly SpecialHoursEntry[], now: Date): OpeningStatus {
  return statusAt(hours, specialHours, now, 'dining');
}

/** product.md §4: click and collect opens with the restaurant and uses its own closing time. */
export function clickCollectStatus(hours: WeeklyHours, specialHours: readonly SpecialHoursEntry[], now: Date): OpeningStatus {
  return statusAt(hours, specialHours, now, 'clickCollect');
}
