// Demand-aware acceptance from an LP of the expected demand still to come (a yield experiment, README "Yield: the engine against the best possible night").
//
// The LP (one per evening, re-solved per request with new bounds; HiGHS via the `highs` package):
//   y[c,t,o] >= 0   parties of c covers starting at t seated on option o (one table class, or a group =
//                   its member tables' classes); options are the setup's table seat ranges and groups.
//   max  sum c·y
//   demand   sum_o y[c,t,o]                 <= D[c,t] · (still to come)      (the forecast)
//   capacity sum y·units(o,k) over t<=s<t+turn(c) <= free tables of class k in slot s
//   pacing   sum_c,o c·y[c,t,o]                 <= pacing − covers already starting at t
// The duals of capacity and pacing are the bid prices per (seat class, slot) and per start slot.
import loadHighs from 'highs';
import type { Highs, Model } from 'highs';
import type { ExistingBooking } from '../../../server/booking/rules/model.ts';
import type { DinerRequest } from '../demand.ts';
import { stream, type Decision, type Policy, type PolicyContext, type ShapeName, type Venue } from './harness.ts';

export const highs: Highs = await loadHighs();

// ---- forecast ------------------------------------------------------------------------------------------------------
export interface Forecast {
  /** Expected requests per (covers, start), over the whole evening. */
  demand: Map<string, number>;
  /** Expected number of requests in the evening's stream. */
  total: number;
}
const dkey = (c: number, t: number) => `${c}@${t}`;
/**
 * Mean counts over `seeds` (never the seed replayed: leave-one-out). 'joint': the mean count of each
 * (covers, start); 'marginal': expected total × share of the party size × share of the start time
 * (what a restaurant's history gives with less noise: the two are independent in the bench's demand).
 */
export function forecastFrom(
  shape: ShapeName,
  slug: string,
  level: number,
  seeds: readonly number[],
  mode: 'joint' | 'marginal' = 'joint',
): Forecast {
  const demand = new Map<string, number>();
  const bySize = new Map<number, number>();
  const byStart = new Map<number, number>();
  let total = 0;
  for (const seed of seeds) {
    const rs = stream(shape, slug, level, seed);
    total += rs.length;
    for (const r of rs) {
      demand.set(dkey(r.covers, r.start), (demand.get(dkey(r.covers, r.start)) ?? 0) + 1);
      bySize.set(r.covers, (bySize.get(r.covers) ?? 0) + 1);
      byStart.set(r.start, (byStart.get(r.start) ?? 0) + 1);
    }
  }
  if (mode === 'marginal') {
    demand.clear();
    for (const [c, nc] of bySize) for (const [t, nt] of byStart) demand.set(dkey(c, t), (nc * nt) / total / seeds.length);
  } else for (const [k, v] of demand) demand.set(k, v / seeds.length);
  return { demand, total: total / seeds.length };
}

/** Seat-hours the forecast asks for (covers × turn), as a multiple of the evening's seat-hours. */
export function forecastLoad(f: Forecast, v: Venue): number {
  let asked = 0;
  for (const [k, n] of f.demand) {
    const c = Number(k.split('@')[0]);
    asked += (n * c * v.evening.turnMinutes(c)) / 60;
  }
  return asked / v.seatHours;
}

// ---- the LP -------------------------------------------------------------------------------------------------------
interface Option {
  /** units per class index */
  usage: [number, number][];
  minSeats: number;
  maxSeats: number;
}
export interface Lp {
  model: Model;
  venue: Venue;
  classes: string[];
  classCount: number[];
  tableClass: Map<string, number>;
  slot0: number;
  interval: number;
  nSlots: number;
  starts: number[];
  /** row indices */
  demandRow: Map<string, number>;
  capRow: (k: number, s: number) => number;
  paceRow: Map<number, number>;
  nRows: number;
  /** options usable by a party of c */
  optionsFor: (c: number) => Option[];
  turn: (c: number) => number;
  pacing: number | null;
}

