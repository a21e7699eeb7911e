// The offline optimum for the same requests (the yield bench): a MILP solved by HiGHS. Every
// request keeps its asked-for time; x[r,c] = 1 seats request r on table-or-group c. Constraints
// mirror product.md D5: a party fits c's seat range; a table (every member of a group) holds one
// party for the whole turn time; pacing caps the covers starting in each slot.
import type { Highs } from 'highs';
import type { Table, TableGroup } from '../../server/booking/rules/model.ts';
import type { DinerRequest } from './demand.ts';

export interface SeatingProblem {
  requests: readonly DinerRequest[];
  tables: readonly Table[];
  tableGroups: readonly TableGroup[];
  turnMinutes: (covers: number) => number;
  pacing: number | null;
  intervalMinutes: number;
}

/** What a candidate holds: one table, or one of `capacity` interchangeable tables. */
interface Resource {
  id: string;
  capacity: number;
}

interface Candidate {
  request: DinerRequest;
  resources: readonly Resource[];
  name: string;
}

export interface OptimumResult {
  covers: number;
  parties: number;
  /** HiGHS's relative MIP gap: 0 when optimality is proved. */
  gap: number;
  status: string;
  /** Request ids the optimum seats. */
  seated: Set<number>;
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * Tables in no group with the same seat range are interchangeable: an interval graph is perfect,
 * so "at most k parties at once on the class" can always be laid out on its k tables. Pooling
 * them removes the symmetry that slows the solver; tables in a group stay one by one.
 */
function seatings(problem: SeatingProblem): { minSeats: number; maxSeats: number; resources: Resource[] }[] {
  const grouped = new Set(problem.tableGroups.flatMap((g) => g.tableIds));
  const pools = groupBy(
    problem.tables.filter((t) => !grouped.has(t.id)),
    (t) => `${t.minSeats}-${t.maxSeats}`,
  );
  return [
    ...[...pools.values()].map((list) => ({ ...list[0]!, resources: [{ id: `pool_${list[0]!.id}`, capacity: list.length }] })),
    ...problem.tables.filter((t) => grouped.has(t.id)).map((t) => ({ ...t, resources: [{ id: t.id, capacity: 1 }] })),
    ...problem.tableGroups.map((g) => ({ ...g, resources: g.tableIds.map((id) => ({ id, capacity: 1 })) })),
  ];
}

function candidates(problem: SeatingProblem): Candidate[] {
  const options = seatings(problem);
  return problem.requests.flatMap((request) =>
    options
      .map((s, c) => ({ s, c }))
      .filter(({ s }) => s.minSeats <= request.covers && request.covers <= s.maxSeats)
      .map(({ s, c }) => ({ request, resources: s.resources, name: `x_${request.id}_${c}` })),
  );
}

/** LP-format lines of `sum coefficient name`, a few terms a line (LP readers cap line length). */
function sum(terms: readonly [number, string][]): string {
  const lines: string[] = [];
  for (let i = 0; i < terms.length; i += 8)
    lines.push(
      terms
        .slice(i, i + 8)
        .map(([k, n]) => `+ ${k} ${n}`)
        .join(' '),
    );
  return lines.join('\n   ');
}

/** The MILP in CPLEX LP format, and its candidates by column name. */
export function seatingMilp(problem: SeatingProblem): { lp: string; byName: Map<string, Candidate> } {
  const cands = candidates(problem);
  const rows: string[] = [];
  const byRequest = groupBy(cands, (c) => c.request.id);
  for (const [id, list] of byRequest) if (list.length > 1) rows.push(`once_${id}: ${sum(list.map((c) => [1, c.name]))} <= 1`);
  // Intervals that overlap share the latest start among them, so checking each start suffices.
  const starts = [...new Set(problem.requests.map((r) => r.start))];
  const resources = new Map(cands.flatMap((c) => c.resources.map((r) => [r.id, r] as const)));
  for (const resource of resources.values()) {
    const onIt = cands.filter((c) => c.resources.some((r) => r.id === resource.id));
    for (const at of starts) {
      const busy = onIt.filter((c) => c.request.start <= at && at < c.request.start + problem.turnMinutes(c.request.covers));
      const row = `t_${resource.id.replaceAll('-', '_')}_${at}`;
      if (busy.length > resource.capacity) rows.push(`${row}: ${sum(busy.map((c) => [1, c.name]))} <= ${resource.capacity}`);
    }
  }
  if (problem.pacing !== null) {
    const bySlot = groupBy(cands, (c) => Math.floor(c.request.start / problem.intervalMinutes));
    for (const [slot, list] of bySlot) rows.push(`pace_${slot}: ${sum(list.map((c) => [c.request.covers, c.name]))} <= ${problem.pacing}`);
  }
  const lp = [
    'Maximize',
    ` covers: ${sum(cands.map((c) => [c.request.covers, c.name]))}`,
    'Subject To',
    ...rows.map((r) => ` ${r}`),
    'Binary',
    ...cands.map((c) => ` ${c.name}`),
    'End',
  ].join('\n');
  return { lp, byName: new Map(cands.map((c) => [c.name, c])) };
}

export function solveOptimum(highs: Highs, problem: SeatingProblem, timeLimitSeconds: number): OptimumResult {
  const { lp, byName } = seatingMilp(problem);
  if (byName.size === 0) return { covers: 0, parties: 0, gap: 0, status: 'empty', seated: new Set() };
  const statusName = new Map(Object.entries(highs.constants.modelStatus).map(([name, code]) => [code as number, name]));
  return highs.withModel({ format: 'lp', data: lp }, (model) => {
    model.options.set({ output_flag: false, time_limit: timeLimitSeconds });
    model.run();
    const values = model.getSolution().colValue;
    const seated = new Set<number>();
    let covers = 0;
    values.forEach((value, col) => {
      const cand = byName.get(model.getColName(col));
      if (!cand || value < 0.5) return;
      seated.add(cand.request.id);
      covers += cand.request.covers;
    });
    const gap = Number(model.info.get('mip_gap'));
    return { covers, parties: seated.size, gap, status: statusName.get(model.getModelStatus()) ?? 'unknown', seated };
  });
}
