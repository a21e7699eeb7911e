// Experiment harness (the yield rules README "Yield: the engine against the best possible night" leaves open): replays the bench's demand through the engine's checkSlot with an
// acceptance policy in front of it, and scores it against the README's optimum covers (no HiGHS MILP here).
// Experiment code only: nothing in the product imports it.
import { existsSync, readFileSync } from 'node:fs';
import { bookingSetupSchema } from '../../../contract/booking-setup.ts';
import type { ExistingBooking } from '../../../server/booking/rules/model.ts';
import type { SlotCheck } from '../../../server/booking/rules/slot-search.ts';
import { demandStream, eveningSeatHours, LATE_LARGE_MIX, laterPeak, type DinerRequest } from '../demand.ts';
import { replayEngine } from '../../../server/booking/yield/replay-day.ts';
import { eveningOf, type Evening } from '../evening.ts';

export const RESTAURANTS = ['bristol-harbourside', 'liverpool', 'manchester-trafford-centre'] as const;
export const LEVELS = [0.7, 1.3, 1.8] as const;
export const SEEDS = [1, 2, 3, 4, 5] as const;
const DATE = '2027-01-14';
const NOW = new Date('2027-01-01T12:00:00Z');

/** The standard shape (demand.ts) or another one (our own copy of the generator, below). */
export type ShapeName = 'standard' | 'late-large';

export interface Venue {
  slug: string;
  evening: Evening;
  seatHours: number;
}

const venues = new Map<string, Venue>();
export function venue(slug: string): Venue {
  let v = venues.get(slug);
  if (!v) {
    const setup = bookingSetupSchema.parse(JSON.parse(readFileSync(`content/booking-setups/${slug}.json`, 'utf8')));
    const evening = eveningOf(setup, { date: DATE, now: NOW, occasionId: 'dinner' });
    v = { slug, evening, seatHours: eveningSeatHours(evening.tables, evening.shape) };
    venues.set(slug, v);
  }
  return v;
}

export function stream(shape: ShapeName, slug: string, level: number, seed: number): DinerRequest[] {
  const v = venue(slug);
  const { turnMinutes } = v.evening;
  if (shape === 'late-large')
    return demandStream({ seed, level, seatHours: v.seatHours, turnMinutes, shape: laterPeak(v.evening.shape), partyMix: LATE_LARGE_MIX });
  return demandStream({ seed, level, seatHours: v.seatHours, turnMinutes, shape: v.evening.shape });
}

// ---- the README's figures ---------------------------------------------------------------------------------------
export interface Reference {
  /** The engine without the yield rule (decision 075): what the experiments put rules in front of. */
  engine: number;
  optimum: number;
}
let reference: Map<string, Reference> | null = null;
export const key = (slug: string, level: number, seed: number) => `${slug}|${level}|${seed}`;
/** Engine and optimum covers per evening from README "### Yield: the engine against the best possible night". */
export function readmeFigures(): Map<string, Reference> {
  if (reference) return reference;
  const text = readFileSync('README.md', 'utf8');
  const section = text.slice(text.indexOf('### Yield: the engine against the best possible night'));
  reference = new Map();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    // | restaurant | demand | seed | requests | engine | without the yield rule | ±30 | nearby | optimum | ratio | gap |
    if (cells.length < 12 || !(RESTAURANTS as readonly string[]).includes(cells[1]!)) continue;
    const level = Number(cells[2]!.replace('×', ''));
    reference.set(key(cells[1]!, level, Number(cells[3])), { engine: Number(cells[6]), optimum: Number(cells[9]) });
    if (reference.size === 45) break;
  }
  return reference;
}

// ---- replay with a policy ---------------------------------------------------------------------------------------
export interface PolicyContext {
  venue: Venue;
  slug: string;
  level: number;
  seed: number;
  shape: ShapeName;
}
export interface Decision {
  request: DinerRequest;
  /** Position in the stream (0-based). */
  index: number;
  /** Bookings so far (before this one and before the moves). */
  bookings: readonly ExistingBooking[];
  /** The engine's verdict: bookable, with the seating and the moves it would apply. */
  check: SlotCheck;
}
export interface Policy {
  name: string;
  /** Called once per evening before the first request. */
  begin(ctx: PolicyContext): void;
  /** After checkSlot said bookable: return false to refuse the diner. */
  accept(decision: Decision): boolean;
  /** Called when the evening is over. */
  end?(): void;
}
export const acceptAll: Policy = { name: 'engine', begin() {}, accept: () => true };

