// Wires the server modules together from configuration: database, content
// (seeded from the pack when it changed), tokens. Used by main.ts and tests.
import { loadContentPack } from '../content/load-pack.ts';
import type { AppServices } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseOptions } from './db/client.ts';
import { createAppTokens } from './auth/app-token.ts';
import { sharedSecret } from './auth/shared-secret.ts';
import { createContentRepository } from './content/content-repository.ts';
import { createContentService } from './content/content-service.ts';
import { seedContent, type SeedResult } from './content/seed-content.ts';
import { createGeoService } from './geo/geo-service.ts';
import { createCrmServices } from './forms/crm-services.ts';
import { seedBookingSetups } from './booking/booking-seed.ts';

export interface CreateServicesOptions {
  database?: Partial<DatabaseOptions>;
  onSeed?: (result: SeedResult) => void;
}

export async function createServices(config: Config, opts: CreateServicesOptions = {}): Promise<AppServices> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: config.PGLITE_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    acquireTimeoutMs: config.DATABASE_ACQUIRE_TIMEOUT_MS,
    migrationUrl: config.DATABASE_MIGRATION_URL,
    ...opts.database,
  });
  try {
    if (config.SEED_ON_START) {
      const result = await seedContent(database.db, await loadContentPack());
      await seedBookingSetups(database.db, await createContentRepository(database.db).restaurants());
      opts.onSeed?.(result);
    }
    const secret = await sharedSecret(database.db, 'token', config.TOKEN_SECRET);
    const content = createContentService(createContentRepository(database.db), { cacheSeconds: config.CONTENT_CACHE_SECONDS });
    return {
      config,
      database,
      tokens: createAppTokens(secret, config.BRAND_KEY),
      content,
      geo: createGeoService({ content, ...(config.GEOCODER_URL ? { geocoderUrl: config.GEOCODER_URL } : {}) }),
      crm: await createCrmServices(config, database.db, content),
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}
