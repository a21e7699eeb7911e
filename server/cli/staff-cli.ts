// `npm run staff -- add --email EMAIL --role ROLE [--restaurant SLUG …]`: makes
// a staff member and prints the one-time link to set a password (product.md D8).
// Services come from the composition root (decision 018); with the embedded
// database, stop the server first: while it runs, the command refuses (pglite-lock.ts).
import { isDomainError } from '../domain/domain-error.ts';
import { loadConfig } from '../config.ts';
import { refuseWhenInUse } from './refuse-when-in-use.ts';
import { createLogger } from '../logger.ts';
import { createServices } from '../services.ts';
import { parseStaffArgs, UsageError, USAGE } from './staff-cli-args.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let command;
try {
  command = parseStaffArgs(process.argv.slice(2));
} catch (err) {
  if (err instanceof UsageError) fail(`${err.message}\n\n${USAGE}`);
  throw err;
}
if (command.command === 'help') {
  console.log(USAGE);
  process.exit(0);
}

const config = loadConfig();
// Start-up chatter (seeding) stays out of the way of the link the operator needs.
const services = await refuseWhenInUse(
  createServices(config, { logger: createLogger({ LOG_LEVEL: config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL }) }),
);
try {
  const created = await services.staff.createStaff(command);
  const link = await services.staff.issueSetPasswordLink(created.id);
  console.log(`Created ${created.role} ${created.email}${created.restaurants.length ? ` for ${command.restaurants.join(', ')}` : ''}.`);
  console.log(`Set the password within 24 hours (until ${link.expiresAt.toISOString()}) at:\n\n  ${link.url}\n`);
} catch (err) {
  // A domain error is the operator's to read (unknown slug, address taken); anything else is a bug.
  if (isDomainError(err)) {
    process.exitCode = 1;
    console.error(err.message);
  } else throw err;
} finally {
  await services.database.close();
}
