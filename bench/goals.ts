// product.md D7's goals, each figure beside its target, from one bench run.
import type { PageFigures } from './pages.ts';

export interface LighthouseFigures {
  page: string;
  score: number;
  lcpMs: number;
  cls: number;
}

export interface GoalRow {
  goal: string;
  figure: string;
  target: string;
  met: 'yes' | 'NO';
}

const met = (ok: boolean): GoalRow['met'] => (ok ? 'yes' : 'NO');

export function pageGoals(database: string, rows: PageFigures[]): GoalRow[] {
  const worstRatio = Math.min(...rows.map((r) => r['ratio %']));
  const worstP99 = Math.max(...rows.map((r) => r['p99 ms']));
  const slowest = rows.find((r) => r['p99 ms'] === worstP99)?.page ?? '';
  return [
    {
      goal: `content pages × static ceiling, ${database}`,
      figure: `${worstRatio / 100}× (worst)`,
      target: '≥ 0.8×',
      met: met(worstRatio >= 80),
    },
    {
      goal: `content pages p99 at 50 connections, ${database}`,
      figure: `${worstP99} ms (worst: ${slowest})`,
      target: '< 20 ms',
      met: met(worstP99 < 20),
    },
  ];
}

/** product.md D14: LCP ≤ 1.2 s and CLS < 0.02 on every public page, DevTools throttling (median of 3). */
export function lighthouseGoals(scores: LighthouseFigures[]): GoalRow[] {
  return scores.flatMap((s) => [
    { goal: `LCP, DevTools throttling, ${s.page}`, figure: `${s.lcpMs} ms`, target: '≤ 1,200 ms', met: met(s.lcpMs <= 1200) },
    { goal: `CLS, ${s.page}`, figure: String(s.cls), target: '< 0.02', met: met(s.cls < 0.02) },
  ]);
}

/** Decision 056: every cached page at ≥ 0.9× a bare Node server with the same bytes, gzipped and not. */
export function bareNodeGoals(rows: { page: string; encoding: string; ratio: number }[]): GoalRow[] {
  return (['gzip', 'none'] as const).map((encoding) => {
    const mine = rows.filter((r) => r.encoding === encoding);
    const worst = mine.reduce((a, b) => (b.ratio < a.ratio ? b : a));
    return {
      goal: `cached pages × bare Node, ${encoding === 'gzip' ? 'gzip' : 'uncompressed'}`,
      figure: `${worst.ratio}× (worst: ${worst.page})`,
      target: '≥ 0.9×',
      met: met(worst.ratio >= 0.9),
    };
  });
}

export function jsGoals(rows: PageFigures[]): GoalRow[] {
  const worst = rows.reduce((a, b) => ((b['app JS KB'] ?? 0) > (a['app JS KB'] ?? 0) ? b : a));
  return [
    {
      goal: 'app JS on first load over the framework floor',
      figure: `${worst['app JS KB']} KB gz (worst: ${worst.page}; floor ${worst['framework KB']} KB)`,
      target: '≤ 15 KB',
      met: met((worst['app JS KB'] ?? Infinity) <= 15),
    },
  ];
}

export function createGoals(database: string, perSecond: number, overbooked: number): GoalRow[] {
  return [
    {
      goal: `booking creates, ${database}`,
      figure: `${Math.round(perSecond)}/s, ${overbooked} overbooked`,
      target: '≥ 1,000/s on PostgreSQL with two instances, 0 overbooked',
      met: met(perSecond >= 1000 && overbooked === 0),
    },
  ];
}
