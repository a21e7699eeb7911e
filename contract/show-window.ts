// When the global banner and the site popup show (decision 064): an optional
// start and end of their own, as a London wall time ("2026-12-07T09:00"), so
// neither needs a scheduled publish to come or go. Pure: the site asks
// `windowShowing` where it renders them (and again at `nextBoundary`), the
// studio's list says `describeWindow`.
import { z } from 'zod';
import { daysBetween, formatHhmm, instantOf, isValidIsoDate, londonDateOf, londonMinutesOf, parseHhmm, weekdayOf } from './london-time.ts';

/** "2026-12-07T09:00": a London date and a 24-hour time, as the studio's date and time fields give them. */
export const londonWallTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Please give a date and a time, such as 2026-12-07T09:00')
  .refine((v) => isValidIsoDate(v.slice(0, 10)) && parseHhmm(v.slice(11)) !== null, 'This is not a real date and time');

export interface ShowWindow {
  /** Not shown before this London time; absent: from when it is published. */
  starts?: string | undefined;
  /** Not shown from this London time on; absent: until it is switched off. */
  ends?: string | undefined;
}

/** The fields a banner or popup carries; a schema with them adds `refineShowWindow`. */
export const showWindowFields = { starts: londonWallTimeSchema.optional(), ends: londonWallTimeSchema.optional() };

/** The instant a London wall time stands for. */
export const wallTimeInstant = (wall: string): Date => instantOf(wall.slice(0, 10), parseHhmm(wall.slice(11)) ?? 0);

export const END_BEFORE_START = 'The end must be after the start';

/** Zod check: a window that ends must end after it starts (reported on `ends`). */
export function refineShowWindow(w: ShowWindow, ctx: z.RefinementCtx): void {
  if (w.starts && w.ends && wallTimeInstant(w.ends).getTime() <= wallTimeInstant(w.starts).getTime())
    ctx.addIssue({ code: 'custom', path: ['ends'], message: END_BEFORE_START });
}

export type WindowState = 'before' | 'showing' | 'ended';

export function windowState(w: ShowWindow, now: Date | number): WindowState {
  const at = typeof now === 'number' ? now : now.getTime();
  if (w.starts && at < wallTimeInstant(w.starts).getTime()) return 'before';
  if (w.ends && at >= wallTimeInstant(w.ends).getTime()) return 'ended';
  return 'showing';
}

export const windowShowing = (w: ShowWindow, now: Date | number): boolean => windowState(w, now) === 'showing';

/** The next instant after `now` at which the window opens or closes, or null when it never changes again. */
export function nextBoundary(w: ShowWindow, now: Date | number): Date | null {
  const at = typeof now === 'number' ? now : now.getTime();
  const times = [w.starts, w.ends]
    .filter((t): t is string => !!t)
    .map(wallTimeInstant)
    .filter((t) => t.getTime() > at);
  return times.sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "18:00 today", "18:00 Friday" within the coming week, else "09:00 Monday 7 December" (with the year when not this one's). */
export function whenText(wall: string, now: Date | number): string {
  const date = wall.slice(0, 10);
  const time = wall.slice(11);
  const today = londonDateOf(now);
  const days = daysBetween(today, date);
  if (days === 0) return `${time} today`;
  const weekday = WEEKDAYS[weekdayOf(date) - 1]!;
  if (days > 0 && days < 7) return `${time} ${weekday}`;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const year = date.slice(0, 4) === today.slice(0, 4) ? '' : ` ${y}`;
  return `${time} ${weekday} ${d} ${MONTHS[m - 1]}${year}`;
}

/** What the studio's list says of a window: "live until 18:00 Friday", "starts 09:00 Monday 7 December", "ended …". */
export function describeWindow(w: ShowWindow, now: Date | number): string {
  switch (windowState(w, now)) {
    case 'before':
      return `starts ${whenText(w.starts!, now)}${w.ends ? `, ends ${whenText(w.ends, now)}` : ''}`;
    case 'ended':
      return `ended ${whenText(w.ends!, now)}`;
    case 'showing':
      return w.ends ? `live until ${whenText(w.ends, now)}` : 'live';
  }
}

/** A London wall time of an instant, as the window's fields hold it (for tests and the studio's form). */
export const wallTimeOf = (instant: Date | number): string => `${londonDateOf(instant)}T${formatHhmm(londonMinutesOf(instant))}`;
