// `npm start` serves the production build, building it first when it is
// missing or older than any source it is made from (product.md D1). A production
// install without devDependencies (`npm ci --omit=dev`) cannot build: there it
// serves the build it was given, and says so when that build looks stale
// (product.md D3: `npm start` must not need devDependencies).
import { spawnSync } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createLogger, type Logger } from './logger.ts';

const SOURCES = ['app', 'contract', 'public', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'];
const BUILD_MARKER = path.join('build', 'server', 'index.js');

export const NO_BUILD_WITHOUT_TOOLING =
  'No production build in ./build, and the build tools (devDependencies) are not installed: ' +
  'run `npm ci && npm run build` first, then `npm prune --omit=dev` if you want a slim install.';

async function newestMtime(entry: string): Promise<number> {
  const info = await stat(entry).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const children = await readdir(entry);
  const times = await Promise.all(children.map((c) => newestMtime(path.join(entry, c))));
  return Math.max(info.mtimeMs, ...times);
}

export async function isBuildStale(): Promise<boolean> {
  const built = await stat(BUILD_MARKER).catch(() => null);
  if (!built) return true;
  const newest = Math.max(...(await Promise.all(SOURCES.map(newestMtime))));
  return newest > built.mtimeMs;
}

export type BuildStep = 'serve' | 'build' | 'serve-stale' | 'fail';

/** What start-up does, from what is on disk and whether the build tools are installed. */
export function decideBuildStep(s: { hasBuild: boolean; stale: boolean; toolingInstalled: boolean }): BuildStep {
  if (s.hasBuild && !s.stale) return 'serve';
  if (s.toolingInstalled) return 'build';
  return s.hasBuild ? 'serve-stale' : 'fail';
}

function buildToolingInstalled(): boolean {
  try {
    createRequire(path.resolve('package.json')).resolve('@react-router/dev/package.json');
    return true;
  } catch {
    return false;
  }
}

export async function ensureFreshBuild(log: Logger = createLogger({ LOG_LEVEL: 'info' })): Promise<void> {
  const hasBuild = (await stat(BUILD_MARKER).catch(() => null)) !== null;
  const step = decideBuildStep({ hasBuild, stale: await isBuildStale(), toolingInstalled: buildToolingInstalled() });
  if (step === 'serve') return;
  if (step === 'fail') throw new Error(NO_BUILD_WITHOUT_TOOLING);
  if (step === 'serve-stale') {
    log.warn('the build is older than the sources, and the build tools are not installed: serving it as it is');
    return;
  }
  log.info('building the site (missing or stale build)');
  const started = Date.now();
  // Its few hundred lines of output are shown only when it fails (product.md D13: start-up says one clear thing).
  const result = spawnSync('npx', ['react-router', 'build'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    throw new Error('react-router build failed');
  }
  log.info({ ms: Date.now() - started }, 'built the site');
}
