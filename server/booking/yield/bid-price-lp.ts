// The yield rule's linear programme (decision 075): how many covers the rest of a day's expected demand could
// still seat, given the tables and pacing left. Its duals price each table class's seats per slot and each start's
// pacing; a request is worth taking when its covers are at least the prices of the seats it would use.
//
//   y[c,t,o] >= 0   parties of c covers starting at t on option o (a table class, or a group: its tables' classes)
//   max  Σ c·y
//   demand    booked(c,t) <= Σ_o y[c,t,o]           <= booked(c,t) + expected requests of c covers for t still to come
//   capacity  Σ units(o,k)·y over starts t whose turn covers slot s   <= free tables of class k in slot s
//   pacing    Σ c·y[c,t,o]                         <= pacing − covers already starting at t
//
// booked(c,t): the day's bookings that re-seating may still move (decision 074) sit on whichever option the LP
// gives them, as a re-seating could seat them; the others hold their own tables in `capacity` and their covers in
// `pacing` (decision 075).
//
// Pure: the HiGHS instance is passed in (the `highs` package, loaded once per process).
import type { Highs, Model } from 'highs';
import type { ExistingBooking, Id, Table, TableGroup } from '../rules/model.ts';

/** One day of a restaurant as the yield rule sees it. */
export interface YieldEvening {
  tables: readonly Table[];
  tableGroups: readonly TableGroup[];
  turnMinutes: (covers: number) => number;
  /** product.md D5 pacing: covers that may start per slot interval, or null. */
  pacing: number | null;
  /** The day's start grid. */
  starts: readonly number[];
  intervalMinutes: number;
}

/** Expected requests per `demandKey(covers, start)`. */
export type Demand = ReadonlyMap<string, number>;
export const demandKey = (covers: number, start: number) => `${covers}@${start}`;

interface Option {
  usage: [number, number][];
  minSeats: number;
  maxSeats: number;
}

export interface BidPriceLp {
  readonly highs: Highs;
  readonly model: Model;
  readonly evening: YieldEvening;
  readonly classCount: number[];
  readonly tableClass: ReadonlyMap<Id, number>;
  readonly slot0: number;
  readonly nSlots: number;
  readonly demandRow: ReadonlyMap<string, number>;
  readonly capBase: number;
  readonly paceRow: ReadonlyMap<number, number>;
  readonly nRows: number;
}

/** Seat prices: per (class, slot) and per start's pacing, in covers. */
export interface BidPrices {
  lp: BidPriceLp;
  duals: Float64Array;
}

/** The day's tables as classes by seat range, and the options a party of each size may use. */
function tableOptions(evening: YieldEvening) {
  const classOf = (t: { minSeats: number; maxSeats: number }) => `${t.minSeats}-${t.maxSeats}`;
  const classes = [...new Set(evening.tables.map(classOf))];
  const classCount = classes.map((k) => evening.tables.filter((t) => classOf(t) === k).length);
  const tableClass = new Map(evening.tables.map((t) => [t.id, classes.indexOf(classOf(t))]));
  const options: Option[] = [];
  const seen = new Set<string>();
  const add = (usage: Map<number, number>, minSeats: number, maxSeats: number) => {
    const u = [...usage.entries()].sort((a, b) => a[0] - b[0]);
    const key = `${JSON.stringify(u)}|${minSeats}-${maxSeats}`;
    if (!usage.size || seen.has(key)) return;
    options.push({ usage: u, minSeats, maxSeats });
    seen.add(key);
  };
  for (const t of evening.tables) add(new Map([[tableClass.get(t.id)!, 1]]), t.minSeats, t.maxSeats);
  for (const g of evening.tableGroups) {
    const usage = new Map<number, number>();
    for (const id of g.tableIds) {
      const k = tableClass.get(id);
      if (k !== undefined) usage.set(k, (usage.get(k) ?? 0) + 1);
    }
    if ([...usage.values()].reduce((a, b) => a + b, 0) === g.tableIds.length) add(usage, g.minSeats, g.maxSeats);
  }
  return { classCount, tableClass, optionsFor: (c: number) => options.filter((o) => o.minSeats <= c && c <= o.maxSeats) };
}

