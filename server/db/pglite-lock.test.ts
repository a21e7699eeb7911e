import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatabaseInUseError, LOCK_FILE, lockFolder, processAlive } from './pglite-lock.ts';

const folder = () => mkdtemp(path.join(tmpdir(), 'mesa-lock-'));

describe('lockFolder', () => {
  it('takes a free folder, writes its pid, and frees it on release', async () => {
    const dir = await folder();
    const lock = await lockFolder(dir);
    expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    await lock.release();
    await (await lockFolder(dir)).release();
  });

  it('refuses a folder a live process holds, naming it and saying what to do', async () => {
    const dir = await folder();
    await writeFile(path.join(dir, LOCK_FILE), '424242');
    const refusal = await lockFolder(dir, (pid) => pid === 424242).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(DatabaseInUseError);
    expect((refusal as Error).message).toBe(
      `The embedded database in ${dir} is in use by another Mesa process (pid 424242). ` +
        'Stop that process first (for `npm run staff` and `npm run setup`, stop the server), ' +
        'or run Mesa on PostgreSQL (DATABASE_URL), where any number of processes can share the database.',
    );
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dir = await folder();
    await writeFile(path.join(dir, LOCK_FILE), '424242');
    const lock = await lockFolder(dir, () => false);
    expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    await lock.release();
  });
});

describe('processAlive', () => {
  it('knows this process, and not a pid nobody has', () => {
    expect(processAlive(process.pid)).toBe(true);
    expect(processAlive(2 ** 22 + 12345)).toBe(false);
  });
});
