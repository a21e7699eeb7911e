// product.md D9's bench, the studio's own pages: a signed-in content editor's
// content list, the food menu's form (its dishes) and one dish's form, each at
// one connection (what an editor waits for) and at 20 (a head office at work),
// on the embedded database. Figures, never gates. Run alone with
// `node --import tsx bench/studio-pages.ts` (it builds the app first when the
// build is stale).
import './production-env.ts';
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureFreshBuild } from '../server/build-freshness.ts';
import { loadConfig } from '../server/config.ts';
import { createServices } from '../server/services.ts';
import type { AppServices } from '../server/app-services.ts';
import { signedInStaff } from '../tests/support/console-staff.ts';
import { runLoad } from './load.ts';
import { PAGE_HEADERS, startPageServer } from './pages.ts';

export const STUDIO_PAGES = ['/console/content/', '/console/content/menu/food/', '/console/content/menu/food/items/pao-de-queijo/'];

export async function benchStudioPages(base: string, services: AppServices): Promise<void> {
  const editor = await signedInStaff(services, {
    email: `bench-editor-${randomUUID().slice(0, 8)}@example.com`,
    name: 'Bench Editor',
    role: 'content-editor',
    password: randomUUID(),
  });
  const headers = { ...PAGE_HEADERS, cookie: editor.cookie };
  const rows = [];
  for (const page of STUDIO_PAGES) {
    const first = await fetch(base + page, { headers });
    if (first.status !== 200) throw new Error(`${page} answered ${first.status}`);
    const bytes = (await first.text()).length;
    const alone = await runLoad(base + page, { connections: 1, seconds: 4, headers });
    const busy = await runLoad(base + page, { connections: 20, seconds: 4, headers });
    rows.push({
      page,
      'HTML KB': Math.round(bytes / 1024),
      '1 conn p50 ms': alone.p50,
      '1 conn p99 ms': alone.p99,
      '20 conn req/s': Math.round(busy.requestsPerSecond),
      '20 conn p99 ms': busy.p99,
      'non-2xx': alone.non2xx + busy.non2xx,
    });
  }
  console.log('The studio’s pages as a signed-in content editor, PGlite (product.md D7 "Bench")');
  console.table(rows);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await ensureFreshBuild();
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'mesa-studio-bench-'));
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
  await benchStudioPages(base, services);
  await app.close();
  await services.database.close();
}
