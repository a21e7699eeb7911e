// A consistent copy of an embedded database folder, and the way back (decision 047
// "Backups that restore"; docs/decisions/047-backups.md). PGlite's
// `dumpDataDir()` tars the data folder between two statements, in one
// synchronous pass, so the copy is what a crash at that instant would leave:
// committed work is in it, and PostgreSQL's recovery finishes it on the next
// open. Only the process holding the folder can take it (pglite-lock.ts), so
// both functions take the lock first and a running server's folder is refused.
import { access, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { LOCK_FILE, lockFolder } from './pglite-lock.ts';

/** Applied migrations as drizzle records them in `drizzle.__drizzle_migrations`. */
export interface AppliedMigrations {
  count: number;
  /** `created_at` of the last one: the journal's `when`; 0 when none. */
  when: number;
}

export interface PgliteSnapshot {
  /** PGlite's gzipped tarball of the data folder. */
  tarball: Uint8Array;
  migrations: AppliedMigrations;
  /** Rows per table of the public schema. */
  rows: Record<string, number>;
  /** content_images rows by storage (decision 037). */
  images: { database: number; s3: number };
}

/** True when `dir` holds a PostgreSQL data folder (its PG_VERSION file). */
export async function holdsDatabase(dir: string): Promise<boolean> {
  return access(path.join(dir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
}

/** Everything in `dir` but the lock file: what a restore would overwrite. */
export async function folderEntries(dir: string): Promise<string[]> {
  const entries = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  return entries.filter((e) => e !== LOCK_FILE);
}

async function appliedMigrations(client: PGlite): Promise<AppliedMigrations> {
  const exists = await client.query<{ t: string | null }>(`select to_regclass('drizzle.__drizzle_migrations')::text as t`);
  if (!exists.rows[0]?.t) return { count: 0, when: 0 };
  const res = await client.query<{ count: number; when: string | null }>(
    'select count(*)::int as count, max(created_at)::text as when from drizzle.__drizzle_migrations',
  );
  const row = res.rows[0]!;
  return { count: row.count, when: Number(row.when ?? 0) };
}

async function rowCounts(client: PGlite): Promise<Record<string, number>> {
  const tables = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const rows: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const res = await client.query<{ n: number }>(`select count(*)::int as n from public."${name.replaceAll('"', '""')}"`);
    rows[name] = res.rows[0]!.n;
  }
  return rows;
}

async function imageCounts(client: PGlite, rows: Record<string, number>) {
  const images = { database: 0, s3: 0 };
  if (rows.content_images === undefined) return images;
  const res = await client.query<{ storage: 'database' | 's3'; n: number }>(
    'select storage, count(*)::int as n from content_images group by storage',
  );
  for (const r of res.rows) images[r.storage] = r.n;
  return images;
}

/** Copies the database in `dir`; refuses (DatabaseInUseError) while another process holds it. */
export async function snapshotPglite(dir: string): Promise<PgliteSnapshot> {
  const lock = await lockFolder(dir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(dir);
    try {
      // A checkpoint first: the copy then needs little recovery when it is opened.
      await client.exec('checkpoint');
      const migrations = await appliedMigrations(client);
      const rows = await rowCounts(client);
      const images = await imageCounts(client, rows);
      const dump = await client.dumpDataDir('gzip');
      return { tarball: new Uint8Array(await dump.arrayBuffer()), migrations, rows, images };
    } finally {
      await client.close();
    }
  } finally {
    await lock.release();
  }
}

/**
 * Unpacks a snapshot into `dir`, which must hold no database (the caller checks and
 * moves one aside), and opens it once to prove it starts. Migrations are left to the
 * next start, as for any database (client.ts).
 */
export async function loadPglite(dir: string, tarball: Uint8Array): Promise<AppliedMigrations> {
  const lock = await lockFolder(dir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    // fflate's bytes sit on a plain ArrayBuffer, never a shared one.
    const client = await PGlite.create({
      dataDir: dir,
      loadDataDir: new Blob([tarball as Uint8Array<ArrayBuffer>], { type: 'application/x-gzip' }),
    });
    // The tarball carries the lock file of the process that took it: this process holds the folder now.
    await writeFile(path.join(dir, LOCK_FILE), String(process.pid));
    try {
      return await appliedMigrations(client);
    } finally {
      await client.close();
    }
  } finally {
    await lock.release();
  }
}
