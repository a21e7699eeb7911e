// The console server's other staff, made in one process before it starts (one
// `npm run staff` each took seconds of start-up apiece): the same staff service
// the command calls, and the same printed link, written to E2E_STAFF_LINK_FILE
// plus each one's suffix. The sign-in spec's manager is made by the command
// itself (playwright.config.ts), so the command stays covered end to end.
import { writeFileSync } from 'node:fs';
import type { StaffRole } from '../../../contract/staff.ts';
import { loadConfig } from '../../../server/config.ts';
import { createLogger } from '../../../server/logger.ts';
import { createServices } from '../../../server/services.ts';

interface Member {
  suffix: string;
  email: string;
  role: StaffRole;
  restaurants: string[];
  name: string;
}

const manager = (suffix: string, email: string, restaurant: string, name: string): Member => ({
  suffix,
  email,
  role: 'manager',
  restaurants: [restaurant],
  name,
});
const editor = (suffix: string, email: string, name: string): Member => ({ suffix, email, role: 'content-editor', restaurants: [], name });

const STAFF: Member[] = [
  manager('.duty', 'bath.duty@example.com', 'bath', 'Duty Manager'),
  manager('.setup', 'bolton.manager@example.com', 'bolton', 'Bolton Manager'),
  manager('.grid', 'leeds.grid@example.com', 'leeds', 'Grid Host'),
  manager('.phone', 'brighton.phone@example.com', 'brighton', 'Phone Manager'),
  editor('.studio', 'studio.editor@example.com', 'Studio Editor'),
  manager('.bath-content', 'bath.content@example.com', 'bath', 'Bath Content'),
  editor('.studio-images', 'studio.images@example.com', 'Images Editor'),
  editor('.pages', 'pages.editor@example.com', 'Pages Editor'),
];

const linkFile = process.env.E2E_STAFF_LINK_FILE;
if (!linkFile) throw new Error('E2E_STAFF_LINK_FILE is not set');
const config = loadConfig();
const services = await createServices(config, { logger: createLogger({ LOG_LEVEL: 'warn' }) });
try {
  for (const member of STAFF) {
    const { suffix, ...staff } = member;
    const created = await services.staff.createStaff(staff);
    const link = await services.staff.issueSetPasswordLink(created.id);
    writeFileSync(`${linkFile}${suffix}`, `Created ${created.role} ${created.email}.\n\n  ${link.url}\n`);
  }
} finally {
  await services.database.close();
}
