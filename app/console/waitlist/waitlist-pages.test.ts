// The console's waitlist page against the real services and a throw-away
// database (product.md D11 "Waitlist: in the console"): a host adds a walk-in, tells
// them their table is ready and seats them on the grid (source 'waitlist'),
// every change audit-logged; another restaurant's list is not found, as for a role
// without the diary, and a post needs the CSRF token. The clock is
// pinned to an evening the restaurant is open (decision 032).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { instantOf } from '../../../contract/london-time.ts';
import type { StaffRole } from '../../../contract/staff.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { signedInStaff, type SignedInStaff } from '../../../tests/support/console-staff.ts';
import { plainDate, queryRows } from '../../../tests/support/booking-helpers.ts';
import { loadWaitlist, waitlistAction, type WaitlistPage, type WaitlistResult } from './waitlist-page.server.ts';
import { bodyOf, settle, statusOf } from '../../../tests/support/page-replies.ts';

const BATH = '1002';
const LEEDS = '1023';
let nowMs = 0;
let t: TestApp;
let context: AppLoadContext;
const who: Record<string, SignedInStaff> = {};

const url = (storeId: string) => `http://127.0.0.1:3000/console/waitlist/${storeId}/`;
const load = (name: string, storeId = BATH) =>
  loadWaitlist(context, new Request(url(storeId), { headers: { cookie: who[name]!.cookie } }), storeId);
const post = (name: string, fields: Record<string, string>, storeId = BATH, csrf = true) =>
  waitlistAction(
    context,
    new Request(url(storeId), {
      method: 'POST',
      body: new URLSearchParams({ ...fields, ...(csrf ? { csrf: who[name]!.csrf } : {}) }),
      headers: { cookie: who[name]!.cookie },
    }),
    storeId,
  );

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date(nowMs) });
  const restaurant = await t.services.content.restaurantByStoreId(BATH);
  const day = plainDate(restaurant!, 3, { from: '2031-03-03', bookableAt: ['19:00', '20:00'] });
  nowMs = instantOf(day, 19 * 60).getTime();
  context = { services: t.services, cspNonce: 'n', clientIp: '192.0.2.10' } as unknown as AppLoadContext;
  for (const [email, role, restaurants] of [
    ['host@example.com', 'host', ['bath']],
    ['leeds@example.com', 'manager', ['leeds']],
    ['editor@example.com', 'content-editor', []],
  ] as const) {
    who[email.split('@')[0]!] = await signedInStaff(t.services, { email, role, restaurants });
  }
});
afterAll(() => t.close());

