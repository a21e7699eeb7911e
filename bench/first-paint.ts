// product.md D14's first-paint table: every kind of public page under Lighthouse's
// mobile preset with DevTools throttling, the median of three runs, and the
// default simulated throttling once beside it (which over-counts on loopback:
// see bench/lighthouse.ts). Goal: LCP ≤ 1.2 s and CLS < 0.02 on every page.
import { lighthouseRun, type LighthouseRun } from './lighthouse.ts';
import { benchAgainstBareNode } from './bare-node-ceiling.ts';

export const PUBLIC_PAGES = ['/', '/restaurants/', '/restaurants/bath/', '/restaurants/bath/menu/', '/offer/kids-eat-free/', '/faqs/'];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export interface FirstPaintRow {
  page: string;
  performance: number;
  'LCP ms': number;
  'LCP runs': string;
  CLS: number;
  'FCP ms': number;
  'LCP is': string;
  'LCP parts (TTFB/delay/load/render)': string;
  'simulated: perf': number | string;
  'simulated: LCP ms': number | string;
}

export async function benchFirstPaint(base: string, pages = PUBLIC_PAGES, runs = 3): Promise<FirstPaintRow[]> {
  const rows: FirstPaintRow[] = [];
  for (const page of pages) {
    const done: LighthouseRun[] = [];
    for (let i = 0; i < runs; i++) {
      const r = await lighthouseRun(base + page, 'devtools');
      if (!('error' in r)) done.push(r);
    }
    if (done.length === 0) throw new Error(`Lighthouse failed on ${page}`);
    // The run whose LCP is the median stands for the page; CLS is the worst seen.
    const mid = median(done.map((r) => r.lcpMs));
    const typical = done.find((r) => r.lcpMs === mid)!;
    const b = typical.breakdown;
    const simulated = await lighthouseRun(base + page, 'simulate');
    rows.push({
      page,
      performance: typical.score / 100,
      'LCP ms': mid,
      'LCP runs': done.map((r) => r.lcpMs).join(' / '),
      CLS: Math.max(...done.map((r) => r.cls)),
      'FCP ms': typical.fcpMs,
      'LCP is': typical.lcpElement,
      'LCP parts (TTFB/delay/load/render)': [b.timeToFirstByte, b.resourceLoadDelay ?? 0, b.resourceLoadDuration ?? 0, b.elementRenderDelay]
        .map((n) => n ?? '?')
        .join(' / '),
      'simulated: perf': 'error' in simulated ? simulated.error : simulated.score / 100,
      'simulated: LCP ms': 'error' in simulated ? '—' : simulated.lcpMs,
    });
  }
  return rows;
}

/** Both of product.md D14's tables, printed. */
export async function printFirstPaintTables(base: string): Promise<void> {
  console.log('\nCached pages beside a bare Node server with the same bytes (autocannon, 50 connections, 8 s each)');
  console.table(await benchAgainstBareNode(base));
  console.log('\nFirst paint: Lighthouse 13 mobile, DevTools throttling, median of 3 (simulated throttling once, beside it)');
  console.table(await benchFirstPaint(base));
}