export interface ReplayOutcome {
  covers: number;
  parties: number;
  refused: number;
  refusedCovers: number;
}
export function replay(ctx: PolicyContext, requests: readonly DinerRequest[], policy: Policy): ReplayOutcome {
  let refused = 0;
  let refusedCovers = 0;
  policy.begin(ctx);
  const out = replayEngine(ctx.venue.evening, requests, {
    accept: (decision) => {
      const taken = policy.accept(decision);
      if (!taken) {
        refused += 1;
        refusedCovers += decision.request.covers;
      }
      return taken;
    },
  });
  policy.end?.();
  return { covers: out.covers, parties: out.parties, refused, refusedCovers };
}

// ---- a whole run and its summary ---------------------------------------------------------------------------------
export interface Row {
  slug: string;
  level: number;
  seed: number;
  requests: number;
  covers: number;
  /** The engine without the yield rule (decision 075): what the experiments put rules in front of. */
  engine: number;
  optimum: number | null;
  refused: number;
}
export function run(
  policy: Policy,
  options: {
    shape?: ShapeName;
    seeds?: readonly number[];
    levels?: readonly number[];
    restaurants?: readonly string[];
    engineOf?: (k: string) => number | undefined;
  } = {},
): Row[] {
  const shape = options.shape ?? 'standard';
  const figures = readmeFigures();
  // Another shape's optimum: solved once by optimum-shape.ts (HiGHS), cached beside this file.
  const shapeFile = `bench/yield/experiments/optimum-${shape}.json`;
  const shapeOptimum: Record<string, { covers: number }> =
    shape !== 'standard' && existsSync(shapeFile) ? JSON.parse(readFileSync(shapeFile, 'utf8')) : {};
  const rows: Row[] = [];
  for (const slug of options.restaurants ?? RESTAURANTS)
    for (const level of options.levels ?? LEVELS)
      for (const seed of options.seeds ?? SEEDS) {
        const requests = stream(shape, slug, level, seed);
        const out = replay({ venue: venue(slug), slug, level, seed, shape }, requests, policy);
        const ref = shape === 'standard' ? figures.get(key(slug, level, seed)) : undefined;
        const engine = options.engineOf?.(key(slug, level, seed)) ?? ref?.engine ?? Number.NaN;
        rows.push({
          slug,
          level,
          seed,
          requests: requests.length,
          covers: out.covers,
          engine,
          optimum: ref?.optimum ?? shapeOptimum[key(slug, level, seed)]?.covers ?? null,
          refused: out.refused,
        });
      }
  return rows;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
export function summary(name: string, rows: readonly Row[]): string {
  const lines = [`## ${name}`];
  const byLevel = (l: number) => rows.filter((r) => r.level === l);
  for (const level of [...new Set(rows.map((r) => r.level))]) {
    const rs = byLevel(level);
    const withOpt = rs.filter((r) => r.optimum !== null);
    const ratios = withOpt.map((r) => r.covers / r.optimum!);
    const deltas = rs.map((r) => r.covers - r.engine);
    const parts = [
      `${level}×:`,
      `covers ${rs.reduce((s, r) => s + r.covers, 0)} (engine ${rs.reduce((s, r) => s + r.engine, 0)})`,
      `Δ per evening min ${Math.min(...deltas)} max ${Math.max(...deltas)}, below engine on ${deltas.filter((d) => d < 0).length}/${rs.length}`,
    ];
    if (ratios.length)
      parts.push(
        `ratio worst ${pct(Math.min(...ratios))} mean ${pct(ratios.reduce((a, b) => a + b, 0) / ratios.length)}, ≥90% on ${ratios.filter((x) => x >= 0.9).length}/${ratios.length}`,
      );
    lines.push(parts.join('  '));
  }
  return lines.join('\n');
}
export function table(rows: readonly Row[]): string {
  const out = [
    '| restaurant | demand | seed | req | engine | policy | Δ | optimum | engine ratio | policy ratio |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows)
    out.push(
      `| ${r.slug} | ${r.level}× | ${r.seed} | ${r.requests} | ${r.engine} | ${r.covers} | ${r.covers - r.engine >= 0 ? '+' : ''}${r.covers - r.engine} | ${r.optimum ?? '–'} | ${r.optimum ? pct(r.engine / r.optimum) : '–'} | ${r.optimum ? pct(r.covers / r.optimum) : '–'} |`,
    );
  return out.join('\n');
}
