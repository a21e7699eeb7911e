// `npm run backup`'s work (product.md D13 "Backups that restore"): a consistent copy
// of the embedded database and a manifest, in one file (backup-file.ts). The
// database already holds contact attachments and, by default, uploaded pictures
// (decision 037); pictures in a bucket stay there, and the image variant cache is
// left out, as it is re-made on demand (docs/decisions/047-backups.md).
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DatabaseInUseError } from '../db/pglite-lock.ts';
import { holdsDatabase, snapshotPglite } from '../db/pglite-snapshot.ts';
import { packBackup, sha256 } from './backup-file.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DATABASE_MEMBER,
  describeContents,
  levelOf,
  type BackupManifest,
  type JournalEntry,
} from './backup-manifest.ts';
import { BackupRefusal, runningRefusal } from './backup-refusal.ts';

export interface BackupOptions {
  pgliteDir: string;
  out: string;
  clock: () => Date;
  mesaVersion: string;
  journal: readonly JournalEntry[];
  /** S3_BUCKET, named in the manifest when pictures live there. */
  bucket?: string | undefined;
}

/** `mesa-backup-20310303-090000.zip`: sorts by time, safe in any file system. */
export const defaultBackupName = (at: Date) => `mesa-backup-${at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}.zip`;

export async function writeBackup(opts: BackupOptions): Promise<{ file: string; manifest: BackupManifest; bytes: number }> {
  if (!(await holdsDatabase(opts.pgliteDir))) throw new BackupRefusal(`There is no embedded database in ${opts.pgliteDir} to back up.`);
  const exists = await access(opts.out).then(
    () => true,
    () => false,
  );
  if (exists) throw new BackupRefusal(`${opts.out} exists already: choose another --out (a backup never overwrites one).`);
  let snapshot;
  try {
    snapshot = await snapshotPglite(opts.pgliteDir);
  } catch (err) {
    if (err instanceof DatabaseInUseError) throw runningRefusal(err, 'backup');
    throw err;
  }
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    mesaVersion: opts.mesaVersion,
    createdAt: opts.clock().toISOString(),
    database: {
      kind: 'pglite',
      member: DATABASE_MEMBER,
      bytes: snapshot.tarball.length,
      sha256: sha256(snapshot.tarball),
      migrations: levelOf(snapshot.migrations, opts.journal),
    },
    rows: snapshot.rows,
    ...describeContents(snapshot.rows, snapshot.images, opts.bucket),
  };
  const bytes = packBackup(manifest, snapshot.tarball);
  // Written aside and renamed: a file named like a backup is always a whole one.
  await mkdir(path.dirname(path.resolve(opts.out)), { recursive: true });
  const partial = `${opts.out}.partial`;
  try {
    await writeFile(partial, bytes);
    await rename(partial, opts.out);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
  return { file: opts.out, manifest, bytes: bytes.length };
}
