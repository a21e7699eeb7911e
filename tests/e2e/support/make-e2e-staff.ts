// `node --import tsx tests/e2e/support/make-e2e-staff.ts console|evening`: makes one e2e server's staff
// (e2e-staff.ts) in its database, in one process, before that server starts, and writes each one-time link
// where staff-sign-in.ts reads it. The server's environment (PGLITE_DIR, PUBLIC_URL) is this process's.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { loadConfig } from '../../../server/config.ts';
import { createLogger } from '../../../server/logger.ts';
import { createServices } from '../../../server/services.ts';
import { CONSOLE_STAFF, EVENING_STAFF } from './e2e-staff.ts';

const sets = { console: CONSOLE_STAFF, evening: EVENING_STAFF };
const which = process.argv[2];
if (which !== 'console' && which !== 'evening') throw new Error(`usage: make-e2e-staff.ts ${Object.keys(sets).join('|')}`);
const linkFile = process.env.E2E_STAFF_LINK_FILE;
if (!linkFile) throw new Error('E2E_STAFF_LINK_FILE is set by playwright.config.ts');

const config = loadConfig();
const services = await createServices(config, { logger: createLogger({ LOG_LEVEL: 'warn' }) });
try {
  for (const member of sets[which]) {
    const created = await services.staff.createStaff({
      email: member.email,
      role: member.role,
      restaurants: member.restaurants ?? [],
      name: member.name,
    });
    const link = await services.staff.issueSetPasswordLink(created.id);
    const path = `${linkFile}${member.suffix}`;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `Created ${created.role} ${created.email}.\nSet the password at:\n\n  ${link.url}\n`);
  }
} finally {
  await services.database.close();
}