describe('the console waitlist', () => {
  it('a host adds a walk-in, tells them their table is ready and seats them from the list', async () => {
    const added = await post('host', {
      intent: 'add',
      name: 'Grace Hopper',
      adults: '2',
      children: '0',
      phone: '07700 900777',
      email: '',
      quotedWaitMinutes: '20',
    });
    expect(bodyOf<WaitlistResult>(added)).toMatchObject({ error: null, notice: expect.stringContaining('Grace Hopper') });
    const page = bodyOf<WaitlistPage>(await load('host'));
    const [entry] = page.entries;
    expect(entry).toMatchObject({
      name: 'Grace Hopper',
      covers: 2,
      source: 'walk-in',
      status: 'waiting',
      quotedWaitMinutes: 20,
      times: null,
    });
    expect(page.canEdit).toBe(true);

    // No SMS provider in tests and no e-mail given: nobody to tell, said plainly.
    const ready = await post('host', { intent: 'ready', entryId: entry!.id });
    expect(statusOf(ready)).toBe(422);
    await post('host', { intent: 'add', name: 'Ada', adults: '3', email: 'ada@example.com', quotedWaitMinutes: '10' });
    const ada = bodyOf<WaitlistPage>(await load('host')).entries.find((e) => e.name === 'Ada')!;
    expect(bodyOf<WaitlistResult>(await post('host', { intent: 'ready', entryId: ada.id })).notice).toContain('e-mail');
    const [mail] = await queryRows<{ subject: string }>(
      t.services.database.db,
      sql`select subject from mail_outbox where kind = 'waitlist-ready'`,
    );
    expect(mail!.subject).toContain('Your table is ready');

    const seated = await post('host', { intent: 'seat', entryId: entry!.id });
    expect(bodyOf<WaitlistResult>(seated).notice).toMatch(/^Seated at /);
    const after = bodyOf<WaitlistPage>(await load('host')).entries.find((e) => e.id === entry!.id)!;
    expect(after.status).toBe('seated');
    const [booking] = await queryRows<{ status: string; source: string; table_ids: string[] }>(
      t.services.database.db,
      sql`select status, source, table_ids from bookings where id = ${after.bookingId}`,
    );
    expect(booking).toMatchObject({ status: 'seated', source: 'waitlist' });
    expect(booking!.table_ids.length).toBeGreaterThan(0);
    const trail = await queryRows<{ action: string }>(
      t.services.database.db,
      sql`select action from audit_log where entity = 'waitlist' and entity_id = ${entry!.id} order by at, action`,
    );
    expect(trail.map((a) => a.action).sort()).toEqual(['joined', 'seated']);
    expect(statusOf(await post('host', { intent: 'seat', entryId: entry!.id }))).toBe(422); // not waiting any more

    expect(bodyOf<WaitlistResult>(await post('host', { intent: 'remove', entryId: ada.id })).notice).toContain('Removed');
  });

  it('checks the walk-in form: a name, a way to reach them, texts only to a UK mobile', async () => {
    const bad = await post('host', { intent: 'add', name: '', adults: '2', quotedWaitMinutes: '15', phone: '01632 960123' }, BATH);
    expect(statusOf(bad)).toBe(400);
    expect(bodyOf<WaitlistResult>(bad).fieldErrors).toMatchObject({ name: expect.any(String) });
    const sms = await post('host', { intent: 'add', name: 'Lin', adults: '2', quotedWaitMinutes: '15', phone: '01632 960123', sms: 'on' });
    expect(bodyOf<WaitlistResult>(sms).fieldErrors).toMatchObject({ sms: expect.stringContaining('UK mobile') });
    const none = await post('host', { intent: 'add', name: 'Lin', adults: '2', quotedWaitMinutes: '15' });
    expect(bodyOf<WaitlistResult>(none).fieldErrors).toMatchObject({ phone: expect.any(String) });
  });

  it('another restaurant’s list is not found, a role without the diary finds none, and a post needs the CSRF token', async () => {
    expect(statusOf(await settle(load('leeds', BATH)))).toBe(404);
    expect(
      statusOf(
        await settle(post('leeds', { intent: 'add', name: 'X', adults: '2', email: 'x@example.com', quotedWaitMinutes: '5' }, BATH)),
      ),
    ).toBe(404);
    expect(statusOf(await settle(load('leeds', LEEDS)))).toBe(200);
    expect(statusOf(await settle(load('editor', BATH)))).toBe(404); // a content editor works no restaurant's diary
    const entry = bodyOf<WaitlistPage>(await load('host')).entries[0]!;
    expect(statusOf(await settle(post('leeds', { intent: 'remove', entryId: entry.id }, LEEDS)))).toBe(404); // Bath's entry, by id
    expect(statusOf(await post('host', { intent: 'remove', entryId: entry.id }, BATH, false))).toBe(403);
  });

  it('the waitlist service checks the member itself, whatever calls it: another restaurant’s list, by any id, is not found', async () => {
    const waitlist = t.services.booking.waitlist.console;
    const member = (name: string, role: StaffRole, restaurants: string[]) => ({
      id: who[name]!.id,
      email: `${name}@example.com`,
      name,
      role,
      disabled: false,
      restaurants,
    });
    const leeds = member('leeds', 'manager', [LEEDS]);
    const entry = bodyOf<WaitlistPage>(await load('host')).entries[0]!;
    const day = bodyOf<WaitlistPage>(await load('host')).date;
    await expect(waitlist.day(leeds, BATH, day)).rejects.toMatchObject({ kind: 'not-found' });
    await expect(waitlist.day(member('leeds', 'host', [LEEDS]), BATH, day)).rejects.toMatchObject({ kind: 'not-found' });
    for (const change of [
      () => waitlist.remove(leeds, BATH, entry.id),
      () => waitlist.seat(leeds, BATH, entry.id),
      () => waitlist.tableReady(leeds, BATH, entry.id),
      () =>
        waitlist.addWalkIn(leeds, BATH, {
          name: 'X',
          adults: 2,
          children: 0,
          phone: '',
          email: 'x@example.com',
          quotedWaitMinutes: 5,
          sms: false,
        }),
    ])
      await expect(change()).rejects.toMatchObject({ kind: 'not-found' });
    await expect(waitlist.day(member('editor', 'content-editor', []), BATH, day)).rejects.toMatchObject({ kind: 'not-found' });
    await expect(waitlist.remove({ ...member('host', 'host', [BATH]), disabled: true }, BATH, entry.id)).rejects.toMatchObject({
      kind: 'not-found',
    });
    expect(await waitlist.day(member('host', 'host', [BATH]), BATH, day)).toContainEqual(expect.objectContaining({ id: entry.id }));
  });
});
