// Lighthouse 13 on the mobile preset (its default), in Debian's Chromium.
// product.md D14 measures first paint with DevTools throttling (a really throttled
// network and a 4× slower CPU); Lighthouse's default simulated throttling is
// reported beside it, since on a loopback server it over-counts (every script
// arrives before the first frame, and the simulation replays them on its model link).
import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';

export type Throttling = 'devtools' | 'simulate';

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** What the LCP was: an image's file name, or the text element's tag. */
  lcpElement: string;
  /** Lighthouse's LCP breakdown: time to first byte, load delay, load duration, render delay (ms). */
  breakdown: Record<string, number>;
}

export async function lighthouseRun(url: string, throttling: Throttling = 'simulate'): Promise<LighthouseRun | { error: string }> {
  const out = path.join(os.tmpdir(), `mesa-lh-${process.pid}-${Math.random().toString(36).slice(2)}.json`);
  const flags = ['--headless=new', ...CHROMIUM_ARGS].join(' ');
  const args = [
    'node_modules/lighthouse/cli/index.js',
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    `--throttling-method=${throttling}`,
    `--chrome-flags=${flags}`,
  ];
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, args, { stdio: 'ignore', env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } });
    child.on('close', (c) => resolve(c ?? 1));
  });
  if (code !== 0) return { error: `lighthouse exited ${code}` };
  const report = JSON.parse(await readFile(out, 'utf8'));
  await rm(out, { force: true });
  const a = report.audits;
  const lcp = a['lcp-breakdown-insight']?.details?.items ?? [];
  const parts = lcp.find((i: { type: string }) => i.type === 'table')?.items ?? [];
  const node = lcp.find((i: { type: string }) => i.type === 'node');
  const image = /src="[^"]*\/([^/"]+)"/.exec(node?.snippet ?? '')?.[1];
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcpMs: Math.round(a['largest-contentful-paint'].numericValue),
    fcpMs: Math.round(a['first-contentful-paint'].numericValue),
    tbtMs: Math.round(a['total-blocking-time'].numericValue),
    cls: Math.round(a['cumulative-layout-shift'].numericValue * 1000) / 1000,
    lcpElement: image ?? String(node?.snippet ?? '?').slice(0, 40),
    breakdown: Object.fromEntries(parts.map((p: { subpart: string; duration: number }) => [p.subpart, Math.round(p.duration)])),
  };
}
