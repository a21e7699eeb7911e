// `npm run bench:first-paint`: product.md D14's two tables alone, on a fresh embedded
// database with every image variant made (as `npm run bench` does before its pages):
// first paint under Lighthouse, and the cached pages beside a bare Node server.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config.ts';
import { createServices } from '../server/services.ts';
import { ensureFreshBuild } from '../server/build-freshness.ts';
import { makeAllVariants } from '../server/images/make-all-variants.ts';
import { startPageServer } from './pages.ts';
import { printFirstPaintTables } from './first-paint.ts';

await ensureFreshBuild();
const tmp = await mkdtemp(path.join(os.tmpdir(), 'mesa-first-paint-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000000',
  DATABASE_URL: '',
  PGLITE_DIR: path.join(tmp, 'db'),
});
const services = await createServices(config);
const { app, base } = await startPageServer(services, tmp);
await makeAllVariants(services.images.catalogue, services.images.variants);
await printFirstPaintTables(base);
await app.close();
await services.database.close();
