// The staff pages' loaders and actions against the real console service and a
// throw-away database (product.md D8): a chain admin lists, adds,
// changes, disables and re-invites staff; managers and hosts find no staff
// page or action at all (404); every action needs the session's CSRF token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext, UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router';
import { RESTAURANTS_NEEDED, RESTAURANTS_NOT_FOR_ADMIN } from '../../../contract/staff.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { signedInStaff, type SignedInStaff } from '../../../tests/support/console-staff.ts';
import { kit } from '../../../tests/support/test-kit.ts';
import { loadConsoleHome, type ConsoleHome } from '../console-home.server.ts';
import { loadConsoleNav } from '../console-nav.server.ts';
import { CSRF_REFUSED } from '../console-session.server.ts';
import { addStaffMember, loadNewStaff, type NewStaffPage } from './new-staff-page.server.ts';
import type { StaffFormResult } from './staff-form-result.ts';
import { loadStaffList, type StaffListPage } from './staff-list-page.server.ts';
import { loadStaffMember, staffMemberAction, type StaffMemberPage } from './staff-member-page.server.ts';
import { CHECK_FIELDS } from '../form-kit/form-reply.ts';
import { bodyOf, settle, statusOf } from '../../../tests/support/page-replies.ts';

const BATH = '1002';
const LEEDS = '1023';

let t: TestApp;
let context: AppLoadContext;
type Who = 'admin' | 'manager' | 'host' | 'waiter';
const members = {} as Record<Who, SignedInStaff>;

beforeAll(async () => {
  t = await createTestApp();
  context = { services: t.services, cspNonce: 'n', clientIp: '192.0.2.10' } as unknown as AppLoadContext;
  const accounts = [
    ['admin', 'Ada Admin', 'chain-admin', []],
    ['manager', 'Max Manager', 'manager', ['bath']],
    ['host', 'Hal Host', 'host', ['bath']],
    ['waiter', 'Wes Waiter', 'host', ['leeds']],
  ] as const;
  for (const [key, name, role, restaurants] of accounts) {
    members[key] = await signedInStaff(t.services, { email: `${key}@example.com`, name, role, restaurants });
  }
});
afterAll(() => t.close());

const headersOf = (r: unknown) => new Headers((r as DataWithResponseInit<unknown>).init?.headers);
/** What a loader or action threw (a 404 page, a redirect), or what it answered. */

const url = (path: string) => `http://127.0.0.1:3000${path}`;
const get = (path: string, who: Who) => new Request(url(path), { headers: { cookie: members[who].cookie } });
/** A form post; `fields` may repeat a name (the ticked restaurants). */
function post(path: string, who: Who, fields: [string, string][], csrf: string | null = members[who].csrf) {
  const body = new URLSearchParams(fields);
  if (csrf !== null) body.append('csrf', csrf);
  return new Request(url(path), { method: 'POST', body, headers: { cookie: members[who].cookie } });
}
const mailsTo = async (to: string) => (await kit(t).mail()).filter((m) => m.to === to);
const SELF_DISABLE = /^You cannot disable your own account/;
const SELF_DEMOTE = /^You cannot change your own role/;
const tick = (storeIds: string[]) => storeIds.map((id): [string, string] => ['restaurants', id]);

const list = async (who: Who = 'admin') => bodyOf<StaffListPage>(await loadStaffList(context, get('/console/staff/', who))).staff;
const add = (fields: [string, string][], who: Who = 'admin', csrf?: string | null) =>
  settle(addStaffMember(context, post('/console/staff/new/', who, fields, csrf === undefined ? members[who].csrf : csrf)));
const page = async (id: string, who: Who = 'admin') =>
  bodyOf<StaffMemberPage>(await loadStaffMember(context, get(`/console/staff/${id}/`, who), id));
const act = (id: string, fields: [string, string][], who: Who = 'admin', csrf?: string | null) =>
  settle(staffMemberAction(context, post(`/console/staff/${id}/`, who, fields, csrf === undefined ? members[who].csrf : csrf), id));

