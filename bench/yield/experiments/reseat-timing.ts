// Timing of the re-seating search (decision 074) on the bench's full evenings: replays each evening as the create
// path does (checkSlot, moves applied) and, wherever no table is free and pacing allows the party, times reseatFor
// with the create's budget. Two feeds: every diner of the 1.8× evenings, and only the optimum's requests of the
// 1.3×/1.8× evenings (optimum-sets.json, as hindsight-all.ts), where full evenings make the search work hardest.
// Each feed runs twice; the second run is the one timed (the first warms the JIT up).
// node --import tsx bench/yield/experiments/reseat-timing.ts [offers=1]
import { readFileSync } from 'node:fs';
import { linkGroupAllows } from '../../../contract/link-groups.ts';
import { formatHhmm } from '../../../contract/london-time.ts';
import type { ExistingBooking } from '../../../server/booking/rules/model.ts';
import { OFFER_RESEAT, reseatFor } from '../../../server/booking/rules/reseat-day.ts';
import { checkSlot, turnTimeFor } from '../../../server/booking/rules/slot-search.ts';
import { fittingSeatings, seatingPlan } from '../../../server/booking/rules/table-assignment.ts';
import type { DinerRequest } from '../demand.ts';
import { key, stream, venue, RESTAURANTS, SEEDS, type Venue } from './harness.ts';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.split('=') as [string, string]));
const optimumSets: Record<string, { seated: number[] }> = JSON.parse(readFileSync('bench/yield/experiments/optimum-sets.json', 'utf8'));

interface Tally {
  ms: number[];
  found: number;
  /** Bookings each plan found moves. */
  moves: number[];
}

/** Replays one evening, timing every search the create would run (and, with offers, the offer's search too). */
function evening(v: Venue, requests: readonly DinerRequest[], take: (r: DinerRequest) => boolean, create: Tally, offer: Tally | null) {
  const { engine, reseat } = v.evening;
  const allowArea = (a: string) => linkGroupAllows(engine.occasion.areaLinkGroup, a);
  const bookings: ExistingBooking[] = [];
  for (const request of requests) {
    const duration = turnTimeFor(engine.config.turnTimes, request.covers)!;
    const pace = engine.config.pacingCoversPerInterval;
    const interval = engine.config.slotIntervalMinutes;
    const inSlot = bookings.filter((b) => Math.floor(b.startsAt / interval) === request.start / interval).reduce((s, b) => s + b.covers, 0);
    const plan = seatingPlan({ ...engine, covers: request.covers, bookings, allowArea, shortestTurnMinutes: 0 });
    if ((pace === null || inSlot + request.covers <= pace) && !plan.find(request.start, duration)) {
      const candidates = fittingSeatings({ covers: request.covers, tables: engine.tables, tableGroups: engine.tableGroups, allowArea });
      for (const [tally, policy] of [[create, reseat] as const, ...(offer ? [[offer, OFFER_RESEAT] as const] : [])]) {
        const t0 = performance.now();
        const found = reseatFor({ ...engine, bookings, policy }, request.start, duration, candidates);
        tally.ms.push(performance.now() - t0);
        if (found) {
          tally.found++;
          tally.moves.push(found.moves.length);
        }
      }
    }
    const check = checkSlot({ ...engine, covers: request.covers, bookings, reseat }, formatHhmm(request.start));
    if (check.status !== 'bookable' || !check.seating || !take(request)) continue;
    for (const move of check.moves) {
      const i = bookings.findIndex((b) => b.id === move.bookingId);
      bookings[i] = { ...bookings[i]!, tableIds: move.toTableIds };
    }
    bookings.push({
      id: `d${request.id}`,
      startsAt: check.startsAt!,
      durationMinutes: check.durationMinutes!,
      covers: request.covers,
      tableIds: check.seating.tableIds,
      status: 'confirmed',
      occasionId: engine.occasion.id,
    });
  }
}

function feed(name: string, levels: readonly number[], hindsight: boolean) {
  let create: Tally = { ms: [], found: 0, moves: [] };
  let offer: Tally | null = null;
  for (const pass of [0, 1]) {
    create = { ms: [], found: 0, moves: [] };
    offer = args.offers === '1' ? { ms: [], found: 0, moves: [] } : null;
    for (const slug of RESTAURANTS)
      for (const level of levels)
        for (const seed of SEEDS) {
          const seated = new Set(optimumSets[key(slug, level, seed)]?.seated ?? []);
          const take = hindsight ? (r: DinerRequest) => seated.has(r.id) : () => true;
          evening(venue(slug), stream('standard', slug, level, seed), take, create, offer);
        }
    if (pass === 0) continue;
    console.log(`${name}: create's search ${stats(create)}`);
    if (offer) console.log(`${name}: offer's search ${stats(offer)}`);
  }
}

function stats(t: Tally): string {
  const quantile = (values: readonly number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  };
  const at = (q: number) => quantile(t.ms, q).toFixed(2);
  const moves = `moves per plan p50 ${quantile(t.moves, 0.5)}, p90 ${quantile(t.moves, 0.9)}, max ${quantile(t.moves, 1)}`;
  return `${t.ms.length} searches, ${t.found} found a plan (${moves}); p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`;
}

feed('1.8× every diner', [1.8], false);
feed("1.3×/1.8× the optimum's requests", [1.3, 1.8], true);
