// The demo chain admin (product.md D8): only in development or with DEMO_STAFF=true,
// never a default password — a random one per database, stored hashed and
// printed once in the log when the account is made.
import type { Logger } from '../logger.ts';
import { hashPassword } from './password-hash.ts';
import { newSecretToken } from './secret-token.ts';
import type { StaffService } from './staff-service.ts';

export const DEMO_ADMIN_EMAIL = 'admin@demo.mesa.test';

/** Creates the demo admin when missing; the password it was given, or null when it already existed. */
export async function ensureDemoAdmin(staff: StaffService, log: Logger): Promise<string | null> {
  if (await staff.byEmail(DEMO_ADMIN_EMAIL)) return null;
  const password = newSecretToken().slice(0, 20);
  await staff.createStaff(
    { email: DEMO_ADMIN_EMAIL, name: 'Demo admin', role: 'chain-admin', restaurants: [] },
    await hashPassword(password),
  );
  log.warn({ email: DEMO_ADMIN_EMAIL, password }, 'demo console admin created: sign in at /console/ (this password is shown once)');
  return password;
}