describe('the staff list', () => {
  it('shows a chain admin every account: role, restaurants by title, active or not, password set or not; out of caches', async () => {
    const reply = await loadStaffList(context, get('/console/staff/', 'admin'));
    expect(headersOf(reply).get('cache-control')).toBe('no-store');
    const rows = bodyOf<StaffListPage>(reply).staff;
    expect(rows.map((r) => r.name)).toEqual(['Ada Admin', 'Hal Host', 'Max Manager', 'Wes Waiter']);
    expect(rows[0]).toMatchObject({
      role: 'Chain admin',
      restaurants: 'All restaurants',
      isSelf: true,
      disabled: false,
      hasPassword: true,
    });
    expect(rows[2]).toMatchObject({
      email: 'manager@example.com',
      role: 'Restaurant manager',
      restaurants: 'Casa Lumbre Bath',
      isSelf: false,
      href: `/console/staff/${members.manager.id}/`,
    });
  });

  it('offers Staff in the bar and on the home page to a chain admin only', async () => {
    expect(await loadConsoleNav(context, get('/console/', 'admin'))).toMatchObject({ showStaff: true });
    expect(await loadConsoleNav(context, get('/console/', 'manager'))).toMatchObject({ showStaff: false });
    expect(await loadConsoleNav(context, get('/console/', 'host'))).toMatchObject({ showStaff: false });
    const home = (who: Who) => loadConsoleHome(context, get('/console/', who)).then((r) => bodyOf<ConsoleHome>(r));
    expect(await home('admin')).toMatchObject({ signedIn: true, manageStaff: true });
    expect(await home('manager')).toMatchObject({ signedIn: true, manageStaff: false });
  });
});

describe('managers and hosts', () => {
  it('get 404 for every staff page and action, with or without the CSRF token, and nothing changes', async () => {
    const target = members.waiter.id;
    for (const who of ['manager', 'host'] as const) {
      const replies = [
        await settle(loadStaffList(context, get('/console/staff/', who))),
        await settle(loadNewStaff(context, get('/console/staff/new/', who))),
        await settle(loadStaffMember(context, get(`/console/staff/${target}/`, who), target)),
        await add(
          [
            ['email', `${who}-made@example.com`],
            ['name', 'Made'],
            ['role', 'chain-admin'],
          ],
          who,
        ),
        await add(
          [
            ['email', `${who}-made@example.com`],
            ['name', 'Made'],
            ['role', 'chain-admin'],
          ],
          who,
          null,
        ),
        await act(
          target,
          [
            ['intent', 'access'],
            ['access', 'disable'],
          ],
          who,
        ),
        await act(
          target,
          [
            ['intent', 'details'],
            ['name', 'Renamed'],
            ['role', 'chain-admin'],
          ],
          who,
        ),
        await act(target, [['intent', 'link']], who),
        await act(target, [['intent', 'link']], who, null),
      ];
      expect(replies.map(statusOf)).toEqual(replies.map(() => 404));
    }
    expect((await list()).find((r) => r.id === target)).toMatchObject({ name: 'Wes Waiter', role: 'Host', disabled: false });
    expect((await list()).some((r) => r.email.endsWith('-made@example.com'))).toBe(false);
    expect(await t.services.staff.sessionCount(target)).toBe(1);
  });
});

