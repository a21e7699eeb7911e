// `npm start` serves the production build, building it first when it is
// missing or older than any source it is made from (issue 2).
import { spawnSync } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

const SOURCES = ['app', 'contract', 'public', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'];
const BUILD_MARKER = path.join('build', 'server', 'index.js');

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

export async function ensureFreshBuild(): Promise<void> {
  if (!(await isBuildStale())) return;
  console.log(JSON.stringify({ level: 30, msg: 'building the site (missing or stale build)' }));
  const result = spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('react-router build failed');
}
