// Optimum covers (HiGHS MILP, bench/yield/optimum.ts) for another demand shape, cached in
// optimum-<shape>.json so the policy runs can score ratios: node --import tsx .../optimum-shape.ts late-large
// [seeds=6,7,8,9,10 levels=1.3,1.8]: held-out seeds, cached in optimum-<shape>-held-out.json, for tuning.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { solveOptimum } from '../optimum.ts';
import { key, stream, venue, LEVELS, RESTAURANTS, SEEDS, type ShapeName } from './harness.ts';
import { highs } from './bid-price.ts';
const shape = (process.argv[2] ?? 'late-large') as ShapeName;
const args = Object.fromEntries(process.argv.slice(3).map((a) => a.split('=') as [string, string]));
const seeds = args.seeds ? args.seeds.split(',').map(Number) : SEEDS;
const levels = args.levels ? args.levels.split(',').map(Number) : LEVELS;
const file = `bench/yield/experiments/optimum-${shape}${args.seeds ? '-held-out' : ''}.json`;
const cache: Record<string, { covers: number; gap: number; status: string }> = existsSync(file)
  ? JSON.parse(readFileSync(file, 'utf8'))
  : {};
for (const slug of RESTAURANTS)
  for (const level of levels)
    for (const seed of seeds) {
      const k = key(slug, level, seed);
      if (cache[k]) continue;
      const v = venue(slug);
      const t0 = performance.now();
      const best = solveOptimum(
        highs,
        { requests: stream(shape, slug, level, seed), ...v.evening, intervalMinutes: v.evening.shape.intervalMinutes },
        60,
      );
      cache[k] = { covers: best.covers, gap: best.gap, status: best.status };
      writeFileSync(file, JSON.stringify(cache, null, 1));
      console.log(`${k}: ${best.covers} ${best.status} gap ${best.gap} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
