// product.md D9's bench: a studio publish, then the food menu's page on each of two
// server processes (one PostgreSQL database, nothing else shared) fetched
// every 20 ms until it shows the new price: publish → visible on every
// instance, median and worst over 20 publishes. Also each publish's own time.
// Run alone: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/studio-publish.ts
import type { Menu } from '../contract/content.ts';
import { formatPence } from '../contract/money.ts';
import { openDatabase } from '../server/db/client.ts';
import type { StaffMember } from '../server/staff/staff-repository.ts';
import { createStudioService } from '../server/studio/studio-service.ts';
import { onTwoServers } from './creates-two-instances.ts';

const EDITOR: StaffMember = {
  id: 'bench-editor',
  email: 'bench@example.com',
  name: 'Bench Editor',
  role: 'content-editor',
  disabled: false,
  restaurants: [],
};
const PUBLISHES = 20;
const PAGE = '/our-menu/food/';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (ms: number) => Math.round(ms);

/** Fetches `url` every 20 ms until its HTML holds `text`; answers when it did, from `since`. */
async function visibleAfter(url: string, text: string, since: number): Promise<number> {
  for (;;) {
    const html = await (await fetch(url)).text();
    if (html.includes(text)) return performance.now() - since;
    if (performance.now() - since > 30_000) throw new Error(`${url} did not show ${text} within 30 s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export function benchStudioPublish(adminUrl: string) {
  return onTwoServers(adminUrl, [4711, 4712], async ({ url, bases }) => {
    const database = await openDatabase({ url, poolSize: 2 });
    const studio = createStudioService({ db: database.db, clock: () => new Date(), forgetContent: () => undefined });
    await Promise.all(bases.map((b) => fetch(`${b}${PAGE}`)));
    const visible: number[][] = bases.map(() => []);
    const publishMs: number[] = [];
    for (let i = 0; i < PUBLISHES; i++) {
      const menu = structuredClone((await studio.open(EDITOR, 'menu', 'food')).live as Menu);
      const price = 1000 + i;
      menu.sections[0]!.subsections[0]!.items[0]!.options[0]!.price = price;
      const { basedOn } = await studio.saveDraft(EDITOR, 'menu', 'food', menu, (await studio.open(EDITOR, 'menu', 'food')).basedOn);
      const started = performance.now();
      await studio.publish(EDITOR, 'menu', 'food', basedOn);
      publishMs.push(performance.now() - started);
      const seen = await Promise.all(bases.map((b) => visibleAfter(`${b}${PAGE}`, formatPence(price), started)));
      seen.forEach((ms, n) => visible[n]!.push(ms));
    }
    await database.close();
    return {
      publishes: PUBLISHES,
      publishMs: { median: round(median(publishMs)), worst: round(Math.max(...publishMs)) },
      visibleMs: visible.map((xs, n) => ({ instance: n + 1, median: round(median(xs)), worst: round(Math.max(...xs)) })),
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL names the PostgreSQL server the two instances share');
  const result = await benchStudioPublish(process.env.TEST_DATABASE_URL);
  console.log(`Studio publish → the food menu page shows it, two server processes on one PostgreSQL, ${result.publishes} publishes:`);
  console.log(`  the publish itself: median ${result.publishMs.median} ms, worst ${result.publishMs.worst} ms`);
  console.table(result.visibleMs);
}
