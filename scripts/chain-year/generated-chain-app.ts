// For the generated chain's tests: an app on the production build with its clock on the day after the chain's
// last, and a chain made by the bench's generator (decision 065). Needs `npm run build`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadContentPack, type ContentPack } from '../../content/load-pack.ts';
import { instantOf } from '../../contract/london-time.ts';
import { BUILD_DIR, webPlugin } from '../../server/http/web.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { generateChainYear, type ChainSize } from './generate-chain-year.ts';

export async function generatedChainApp(size: ChainSize, clockDay: string): Promise<{ t: TestApp; pack: ContentPack }> {
  if (!existsSync(path.join(BUILD_DIR, 'server', 'index.js'))) throw new Error('No production build: run `npm run build` first');
  const t = await createTestApp(
    { RATE_LIMIT_PER_MINUTE: '1000000' },
    { clock: () => instantOf(clockDay, 10 * 60), web: (app, services) => webPlugin('production', services)(app) },
  );
  const pack = await loadContentPack();
  await generateChainYear(t.services.database.db, pack, size);
  return { t, pack };
}
