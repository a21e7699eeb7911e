// The product's yield rule (decision 075: demand record → forecast with pace → bid prices in the slot search) on
// the bench's evenings, scored against the README's optimum. Each evening's past = the other seeds' evenings.
// node --import tsx bench/yield/experiments/product-rule.ts [levels=0.7,1.3,1.8] [past=<level>] [shape=late-large]
//   [seeds=6-20] [quiet=1]: held-out seeds, for tuning (the bench's seeds 1–5 are what it reports); quiet prints
//   only the evenings below 90 % and the summaries.
import { readFileSync } from 'node:fs';
import { highs } from './bid-price.ts';
import { demandRecords, yieldGuards } from '../yield-rule.ts';
import { replayEngine } from '../../../server/booking/yield/replay-day.ts';
import { key, readmeFigures, stream, venue, RESTAURANTS, SEEDS, type ShapeName } from './harness.ts';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.split('=') as [string, string]));
const levels = (args.levels ?? '0.7,1.3,1.8').split(',').map(Number);
const shape = (args.shape ?? 'standard') as ShapeName;
const t0 = performance.now();
const ref = readmeFigures();
const lateLarge: Record<string, { covers: number }> = JSON.parse(
  readFileSync(new URL('./optimum-late-large.json', import.meta.url), 'utf8'),
);
// seeds=6-20: held-out evenings (optimum-<shape>-held-out.json, optimum-shape.ts), past weeks the other seeds of their five.
const seeds: number[] = args.seeds
  ? (([a, b]) => Array.from({ length: b! - a! + 1 }, (_, i) => a! + i))(args.seeds.split('-').map(Number))
  : [...SEEDS];
const heldOut: Record<string, { covers: number }> = args.seeds
  ? JSON.parse(readFileSync(new URL(`./optimum-${shape}-held-out.json`, import.meta.url), 'utf8'))
  : {};
const fiveOf = (seed: number) => seeds.filter((s) => Math.floor((s - 1) / 5) === Math.floor((seed - 1) / 5));
const optimumOf = (slug: string, level: number, seed: number) =>
  args.seeds
    ? heldOut[key(slug, level, seed)]!.covers
    : shape === 'standard'
      ? ref.get(key(slug, level, seed))!.optimum
      : lateLarge[key(slug, level, seed)]!.covers;
for (const level of levels) {
  const ratios: number[] = [];
  const deltas: number[] = [];
  for (const slug of RESTAURANTS) {
    const v = venue(slug);
    const pastLevel = args.past ? Number(args.past) : level;
    const records = new Map(seeds.map((s) => [s, demandRecords(v.evening, stream(shape, slug, pastLevel, s), `past-${s}`)]));
    for (const seed of seeds) {
      const requests = stream(shape, slug, level, seed);
      const past = fiveOf(seed)
        .filter((s) => s !== seed)
        .flatMap((s) => records.get(s)!);
      const out = replayEngine(v.evening, requests, { yieldGuardAt: yieldGuards(highs, v.evening, past, requests.length) });
      const plain = replayEngine(v.evening, requests).covers;
      const optimum = optimumOf(slug, level, seed);
      ratios.push(out.covers / optimum);
      deltas.push(out.covers - plain);
      if (args.quiet !== '1' || out.covers < 0.9 * optimum)
        console.log(
          `${slug} ${level}× ${seed}: rule ${out.covers} engine ${plain} (${out.covers - plain >= 0 ? '+' : ''}${out.covers - plain})${` ${((100 * out.covers) / optimum).toFixed(1)}%`}`,
        );
    }
  }
  const worst = ratios.length ? Math.min(...ratios) : NaN;
  console.log(
    `== ${level}×: Δ ${deltas.reduce((a, b) => a + b, 0)} (min ${Math.min(...deltas)}), worst ${(100 * worst).toFixed(1)}%, mean ${((100 * ratios.reduce((a, b) => a + b, 0)) / ratios.length).toFixed(2)}%, ≥90% ${ratios.filter((r) => r >= 0.9).length}/${ratios.length}`,
  );
}
console.error(`${((performance.now() - t0) / 1000).toFixed(1)} s`);
