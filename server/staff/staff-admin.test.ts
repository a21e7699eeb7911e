// Staff management through the console service (the one door) against a real
// database: PGlite, or PostgreSQL with TEST_DATABASE_URL. Only a chain admin
// manages staff; an invite is mailed through the outbox with a working link;
// disabling ends every session; no admin disables or demotes themselves, and
// the chain always keeps one active chain admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AppServices } from '../app-services.ts';
import { auditLog, mailOutbox } from '../db/schema.ts';
import { DomainError } from '../domain/domain-error.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { signedInStaff, STAFF_PASSWORD } from '../../tests/support/console-staff.ts';
import { RESTAURANTS_NEEDED, RESTAURANTS_NOT_FOR_ADMIN } from '../../contract/staff.ts';
import {
  adminChangeRefusal,
  EMAIL_TAKEN,
  LAST_ADMIN,
  NO_LINK_WHEN_DISABLED,
  SELF_DEMOTE,
  SELF_DISABLE,
  UNKNOWN_RESTAURANT,
} from './staff-admin.ts';
import { SIGN_IN_REFUSED, type StaffMember } from './staff-service.ts';
import { readMailHtml } from '../mail/templates/read-mail-html.ts';

const BATH = '1002';
const LEEDS = '1023';
let now = new Date('2026-03-02T10:00:00Z');
/** Moves the clock on, so audit entries are ordered by time as they happen. */
const later = () => (now = new Date(now.getTime() + 60_000));

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const err: unknown = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  return err as DomainError;
}