describe('adding a staff member', () => {
  it('adds a host, e-mails the set-password link and shows it, and lists them with no password yet', async () => {
    const choices = bodyOf<NewStaffPage>(await loadNewStaff(context, get('/console/staff/new/', 'admin')));
    expect(choices.csrfToken).toBe(members.admin.csrf);
    expect(choices.restaurants.find((r) => r.storeId === LEEDS)?.title).toBe('Casa Lumbre Leeds');

    const reply = await add([['email', ' Nia@Example.com '], ['name', 'Nia New'], ['role', 'host'], ...tick([BATH, LEEDS])]);
    expect(statusOf(reply)).toBe(200);
    const result = bodyOf<StaffFormResult>(reply);
    expect(result.notice).toBe('Nia New is added. We have e-mailed nia@example.com a link to choose their password.');
    expect(result.link?.url).toMatch(/^http:\/\/localhost:3000\/console\/set-password\/\?token=[\w-]{43}$/);
    expect(result.link?.expiresLabel).toMatch(/^\w{3} \d{1,2} \w{3} \d{4}, \d\d:\d\d$/);

    const mails = await mailsTo('nia@example.com');
    expect(mails.map((m) => m.kind)).toEqual(['staff-invite']);
    expect(mails[0]!.text).toContain(result.link!.url);

    const row = (await list()).find((r) => r.email === 'nia@example.com')!;
    expect(row).toMatchObject({ name: 'Nia New', role: 'Host', restaurants: 'Casa Lumbre Bath, Casa Lumbre Leeds', hasPassword: false });
    expect(result.added).toEqual({ name: 'Nia New', email: 'nia@example.com', href: row.href });
  });

  it('names every wrong field and refills what was typed; the role rules come from the contract', async () => {
    const empty = await add([
      ['email', 'not an address'],
      ['name', '  '],
    ]);
    expect(statusOf(empty)).toBe(400);
    const result = bodyOf<StaffFormResult>(empty);
    expect(result.error).toBe(CHECK_FIELDS);
    expect(Object.keys(result.fieldErrors).sort()).toEqual(['email', 'name', 'role']);
    expect(result.values).toEqual({ email: 'not an address', name: '  ', role: '', restaurants: [] });

    const noRestaurant = bodyOf<StaffFormResult>(
      await add([
        ['email', 'x@example.com'],
        ['name', 'X'],
        ['role', 'manager'],
      ]),
    );
    expect(noRestaurant.fieldErrors).toEqual({ restaurants: RESTAURANTS_NEEDED });
    const adminWithOne = bodyOf<StaffFormResult>(
      await add([['email', 'x@example.com'], ['name', 'X'], ['role', 'chain-admin'], ...tick([BATH])]),
    );
    expect(adminWithOne.fieldErrors).toEqual({ restaurants: RESTAURANTS_NOT_FOR_ADMIN });
    expect(adminWithOne.values).toMatchObject({ role: 'chain-admin', restaurants: [BATH] });
  });

  it('refuses an address already taken (beside the field) and a post without the CSRF token (403)', async () => {
    const taken = await add([['email', 'HOST@example.com'], ['name', 'Twin'], ['role', 'host'], ...tick([BATH])]);
    expect(statusOf(taken)).toBe(422);
    expect(bodyOf<StaffFormResult>(taken).fieldErrors.email).toMatch(/already exists/);

    const forged = await add(
      [
        ['email', 'forged@example.com'],
        ['name', 'Forged'],
        ['role', 'chain-admin'],
      ],
      'admin',
      null,
    );
    expect([statusOf(forged), bodyOf<StaffFormResult>(forged).error]).toEqual([403, CSRF_REFUSED]);
    expect((await list()).some((r) => r.email === 'forged@example.com')).toBe(false);
  });
});

