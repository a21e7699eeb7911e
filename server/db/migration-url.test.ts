// DATABASE_MIGRATION_URL: the start-up migrations (and their session-level
// lock) run on a direct connection of their own, so DATABASE_URL may point at
// PgBouncer in transaction mode. PostgreSQL only (TEST_DATABASE_URL).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { startPostgresGate, type PostgresGate } from '../../tests/support/postgres-gate.ts';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('migrations through DATABASE_MIGRATION_URL', () => {
  const pgSchema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  let gate: PostgresGate | undefined;
  let database: Database | undefined;
  afterAll(async () => {
    await gate?.set({ kind: 'forward' });
    await database?.db.execute(sql.raw(`drop schema if exists ${pgSchema} cascade`));
    await database?.close();
    await gate?.close();
  });

  it('migrate over the direct URL while the pooled URL is not even reachable, then serve through the pool', async () => {
    // The "pooler" is down during start-up: only the migration URL can have done the work.
    gate = await startPostgresGate(url, { kind: 'closed' });
    database = await openDatabase({ url: gate.url(url!), migrationUrl: url, pgSchema, poolSize: 2, acquireTimeoutMs: 1000 });
    expect(database.pool?.totalCount).toBe(0);

    await gate.set({ kind: 'forward' });
    const result: unknown = await database.db.execute(sql`select count(*)::int as n from bookings`);
    const { rows } = result as { rows: { n: number }[] };
    expect(rows).toEqual([{ n: 0 }]);
  });
});