/** Builds the LP once per setup and day shape; `solveBidPrices` re-solves it with the day's state. */
export function buildBidPriceLp(highs: Highs, evening: YieldEvening, partySizes: readonly number[]): BidPriceLp {
  const { classCount, tableClass, optionsFor } = tableOptions(evening);
  const interval = evening.intervalMinutes;
  const slot0 = evening.starts[0] ?? 0;
  const lastEnd = Math.max(slot0, ...evening.starts.flatMap((t) => partySizes.map((c) => t + evening.turnMinutes(c))));
  const nSlots = Math.max(1, Math.ceil((lastEnd - slot0) / interval));
  const demandRow = new Map<string, number>();
  let nRows = 0;
  for (const c of partySizes) for (const t of evening.starts) demandRow.set(demandKey(c, t), nRows++);
  const capBase = nRows;
  nRows += classCount.length * nSlots;
  const paceRow = new Map<number, number>();
  for (const t of evening.starts) paceRow.set(t, nRows++);

  const rows: { idx: number[]; val: number[] }[] = Array.from({ length: nRows }, () => ({ idx: [], val: [] }));
  const costs: number[] = [];
  for (const c of partySizes)
    for (const t of evening.starts)
      for (const o of optionsFor(c)) {
        const col = costs.length;
        costs.push(-c);
        const push = (row: number, val: number) => {
          rows[row]!.idx.push(col);
          rows[row]!.val.push(val);
        };
        push(demandRow.get(demandKey(c, t))!, 1);
        const s0 = (t - slot0) / interval;
        const s1 = Math.ceil((t + evening.turnMinutes(c) - slot0) / interval);
        for (const [k, units] of o.usage) for (let s = s0; s < s1; s++) push(capBase + k * nSlots + s, units);
        push(paceRow.get(t)!, c);
      }
  const model = highs.createModel();
  // Presolve off: on an LP this small it costs more than it saves (a solve's p99 fell from ~45 to ~6 ms on the
  // yield bench's busiest evening); the dual simplex, HiGHS's default, named so it stays.
  model.options.set({ output_flag: false, presolve: 'off', simplex_strategy: 1 });
  model.addVars(new Float64Array(costs.length), new Float64Array(costs.length).fill(highs.infinity));
  costs.forEach((cost, i) => model.changeColCost(i, cost));
  for (const r of rows) model.addRow(-highs.infinity, 0, { indices: new Int32Array(r.idx), values: new Float64Array(r.val) });
  return { highs, model, evening, classCount, tableClass, slot0, nSlots, demandRow, capBase, paceRow, nRows };
}

/** Adds `sign` × the seats of `tableIds` over [start, start + duration) and its covers to the start's pacing. */
function occupy(
  lp: BidPriceLp,
  cap: Float64Array,
  pace: Map<number, number>,
  tableIds: readonly Id[],
  start: number,
  duration: number,
  covers: number,
  sign: number,
) {
  const s0 = Math.max(0, Math.floor((start - lp.slot0) / lp.evening.intervalMinutes));
  const s1 = Math.min(lp.nSlots, Math.ceil((start + duration - lp.slot0) / lp.evening.intervalMinutes));
  for (const id of tableIds) {
    const k = lp.tableClass.get(id);
    if (k !== undefined) for (let s = s0; s < s1; s++) cap[k * lp.nSlots + s]! += sign;
  }
  if (covers && pace.has(start)) pace.set(start, pace.get(start)! + sign * covers);
}

/** HiGHS's model status for a proven optimum. */
const OPTIMAL = 7;

/** A day's bookings as the LP sees them: which of them re-seating may still move (decision 074). */
export interface PricedDay {
  bookings: readonly ExistingBooking[];
  movable: (booking: ExistingBooking) => boolean;
}

