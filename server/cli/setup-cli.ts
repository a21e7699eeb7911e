// `npm run setup -- export [--restaurant SLUG] [--out FILE]` and
// `npm run setup -- import FILE [--keep-bookings]`: a chain's booking setups
// as JSON files (decision 025). Services come from the composition
// root; with the embedded database, stop the server first (PGlite allows one
// process at a time).
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { refuseWhenInUse } from './refuse-when-in-use.ts';
import { createLogger } from '../logger.ts';
import { createServices } from '../services.ts';
import { createConsoleSetup } from '../console/console-setup.ts';
import { createSetupStore } from '../booking/setup-store.ts';
import { documentsOf, exportFile, importSetups } from '../console/setup-transfer.ts';

const USAGE = `Usage:
  npm run setup -- export [--restaurant SLUG] [--out FILE]   every setup (or one) as { "setups": [...] }
  npm run setup -- import FILE [--keep-bookings]             save each setup in FILE (one document or { "setups": [...] })
A setup that would strand existing bookings is not imported unless --keep-bookings.`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { restaurant: { type: 'string' }, out: { type: 'string' }, 'keep-bookings': { type: 'boolean', default: false } },
    });
  } catch (err) {
    return fail((err as Error).message);
  }
})();
const [command, file] = positionals;
if (command !== 'export' && command !== 'import') fail(command ? `Unknown command: ${command}` : 'Say export or import.');
if (command === 'import' && !file) fail('Name the file to import.');

const config = loadConfig();
const services = await refuseWhenInUse(
  createServices(config, { logger: createLogger({ LOG_LEVEL: config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL }) }),
);
const setups = createConsoleSetup({
  db: services.database.db,
  forgetSetups: services.booking.forgetSetups,
  content: services.content,
  store: createSetupStore(services.database.db),
  clock: () => new Date(),
  changeStatus: () => Promise.reject(new Error('the command line keeps stranded bookings; cancel them in the console')),
});
try {
  if (command === 'export') {
    let storeIds: string[] | null = null;
    if (values.restaurant) {
      const r = await services.content.restaurantBySlug(values.restaurant);
      if (!r) fail(`No restaurant ${values.restaurant}`);
      storeIds = [r.storeId];
    }
    const json = `${JSON.stringify(exportFile(await setups.all(storeIds)), null, 2)}\n`;
    if (values.out) await writeFile(values.out, json);
    else process.stdout.write(json);
  } else {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(file!, 'utf8'));
    } catch (err) {
      fail(`${file}: ${(err as Error).message}`);
    }
    const outcomes = await importSetups(setups, documentsOf(parsed), { keepBookings: values['keep-bookings'] });
    for (const o of outcomes) {
      if (o.outcome === 'saved') console.log(`${o.storeId}: saved as version ${o.version} (${o.changes.length} change(s))`);
      else if (o.outcome === 'unchanged') console.log(`${o.storeId}: unchanged`);
      else if (o.outcome === 'invalid') console.log(`${o.storeId}: not imported:\n  ${o.problems.join('\n  ')}`);
      else {
        console.log(`${o.storeId}: not imported, it would strand ${o.stranded.length} booking(s) (use --keep-bookings to keep them):`);
        for (const b of o.stranded) console.log(`  ${b.reference} ${b.date} ${b.time} ${b.name}: ${b.reasons.join('; ')}`);
      }
    }
    if (outcomes.some((o) => o.outcome === 'invalid' || o.outcome === 'strands-bookings')) process.exitCode = 1;
  }
} finally {
  await services.database.close();
}
