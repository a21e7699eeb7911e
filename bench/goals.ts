// Issue 18's goals, each figure beside its target, from one bench run.
import type { PageFigures } from './pages.ts';

export interface LighthouseFigures {
  page: string;
  score: number;
  lcpMs: number;
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

export function lighthouseGoals(scores: LighthouseFigures[]): GoalRow[] {
  return scores.flatMap((s) => [
    { goal: `Lighthouse mobile, ${s.page}`, figure: String(s.score / 100), target: '≥ 0.99', met: met(s.score >= 99) },
    { goal: `LCP (Lighthouse mobile), ${s.page}`, figure: `${s.lcpMs} ms`, target: '≤ 1,200 ms', met: met(s.lcpMs <= 1200) },
  ]);
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
