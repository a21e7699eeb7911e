// An occasion's start-time windows as a manager types them (product.md D8): two
// clock times, stored as minutes after the date's London midnight. As with the
// service periods, a start before 06:00 belongs to the night after the date,
// and an end at or before the start runs past midnight ('17:00'–'02:00'); the
// document allows a window to end by 06:00 the next morning (product.md D8 "Setup as data").
import { formatHhmm, MINUTES_PER_DAY, parseHhmm } from '../../../contract/london-time.ts';

/** Times before this belong to the night after the date (a late bar's 00:30 start). */
const EARLY_MORNING = 6 * 60;
/** The latest end the document allows: 06:00 the next morning. */
const LATEST_END = MINUTES_PER_DAY + EARLY_MORNING;

export interface TimeWindow {
  from: number;
  to: number;
}

/** The window as the form shows it: clock times, after-midnight ones too. */
export const windowTimes = (w: TimeWindow) => ({ from: formatHhmm(w.from), to: formatHhmm(w.to) });

/** A time input's value as 'HH:MM' (a browser may add ':00' seconds). */
const clock = (text: string) => parseHhmm(/^\d\d:\d\d:00$/.test(text.trim()) ? text.trim().slice(0, 5) : text.trim());

export type WindowResult = { ok: true; window: TimeWindow } | { ok: false; field: 'from' | 'to'; message: string };

/** Two clock times → a window in minutes, or which of the two to correct and why. */
export function windowFromTimes(fromText: string, toText: string): WindowResult {
  let from = clock(fromText);
  if (fromText.trim() === '') return { ok: false, field: 'from', message: 'Please enter when the window starts' };
  if (from === null) return { ok: false, field: 'from', message: 'The start must be a time as HH:MM' };
  let to = clock(toText);
  if (toText.trim() === '') return { ok: false, field: 'to', message: 'Please enter when the window ends' };
  if (to === null) return { ok: false, field: 'to', message: 'The end must be a time as HH:MM' };
  if (from < EARLY_MORNING) from += MINUTES_PER_DAY;
  while (to <= from) to += MINUTES_PER_DAY;
  if (to > LATEST_END) return { ok: false, field: 'to', message: 'A window must end by 06:00 the next morning' };
  return { ok: true, window: { from, to } };
}