/** Whether the LP seats `b` on any option (movable, at a start and turn the LP knows), not on its own tables. */
export function seatedByLp(lp: BidPriceLp, day: PricedDay, b: ExistingBooking): boolean {
  return day.movable(b) && lp.demandRow.has(demandKey(b.covers, b.startsAt)) && b.durationMinutes === lp.evening.turnMinutes(b.covers);
}

/**
 * The seat prices after the day's bookings, with `demand` still to come; null if HiGHS proves no optimum (the rule
 * then stands aside). Should the movable bookings fit no option the LP knows (a setup changed under them), they
 * hold their own tables, as the others do.
 */
export function solveBidPrices(lp: BidPriceLp, day: PricedDay, demand: Demand): BidPrices | null {
  const prices = solve(lp, day, demand);
  if (prices || !day.bookings.some((b) => seatedByLp(lp, day, b))) return prices;
  return solve(lp, { bookings: day.bookings, movable: () => false }, demand);
}

function solve(lp: BidPriceLp, day: PricedDay, demand: Demand): BidPrices | null {
  const cap = new Float64Array(lp.classCount.length * lp.nSlots);
  lp.classCount.forEach((n, k) => cap.fill(n, k * lp.nSlots, (k + 1) * lp.nSlots));
  const pace = new Map(lp.evening.starts.map((t) => [t, lp.evening.pacing ?? 1e6]));
  const booked = new Map<string, number>();
  for (const b of day.bookings) {
    if (!seatedByLp(lp, day, b)) occupy(lp, cap, pace, b.tableIds, b.startsAt, b.durationMinutes, b.covers, -1);
    else {
      const k = demandKey(b.covers, b.startsAt);
      booked.set(k, (booked.get(k) ?? 0) + 1);
    }
  }
  const lower = new Float64Array(lp.nRows).fill(-lp.highs.infinity);
  const upper = new Float64Array(lp.nRows);
  for (const [k, row] of lp.demandRow) {
    const n = booked.get(k) ?? 0;
    if (n) lower[row] = n;
    upper[row] = n + Math.max(0, demand.get(k) ?? 0);
  }
  for (let i = 0; i < cap.length; i++) upper[lp.capBase + i] = Math.max(0, cap[i]!);
  for (const [t, row] of lp.paceRow) upper[row] = Math.max(0, pace.get(t)!);
  lp.model.changeRowsBounds({ kind: 'range', from: 0, to: lp.nRows - 1 }, lower, upper);
  // Cold start each solve: a decision depends only on the day's state, never on what was solved before.
  lp.model.clearSolver();
  lp.model.run();
  if (lp.model.getModelStatus() !== OPTIMAL) return null;
  // Minimising −covers: a ≤ row's dual is ≤ 0; its price in covers is −dual.
  const duals = Float64Array.from(lp.model.getSolution().rowDual, (d) => -d);
  return duals.every(Number.isFinite) ? { lp, duals } : null;
}

/** What a seating costs at these prices: its tables over its turn, the moves it makes, and its start's pacing. */
export function seatingCost(
  prices: BidPrices,
  proposal: { start: number; duration: number; covers: number; tableIds: readonly Id[] },
  moves: readonly { startsAt: number; durationMinutes: number; fromTableIds: readonly Id[]; toTableIds: readonly Id[] }[],
): number {
  const { lp, duals } = prices;
  const cap = new Float64Array(lp.classCount.length * lp.nSlots);
  const pace = new Map(lp.evening.starts.map((t) => [t, 0]));
  occupy(lp, cap, pace, proposal.tableIds, proposal.start, proposal.duration, proposal.covers, +1);
  for (const m of moves) {
    occupy(lp, cap, pace, m.fromTableIds, m.startsAt, m.durationMinutes, 0, -1);
    occupy(lp, cap, pace, m.toTableIds, m.startsAt, m.durationMinutes, 0, +1);
  }
  let cost = proposal.covers * (duals[lp.paceRow.get(proposal.start) ?? -1] ?? 0);
  for (let i = 0; i < cap.length; i++) if (cap[i]) cost += cap[i]! * duals[lp.capBase + i]!;
  return cost;
}