/** A signed-in member and the StaffMember their session resolves to (what the pages pass as the actor). */
async function actor(services: AppServices, email: string, role: StaffMember['role'], restaurants: string[] = []) {
  const signed = await signedInStaff(services, { email, role, restaurants, name: email.split('@')[0]! });
  const session = await services.staff.currentStaff(signed.token);
  return { ...signed, member: session!.staff };
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

describe('adminChangeRefusal', () => {
  const admin = { id: 'a', role: 'chain-admin', disabled: false } as const;
  it('lets an admin change another admin while a second active admin remains', () => {
    expect(adminChangeRefusal('b', admin, { role: 'manager', disabled: false }, ['a', 'b'])).toBeNull();
    expect(adminChangeRefusal('b', admin, { role: 'chain-admin', disabled: true }, ['a', 'b'])).toBeNull();
  });
  it('refuses an admin their own demotion or disabling', () => {
    expect(adminChangeRefusal('a', admin, { role: 'host', disabled: false }, ['a', 'b'])).toBe(SELF_DEMOTE);
    expect(adminChangeRefusal('a', admin, { role: 'chain-admin', disabled: true }, ['a', 'b'])).toBe(SELF_DISABLE);
  });
  it('refuses to leave the chain without an active chain admin', () => {
    expect(adminChangeRefusal('b', admin, { role: 'manager', disabled: false }, ['a'])).toBe(LAST_ADMIN);
    expect(adminChangeRefusal('b', admin, { role: 'chain-admin', disabled: true }, ['a'])).toBe(LAST_ADMIN);
  });
  it('lets anything else through: renaming oneself, changing a manager, enabling an admin', () => {
    expect(adminChangeRefusal('a', admin, { role: 'chain-admin', disabled: false }, ['a'])).toBeNull();
    expect(adminChangeRefusal('a', { id: 'm', role: 'manager', disabled: false }, { role: 'host', disabled: true }, ['a'])).toBeNull();
    expect(
      adminChangeRefusal('a', { id: 'x', role: 'chain-admin', disabled: true }, { role: 'chain-admin', disabled: false }, []),
    ).toBeNull();
  });
});

describe('staff management', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof actor>>;
  let manager: Awaited<ReturnType<typeof actor>>;
  let host: Awaited<ReturnType<typeof actor>>;

  beforeAll(async () => {
    t = await createTestApp({}, { clock: () => now });
    admin = await actor(t.services, 'admin@example.com', 'chain-admin');
    manager = await actor(t.services, 'manager@example.com', 'manager', ['bath']);
    host = await actor(t.services, 'host@example.com', 'host', ['bath']);
  });
  afterAll(() => t.close());

  const service = () => t.services.console;
  const mailsTo = (to: string) => t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const auditOf = (staffId: string) =>
    t.services.database.db
      .select({ action: auditLog.action, actor: auditLog.actor, before: auditLog.before, after: auditLog.after, storeId: auditLog.storeId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entityId, staffId)))
      .orderBy(auditLog.at, auditLog.id);

  it('adds a host: no password yet, an invite in the outbox whose link sets one, and an audit entry', async () => {
    const { member, link } = await service().addStaff(admin.member, {
      email: 'new.host@example.com',
      name: 'New Host',
      role: 'host',
      restaurants: [LEEDS, BATH, BATH],
    });
    expect(member).toMatchObject({
      email: 'new.host@example.com',
      role: 'host',
      restaurants: [BATH, LEEDS],
      hasPassword: false,
      disabled: false,
    });
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/console\/set-password\/\?token=[\w-]{43}$/);
    expect(Date.parse(link.expiresAt) - now.getTime()).toBe(24 * 3600_000);

    const [mail, ...more] = await mailsTo('new.host@example.com');
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ kind: 'staff-invite', subject: 'Your restaurant console account' });
    expect(mail!.text).toContain(link.url);
    expect(mail!.text).toMatch(/admin has made you a restaurant console account: Host for .*Bath.*Leeds/);
    expect(readMailHtml(mail!.html!).links).toEqual([{ href: link.url, text: 'Choose your console password' }]);
    // Branded with the chain's name from the content pack's settings, not the site's host (decision 027).
    expect(readMailHtml(mail!.html!).text.startsWith('Casa Lumbre ')).toBe(true);

    expect((await service().staffList(admin.member)).find((m) => m.id === member.id)).toEqual(member);
    await t.services.staff.setPassword(tokenOf(link.url), STAFF_PASSWORD);
    expect((await service().staffMember(admin.member, member.id)).member.hasPassword).toBe(true);

    expect(await auditOf(member.id)).toEqual([
      {
        action: 'added',
        actor: 'admin',
        storeId: null,
        before: null,
        after: { email: 'new.host@example.com', name: 'New Host', role: 'host', restaurants: [BATH, LEEDS], disabled: false },
      },
    ]);
  });

  it('keeps the role rules of the CLI, knows only the chain’s restaurants, and refuses a taken address', async () => {
    const add = (role: StaffMember['role'], restaurants: string[], email = 'rules@example.com') =>
      refusal(service().addStaff(admin.member, { email, name: 'Rules', role, restaurants }));
    expect(await add('manager', [])).toMatchObject({ kind: 'invalid', field: 'restaurants', message: RESTAURANTS_NEEDED });
    expect(await add('chain-admin', [BATH])).toMatchObject({ kind: 'invalid', field: 'restaurants', message: RESTAURANTS_NOT_FOR_ADMIN });
    expect(await add('host', ['9999'])).toMatchObject({ kind: 'invalid', field: 'restaurants', message: UNKNOWN_RESTAURANT });
    expect(await add('host', [BATH], 'manager@example.com')).toMatchObject({ kind: 'refused', field: 'email', message: EMAIL_TAKEN });
    expect(await mailsTo('rules@example.com')).toHaveLength(0);
  });

  it('turns away managers and hosts with not-found for every call, and changes nothing', async () => {
    const target = (await service().staffList(admin.member)).find((m) => m.email === 'host@example.com')!;
    for (const who of [manager.member, host.member]) {
      const calls = [
        service().staffList(who),
        service().staffMember(who, target.id),
        service().addStaff(who, { email: 'sneaky@example.com', name: 'Sneaky', role: 'chain-admin', restaurants: [] }),
        service().updateStaff(who, target.id, { name: 'Renamed', role: 'chain-admin', restaurants: [] }),
        service().setStaffAccess(who, target.id, 'disable'),
        service().sendStaffLink(who, target.id),
      ];
      for (const call of calls) expect((await refusal(call)).kind).toBe('not-found');
    }
    expect(await t.services.staff.byEmail('sneaky@example.com')).toBeNull();
    expect((await service().staffMember(admin.member, target.id)).member).toMatchObject({ name: 'host', role: 'host', disabled: false });
    expect(await auditOf(target.id)).toEqual([]);
    // An unknown id is not found for an admin too.
    expect((await refusal(service().staffMember(admin.member, 'no-such-id'))).kind).toBe('not-found');
  });

  it('changes name, role and restaurants, logging only what changed; an unchanged form logs nothing', async () => {
    const m = await actor(t.services, 'promote@example.com', 'host', ['bath']);
    const first = await service().updateStaff(admin.member, m.id, { name: 'Promoted', role: 'manager', restaurants: [BATH, LEEDS] });
    expect(first).toEqual({
      changed: true,
      member: expect.objectContaining({ name: 'Promoted', role: 'manager', restaurants: [BATH, LEEDS] }),
    });
    // The change reaches the member's next request: their session now works Leeds too.
    expect((await t.services.staff.currentStaff(m.token))?.staff).toMatchObject({ role: 'manager', restaurants: [BATH, LEEDS] });

    const again = await service().updateStaff(admin.member, m.id, { name: 'Promoted', role: 'manager', restaurants: [LEEDS, BATH] });
    expect(again.changed).toBe(false);

    later();
    await service().updateStaff(admin.member, m.id, { name: 'Promoted', role: 'chain-admin', restaurants: [] });
    const detail = await service().staffMember(admin.member, m.id);
    expect(detail.member).toMatchObject({ role: 'chain-admin', restaurants: [] });
    expect(detail.audit.map((e) => [e.action, e.before, e.after])).toEqual([
      [
        'changed',
        { name: 'promote', role: 'host', restaurants: [BATH] },
        { name: 'Promoted', role: 'manager', restaurants: [BATH, LEEDS] },
      ],
      ['changed', { role: 'manager', restaurants: [BATH, LEEDS] }, { role: 'chain-admin', restaurants: [] }],
    ]);
    expect(detail.audit[0]!.actor).toBe('admin');
  });

  it('disabling ends every session at once and refuses sign-in; enabling lets the member sign in again', async () => {
    const m = await actor(t.services, 'leaver@example.com', 'manager', ['leeds']);
    const tablet = await t.services.staff.signIn({
      email: 'leaver@example.com',
      password: STAFF_PASSWORD,
      ip: '192.0.2.1',
      userAgent: 'tablet',
    });

    const off = await service().setStaffAccess(admin.member, m.id, 'disable');
    expect(off).toEqual({ sessionsEnded: 2, member: expect.objectContaining({ disabled: true }) });
    expect(await t.services.staff.currentStaff(m.token)).toBeNull();
    expect(await t.services.staff.currentStaff(tablet.sessionToken)).toBeNull();
    expect(await t.services.staff.sessionCount(m.id)).toBe(0);
    const signIn = () =>
      t.services.staff.signIn({ email: 'leaver@example.com', password: STAFF_PASSWORD, ip: '192.0.2.2', userAgent: 'x' });
    expect((await refusal(signIn())).message).toBe(SIGN_IN_REFUSED);
    // No link for a disabled account: it could not be used.
    expect((await refusal(service().sendStaffLink(admin.member, m.id))).message).toBe(NO_LINK_WHEN_DISABLED);
    // Disabling twice changes nothing and logs nothing more.
    expect((await service().setStaffAccess(admin.member, m.id, 'disable')).sessionsEnded).toBe(0);

    later();
    expect((await service().setStaffAccess(admin.member, m.id, 'enable')).member.disabled).toBe(false);
    expect((await signIn()).staff.email).toBe('leaver@example.com');
    expect((await auditOf(m.id)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['disabled', { disabled: false }, { disabled: true }],
      ['enabled', { disabled: true }, { disabled: false }],
    ]);
  });

  it('sends a new set-password link by mail, returns it, and logs it', async () => {
    const m = await actor(t.services, 'forgetful@example.com', 'host', ['bath']);
    const link = await service().sendStaffLink(admin.member, m.id);
    const mails = (await mailsTo('forgetful@example.com')).filter((x) => x.kind === 'staff-set-password');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(link.url);
    expect(link.url).toContain('/console/set-password/?token=');
    expect(await t.services.staff.checkLink(tokenOf(link.url))).toEqual({ email: 'forgetful@example.com' });
    expect((await auditOf(m.id)).map((e) => e.action)).toEqual(['link-sent']);
  });

  it('refuses an admin their own disabling or demotion, with nothing changed', async () => {
    const self = admin.member;
    expect(await refusal(service().setStaffAccess(self, self.id, 'disable'))).toMatchObject({ kind: 'refused', message: SELF_DISABLE });
    expect(await refusal(service().updateStaff(self, self.id, { name: 'Me', role: 'manager', restaurants: [BATH] }))).toMatchObject({
      kind: 'refused',
      message: SELF_DEMOTE,
    });
    expect((await service().staffMember(self, self.id)).member).toMatchObject({ role: 'chain-admin', disabled: false, name: 'admin' });
    expect(await t.services.staff.currentStaff(admin.token)).not.toBeNull();
    // Renaming oneself is fine.
    expect((await service().updateStaff(self, self.id, { name: 'The Admin', role: 'chain-admin', restaurants: [] })).changed).toBe(true);
  });
});

