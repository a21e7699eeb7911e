// Sweeps bid-price settings on tuning seeds (default 6–10, forecast leave-one-out within them): covers vs the engine.
// node --import tsx bench/yield/experiments/sweep.ts seeds=6,7,8,9,10
import { acceptAll, key, run, summary, type ShapeName } from './harness.ts';
import { bidPricePolicy, leaveOneOut, type BidOptions } from './bid-price.ts';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.split('=') as [string, string]));
const seeds = (args.seeds ?? '6,7,8,9,10').split(',').map(Number);
const pool = (args.pool ?? args.seeds ?? '6,7,8,9,10')
  .split(',')
  .flatMap((x) =>
    x.includes('-')
      ? Array.from({ length: Number(x.split('-')[1]) - Number(x.split('-')[0]) + 1 }, (_, i) => Number(x.split('-')[0]) + i)
      : [Number(x)],
  );
const shape = (args.shape ?? 'standard') as ShapeName;
const base = new Map(run(acceptAll, { shape, seeds }).map((r) => [key(r.slug, r.level, r.seed), r.covers]));
const grid: Partial<BidOptions>[] = JSON.parse(args.grid ?? '[{"scale":1}]');
for (const g of grid) {
  const o: BidOptions = { price: 'engine', scale: 1, remaining: true, forecastSeeds: leaveOneOut(pool), ...g };
  const rows = run(bidPricePolicy('x', o), { shape, seeds, engineOf: (k) => base.get(k) });
  console.log(summary(JSON.stringify(g), rows));
}
