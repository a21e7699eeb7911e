// Diagnostic: in the hindsight replays (the engine fed only the optimum's requests), why is each refused request
// refused? (c) pacing; else an exact feasibility MILP (HiGHS) over the day's bookings at their fixed times plus the
// request, each unpinned booking free to take any seating its occasion's areas allow, as re-seating may (decision
// 074): (b) a re-seating exists that the search missed (b-budget: ten times the create's budget finds it), (p) one
// exists only if a pinned booking moved (it crosses midnight or starts within the pin time), (d) none at all.
// node --import tsx bench/yield/experiments/diagnose.ts [levels=1.3,1.8] [verbose=1]
import { readFileSync } from 'node:fs';
import { formatHhmm } from '../../../contract/london-time.ts';
import type { ExistingBooking } from '../../../server/booking/rules/model.ts';
import { checkSlot, turnTimeFor } from '../../../server/booking/rules/slot-search.ts';
import { DEFAULT_RESEAT_BUDGET } from '../../../server/booking/rules/reseat-search.ts';
import { isPinned, reseatFor } from '../../../server/booking/rules/reseat-day.ts';
import { fittingSeatings, type Seating } from '../../../server/booking/rules/table-assignment.ts';
import { key, stream, venue, RESTAURANTS, SEEDS } from './harness.ts';
import { highs } from './bid-price.ts';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.split('=') as [string, string]));
const levels = (args.levels ?? '1.3,1.8').split(',').map(Number);
const cache: Record<string, { covers: number; seated: number[] }> = JSON.parse(
  readFileSync('bench/yield/experiments/optimum-sets.json', 'utf8'),
);

interface Item {
  id: string;
  start: number;
  end: number;
  candidates: Seating[];
}
/** Can every item sit on one of its candidates with no table shared at once? */
function feasible(items: readonly Item[]): boolean {
  const cols: { item: number; c: Seating; name: string }[] = [];
  items.forEach((it, i) => it.candidates.forEach((c, j) => cols.push({ item: i, c, name: `x_${i}_${j}` })));
  const rows: string[] = [];
  items.forEach((_, i) => {
    const mine = cols.filter((c) => c.item === i);
    rows.push(`once_${i}: ${mine.map((c) => `+ 1 ${c.name}`).join(' ')} = 1`);
  });
  const starts = [...new Set(items.map((i) => i.start))];
  const tableIds = [...new Set(cols.flatMap((c) => c.c.tableIds))];
  for (const t of tableIds)
    for (const at of starts) {
      const busy = cols.filter((c) => c.c.tableIds.includes(t) && items[c.item]!.start <= at && at < items[c.item]!.end);
      if (busy.length > 1) rows.push(`t_${t.replaceAll('-', '_')}_${at}: ${busy.map((c) => `+ 1 ${c.name}`).join(' ')} <= 1`);
    }
  const lines = (s: string) => s.replace(/((?:\S+\s+){24})/g, '$1\n   ');
  const lp = [
    'Maximize',
    ' obj: 0 ' + cols[0]!.name,
    'Subject To',
    ...rows.map((r) => ' ' + lines(r)),
    'Binary',
    ...cols.map((c) => ' ' + c.name),
    'End',
  ].join('\n');
  const res = highs.withModel({ format: 'lp', data: lp }, (m) => {
    m.options.set({ output_flag: false, time_limit: 30 });
    m.run();
    return m.getModelStatus();
  });
  const names = Object.fromEntries(Object.entries(highs.constants.modelStatus).map(([n, c]) => [c, n]));
  const s = names[res as number];
  if (s !== 'optimal' && s !== 'infeasible') console.error('status', s);
  return s === 'optimal';
}

const counts = { refused: 0, pacing: 0, bBudget: 0, bMissed: 0, p: 0, d: 0, bLostCovers: 0, pLostCovers: 0 };
for (const slug of RESTAURANTS) {
  const v = venue(slug);
  // The bench's bookings are all of the dinner occasion, whose areas are the evening's tables.
  const fit = (covers: number) => fittingSeatings({ covers, tables: v.evening.tables, tableGroups: v.evening.tableGroups });
  for (const level of levels)
    for (const seed of SEEDS) {
      const k = key(slug, level, seed);
      const seated = new Set(cache[k]!.seated);
      const bookings: ExistingBooking[] = [];
      for (const request of stream('standard', slug, level, seed)) {
        if (!seated.has(request.id)) continue;
        const input = { ...v.evening.engine, covers: request.covers, bookings, reseat: v.evening.reseat };
        const check = checkSlot(input, formatHhmm(request.start));
        if (check.status === 'bookable' && check.seating) {
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
            occasionId: 'dinner',
          });
          continue;
        }
        counts.refused++;
        const pace = v.evening.pacing;
        const inSlot = bookings
          .filter((b) => Math.floor(b.startsAt / 15) === Math.floor(request.start / 15))
          .reduce((s, b) => s + b.covers, 0);
        let cause: string;
        const duration = turnTimeFor(v.evening.engine.config.turnTimes, request.covers)!;
        if (pace !== null && inSlot + request.covers > pace) cause = 'c';
        else {
          const day = { ...v.evening.engine, bookings, policy: v.evening.reseat };
          const items = (pins: boolean): Item[] => [
            { id: 'new', start: request.start, end: request.start + duration, candidates: fit(request.covers) },
            ...bookings.map((b) => {
              const where = { kind: 'table' as const, id: b.tableIds.join('+'), areaId: '', tableIds: [...b.tableIds], maxSeats: b.covers };
              return {
                id: b.id,
                start: b.startsAt,
                end: b.startsAt + b.durationMinutes,
                candidates: pins && isPinned(b, day) ? [where] : [where, ...fit(b.covers)],
              };
            }),
          ];
          if (feasible(items(true))) {
            const tenfold = reseatFor(
              { ...day, policy: { ...v.evening.reseat, budget: 10 * DEFAULT_RESEAT_BUDGET } },
              request.start,
              duration,
              fit(request.covers),
            );
            cause = tenfold ? 'b-budget' : 'b-missed';
          } else cause = feasible(items(false)) ? 'p' : 'd';
        }
        if (cause === 'c') counts.pacing++;
        else if (cause === 'p') {
          counts.p++;
          counts.pLostCovers += request.covers;
        } else if (cause === 'b-budget' || cause === 'b-missed') {
          counts[cause === 'b-budget' ? 'bBudget' : 'bMissed']++;
          counts.bLostCovers += request.covers;
        } else counts.d++;
        if (args.verbose === '1')
          console.log(`${k} req ${request.id} (${request.covers} at ${formatHhmm(request.start)}, ${bookings.length} booked): ${cause}`);
      }
    }
}
console.log(counts);
