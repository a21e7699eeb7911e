// Diagnostic: for every 1.3×/1.8× evening (seeds 1–5), solve the optimum once (cached in
// optimum-sets.json), then replay the engine accepting only the optimum's requests: the ceiling of
// "the right acceptance decisions" for this engine's online seating.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { solveOptimum } from '../optimum.ts';
import { readmeFigures, key, replay, stream, venue, RESTAURANTS, SEEDS, type Policy } from './harness.ts';
import { highs } from './bid-price.ts';
const file = 'bench/yield/experiments/optimum-sets.json';
const cache: Record<string, { covers: number; seated: number[] }> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
const levels = (process.argv[2] ?? '1.3,1.8').split(',').map(Number);
for (const slug of RESTAURANTS)
  for (const level of levels)
    for (const seed of SEEDS) {
      const k = key(slug, level, seed);
      const v = venue(slug);
      const requests = stream('standard', slug, level, seed);
      if (!cache[k]) {
        const best = solveOptimum(highs, { requests, ...v.evening, intervalMinutes: v.evening.shape.intervalMinutes }, 60);
        if (best.status !== 'optimal') console.error(`${k}: ${best.status}`);
        cache[k] = { covers: best.covers, seated: [...best.seated] };
        writeFileSync(file, JSON.stringify(cache));
      }
      const seated = new Set(cache[k].seated);
      const p: Policy = { name: 'hindsight', begin() {}, accept: (d) => seated.has(d.request.id) };
      const out = replay({ venue: v, slug, level, seed, shape: 'standard' }, requests, p);
      // The ratio is to the optimum solved here (the README's table gives the same figures when it has them).
      const opt = cache[k].covers;
      console.log(
        `${slug} ${level}× ${seed}: optimum ${opt} (README ${readmeFigures().get(k)?.optimum}), engine on the optimum's set ${out.covers} = ${((100 * out.covers) / opt).toFixed(1)}%`,
      );
    }
