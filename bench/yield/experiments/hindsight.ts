// Diagnostic (uses HiGHS's MILP, a few evenings only): replay the engine accepting only the requests the
// optimum seats, in arrival order. If the engine seats them all, acceptance alone could reach the optimum;
// what it misses is lost to the online seating itself.
// node --import tsx bench/yield/experiments/hindsight.ts manchester-trafford-centre 1.8 1
import { solveOptimum } from '../optimum.ts';
import { readmeFigures, key, replay, stream, venue, type Policy } from './harness.ts';
import { highs } from './bid-price.ts';
const [slug, levelS, seedS] = process.argv.slice(2);
const level = Number(levelS),
  seed = Number(seedS);
const v = venue(slug!);
const requests = stream('standard', slug!, level, seed);
const t0 = performance.now();
const best = solveOptimum(highs, { requests, ...v.evening, intervalMinutes: v.evening.shape.intervalMinutes }, 60);
console.error(
  `optimum ${best.covers} (${best.status}) in ${((performance.now() - t0) / 1000).toFixed(1)} s; README ${readmeFigures().get(key(slug!, level, seed))?.optimum}`,
);
const onlyOptimal: Policy = { name: 'hindsight', begin() {}, accept: (d) => best.seated.has(d.request.id) };
const out = replay({ venue: v, slug: slug!, level, seed, shape: 'standard' }, requests, onlyOptimal);
const missed = requests.filter((r) => best.seated.has(r.id)).length - out.parties;
console.log(
  `${slug} ${level}× seed ${seed}: optimum ${best.covers}; engine given only the optimum's requests seats ${out.covers} (${out.parties} parties, ${missed} of the optimum's refused by the engine)`,
);