describe('the last active chain admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { clock: () => now });
  });
  afterAll(() => t.close());

  it('can never be disabled or demoted, even by an admin acting on a stale session', async () => {
    const a = await actor(t.services, 'ann@example.com', 'chain-admin');
    const b = await actor(t.services, 'bob@example.com', 'chain-admin');
    // Ann demotes Bob; Bob's page, loaded before, still thinks he is an admin.
    await t.services.console.updateStaff(a.member, b.id, { name: 'bob', role: 'manager', restaurants: [BATH] });
    const stale = b.member;
    expect(await refusal(t.services.console.setStaffAccess(stale, a.id, 'disable'))).toMatchObject({
      kind: 'refused',
      message: LAST_ADMIN,
    });
    expect(await refusal(t.services.console.updateStaff(stale, a.id, { name: 'ann', role: 'host', restaurants: [BATH] }))).toMatchObject({
      message: LAST_ADMIN,
    });
    expect((await t.services.console.staffMember(a.member, a.id)).member).toMatchObject({ role: 'chain-admin', disabled: false });
  });

  it('survives two admins demoting each other at the same moment: one wins, one admin remains', async () => {
    const c = await actor(t.services, 'cat@example.com', 'chain-admin');
    const d = await actor(t.services, 'dan@example.com', 'chain-admin');
    // Ann (from the test above) steps aside first, so Cat and Dan are the only active admins.
    const ann = (await t.services.staff.byEmail('ann@example.com'))!;
    await t.services.console.setStaffAccess(c.member, ann.id, 'disable');

    const results = await Promise.allSettled([
      t.services.console.updateStaff(c.member, d.id, { name: 'dan', role: 'host', restaurants: [BATH] }),
      t.services.console.updateStaff(d.member, c.id, { name: 'cat', role: 'host', restaurants: [BATH] }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((r) => r.status === 'rejected')!;
    expect((rejected.reason as DomainError).message).toBe(LAST_ADMIN);
    const admins = (await t.services.console.staffList(c.member)).filter((m) => m.role === 'chain-admin' && !m.disabled);
    expect(admins).toHaveLength(1);
  });
});
