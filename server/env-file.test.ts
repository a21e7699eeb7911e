// `.env` loading (decision 015): `npm start`, `npm run dev` and `npm run seed`
// read ./.env when it exists, through Node's own --env-file-if-exists, and a
// variable already set in the environment wins over the file.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
const PRINT =
  'console.log(JSON.stringify({ fromFile: process.env.MESA_TEST_FROM_FILE ?? null, shell: process.env.MESA_TEST_SHELL ?? null }))';

/** The env-file flags the script passes to node: the rest (tsx, the entry file) is not under test here. */
function envFlags(script: string): string[] {
  return script.split(/\s+/).filter((word) => word.startsWith('--env-file'));
}

async function printEnv(cwd: string, flags: string[], env: Record<string, string> = {}) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('MESA_TEST_')));
  const { stdout } = await run(process.execPath, [...flags, '-e', PRINT], { cwd, env: { ...clean, ...env } });
  return JSON.parse(stdout) as { fromFile: string | null; shell: string | null };
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mesa-env-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('.env loading', () => {
  it.each(['start', 'dev', 'seed'])('npm run %s reads ./.env when there is one', (name) => {
    expect(envFlags(pkg.scripts[name]!)).toEqual(['--env-file-if-exists=.env']);
  });

  it('puts the file values in process.env, and a variable already set wins', async () => {
    const withFile = path.join(dir, 'with-file');
    await mkdir(withFile);
    await writeFile(path.join(withFile, '.env'), '# a comment\nMESA_TEST_FROM_FILE="from the file"\nMESA_TEST_SHELL=from-file\n');
    const flags = envFlags(pkg.scripts.start!);
    expect(await printEnv(withFile, flags)).toEqual({ fromFile: 'from the file', shell: 'from-file' });
    expect(await printEnv(withFile, flags, { MESA_TEST_SHELL: 'from-shell' })).toEqual({
      fromFile: 'from the file',
      shell: 'from-shell',
    });
  });

  it('starts without a .env (every variable is optional)', async () => {
    expect(await printEnv(dir, envFlags(pkg.scripts.start!))).toEqual({ fromFile: null, shell: null });
  });
});
