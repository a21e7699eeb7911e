// `npm run restore`'s work (product.md D13 "Backups that restore"): checks the file
// and its manifest, refuses while Mesa runs on the folder and, without `force`,
// when the folder holds a database; with `force` the old folder is moved aside,
// never deleted, and put back if the restore fails. Migrations run on the next
// start, as always (docs/decisions/047-backups.md).
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { DatabaseInUseError, LOCK_FILE, lockFolder } from '../db/pglite-lock.ts';
import { folderEntries, loadPglite } from '../db/pglite-snapshot.ts';
import { checkDatabaseMember, unpackBackup } from './backup-file.ts';
import { checkManifest, type BackupManifest, type JournalEntry } from './backup-manifest.ts';
import { BackupRefusal, runningRefusal } from './backup-refusal.ts';

export interface RestoreOptions {
  file: string;
  pgliteDir: string;
  /** Replace a folder that holds a database (it is moved aside). */
  force: boolean;
  clock: () => Date;
  journal: readonly JournalEntry[];
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the replaced folder went, when there was one. */
  movedAside: string | null;
}

async function readBackup(file: string, journal: readonly JournalEntry[]) {
  const bytes = await readFile(file).catch((err: NodeJS.ErrnoException) => {
    throw err.code === 'ENOENT' ? new BackupRefusal(`There is no file ${file}.`) : err;
  });
  const unpacked = unpackBackup(bytes);
  if (!unpacked.ok) throw new BackupRefusal(unpacked.reason);
  const check = checkManifest(unpacked.manifest, journal);
  if (!check.ok) throw new BackupRefusal(check.reason);
  const damaged = checkDatabaseMember(check.manifest, unpacked.database);
  if (damaged) throw new BackupRefusal(damaged);
  return { manifest: check.manifest, database: unpacked.database! };
}

/** Takes the folder (refusing while Mesa runs on it) and empties it: moved aside with `force`, else refused. */
async function clearFolder(dir: string, force: boolean, at: Date): Promise<string | null> {
  await mkdir(dir, { recursive: true });
  let lock;
  try {
    lock = await lockFolder(dir);
  } catch (err) {
    if (err instanceof DatabaseInUseError) throw runningRefusal(err, 'restore');
    throw err;
  }
  try {
    if (!(await folderEntries(dir)).length) return null;
    if (!force)
      throw new BackupRefusal(
        `${dir} holds a database already: restore will not overwrite it. ` +
          'Add --force to move it aside (it is kept, renamed) and restore in its place.',
      );
    const aside = `${dir.replace(/[/\\]+$/, '')}.before-restore-${at.toISOString().replace(/[-:.]/g, '')}`;
    await rename(dir, aside);
    await rm(path.join(aside, LOCK_FILE), { force: true });
    await mkdir(dir, { recursive: true });
    return aside;
  } finally {
    await lock.release();
  }
}

export async function restoreBackup(opts: RestoreOptions): Promise<RestoreResult> {
  const { manifest, database } = await readBackup(opts.file, opts.journal);
  const movedAside = await clearFolder(opts.pgliteDir, opts.force, opts.clock());
  try {
    const applied = await loadPglite(opts.pgliteDir, database);
    if (applied.count !== manifest.database.migrations.count)
      throw new BackupRefusal(
        `The restored database has ${applied.count} migrations applied, its manifest says ${manifest.database.migrations.count}: the backup is not what it claims.`,
      );
  } catch (err) {
    // Leave the operator where they were: the half-restored folder goes, the old one comes back.
    await rm(opts.pgliteDir, { recursive: true, force: true });
    if (movedAside) await rename(movedAside, opts.pgliteDir);
    else await mkdir(opts.pgliteDir, { recursive: true });
    throw err;
  }
  return { manifest, movedAside };
}
