// One process at a time on an embedded database folder (product.md D8): PGlite has
// no lock of its own, so a second process (`npm run staff` while `npm start`
// runs) would open the same files and write where the running server never
// looks. Whoever opens the folder first takes `mesa.lock` (its pid); another
// process is refused with a message that says what to do. A lock whose process
// has gone (a crash, a kill) is taken over.
import { open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

export const LOCK_FILE = 'mesa.lock';

/** Thrown when another live process holds the folder. */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dir} is in use by another Mesa process (pid ${pid}). ` +
        'Stop that process first (for `npm run staff` and `npm run setup`, stop the server), ' +
        'or run Mesa on PostgreSQL (DATABASE_URL), where any number of processes can share the database.',
    );
    this.name = 'DatabaseInUseError';
  }
}

/** True when a process with this pid is running (signal 0 tests without signalling). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface FolderLock {
  release(): Promise<void>;
}

/** Takes the folder's lock for this process, or throws DatabaseInUseError. */
export async function lockFolder(dir: string, alive: (pid: number) => boolean = processAlive): Promise<FolderLock> {
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return { release: () => rm(file, { force: true }) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(holder) && holder !== process.pid && alive(holder)) throw new DatabaseInUseError(dir, holder);
      // Left by a process that is gone (or by this one, never released): take it over.
      await rm(file, { force: true });
    }
  }
  throw new Error(`could not take the lock ${file}`);
}
