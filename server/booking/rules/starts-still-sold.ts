// The start times a restaurant still sells on a day (decision 079): on the slot grid,
// inside the day's service periods and the opening window, at a wall time that
// exists, and no sooner than the lead time from now — the times a diner could
// still be offered, whatever their party. Pure; `now` is injected.
import { instantOf, wallTimeExists } from '../../../contract/london-time.ts';
import { startRange, type StartRangeInput } from './slot-search.ts';

export function startsStillSold(input: StartRangeInput & { now: Date }): number[] {
  const range = startRange(input);
  const step = input.config.slotIntervalMinutes;
  if (!range || !(step > 0)) return [];
  const earliestMs = input.now.getTime() + input.config.leadTimeMinutes * 60_000;
  const starts: number[] = [];
  for (let start = range.firstStart; start <= range.lastStart; start += step) {
    if (!range.periods.some((p) => p.firstStart <= start && start <= p.lastStart)) continue;
    if (!wallTimeExists(input.date, start) || instantOf(input.date, start).getTime() < earliestMs) continue;
    starts.push(start);
  }
  return starts;
}
