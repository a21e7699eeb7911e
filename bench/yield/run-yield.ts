// `npm run bench:yield`: covers the engine seats against the best possible seating of the
// same requests (README "Yield: the engine against the best possible night"). It reports;
// it never fails a build.
import { readFileSync } from 'node:fs';
import loadHighs from 'highs';
import { bookingSetupSchema } from '../../contract/booking-setup.ts';
import { formatHhmm } from '../../contract/london-time.ts';
import { demandStream, eveningSeatHours, LATE_LARGE_MIX, laterPeak } from './demand.ts';
import { eveningOf } from './evening.ts';
import { solveOptimum } from './optimum.ts';
import { replayEngine } from '../../server/booking/yield/replay-day.ts';
import { demandRecords, yieldGuards } from './yield-rule.ts';

/** The most tables that book online (Thetford's 31 book through Center Parcs), one of 29, the fewest. */
const RESTAURANTS = ['bristol-harbourside', 'liverpool', 'manchester-trafford-centre'];
const LEVELS = [0.7, 1.3, 1.8];
const SEEDS = [1, 2, 3, 4, 5];
/** A Thursday in January: the Mon–Thu dinner period, no special dates; GMT, so no clock change. */
const DATE = '2027-01-14';
const NOW = new Date('2027-01-01T12:00:00Z');
const TIME_LIMIT_SECONDS = Number(process.env.YIELD_TIME_LIMIT ?? 20);
/** `YIELD_SHAPE=late-large`: demand of another shape (more fours to eights, the peak at 19:30–21:00), for a rule's check. */
const LATE_LARGE = process.env.YIELD_SHAPE === 'late-large';

const highs = await loadHighs();
const pct = (n: number) => `${(100 * n).toFixed(1)}%`;
const header = [
  'restaurant',
  'demand',
  'seed',
  'requests',
  'engine covers',
  'without the yield rule',
  'engine ±30 min',
  'nearby times',
  'optimum covers',
  'ratio',
  'MIP gap',
];
/** What diners who take a time within 30 minutes of the one they asked for bring: covers more (or fewer) than the engine seats. */
const nearby = (flex: number, engine: number, digits = 0) => `${flex - engine >= 0 ? '+' : '−'}${Math.abs(flex - engine).toFixed(digits)}`;
const rows: string[][] = [];
const means: string[][] = [];

for (const slug of RESTAURANTS) {
  const setup = bookingSetupSchema.parse(JSON.parse(readFileSync(`content/booking-setups/${slug}.json`, 'utf8')));
  const evening = eveningOf(setup, { date: DATE, now: NOW, occasionId: 'dinner' });
  const seatHours = eveningSeatHours(evening.tables, evening.shape);
  console.error(
    `${slug}: ${evening.tables.length} tables, ${evening.tableGroups.length} groups, ${seatHours} seat-hours, starts ${formatHhmm(evening.shape.firstStart)}–${formatHhmm(evening.shape.lastStart)}`,
  );
  for (const level of LEVELS) {
    const ratios: number[] = [];
    const plainRatios: number[] = [];
    const flexRatios: number[] = [];
    const gained: number[] = [];
    const streams = new Map(
      SEEDS.map((seed) => [
        seed,
        demandStream({
          seed,
          level,
          seatHours,
          turnMinutes: evening.turnMinutes,
          ...(LATE_LARGE ? { shape: laterPeak(evening.shape), partyMix: LATE_LARGE_MIX } : { shape: evening.shape }),
        }),
      ]),
    );
    // Decision 075: the restaurant's past weeks are the other seeds' evenings at this demand, as its record holds them.
    const records = new Map(SEEDS.map((seed) => [seed, demandRecords(evening, streams.get(seed)!, `week-${seed}`)]));
    for (const seed of SEEDS) {
      const requests = streams.get(seed)!;
      const past = SEEDS.filter((s) => s !== seed).flatMap((s) => records.get(s)!);
      const yieldGuardAt = yieldGuards(highs, evening, past, requests.length);
      const engine = replayEngine(evening, requests, { yieldGuardAt });
      const plain = replayEngine(evening, requests);
      const flex = replayEngine(evening, requests, { flexMinutes: 30, yieldGuardAt });
      const best = solveOptimum(highs, { requests, ...evening, intervalMinutes: evening.shape.intervalMinutes }, TIME_LIMIT_SECONDS);
      ratios.push(engine.covers / best.covers);
      plainRatios.push(plain.covers / best.covers);
      flexRatios.push(flex.covers / best.covers);
      gained.push(flex.covers - engine.covers);
      const gap = best.status === 'optimal' ? pct(best.gap) : `${pct(best.gap)} (${best.status})`;
      rows.push([
        slug,
        `${level}×`,
        String(seed),
        String(requests.length),
        String(engine.covers),
        String(plain.covers),
        String(flex.covers),
        nearby(flex.covers, engine.covers),
        String(best.covers),
        pct(engine.covers / best.covers),
        gap,
      ]);
      console.error(
        `${slug} ${level}× seed ${seed}: engine ${engine.covers} (without the rule ${plain.covers}), optimum ${best.covers} (${best.status})`,
      );
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    means.push([
      slug,
      `${level}×`,
      pct(mean(ratios)),
      pct(Math.min(...ratios)),
      pct(mean(plainRatios)),
      pct(mean(flexRatios)),
      nearby(mean(gained), 0, 1),
    ]);
  }
}

const table = (head: string[], body: string[][]) =>
  [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...body.map((r) => `| ${r.join(' | ')} |`)].join('\n');
console.log(table(header, rows));
console.log();
console.log(
  table(
    [
      'restaurant',
      'demand',
      'mean engine / optimum',
      'worst engine / optimum',
      'mean without the yield rule',
      'mean engine ±30 min / optimum',
      'mean nearby times',
    ],
    means,
  ),
);
