// `npm run demo`: a demo install's sample bookings for today and the next days
// (product.md D8 "Demo bookings"), made now; `npm run demo -- --clear` deletes
// every demo booking and only those. Services come from the composition root
// (decision 018); with the embedded database, stop the server first: while it
// runs, the command refuses (pglite-lock.ts).
import { addDays, londonDateOf } from '../../contract/london-time.ts';
import { DEMO_DAYS } from '../booking/booking-demo.ts';
import { isDemoInstall, loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { createServices } from '../services.ts';
import { refuseWhenInUse } from './refuse-when-in-use.ts';

const USAGE = `Usage: npm run demo            make demo bookings for today and the next ${DEMO_DAYS - 1} days
       npm run demo -- --clear   delete every demo booking`;

const args = process.argv.slice(2);
if (args.some((a) => a !== '--clear')) {
  console.error(args.includes('--help') ? USAGE : `Unknown argument: ${args.find((a) => a !== '--clear')}\n\n${USAGE}`);
  process.exit(args.includes('--help') ? 0 : 1);
}
const clear = args.includes('--clear');

const config = loadConfig();
// product.md D8 "Demo bookings": never into a production database; clearing them is always allowed.
if (!clear && !isDemoInstall(config) && config.DATABASE_URL) {
  console.error('This is a production install (DATABASE_URL without NODE_ENV=development or DEMO_STAFF=true): no demo bookings here.');
  process.exit(1);
}
const services = await refuseWhenInUse(
  createServices(config, {
    logger: createLogger({ LOG_LEVEL: config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL }),
    demoBookings: false,
  }),
);
try {
  if (clear) {
    const gone = await services.booking.demo.clear();
    console.log(`Deleted ${gone} demo ${gone === 1 ? 'booking' : 'bookings'}.`);
  } else {
    const today = londonDateOf(services.clock());
    const made = await services.booking.demo.fill();
    const days = `${today} to ${addDays(today, DEMO_DAYS - 1)}`;
    console.log(
      made
        ? `Made ${made} demo ${made === 1 ? 'booking' : 'bookings'} for ${days}. Clear them with: npm run demo -- --clear`
        : `Demo bookings already exist for ${days}: nothing made.`,
    );
  }
} finally {
  await services.database.close();
}
