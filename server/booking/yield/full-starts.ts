// Decision 075: what a diner's search says about demand: the starts a party could book on the day when it is
// empty that it cannot book now (the full times). Pure.
import { parseHhmm } from '../../../contract/london-time.ts';

type Times = readonly { time: string; canEnquire: boolean }[];

/** Minutes after midnight of each bookable time of `onEmptyDay` that `now` no longer offers as bookable. */
export function fullStarts(onEmptyDay: Times, now: Times): number[] {
  const open = new Set(now.filter((t) => !t.canEnquire).map((t) => t.time));
  return onEmptyDay.filter((t) => !t.canEnquire && !open.has(t.time)).flatMap((t) => parseHhmm(t.time) ?? []);
}
