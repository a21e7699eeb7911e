// Builds the API against a throw-away database: in-memory PGlite by default,
// or a fresh schema in the PostgreSQL named by TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { AppServices } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createServices } from '../services.ts';

export interface TestApp {
  app: FastifyInstance;
  services: AppServices;
  /** Headers a well-behaved client sends (SPEC §7). */
  headers(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export const TEST_BRAND = 'casa-lumbre';

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL;
  const pgSchema = url ? `test_${process.pid}_${randomBytes(4).toString('hex')}` : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    BRAND_KEY: TEST_BRAND,
    ...(url ? { DATABASE_URL: url } : {}),
    ...env,
  });
  const services = await createServices(config, {
    database: url ? { pgSchema, poolSize: 10 } : { pgliteDir: 'memory://' },
  });
  const app = await buildApp(services, { logger: false });
  await app.ready();
  let token: string | undefined;
  return {
    app,
    services,
    async headers() {
      token ??= (await services.tokens.issue()).token;
      return { authorization: `Bearer ${token}`, brandkey: TEST_BRAND, sessionid: 'test-session-0001' };
    },
    async close() {
      await app.close();
      if (pgSchema) {
        const { sql } = await import('drizzle-orm');
        await services.database.db.execute(sql.raw(`drop schema if exists ${pgSchema} cascade`));
      }
      await services.database.close();
    },
  };
}
