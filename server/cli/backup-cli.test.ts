// `npm run backup` and `npm run restore` as an operator runs them (decision 047
// "Backups that restore"): the round trip through a file, and what they say
// when they will not go ahead — Mesa running on the folder, PostgreSQL, no file.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../db/pglite-lock.ts';

const run = promisify(execFile);
let root = '';
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'mesa-backup-cli-'));
});
afterAll(() => (root ? rm(root, { recursive: true, force: true }) : undefined));

const cli = (script: 'backup' | 'restore', args: string[], env: Record<string, string> = {}) =>
  run(process.execPath, ['--import', 'tsx', `server/cli/${script}-cli.ts`, ...args], {
    env: { ...process.env, DATABASE_URL: '', PGLITE_DIR: path.join(root, 'db'), ...env },
  }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

describe('npm run backup and npm run restore', () => {
  it('copy a database into a file and back into another folder', { timeout: 120_000 }, async () => {
    const source = await PGlite.create(path.join(root, 'db'));
    await source.exec(`create table guests (name text); insert into guests values ('Ana'), ('Ben');`);
    await source.close();

    const file = path.join(root, 'nightly.zip');
    const backup = await cli('backup', ['--out', file]);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`to ${file}`);
    expect(backup.stdout).toMatch(/Left out:\n {2}- the image variant cache/);

    const restored = path.join(root, 'restored');
    const restore = await cli('restore', [file], { PGLITE_DIR: restored });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain(`into ${restored}`);
    const copy = await PGlite.create(restored);
    expect((await copy.query('select name from guests order by name')).rows).toEqual([{ name: 'Ana' }, { name: 'Ben' }]);
    await copy.close();

    // Mesa running on the folder: both refuse, name the process and say how.
    const running = String(process.ppid);
    await writeFile(path.join(restored, LOCK_FILE), running);
    const refusedBackup = await cli('backup', ['--out', path.join(root, 'other.zip')], { PGLITE_DIR: restored });
    expect(refusedBackup.code).toBe(1);
    expect(refusedBackup.stderr).toContain(`Mesa is running on the embedded database in ${restored} (pid ${running}).`);
    expect(refusedBackup.stderr).toContain(`stop Mesa (kill -TERM ${running}, or systemctl stop mesa), run \`npm run backup\``);
    const refusedRestore = await cli('restore', ['--force', file], { PGLITE_DIR: restored });
    expect(refusedRestore.code).toBe(1);
    expect(refusedRestore.stderr).toContain(`(pid ${running}). Stop it first`);
  });

  it('point at pg_dump on PostgreSQL, and at the usage without a file', { timeout: 60_000 }, async () => {
    const onPostgres = await cli('backup', [], { DATABASE_URL: 'postgres://mesa@db.example/mesa' });
    expect(onPostgres.code).toBe(1);
    expect(onPostgres.stderr).toContain('back it up with pg_dump -Fc, as docs/operating/backup.md shows');
    const noFile = await cli('restore', []);
    expect(noFile.code).toBe(1);
    expect(noFile.stderr).toContain('Name the backup file to restore\n\nUsage: npm run restore -- FILE [--force]');
  });
});
