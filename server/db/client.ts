// Database client factory: embedded PGlite by default, PostgreSQL through a
// `pg` pool when a URL is given (DESIGN §6). Both speak the same dialect, so
// the rest of the server sees one `Db` type.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS = path.join(import.meta.dirname, 'migrations');
const MIGRATION_LOCK = 72_736_001; // arbitrary constant: one migrator at a time across instances

export interface DatabaseOptions {
  /** postgres:// URL; omitted → PGlite. */
  url?: string | undefined;
  /** PGlite folder (created if missing), or 'memory://'. */
  pgliteDir?: string;
  /** PostgreSQL schema to work in (tests use a fresh one per run). */
  pgSchema?: string;
  poolSize?: number;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.url ? openPostgres(opts.url, opts) : openPglite(opts.pgliteDir ?? './var/db');
}

async function openPglite(dir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // PGlite does not create parent folders (DESIGN §2).
  if (!dir.startsWith('memory://')) await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, opts: DatabaseOptions): Promise<Database> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const searchPath = opts.pgSchema ? `-c search_path=${opts.pgSchema}` : undefined;
  if (opts.pgSchema && !/^[a-z_][a-z0-9_]*$/.test(opts.pgSchema)) throw new Error('Invalid schema name');
  // SPEC §9: connection pool of 50, 30 s time-outs.
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolSize ?? 50,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 30_000,
    ...(searchPath ? { options: searchPath } : {}),
  });
  const migrator = await pool.connect();
  try {
    // Several instances may start together: migrate (and create the schema) one at a time.
    await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    if (opts.pgSchema) await migrator.query(`create schema if not exists ${opts.pgSchema}`);
    await migrate(drizzle(migrator, { schema }), {
      migrationsFolder: MIGRATIONS,
      ...(opts.pgSchema ? { migrationsSchema: opts.pgSchema } : {}),
    });
  } finally {
    await migrator.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    migrator.release();
  }
  const db = drizzle(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}
