// An install as it stood before a migration, for tests that a migration carries data across: an in-memory
// PGlite migrated with the migrations folder cut before `tag` (e.g. '0023'), given rows by the test, then
// migrated on with every migration.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const MIGRATIONS = path.join(import.meta.dirname, '..', '..', 'server', 'db', 'migrations');

export interface InstallBefore {
  client: PGlite;
  /** Runs the migrations from `tag` on, as a new release would. */
  migrateOn: () => Promise<void>;
  close: () => Promise<void>;
}

export async function installBefore(tag: string): Promise<InstallBefore> {
  const folder = mkdtempSync(path.join(tmpdir(), `mesa-before-${tag}-`));
  try {
    cpSync(MIGRATIONS, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((e) => e.tag < tag);
    writeFileSync(journalPath, JSON.stringify(journal));
    const client = await PGlite.create('memory://');
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folder });
    return { client, migrateOn: () => migrate(db, { migrationsFolder: MIGRATIONS }), close: () => client.close() };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