export function buildLp(v: Venue): Lp {
  const { evening } = v;
  const interval = evening.shape.intervalMinutes;
  const tables = evening.tables;
  const classOf = (t: { minSeats: number; maxSeats: number }) => `${t.minSeats}-${t.maxSeats}`;
  const classes = [...new Set(tables.map(classOf))];
  const classCount = classes.map((k) => tables.filter((t) => classOf(t) === k).length);
  const tableClass = new Map(tables.map((t) => [t.id, classes.indexOf(classOf(t))]));
  const options: Option[] = [];
  const seen = new Set<string>();
  const addOption = (usage: Map<number, number>, minSeats: number, maxSeats: number) => {
    const u = [...usage.entries()].sort((a, b) => a[0] - b[0]);
    const k = `${JSON.stringify(u)}|${minSeats}-${maxSeats}`;
    if (seen.has(k)) return;
    seen.add(k);
    options.push({ usage: u, minSeats, maxSeats });
  };
  for (const t of tables) addOption(new Map([[tableClass.get(t.id)!, 1]]), t.minSeats, t.maxSeats);
  for (const g of evening.tableGroups) {
    const usage = new Map<number, number>();
    for (const id of g.tableIds) {
      const k = tableClass.get(id);
      if (k === undefined) continue;
      usage.set(k, (usage.get(k) ?? 0) + 1);
    }
    addOption(usage, g.minSeats, g.maxSeats);
  }
  const optionsFor = (c: number) => options.filter((o) => o.minSeats <= c && c <= o.maxSeats);
  const turn = evening.turnMinutes;
  const maxTurn = Math.max(...[1, 2, 3, 4, 5, 6, 7, 8].map(turn));
  const slot0 = evening.shape.firstStart;
  const nSlots = Math.ceil((evening.shape.lastStart + maxTurn - slot0) / interval);
  const starts: number[] = [];
  for (let t = evening.shape.firstStart; t <= evening.shape.lastStart; t += interval) starts.push(t);

  const model = highs.createModel();
  model.options.set({ output_flag: false });
  // LP_SOLVER=ipm: interior point without crossover, duals near the centre of the optimal dual face.
  if (process.env.LP_SOLVER === 'ipm') model.options.set({ solver: 'ipm', run_crossover: 'off' });
  // rows: demand, then capacity, then pacing; built from columns
  const demandRow = new Map<string, number>();
  let nRows = 0;
  for (let c = 1; c <= 8; c++) for (const t of starts) demandRow.set(dkey(c, t), nRows++);
  const capBase = nRows;
  nRows += classes.length * nSlots;
  const capRow = (k: number, s: number) => capBase + k * nSlots + s;
  const paceRow = new Map<number, number>();
  for (const t of starts) paceRow.set(t, nRows++);
  // columns as entries per row
  const rowEntries: { idx: number[]; val: number[] }[] = Array.from({ length: nRows }, () => ({ idx: [], val: [] }));
  let nCols = 0;
  const costs: number[] = [];
  for (let c = 1; c <= 8; c++)
    for (const t of starts)
      for (const o of optionsFor(c)) {
        const col = nCols++;
        costs.push(-c);
        const push = (row: number, val: number) => {
          rowEntries[row]!.idx.push(col);
          rowEntries[row]!.val.push(val);
        };
        push(demandRow.get(dkey(c, t))!, 1);
        const s0 = (t - slot0) / interval;
        const s1 = Math.ceil((t + turn(c) - slot0) / interval);
        for (const [k, units] of o.usage) for (let s = s0; s < s1; s++) push(capRow(k, s), units);
        push(paceRow.get(t)!, c);
      }
  model.addVars(new Float64Array(nCols), new Float64Array(nCols).fill(highs.infinity));
  costs.forEach((cost, i) => model.changeColCost(i, cost));
  for (let r = 0; r < nRows; r++) {
    const e = rowEntries[r]!;
    model.addRow(-highs.infinity, 0, { indices: new Int32Array(e.idx), values: new Float64Array(e.val) });
  }
  return {
    model,
    venue: v,
    classes,
    classCount,
    tableClass,
    slot0,
    interval,
    nSlots,
    starts,
    demandRow,
    capRow,
    paceRow,
    nRows,
    optionsFor,
    turn,
    pacing: evening.pacing,
  };
}

