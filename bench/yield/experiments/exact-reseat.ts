// Experiment: when the engine finds no seat (no free table, no re-seating within its budget), an exact re-seating
// (HiGHS MILP: every unpinned booking keeps its time and may take any fitting seating; fewest moves) before the
// yield rule judges. Scores against the optimum as product-rule.ts does.
// node --import tsx bench/yield/experiments/exact-reseat.ts [levels=1.3,1.8] [shape=late-large] [rule=0]
import { readFileSync } from 'node:fs';
import { formatHhmm } from '../../../contract/london-time.ts';
import type { ExistingBooking } from '../../../server/booking/rules/model.ts';
import { checkSlot, turnTimeFor } from '../../../server/booking/rules/slot-search.ts';
import { fittingSeatings, type Seating } from '../../../server/booking/rules/table-assignment.ts';
import { highs } from './bid-price.ts';
import { demandRecords, yieldGuards } from '../yield-rule.ts';
import { key, readmeFigures, stream, venue, RESTAURANTS, SEEDS, type ShapeName } from './harness.ts';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.split('=') as [string, string]));
const levels = (args.levels ?? '1.3,1.8').split(',').map(Number);
const shape = (args.shape ?? 'standard') as ShapeName;
const useRule = args.rule !== '0';
const ref = readmeFigures();
const lateLarge: Record<string, { covers: number }> = JSON.parse(
  readFileSync(new URL('./optimum-late-large.json', import.meta.url), 'utf8'),
);
const optimumOf = (slug: string, level: number, seed: number) =>
  shape === 'standard' ? ref.get(key(slug, level, seed))!.optimum : lateLarge[key(slug, level, seed)]!.covers;

interface Item {
  id: string;
  start: number;
  end: number;
  current: string | null;
  candidates: Seating[];
}
let milpMs = 0;
let milps = 0;
/** Seating per item, fewest moves, or null. */
function exact(items: readonly Item[]): Map<string, Seating> | null {
  const cols: { item: number; c: Seating; name: string; keep: boolean }[] = [];
  items.forEach((it, i) =>
    it.candidates.forEach((c, j) => cols.push({ item: i, c, name: `x_${i}_${j}`, keep: c.tableIds.join('+') === it.current })),
  );
  const rows: string[] = [];
  items.forEach((_, i) =>
    rows.push(
      `o${i}: ${cols
        .filter((c) => c.item === i)
        .map((c) => `+ 1 ${c.name}`)
        .join(' ')} = 1`,
    ),
  );
  const starts = [...new Set(items.map((i) => i.start))];
  const tableIds = [...new Set(cols.flatMap((c) => c.c.tableIds))];
  let r = 0;
  for (const t of tableIds)
    for (const at of starts) {
      const busy = cols.filter((c) => c.c.tableIds.includes(t) && items[c.item]!.start <= at && at < items[c.item]!.end);
      if (busy.length > 1) rows.push(`t${r++}: ${busy.map((c) => `+ 1 ${c.name}`).join(' ')} <= 1`);
    }
  const keep = cols.filter((c) => c.keep);
  const lines = (s: string) => s.replace(/((?:\S+\s+){24})/g, '$1\n   ');
  const lp = [
    'Maximize',
    ' obj: ' + (keep.length ? keep.map((c) => `+ 1 ${c.name}`).join(' ') : `0 ${cols[0]!.name}`),
    'Subject To',
    ...rows.map((x) => ' ' + lines(x)),
    'Binary',
    ...cols.map((c) => ' ' + c.name),
    'End',
  ].join('\n');
  const t0 = performance.now();
  const res = highs.withModel({ format: 'lp', data: lp }, (m) => {
    m.options.set({ output_flag: false, time_limit: 10 });
    m.run();
    const status = m.getModelStatus();
    if (status !== highs.constants.modelStatus.optimal) return null;
    const byName = new Map(cols.map((c) => [c.name, c]));
    const chosen: typeof cols = [];
    m.getSolution().colValue.forEach((value, col) => {
      const c = byName.get(m.getColName(col));
      if (c && value > 0.5) chosen.push(c);
    });
    return chosen;
  });
  milpMs += performance.now() - t0;
  milps++;
  if (!res) return null;
  const out = new Map<string, Seating>();
  for (const c of res) out.set(items[c.item]!.id, c.c);
  return out;
}

