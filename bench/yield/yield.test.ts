import { readFileSync } from 'node:fs';
import loadHighs from 'highs';
import { describe, expect, it } from 'vitest';
import { bookingSetupSchema, type BookingSetup } from '../../contract/booking-setup.ts';
import type { Table, TableGroup } from '../../server/booking/rules/model.ts';
import { demandStream, mulberry32, type DinerRequest } from './demand.ts';
import { eveningOf, type Evening } from './evening.ts';
import { solveOptimum, type SeatingProblem } from './optimum.ts';
import { replayEngine } from '../../server/booking/yield/replay-day.ts';

const bristol = bookingSetupSchema.parse(JSON.parse(readFileSync('content/booking-setups/bristol-harbourside.json', 'utf8')));
const DATE = '2027-01-14';
const NOW = new Date('2027-01-01T12:00:00Z');

const table = (id: string, minSeats: number, maxSeats: number): Table => ({ id, areaId: 'restaurant', minSeats, maxSeats });
/** Two interchangeable twos and a four; or a two, and a two and a four that push together. */
const TINY: { tables: Table[]; tableGroups: TableGroup[] }[] = [
  { tables: [table('t1', 1, 2), table('t2', 1, 2), table('t3', 2, 4)], tableGroups: [] },
  {
    tables: [table('t1', 1, 2), table('t2', 1, 2), table('t3', 2, 4)],
    tableGroups: [{ id: 'g23', areaId: 'restaurant', tableIds: ['t2', 't3'], minSeats: 3, maxSeats: 6 }],
  },
];

function tinyEvening(seating: (typeof TINY)[number], pacing: number | null): Evening {
  const setup: BookingSetup = { ...bristol, ...seating, config: { ...bristol.config, pacingCoversPerInterval: pacing } };
  return eveningOf(setup, { date: DATE, now: NOW, occasionId: 'dinner' });
}

/** Five parties of 1–6 asking for 17:00–18:00, seeded. */
function tinyRequests(seed: number): DinerRequest[] {
  const random = mulberry32(seed);
  return Array.from({ length: 5 }, (_, id) => ({
    id,
    covers: 1 + Math.floor(random() * 6),
    start: 17 * 60 + 15 * Math.floor(random() * 5),
  }));
}

/** Every way to seat the requests (each on one fitting table or group, or not at all); the most covers. */
function bruteForce(problem: SeatingProblem): number {
  const options = [...problem.tables.map((t) => ({ ...t, tableIds: [t.id] })), ...problem.tableGroups];
  const placed: { r: DinerRequest; tableIds: string[] }[] = [];
  const clashes = (r: DinerRequest, tableIds: string[]) =>
    placed.some(
      (p) =>
        p.tableIds.some((id) => tableIds.includes(id)) &&
        p.r.start < r.start + problem.turnMinutes(r.covers) &&
        r.start < p.r.start + problem.turnMinutes(p.r.covers),
    );
  const paced = (r: DinerRequest) =>
    problem.pacing === null || placed.filter((p) => p.r.start === r.start).reduce((s, p) => s + p.r.covers, r.covers) <= problem.pacing;
  const best = (i: number): number => {
    const r = problem.requests[i];
    if (!r) return 0;
    let most = best(i + 1);
    for (const o of options) {
      if (o.minSeats > r.covers || r.covers > o.maxSeats || clashes(r, o.tableIds) || !paced(r)) continue;
      placed.push({ r, tableIds: o.tableIds });
      most = Math.max(most, r.covers + best(i + 1));
      placed.pop();
    }
    return most;
  };
  return best(0);
}

describe('the yield bench', () => {
  it('finds the same optimum as trying every seating, on tiny evenings', async () => {
    const highs = await loadHighs();
    for (const seating of TINY) {
      for (const pacing of [null, 6]) {
        for (const seed of [1, 2, 3, 4, 5, 6]) {
          const evening = tinyEvening(seating, pacing);
          const problem = { requests: tinyRequests(seed), ...evening, intervalMinutes: 15 };
          expect(solveOptimum(highs, problem, 10).covers, `seed ${seed}, pacing ${pacing}`).toBe(bruteForce(problem));
        }
      }
    }
  });

  it('replays the engine without sharing a table and with every party fitting its seats', () => {
    for (const seating of TINY) {
      const evening = tinyEvening(seating, null);
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const { seated, covers } = replayEngine(evening, tinyRequests(seed));
        expect(covers).toBeGreaterThan(0);
        for (const s of seated) {
          const seats =
            s.tableIds.length === 1
              ? seating.tables.find((t) => t.id === s.tableIds[0])
              : seating.tableGroups.find((g) => g.tableIds.join() === s.tableIds.join());
          expect(seats && seats.minSeats <= s.request.covers && s.request.covers <= seats.maxSeats).toBe(true);
          for (const other of seated) {
            if (other === s || !other.tableIds.some((id) => s.tableIds.includes(id))) continue;
            expect(other.startsAt >= s.startsAt + s.durationMinutes || s.startsAt >= other.startsAt + other.durationMinutes).toBe(true);
          }
        }
      }
    }
  });

  it('generates the same demand for the same seed, and other demand for another', () => {
    const evening = eveningOf(bristol, { date: DATE, now: NOW, occasionId: 'dinner' });
    const stream = (seed: number) =>
      demandStream({ seed, level: 1.3, seatHours: 200, turnMinutes: evening.turnMinutes, shape: evening.shape });
    expect(stream(7)).toEqual(stream(7));
    expect(stream(8)).not.toEqual(stream(7));
    expect(stream(7).every((r) => r.start >= 17 * 60 && r.start <= 22 * 60 && r.start % 15 === 0)).toBe(true);
  });
});
