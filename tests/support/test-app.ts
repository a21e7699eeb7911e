// Builds the API against a throw-away database: in-memory PGlite by default,
// or a fresh schema in the PostgreSQL named by TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import type { BuildAppOptions } from '../../server/app.ts';
import type { AppServices } from '../../server/app-services.ts';
import { loadConfig } from '../../server/config.ts';
import type { Db } from '../../server/db/client.ts';
import { createServices, type CreateServicesOptions } from '../../server/services.ts';

export interface TestApp {
  app: FastifyInstance;
  services: AppServices;
  /** Headers a well-behaved client sends (product.md §7). */
  headers(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export const TEST_BRAND = 'casa-lumbre';

/** The headers a well-behaved client sends with an app token (product.md §7). */
export const clientHeaders = (token: string) => ({
  authorization: `Bearer ${token}`,
  brandkey: TEST_BRAND,
  sessionid: 'test-session-0001',
});

/** What a test may change in the composition root: the clock, the payments adapter, fetch, the logger. */
export type TestServiceOptions = Omit<CreateServicesOptions, 'database'>;

/**
 * Configuration for a throw-away database: a fresh schema in the PostgreSQL
 * named by TEST_DATABASE_URL, or in-memory PGlite; `drop` removes the schema.
 */
export function throwAwayDatabase(env: Record<string, string> = {}, serviceOpts: TestServiceOptions = {}) {
  const url = process.env.TEST_DATABASE_URL;
  const pgSchema = url ? `test_${process.pid}_${randomBytes(4).toString('hex')}` : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    BRAND_KEY: TEST_BRAND,
    ...(url ? { DATABASE_URL: url } : {}),
    ...env,
  });
  return {
    config,
    kind: url ? ('postgres' as const) : ('pglite' as const),
    // The pool is the configured one (DATABASE_POOL_SIZE, DATABASE_ACQUIRE_TIMEOUT_MS in `env`; 10 and 5 s by default).
    start: () => createServices(config, { ...serviceOpts, database: url ? { pgSchema } : { pgliteDir: 'memory://' } }),
    async drop(db: Db) {
      if (pgSchema) await db.execute(sql.raw(`drop schema if exists ${pgSchema} cascade`));
    },
  };
}

/** Registers pages on the app; given the services, it can serve the production build (`webPlugin('production', services)`). */
export type TestWeb = (app: FastifyInstance, services: AppServices) => ReturnType<NonNullable<BuildAppOptions['web']>>;

export async function createTestApp(
  env: Record<string, string> = {},
  opts: {
    web?: TestWeb;
    /** Log requests through the services' logger (a test reading the logs passes one). */ requestLogs?: boolean;
  } & TestServiceOptions = {},
): Promise<TestApp> {
  const { web, requestLogs, ...serviceOpts } = opts;
  const database = throwAwayDatabase(env, serviceOpts);
  const services = await database.start();
  const app = await buildApp(services, { logger: requestLogs === true, ...(web ? { web: (a) => web(a, services) } : {}) });
  await app.ready();
  let token: string | undefined;
  return {
    app,
    services,
    async headers() {
      token ??= (await services.tokens.issue()).token;
      return clientHeaders(token);
    },
    async close() {
      await app.close();
      await database.drop(services.database.db);
      await services.database.close();
    },
  };
}
