// Database client factory: embedded PGlite by default, PostgreSQL through a
// `pg` pool when a URL is given (product.md D6). Both speak the same dialect, so
// the rest of the server sees one `Db` type.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PoolClient } from 'pg';
import * as schema from './schema.ts';
import { DEFAULT_ACQUIRE_TIMEOUT_MS, DEFAULT_POOL_SIZE } from './connection-budget.ts';
import { lockFolder } from './pglite-lock.ts';
import { listenOnPostgres, type Listen } from './pg-listener.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The pg pool's counters (PostgreSQL only): what an operator or a test watches when connections run short. */
export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The schema the tables are in ('public' unless a test gave one). */
  schema: string;
  pool?: PoolCounts;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Hears the database's notifications on a channel (NOTIFY, sent at commit), from every instance on the
   * same database; resolves to a function that stops listening. Decision 066.
   */
  listen: Listen;
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
  /** Connections this instance may open (docs/operating/postgres-connections.md). */
  poolSize?: number;
  /** How long a query waits for a pooled connection, or for a new one to open, before it fails (then the API answers 503). */
  acquireTimeoutMs?: number;
  /** A direct PostgreSQL URL for the migrations at start-up, when `url` goes through PgBouncer in transaction mode. */
  migrationUrl?: string | undefined;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.url ? openPostgres(opts.url, opts) : openPglite(opts.pgliteDir ?? './var/db');
}

async function openPglite(dir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = dir.startsWith('memory://');
  // PGlite does not create parent folders (product.md D2).
  if (!inMemory) await mkdir(dir, { recursive: true });
  // One process at a time (pglite-lock.ts): a second one is refused before it opens anything.
  const lock = inMemory ? null : await lockFolder(dir);
  try {
    const client = await PGlite.create(dir);
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      schema: 'public',
      ping: async () => void (await client.query('select 1')),
      listen: async (channel, onPayload) => {
        const unlisten = await client.listen(channel, onPayload);
        return () => unlisten();
      },
      async close() {
        await client.close();
        await lock?.release();
      },
    };
  } catch (err) {
    await lock?.release();
    throw err;
  }
}

async function openPostgres(url: string, opts: DatabaseOptions): Promise<Database> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const searchPath = opts.pgSchema ? `-c search_path=${opts.pgSchema}` : undefined;
  if (opts.pgSchema && !/^[a-z_][a-z0-9_]*$/.test(opts.pgSchema)) throw new Error('Invalid schema name');
  // product.md §9 allows up to 50 connections and 30 s; the defaults are smaller so that several
  // instances fit one server and a diner hears "busy" in seconds (connection-budget.ts).
  const acquireTimeoutMs = opts.acquireTimeoutMs ?? DEFAULT_ACQUIRE_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolSize ?? DEFAULT_POOL_SIZE,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: acquireTimeoutMs,
    ...(searchPath ? { options: searchPath } : {}),
  });
  // An idle connection the server dropped (restart, pg_terminate_backend): the pool has already
  // discarded it and opens a fresh one when needed. Unheard, this 'error' event would end the process.
  pool.on('error', () => undefined);
  // The migration lock is session-level and held across many statements, which PgBouncer in
  // transaction mode would spread over server connections: a migration URL gets a direct one.
  const direct = opts.migrationUrl
    ? new pg.Client({
        connectionString: opts.migrationUrl,
        connectionTimeoutMillis: acquireTimeoutMs,
        ...(searchPath ? { options: searchPath } : {}),
      })
    : undefined;
  const migrator = direct ?? (await pool.connect());
  try {
    if (direct) await direct.connect();
    // Several instances may start together: migrate (and create the schema) one at a time.
    await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    if (opts.pgSchema) await migrator.query(`create schema if not exists ${opts.pgSchema}`);
    await migrate(drizzle(migrator, { schema }), {
      migrationsFolder: MIGRATIONS,
      ...(opts.pgSchema ? { migrationsSchema: opts.pgSchema } : {}),
    });
  } finally {
    await migrator.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    if (direct) await direct.end().catch(() => undefined);
    else (migrator as PoolClient).release();
  }
  const db = drizzle(pool, { schema });
  // LISTEN needs a session of its own, outside the pool (and outside PgBouncer's transaction mode: the direct URL).
  const listener = listenOnPostgres(
    () => new pg.Client({ connectionString: opts.migrationUrl ?? url, connectionTimeoutMillis: acquireTimeoutMs }),
  );
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    schema: opts.pgSchema ?? 'public',
    pool,
    ping: async () => void (await db.execute(sql`select 1`)),
    listen: listener.listen,
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