describe('a staff member’s page', () => {
  it('changes role and restaurants, and shows the change in the history with titles and labels', async () => {
    const id = members.host.id;
    const saved = await act(id, [['intent', 'details'], ['name', 'Hal Host'], ['role', 'manager'], ...tick([BATH, LEEDS])]);
    expect(bodyOf<StaffFormResult>(saved)).toMatchObject({ error: null, notice: 'Hal Host’s details are saved.', intent: 'details' });
    const after = await page(id);
    expect(after.member).toMatchObject({ role: 'manager', roleLabel: 'Restaurant manager', restaurants: [BATH, LEEDS] });
    expect(after.member.restaurantsText).toBe('Casa Lumbre Bath, Casa Lumbre Leeds');
    expect(after.audit.map((r) => [r.who, r.what, r.changes])).toEqual([
      [
        'Ada Admin',
        'Details changed',
        ['role: Host → Restaurant manager', 'restaurants: Casa Lumbre Bath → Casa Lumbre Bath, Casa Lumbre Leeds'],
      ],
    ]);

    const same = await act(id, [['intent', 'details'], ['name', 'Hal Host'], ['role', 'manager'], ...tick([LEEDS, BATH])]);
    expect(bodyOf<StaffFormResult>(same).notice).toMatch(/^Nothing to save/);
    expect((await page(id)).audit).toHaveLength(1);

    const wrong = await act(id, [
      ['intent', 'details'],
      ['name', 'Hal Host'],
      ['role', 'host'],
    ]);
    expect([statusOf(wrong), bodyOf<StaffFormResult>(wrong).fieldErrors]).toEqual([400, { restaurants: RESTAURANTS_NEEDED }]);
  });

  it('disabling signs the member out everywhere at once; enabling lets them sign in again', async () => {
    const id = members.waiter.id;
    const off = bodyOf<StaffFormResult>(
      await act(id, [
        ['intent', 'access'],
        ['access', 'disable'],
      ]),
    );
    expect(off.notice).toBe('Wes Waiter’s account is disabled: signed out on 1 device. They cannot sign in until it is enabled.');
    // Their cookie no longer opens the console: the next page sends them to the sign-in.
    const bounced = await settle(loadConsoleHome(context, get('/console/', 'waiter')).then((r) => bodyOf<ConsoleHome>(r)));
    expect(bounced).toMatchObject({ signedIn: false });
    expect(await t.services.staff.currentStaff(members.waiter.token)).toBeNull();
    expect((await page(id)).member.disabled).toBe(true);

    const on = bodyOf<StaffFormResult>(
      await act(id, [
        ['intent', 'access'],
        ['access', 'enable'],
      ]),
    );
    expect(on.notice).toBe('Wes Waiter’s account is enabled. They can sign in again.');
    expect((await page(id)).audit.map((r) => r.what)).toEqual(['Account disabled', 'Account enabled']);
  });

  it('sends a new set-password link by mail and shows it', async () => {
    const id = members.manager.id;
    const sent = bodyOf<StaffFormResult>(await act(id, [['intent', 'link']]));
    expect(sent.notice).toBe('We have e-mailed them a new link to choose a password.');
    expect(sent.link?.url).toContain('/console/set-password/?token=');
    const mails = await mailsTo('manager@example.com');
    expect(mails.map((m) => m.kind)).toEqual(['staff-set-password']);
    expect((await page(id)).audit.map((r) => r.what)).toEqual(['New password link sent']);
  });

  it('refuses an admin their own disabling or demotion, with a clear message, and keeps them signed in', async () => {
    const self = members.admin.id;
    expect((await page(self)).isSelf).toBe(true);
    const disable = await act(self, [
      ['intent', 'access'],
      ['access', 'disable'],
    ]);
    expect([statusOf(disable), bodyOf<StaffFormResult>(disable).error]).toEqual([422, expect.stringMatching(SELF_DISABLE)]);
    const demote = await act(self, [['intent', 'details'], ['name', 'Ada Admin'], ['role', 'manager'], ...tick([BATH])]);
    expect([statusOf(demote), bodyOf<StaffFormResult>(demote).error, bodyOf<StaffFormResult>(demote).fieldErrors.role]).toEqual([
      422,
      expect.stringMatching(SELF_DEMOTE),
      expect.stringMatching(SELF_DEMOTE),
    ]);
    expect((await page(self)).member).toMatchObject({ role: 'chain-admin', disabled: false });
    expect(await t.services.staff.currentStaff(members.admin.token)).not.toBeNull();
  });

  it('refuses a form without the CSRF token (403) or of an unknown kind (400); an unknown account is 404', async () => {
    const id = members.manager.id;
    const forged = await act(
      id,
      [
        ['intent', 'access'],
        ['access', 'disable'],
      ],
      'admin',
      null,
    );
    expect([statusOf(forged), bodyOf<StaffFormResult>(forged).error]).toEqual([403, CSRF_REFUSED]);
    expect((await page(id)).member.disabled).toBe(false);
    expect(statusOf(await act(id, [['intent', 'promote']]))).toBe(400);
    expect(statusOf(await settle(loadStaffMember(context, get('/console/staff/nobody/', 'admin'), 'nobody')))).toBe(404);
    expect(statusOf(await act('nobody', [['intent', 'link']]))).toBe(404);
  });
});
