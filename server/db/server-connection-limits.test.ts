// The start-up connection check reads what the server really allows
// (PostgreSQL only: TEST_DATABASE_URL), and stays silent on PGlite.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database, Db } from './client.ts';
import { checkConnectionBudget, readServerConnectionLimits } from './server-connection-limits.ts';

const url = process.env.TEST_DATABASE_URL;

describe('start-up connection check', () => {
  it('has nothing to check on the embedded database', async () => {
    const pglite = { kind: 'pglite' } as Database;
    expect(await checkConnectionBudget(pglite, { poolSize: 10, instances: 1 })).toBeNull();
  });

  describe.skipIf(!url)('on PostgreSQL', () => {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const database = { kind: 'postgres', db: drizzle(pool) as unknown as Db } as Database;
    afterAll(() => pool.end());

    it('reads max_connections and the reserved slots as SHOW reports them', async () => {
      const show = async (name: string) => Number((await pool.query(`show ${name}`)).rows[0][name]);
      const limits = await readServerConnectionLimits(database.db);
      expect(limits).toMatchObject({ maxConnections: await show('max_connections'), roleLimit: -1, databaseLimit: -1 });
      expect(limits.reserved).toBeGreaterThanOrEqual(await show('superuser_reserved_connections'));
    });

    it('warns when the instances would take 80 % of them', async () => {
      const { maxConnections, reserved } = await readServerConnectionLimits(database.db);
      const available = maxConnections - reserved;
      const quiet = await checkConnectionBudget(database, { poolSize: 1, instances: 1 });
      const tight = await checkConnectionBudget(database, { poolSize: Math.ceil(available * 0.8), instances: 1 });
      expect(quiet).toMatchObject({ available, tight: false });
      expect(tight).toMatchObject({ available, tight: true });
      expect(tight!.message).toContain(`max_connections ${maxConnections}`);
    });
  });
});
