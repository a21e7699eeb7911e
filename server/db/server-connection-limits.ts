// Reads what PostgreSQL allows the application's role (max_connections, the
// reserved slots, CONNECTION LIMITs) for the start-up connection check; the
// arithmetic and the wording are connection-budget.ts's.
import { sql } from 'drizzle-orm';
import type { Database, Db } from './client.ts';
import { connectionBudget, type ConnectionBudget, type PoolPlan, type ServerConnectionLimits } from './connection-budget.ts';

export async function readServerConnectionLimits(db: Db): Promise<ServerConnectionLimits> {
  // current_setting(…) is SHOW as a value; reserved_connections exists from PostgreSQL 16 (missing → null → 0).
  const raw: unknown = await db.execute(sql`
    select current_setting('max_connections')::int as "maxConnections",
           current_setting('superuser_reserved_connections')::int
             + coalesce(current_setting('reserved_connections', true)::int, 0) as "reserved",
           r.rolconnlimit as "roleLimit", d.datconnlimit as "databaseLimit", r.rolsuper as "superuser"
      from pg_roles r, pg_database d
     where r.rolname = current_user and d.datname = current_database()`);
  const row = (raw as { rows: ServerConnectionLimits[] }).rows[0];
  if (!row) throw new Error('could not read the connection limits of the current role and database');
  return row;
}

/** The start-up check (PostgreSQL only; null on the embedded database, which has no connections to share). */
export async function checkConnectionBudget(database: Database, plan: PoolPlan): Promise<ConnectionBudget | null> {
  if (database.kind !== 'postgres') return null;
  return connectionBudget(await readServerConnectionLimits(database.db), plan);
}
