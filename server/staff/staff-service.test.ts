// The staff service against a real database: in-memory PGlite, or PostgreSQL
// when TEST_DATABASE_URL is set (the same file runs against both).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox, staffSessions } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { DomainError } from '../domain/domain-error.ts';
import { LINK_REFUSED, SIGN_IN_REFUSED, type StaffService } from './staff-service.ts';
import { hashToken } from './secret-token.ts';

const PASSWORD = 'a long enough password';
let now = new Date('2026-03-02T10:00:00Z');
let t: TestApp;
let staff: StaffService;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  staff = t.services.staff;
});
afterAll(() => t.close());

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const request = (email: string, password = PASSWORD, ip = '192.0.2.1') => ({ email, password, ip, userAgent: 'vitest' });

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const err: unknown = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  return err as DomainError;
}

/** A staff member with a password, through the one-time link as the CLI does it. */
async function member(email: string, role: 'chain-admin' | 'manager' | 'host', restaurants: string[] = []) {
  const created = await staff.createStaff({ email, role, restaurants });
  const link = await staff.issueSetPasswordLink(created.id);
  await staff.setPassword(tokenOf(link.url), PASSWORD);
  return created;
}

describe('staff accounts and sessions', () => {
  it('create → set password → sign in → current staff → sign out → session gone', async () => {
    const created = await staff.createStaff({ email: 'Ada@Example.com', name: 'Ada', role: 'manager', restaurants: ['bath'] });
    expect(created).toMatchObject({ email: 'ada@example.com', role: 'manager', restaurants: ['1002'] });

    const link = await staff.issueSetPasswordLink(created.id);
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/console\/set-password\/\?token=[\w-]{43}$/);
    expect(link.expiresAt.getTime() - now.getTime()).toBe(24 * 3600_000);
    expect(await staff.checkLink(tokenOf(link.url))).toEqual({ email: 'ada@example.com' });

    // No password yet: refused with the same words as a wrong one.
    expect((await refusal(staff.signIn(request('ada@example.com')))).message).toBe(SIGN_IN_REFUSED);
    await staff.setPassword(tokenOf(link.url), PASSWORD);
    // The link works once.
    expect((await refusal(staff.setPassword(tokenOf(link.url), 'another password 1'))).message).toBe(LINK_REFUSED);

    const session = await staff.signIn(request('ADA@example.com '));
    expect(session.staff.email).toBe('ada@example.com');
    const current = await staff.currentStaff(session.sessionToken);
    expect(current?.staff).toMatchObject({ id: created.id, role: 'manager', restaurants: ['1002'] });
    expect(current?.csrfToken).toBe(session.csrfToken);

    await staff.signOut(session.sessionToken);
    expect(await staff.currentStaff(session.sessionToken)).toBeNull();
  });

  it('gives a new session id at every sign-in (rotation) and stores only its hash', async () => {
    const m = await member('rotate@example.com', 'host', ['bath']);
    const a = await staff.signIn(request('rotate@example.com'));
    const b = await staff.signIn(request('rotate@example.com'));
    expect(a.sessionToken).not.toBe(b.sessionToken);
    expect(a.csrfToken).not.toBe(b.csrfToken);
    const rows = await t.services.database.db.select({ id: staffSessions.id }).from(staffSessions).where(eq(staffSessions.staffId, m.id));
    const ids = rows.map((r) => r.id);
    expect(ids).toHaveLength(2);
    expect(ids).not.toContain(a.sessionToken);
  });

  it('sign out everywhere ends every session of that member and no one else’s', async () => {
    const m = await member('everywhere@example.com', 'host', ['bath']);
    await member('bystander@example.com', 'host', ['bath']);
    const phone = await staff.signIn(request('everywhere@example.com'));
    const tablet = await staff.signIn(request('everywhere@example.com'));
    const other = await staff.signIn(request('bystander@example.com'));
    expect(await staff.signOutEverywhere(m.id)).toBe(2);
    expect(await staff.currentStaff(phone.sessionToken)).toBeNull();
    expect(await staff.currentStaff(tablet.sessionToken)).toBeNull();
    expect(await staff.currentStaff(other.sessionToken)).not.toBeNull();
  });

  it('a read may reuse this instance’s reading of a session for a second; a change, a sign-out here or a staff change never (decision 058)', async () => {
    await member('reader@example.com', 'manager', ['bath']);
    const { sessionToken } = await staff.signIn(request('reader@example.com'));
    expect((await staff.currentStaff(sessionToken, { reading: true }))?.staff.email).toBe('reader@example.com');
    // Another instance ends the session: a read within the second still has the reading; a change does not.
    await t.services.database.db.delete(staffSessions).where(eq(staffSessions.id, hashToken(sessionToken)));
    expect((await staff.currentStaff(sessionToken, { reading: true }))?.staff.email).toBe('reader@example.com');
    expect(await staff.currentStaff(sessionToken)).toBeNull();
    // A staff change on this instance lets every reading go.
    staff.forgetRecentSessions();
    expect(await staff.currentStaff(sessionToken, { reading: true })).toBeNull();

    // A sign-out on this instance holds for the very next read.
    const again = await staff.signIn(request('reader@example.com'));
    expect(await staff.currentStaff(again.sessionToken, { reading: true })).not.toBeNull();
    await staff.signOut(again.sessionToken);
    expect(await staff.currentStaff(again.sessionToken, { reading: true })).toBeNull();
  });

  it('a session dies after 12 idle hours; use keeps it alive', async () => {
    await member('idle@example.com', 'host', ['bath']);
    const s = await staff.signIn(request('idle@example.com'));
    const start = now;
    try {
      now = new Date(start.getTime() + 11 * 3600_000);
      expect(await staff.currentStaff(s.sessionToken)).not.toBeNull();
      now = new Date(start.getTime() + 22 * 3600_000);
      expect(await staff.currentStaff(s.sessionToken)).not.toBeNull();
      now = new Date(start.getTime() + 35 * 3600_000);
      expect(await staff.currentStaff(s.sessionToken)).toBeNull();
    } finally {
      now = start;
    }
  });

  it('a set-password link expires after 24 hours', async () => {
    const m = await staff.createStaff({ email: 'late@example.com', role: 'host', restaurants: ['leeds'] });
    const link = await staff.issueSetPasswordLink(m.id);
    const start = now;
    try {
      now = new Date(start.getTime() + 24 * 3600_000 + 1000);
      expect((await refusal(staff.checkLink(tokenOf(link.url)))).kind).toBe('invalid');
      expect((await refusal(staff.setPassword(tokenOf(link.url), PASSWORD))).message).toBe(LINK_REFUSED);
    } finally {
      now = start;
    }
  });

  it('a reset mail lands in the outbox with a link that sets a new password and signs out everywhere', async () => {
    await member('reset@example.com', 'manager', ['leeds']);
    const before = await staff.signIn(request('reset@example.com'));
    await staff.requestReset('Reset@Example.com');
    await staff.requestReset('nobody@example.com'); // silent: no mail, no error
    const mails = await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'staff-password-reset'));
    expect(mails.map((m) => m.to)).toEqual(['reset@example.com']);
    const url = /http\S+\/console\/set-password\/\?token=[\w-]+/.exec(mails[0]!.text)?.[0];
    expect(url).toBeDefined();
    await staff.setPassword(tokenOf(url!), 'a brand new password');
    expect(await staff.currentStaff(before.sessionToken)).toBeNull();
    expect((await refusal(staff.signIn(request('reset@example.com')))).message).toBe(SIGN_IN_REFUSED);
    expect((await staff.signIn(request('reset@example.com', 'a brand new password'))).staff.email).toBe('reset@example.com');
  });

  it('sends at most 3 reset mails an hour to one account', async () => {
    await member('flood@example.com', 'host', ['bath']);
    for (let i = 0; i < 5; i++) await staff.requestReset('flood@example.com');
    const mails = await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'flood@example.com'));
    expect(mails).toHaveLength(3);
  });

  it('refuses with the same words whether the account exists or not', async () => {
    await member('known@example.com', 'host', ['bath']);
    const wrong = await refusal(staff.signIn(request('known@example.com', 'not the password')));
    const unknown = await refusal(staff.signIn(request('unknown@example.com', 'not the password')));
    expect([wrong.kind, wrong.message]).toEqual(['refused', SIGN_IN_REFUSED]);
    expect([unknown.kind, unknown.message]).toEqual(['refused', SIGN_IN_REFUSED]);
  });

  it('locks an account after 5 failures in 15 minutes, even for the right password, then lets it in again', async () => {
    await member('locked@example.com', 'host', ['bath']);
    for (let i = 0; i < 5; i++) await refusal(staff.signIn(request('locked@example.com', `wrong ${i}`, `198.51.100.${i}`)));
    const locked = await refusal(staff.signIn(request('locked@example.com', PASSWORD, '198.51.100.99')));
    expect(locked.message).toBe(SIGN_IN_REFUSED);
    const start = now;
    try {
      now = new Date(start.getTime() + 16 * 60_000);
      expect((await staff.signIn(request('locked@example.com', PASSWORD, '198.51.100.99'))).staff.email).toBe('locked@example.com');
    } finally {
      now = start;
    }
  });

  it('refuses every account from an address after 20 failures from it', async () => {
    await member('victim@example.com', 'host', ['bath']);
    for (let i = 0; i < 20; i++) await refusal(staff.signIn(request(`guess${i}@example.com`, 'guess', '203.0.113.7')));
    expect((await refusal(staff.signIn(request('victim@example.com', PASSWORD, '203.0.113.7')))).message).toBe(SIGN_IN_REFUSED);
    expect((await staff.signIn(request('victim@example.com', PASSWORD, '203.0.113.8'))).staff.email).toBe('victim@example.com');
  });

  it('a manager of Bath works Bath only; a chain admin works every restaurant', async () => {
    const bath = await member('bath-manager@example.com', 'manager', ['bath']);
    const admin = await member('admin@example.com', 'chain-admin');
    expect((await staff.restaurantsFor(bath)).map((r) => r.slug)).toEqual(['bath']);
    const all = await t.services.content.restaurantSummaries();
    expect((await staff.restaurantsFor(admin)).map((r) => r.slug)).toEqual(all.map((r) => r.slug));
    expect(all.length).toBeGreaterThan(10);
  });

  it('refuses an unknown slug, a duplicate address, and roles without (or with) restaurants', async () => {
    const unknown = await refusal(staff.createStaff({ email: 'x@example.com', role: 'host', restaurants: ['atlantis'] }));
    expect([unknown.kind, unknown.field]).toEqual(['invalid', 'restaurant']);
    expect(unknown.message).toContain('"atlantis"');
    expect((await refusal(staff.createStaff({ email: 'x@example.com', role: 'host', restaurants: [] }))).field).toBe('restaurant');
    expect((await refusal(staff.createStaff({ email: 'x@example.com', role: 'chain-admin', restaurants: ['bath'] }))).field).toBe(
      'restaurant',
    );
    await staff.createStaff({ email: 'dup@example.com', role: 'chain-admin', restaurants: [] });
    expect((await refusal(staff.createStaff({ email: 'DUP@example.com', role: 'chain-admin', restaurants: [] }))).kind).toBe('refused');
  });
});
