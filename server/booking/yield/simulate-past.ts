// What the yield rule would have done on a restaurant's past days (decision 075), for the manager deciding whether
// to keep it: each past day's recorded requests, in the order they arrived, replayed through the engine on today's
// setup twice: with every party it can seat, and with the rule learned from the other past days (never the day
// replayed). A diner turned away asked for one of the times full then; the replay takes one of them.
import type { Highs } from 'highs';
import { addDays, instantOf, type IsoDate } from '../../../contract/london-time.ts';
import type { BookingSetup } from '../../../contract/booking-setup.ts';
import { searchInput } from '../booking-venue.ts';
import { coversMode, restrictionsFor } from '../rules/occasions.ts';
import { DEFAULT_PIN_WITHIN_MINUTES } from '../rules/reseat-day.ts';
import type { Occasion } from '../rules/model.ts';
import { forecastDemand, isRequest, type DemandRecord } from './demand-forecast.ts';
import { replayEngine, type DinerRequest, type Evening } from './replay-day.ts';
import { yieldLpFor } from './yield-day.ts';
import { yieldGuardFor } from './yield-guard.ts';

export interface SimulatedDay {
  date: IsoDate;
  requests: number;
  /** Covers and parties seated taking every party the engine can seat. */
  without: { covers: number; parties: number };
  /** The same with the yield rule. */
  withRule: { covers: number; parties: number };
  /** Whether the rule was on for any request of the day (a day not busy enough leaves it off). */
  ruleOn: boolean;
}

/** The occasion a request at `start` books: the first running that day that takes the party online at that time. */
function occasionFor(occasions: readonly Occasion[], setup: BookingSetup, covers: number, start: number): Occasion | undefined {
  const takes = occasions.filter((o) => coversMode(o, setup.config, covers) === 'online');
  return takes.find((o) => !o.timeWindows.length || o.timeWindows.some((w) => w.from <= start && start < w.to)) ?? takes[0];
}

type PastRequest = DinerRequest & { leadMinutes: number };

/** One past day's requests in the order they arrived (earliest first). */
function requestsOf(day: readonly DemandRecord[], occasions: readonly Occasion[], setup: BookingSetup): PastRequest[] {
  return [...day]
    .filter(isRequest)
    .sort((a, b) => b.leadMinutes - a.leadMinutes)
    .flatMap((r, id) => {
      const start = r.bookedStart ?? r.fullStarts[id % r.fullStarts.length]!;
      const occasion = occasionFor(occasions, setup, r.covers, start);
      return occasion ? [{ id, covers: r.covers, start, occasion, leadMinutes: r.leadMinutes }] : [];
    });
}

export function simulatePastDays(highs: Highs, setup: BookingSetup, records: readonly DemandRecord[]): SimulatedDay[] {
  const dates = [...new Set(records.map((r) => r.serviceDate))].sort();
  return dates.flatMap((date): SimulatedDay[] => {
    const occasions = restrictionsFor(setup.occasions, date).occasions;
    const requests = requestsOf(
      records.filter((r) => r.serviceDate === date),
      occasions,
      setup,
    );
    if (!requests.length) return [];
    // The day before, so the date is bookable and no booking is pinned by time.
    const now = instantOf(addDays(date, -1), 9 * 60);
    const evening: Evening = {
      engine: searchInput({ setup }, { date, now, covers: 0, occasion: requests[0]!.occasion!, areaId: null, bookings: [] }),
      reseat: { pinWithinMinutes: DEFAULT_PIN_WITHIN_MINUTES },
    };
    const past = records.filter((r) => r.serviceDate !== date);
    const whole = forecastDemand(past, 0, Infinity)?.whole;
    const lp = whole ? yieldLpFor(highs, setup, whole) : null;
    let ruleOn = false;
    let withRule: ReturnType<typeof replayEngine>;
    try {
      withRule = replayEngine(evening, requests, {
        yieldGuardAt: (index) => {
          const guard = lp && yieldGuardFor(lp, forecastDemand(past, index, requests[index]!.leadMinutes));
          ruleOn ||= guard !== null;
          return guard;
        },
      });
    } finally {
      lp?.model.dispose();
    }
    const without = replayEngine(evening, requests);
    return [
      {
        date,
        requests: requests.length,
        without: { covers: without.covers, parties: without.parties },
        withRule: { covers: withRule.covers, parties: withRule.parties },
        ruleOn,
      },
    ];
  });
}