/** Free capacity (class × slot) and pacing left (start) after `bookings`. */
export interface State {
  cap: Float64Array;
  pace: Map<number, number>;
}
export function stateOf(lp: Lp, bookings: readonly ExistingBooking[]): State {
  const cap = new Float64Array(lp.classes.length * lp.nSlots);
  lp.classCount.forEach((n, k) => cap.fill(n, k * lp.nSlots, (k + 1) * lp.nSlots));
  const pace = new Map(lp.starts.map((t) => [t, lp.pacing ?? 1e6]));
  for (const b of bookings) occupy(lp, cap, pace, b.tableIds, b.startsAt, b.durationMinutes, b.covers, -1);
  return { cap, pace };
}
export function occupy(
  lp: Lp,
  cap: Float64Array,
  pace: Map<number, number>,
  tableIds: readonly string[],
  start: number,
  duration: number,
  covers: number,
  sign: number,
): void {
  const s0 = Math.max(0, Math.floor((start - lp.slot0) / lp.interval));
  const s1 = Math.min(lp.nSlots, Math.ceil((start + duration - lp.slot0) / lp.interval));
  for (const id of tableIds) {
    const k = lp.tableClass.get(id);
    if (k === undefined) continue;
    for (let s = s0; s < s1; s++) cap[k * lp.nSlots + s]! += sign;
  }
  if (pace.has(start) && covers) pace.set(start, pace.get(start)! + sign * covers);
}

/** Solves the LP with the given free capacity and demand still to come; returns the objective (covers) and the row duals. */
export function solve(lp: Lp, state: State, forecast: Forecast, remaining: number): { value: number; duals: Float64Array } {
  const upper = new Float64Array(lp.nRows);
  for (const [k, row] of lp.demandRow) upper[row] = Math.max(0, (forecast.demand.get(k) ?? 0) * remaining);
  for (let i = 0; i < state.cap.length; i++) upper[lp.capRow(0, 0) + i] = Math.max(0, state.cap[i]!);
  for (const [t, row] of lp.paceRow) upper[row] = Math.max(0, state.pace.get(t)!);
  const lower = new Float64Array(lp.nRows).fill(-highs.infinity);
  lp.model.changeRowsBounds({ kind: 'range', from: 0, to: lp.nRows - 1 }, lower, upper);
  // Cold start each solve, so a decision depends only on the state (a warm basis picks another vertex of a
  // degenerate dual face, and the run would depend on which evening was solved before).
  lp.model.clearSolver();
  lp.model.run();
  const sol = lp.model.getSolution();
  // minimising −covers: a <= row's dual is <= 0; its price in covers is −dual.
  const duals = new Float64Array(lp.nRows);
  sol.rowDual.forEach((d, i) => (duals[i] = -d));
  return { value: -lp.model.getObjectiveValue(), duals };
}

// ---- policies -----------------------------------------------------------------------------------------------------
export interface BidOptions {
  /** 'engine': price the seats the engine chose (with its moves); 'cheapest': the cheapest option in the LP. */
  price: 'engine' | 'cheapest' | 'displacement';
  /** accept iff covers >= scale × opportunity cost */
  scale: number;
  /** demand still to come = forecast × max(0, 1 − (index + 1) / expected total) ^ taper; false = whole evening */
  remaining: boolean;
  /** Forecast seeds for a context (leave-one-out). */
  forecastSeeds: (ctx: PolicyContext) => readonly number[];
  /** Forecast shape (default: the replayed shape). */
  forecastShape?: ShapeName;
  /** Forecast level (default: the replayed level; another one = a wrong forecast). */
  forecastLevel?: number;
  /** Forecast from the mean joint counts or the product of the marginals. */
  forecastMode?: 'joint' | 'marginal';
  /** Apply the policy only when the forecast asks for at least gate × the evening's seat-hours (0 = always). */
  gate?: number;
  /** Multiplies the demand still to come (1 = the forecast as it is). */
  demandScale?: number;
  /** Refuse only when the proposal's (class, slot) cells are on average at least this full already (0 = off). */
  fillGuard?: number;
  /** Re-solve only every n requests (1 = each). */
  every?: number;
  /** Only decide at or above this demand index fraction ... (unused by default) */
  minCost?: number;
}