for (const level of levels) {
  const ratios: number[] = [];
  let extra = 0;
  for (const slug of RESTAURANTS) {
    const v = venue(slug);
    const fit = (covers: number) => fittingSeatings({ covers, tables: v.evening.tables, tableGroups: v.evening.tableGroups });
    const records = new Map(SEEDS.map((s) => [s, demandRecords(v.evening, stream(shape, slug, level, s), `past-${s}`)]));
    for (const seed of SEEDS) {
      const requests = stream(shape, slug, level, seed);
      const past = SEEDS.filter((s) => s !== seed).flatMap((s) => records.get(s)!);
      const guardAt = useRule ? yieldGuards(highs, v.evening, past, requests.length) : () => null;
      let bookings: ExistingBooking[] = [];
      let covers = 0;
      let rescued = 0;
      for (const [index, request] of requests.entries()) {
        const guard = guardAt(index);
        const base = { ...v.evening.engine, covers: request.covers, bookings, reseat: v.evening.reseat };
        const time = formatHhmm(request.start);
        const check = checkSlot({ ...base, yieldGuard: guard }, time);
        const book = (startsAt: number, duration: number, tableIds: string[]) => {
          bookings.push({
            id: `d${request.id}`,
            startsAt,
            durationMinutes: duration,
            covers: request.covers,
            tableIds,
            status: 'confirmed',
            occasionId: 'dinner',
          });
          covers += request.covers;
        };
        if (check.status === 'bookable' && check.seating) {
          for (const move of check.moves) {
            const i = bookings.findIndex((b) => b.id === move.bookingId);
            bookings[i] = { ...bookings[i]!, tableIds: move.toTableIds };
          }
          book(check.startsAt!, check.durationMinutes!, check.seating.tableIds);
          continue;
        }
        // Refused: by the rule (the engine alone seats it) or pacing, or for want of a seat.
        const plain = checkSlot(base, time);
        if (plain.status === 'bookable') continue;
        const pace = v.evening.pacing;
        const inSlot = bookings
          .filter((b) => Math.floor(b.startsAt / 15) === Math.floor(request.start / 15))
          .reduce((s, b) => s + b.covers, 0);
        if (pace !== null && inSlot + request.covers > pace) continue;
        const duration = turnTimeFor(v.evening.engine.config.turnTimes, request.covers)!;
        const items: Item[] = [
          { id: 'new', start: request.start, end: request.start + duration, current: null, candidates: fit(request.covers) },
          ...bookings.map((b) => ({
            id: b.id,
            start: b.startsAt,
            end: b.startsAt + b.durationMinutes,
            current: b.tableIds.join('+'),
            candidates: [
              { kind: 'table' as const, id: b.tableIds.join('+'), areaId: '', tableIds: [...b.tableIds], maxSeats: b.covers },
              ...fit(b.covers).filter((c) => c.tableIds.join('+') !== b.tableIds.join('+')),
            ],
          })),
        ];
        const plan = exact(items);
        if (!plan) continue;
        const seating = plan.get('new')!;
        const moves = bookings.flatMap((b) => {
          const to = plan.get(b.id)!.tableIds;
          return to.join('+') === b.tableIds.join('+') ? [] : [{ bookingId: b.id, toTableIds: [...to] }];
        });
        if (
          guard &&
          // Every booking is two weeks ahead: none pinned, each priced wherever the LP seats it (decision 075).
          !guard.accepts(
            { bookings, movable: () => true },
            { start: request.start, duration, covers: request.covers, tableIds: seating.tableIds },
            moves,
          )
        )
          continue;
        bookings = bookings.map((b) => ({ ...b, tableIds: [...plan.get(b.id)!.tableIds] }));
        book(request.start, duration, [...seating.tableIds]);
        rescued += request.covers;
      }
      const optimum = optimumOf(slug, level, seed);
      ratios.push(covers / optimum);
      extra += rescued;
      console.log(`${slug} ${level}× ${seed}: ${covers} (${rescued} rescued) ${((100 * covers) / optimum).toFixed(1)}%`);
    }
  }
  console.log(
    `== ${level}×: worst ${(100 * Math.min(...ratios)).toFixed(1)}%, ≥90% ${ratios.filter((r) => r >= 0.9).length}/${ratios.length}, rescued ${extra}`,
  );
}
console.error(`milps ${milps}, mean ${(milpMs / milps).toFixed(1)} ms`);
