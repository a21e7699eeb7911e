// A Date class whose "now" starts at a given instant and runs on at the
// machine's rate (as `startedClock` in server/services.ts does for a server);
// parsing, UTC, instanceof and every method are the real Date's.
// `anchorMs` (CLOCK_ANCHOR_MS) is the machine's instant at which the clock reads
// `start`: every process of one run given the same anchor shows the same time,
// however far apart they started (a server started a minute before the browser
// would otherwise run a minute ahead of it).
export function startedDateClass(
  start: string,
  RealDate: DateConstructor = Date,
  anchorMs: number = RealDate.now(),
): DateConstructor & { shiftMs: number } {
  const at = Date.parse(start);
  if (Number.isNaN(at)) throw new Error(`CLOCK_START must be an ISO 8601 instant, got "${start}"`);
  const shift = at - anchorMs;
  const now = () => RealDate.now() + shift;

  class StartedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now());
      else super(...(args as [string | number | Date]));
    }
    static override now(): number {
      return now();
    }
    /** How far this clock is ahead of the machine's (a browser's clock is shifted by as much). */
    static readonly shiftMs = shift;
  }
  return StartedDate as unknown as DateConstructor & { shiftMs: number };
}