/** Diagnostic only (not honest): the forecast is the replayed stream itself. */
export const oracle = (ctx: PolicyContext) => [ctx.seed];
export const leaveOneOut = (pool: readonly number[]) => (ctx: PolicyContext) => pool.filter((s) => s !== ctx.seed);

const lps = new Map<string, Lp>();
function lpFor(v: Venue): Lp {
  let lp = lps.get(v.slug);
  if (!lp) lps.set(v.slug, (lp = buildLp(v)));
  return lp;
}

/** Class usage (k, slot) of the engine's proposal, moves included, and the pacing it uses. */
function proposalDelta(lp: Lp, d: Decision): { cap: Float64Array; pace: Map<number, number> } {
  const cap = new Float64Array(lp.classes.length * lp.nSlots);
  const pace = new Map(lp.starts.map((t) => [t, 0]));
  const { check, request, bookings } = d;
  occupy(lp, cap, pace, check.seating!.tableIds, check.startsAt!, check.durationMinutes!, request.covers, +1);
  for (const m of check.moves) {
    const b = bookings.find((x) => x.id === m.bookingId)!;
    occupy(lp, cap, pace, b.tableIds, b.startsAt, b.durationMinutes, 0, -1);
    occupy(lp, cap, pace, m.toTableIds, b.startsAt, b.durationMinutes, 0, +1);
  }
  return { cap, pace };
}

export function bidPricePolicy(name: string, o: BidOptions): Policy {
  let lp: Lp;
  let forecast: Forecast;
  let cached: { index: number; duals: Float64Array; value: number } | null = null;
  let off = false;
  return {
    name,
    begin(c) {
      lp = lpFor(c.venue);
      forecast = forecastFrom(o.forecastShape ?? c.shape, c.slug, o.forecastLevel ?? c.level, o.forecastSeeds(c), o.forecastMode);
      cached = null;
      off = forecastLoad(forecast, c.venue) < (o.gate ?? 0);
    },
    accept(d) {
      if (off) return true;
      const remaining = (o.demandScale ?? 1) * (o.remaining ? Math.max(0, 1 - (d.index + 1) / forecast.total) : 1);
      const state = stateOf(lp, d.bookings);
      const c = d.request.covers;
      if (o.fillGuard) {
        const delta = proposalDelta(lp, d);
        let cells = 0;
        let full = 0;
        for (let i = 0; i < delta.cap.length; i++)
          if (delta.cap[i]! > 0) {
            const n = lp.classCount[Math.floor(i / lp.nSlots)]!;
            cells += 1;
            full += (n - state.cap[i]!) / n;
          }
        if (cells && full / cells < o.fillGuard) return true;
      }
      if (o.price === 'displacement') {
        const base = solve(lp, state, forecast, remaining).value;
        const delta = proposalDelta(lp, d);
        const after: State = {
          cap: state.cap.map((x, i) => x - delta.cap[i]!),
          pace: new Map([...state.pace].map(([t, p]) => [t, p - delta.pace.get(t)!])),
        };
        const reduced = solve(lp, after, forecast, remaining).value;
        return c >= o.scale * (base - reduced) - 1e-9;
      }
      const every = o.every ?? 1;
      if (!cached || d.index - cached.index >= every) cached = { index: d.index, ...solve(lp, state, forecast, remaining) };
      const { duals } = cached;
      const paceCost = lp.paceRow.has(d.request.start) ? c * duals[lp.paceRow.get(d.request.start)!]! : 0;
      let cost: number;
      if (o.price === 'engine') {
        const delta = proposalDelta(lp, d);
        cost = paceCost;
        for (let i = 0; i < delta.cap.length; i++) cost += delta.cap[i]! * duals[lp.capRow(0, 0) + i]!;
      } else {
        const s0 = (d.request.start - lp.slot0) / lp.interval;
        const s1 = Math.ceil((d.request.start + lp.turn(c) - lp.slot0) / lp.interval);
        cost = Infinity;
        for (const opt of lp.optionsFor(c)) {
          let x = 0;
          for (const [k, units] of opt.usage) for (let s = s0; s < s1; s++) x += units * duals[lp.capRow(k, s)]!;
          cost = Math.min(cost, x);
        }
        cost += paceCost;
      }
      return c >= o.scale * cost - 1e-9;
    },
  };
}

export type { DinerRequest };
