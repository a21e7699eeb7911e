// Seeded demand for one evening (the yield bench, README "Yield: the engine against the best
// possible night"). Pure: the same seed and level give the same stream, so a run can be repeated.

/** One diner's request: a party asking for one start time (minutes after midnight). */
export interface DinerRequest {
  id: number;
  covers: number;
  start: number;
}

/** mulberry32: a small, fast, seeded PRNG; the bench never reads Math.random. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type PartyMix = readonly (readonly [covers: number, weight: number])[];

/** Party sizes, weighted: many twos, some threes and fours, a few five-to-eights. */
export const PARTY_MIX: PartyMix = [
  [1, 4],
  [2, 44],
  [3, 14],
  [4, 22],
  [5, 5],
  [6, 6],
  [7, 2],
  [8, 3],
];

/**
 * Demand of another shape, for checking a rule against more than the demand it was tried on: more fours, sixes and
 * eights, and the peak later (19:30–21:00, `laterPeak`).
 */
export const LATE_LARGE_MIX: PartyMix = [
  [1, 2],
  [2, 30],
  [3, 10],
  [4, 28],
  [5, 8],
  [6, 12],
  [7, 4],
  [8, 6],
];

function pickWeighted<T>(random: () => number, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  let picked: T | undefined;
  for (const [item, w] of items) {
    picked = item;
    r -= w;
    if (r < 0) break;
  }
  if (picked === undefined) throw new Error('no items to pick from');
  return picked;
}

export interface EveningShape {
  /** First and last bookable start (minutes after midnight), on the slot grid. */
  firstStart: number;
  lastStart: number;
  intervalMinutes: number;
  /** The peak's first and last start: asked for three times as often as the shoulders. */
  peakFrom: number;
  peakTo: number;
}

/** Start times on the grid, weighted to the peak (3), the hour either side of it (2), the rest (1). */
export function startWeights(shape: EveningShape): [number, number][] {
  const weights: [number, number][] = [];
  for (let t = shape.firstStart; t <= shape.lastStart; t += shape.intervalMinutes) {
    const away = t < shape.peakFrom ? shape.peakFrom - t : t > shape.peakTo ? t - shape.peakTo : 0;
    weights.push([t, away === 0 ? 3 : away <= 60 ? 2 : 1]);
  }
  return weights;
}

export interface DemandOptions {
  seed: number;
  /** Requested seat-hours as a multiple of the evening's seat-hours (0.7, 1.3, 1.8). */
  level: number;
  /** Seats × hours the restaurant offers over the evening. */
  seatHours: number;
  /** How long a party of this size holds its table (the setup's turn times). */
  turnMinutes: (covers: number) => number;
  shape: EveningShape;
  /** Party sizes asked for: PARTY_MIX unless another shape of demand is tried. */
  partyMix?: PartyMix;
}

/** The evening with its peak at 19:30–21:00 (the late-large demand), within its last start. */
export const laterPeak = (shape: EveningShape): EveningShape => ({
  ...shape,
  peakFrom: Math.min(19 * 60 + 30, shape.lastStart),
  peakTo: Math.min(21 * 60, shape.lastStart),
});

/**
 * Requests until the seat-hours they ask for (covers × turn time) reach level × the
 * evening's seat-hours, then shuffled: the order diners arrive in is random too.
 */
export function demandStream(options: DemandOptions): DinerRequest[] {
  const random = mulberry32(options.seed);
  const starts = startWeights(options.shape);
  const target = options.level * options.seatHours;
  const requests: DinerRequest[] = [];
  for (let asked = 0; asked < target;) {
    const covers = pickWeighted(random, options.partyMix ?? PARTY_MIX);
    const start = pickWeighted(random, starts);
    requests.push({ id: requests.length, covers, start });
    asked += (covers * options.turnMinutes(covers)) / 60;
  }
  return requests
    .map((request) => ({ request, key: random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ request }) => request);
}

/** Seats × hours from the first start to the last start (the evening the bench offers). */
export function eveningSeatHours(tables: readonly { maxSeats: number }[], shape: EveningShape): number {
  const seats = tables.reduce((sum, t) => sum + t.maxSeats, 0);
  return (seats * (shape.lastStart - shape.firstStart)) / 60;
}
