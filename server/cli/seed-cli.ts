// `npm run seed`: load the content pack into the configured database.
// Idempotent — an unchanged pack writes nothing. With the embedded database,
// stop the server first: while it runs, the command refuses (pglite-lock.ts).
import { loadContentPack } from '../../content/load-pack.ts';
import { loadConfig } from '../config.ts';
import { refuseWhenInUse } from './refuse-when-in-use.ts';
import { openDatabase } from '../db/client.ts';
import { seedContent } from '../content/seed-content.ts';
import { seedBookingSetups } from '../booking/booking-seed.ts';

const config = loadConfig();
const database = await refuseWhenInUse(openDatabase({ url: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR, poolSize: 2 }));
try {
  const pack = await loadContentPack();
  const result = await seedContent(database.db, pack);
  const setups = await seedBookingSetups(database.db, pack.bookingSetups);
  console.log(
    result.changed ? `Seeded content version ${result.version}:` : `Content already up to date (version ${result.version}):`,
    result.counts,
    `booking setups written: ${setups.written}`,
  );
  for (const c of result.conflicts)
    console.log(
      `Kept the studio's ${c.kind} ${c.docId}: editors changed it, and the pack ${c.reason === 'changed' ? 'changed it too' : 'no longer has it'}.`,
    );
} finally {
  await database.close();
}
