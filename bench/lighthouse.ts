// Lighthouse 13 performance score on the mobile preset (its default), in
// Debian's Chromium.
import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';

export async function lighthouseScore(
  url: string,
): Promise<{ score: number; lcpMs: number; tbtMs: number; cls: number } | { error: string }> {
  const out = path.join(os.tmpdir(), `mesa-lh-${Date.now()}.json`);
  const flags = ['--headless=new', ...CHROMIUM_ARGS].join(' ');
  const args = [
    'node_modules/lighthouse/cli/index.js',
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    `--chrome-flags=${flags}`,
  ];
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, args, {
      stdio: 'ignore',
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    });
    child.on('close', (c) => resolve(c ?? 1));
  });
  if (code !== 0) return { error: `lighthouse exited ${code}` };
  const report = JSON.parse(await readFile(out, 'utf8'));
  await rm(out, { force: true });
  const a = report.audits;
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcpMs: Math.round(a['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(a['total-blocking-time'].numericValue),
    cls: Math.round(a['cumulative-layout-shift'].numericValue * 1000) / 1000,
  };
}
