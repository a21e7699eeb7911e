// product.md D8: a demo admin exists only in development or with DEMO_STAFF=true,
// with a random password printed once — never a default password in production.
import { describe, expect, it } from 'vitest';
import { captureLogs } from '../../tests/support/log-capture.ts';
import { createTestApp } from '../../tests/support/test-app.ts';
import { DEMO_ADMIN_EMAIL, ensureDemoAdmin } from './demo-staff.ts';

describe('the demo console admin', () => {
  it('is made with DEMO_STAFF=true: its random password is logged once and signs in', async () => {
    const { log, lines } = captureLogs('warn');
    const t = await createTestApp({ DEMO_STAFF: 'true', NODE_ENV: 'production' }, { logger: log });
    try {
      const created = lines.filter((l) => l.email === DEMO_ADMIN_EMAIL);
      expect(created).toHaveLength(1);
      const password = created[0]!.password as string;
      expect(password).toMatch(/^[\w-]{20}$/);
      const session = await t.services.staff.signIn({ email: DEMO_ADMIN_EMAIL, password, ip: '192.0.2.1', userAgent: null });
      expect(session.staff.role).toBe('chain-admin');
      // Start-up again on the same database: nothing new, nothing printed.
      expect(await ensureDemoAdmin(t.services.staff, log)).toBeNull();
      expect(lines.filter((l) => l.email === DEMO_ADMIN_EMAIL)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('does not exist in production (or tests) without the flag', async () => {
    const t = await createTestApp({ NODE_ENV: 'production' });
    try {
      expect(await t.services.staff.byEmail(DEMO_ADMIN_EMAIL)).toBeNull();
    } finally {
      await t.close();
    }
  });

  it('gets a different password in every database', async () => {
    const passwords: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { log, lines } = captureLogs('warn');
      const t = await createTestApp({ DEMO_STAFF: 'true' }, { logger: log });
      await t.close();
      passwords.push(lines.find((l) => l.email === DEMO_ADMIN_EMAIL)!.password as string);
    }
    expect(passwords[0]).not.toBe(passwords[1]);
  });
});
