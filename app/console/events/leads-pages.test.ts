// Decision 077 through the console's doors: a group enquiry sent through the public route becomes a lead of its
// restaurant; its manager and a chain admin see it, another restaurant's manager and a host do not, by any id; a
// save is checked against the version the form was opened at (a stale one is refused, what was typed kept); a lead
// waiting more than a day for a first answer is flagged on its list and on the console home; every save is in its
// history. The clock is pinned (decision 032).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext, UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router';
import { LEAD_MESSAGES } from '../../../contract/event-leads.ts';
import { instantOf, type IsoDate } from '../../../contract/london-time.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { GENEROUS_LIMITS, kit } from '../../../tests/support/test-kit.ts';
import { signedInStaff, STAFF_PASSWORD } from '../../../tests/support/console-staff.ts';
import { loadConsoleHome, type ConsoleHome } from '../console-home.server.ts';
import { loadConsoleNav } from '../console-nav.server.ts';
import { SESSION_COOKIE } from '../console-session.server.ts';
import { loadLead, updateLead, type LeadFormResult, type LeadPage } from './lead-page.server.ts';
import { loadLeads, LEADS_REFUSED, type LeadsPage } from './leads-page.server.ts';
import { bodyOf, settle, statusOf } from '../../../tests/support/page-replies.ts';

const BATH = '1002';
const DAY: IsoDate = '2031-03-03';
let now = instantOf(DAY, 9 * 60);
let t: TestApp;
let context: AppLoadContext;
const sessions: Record<string, { token: string; csrf: string; id: string }> = {};

type Reply<T> = DataWithResponseInit<T> | Response;

const get = (path: string, who: string) =>
  new Request(`http://127.0.0.1:3000${path}`, { headers: { cookie: `${SESSION_COOKIE}=${sessions[who]!.token}` } });
const post = (path: string, who: string, fields: Record<string, string>) =>
  new Request(`http://127.0.0.1:3000${path}`, {
    method: 'POST',
    body: new URLSearchParams({ csrf: sessions[who]!.csrf, ...fields }),
    headers: { cookie: `${SESSION_COOKIE}=${sessions[who]!.token}` },
  });

const list = async (who: string, query = '') => bodyOf<LeadsPage>(await loadLeads(context, get(`/console/events/${query}`, who))).leads;
const open = async (who: string, leadId: string) =>
  bodyOf<LeadPage>(await loadLead(context, get(`/console/events/${leadId}/`, who), { leadId })).lead;
/** A save a minute after the last, so the history's order is the saves' order. */
const save = async (who: string, leadId: string, fields: Record<string, string>) => {
  now = new Date(now.getTime() + 60_000);
  return (await updateLead(context, post(`/console/events/${leadId}/`, who, fields), { leadId })) as Reply<LeadFormResult>;
};

/** A group enquiry through the public route, as the site's form sends it. */
async function enquire(storeId: string, firstName: string): Promise<void> {
  const res = await kit(t).submit('/api/contact/group-booking', {
    storeId,
    venue: 'ignored',
    bookingType: 'Birthday',
    covers: 24,
    date: '2031-04-10',
    time: '19:00',
    until: '23:00',
    email: `${firstName.toLowerCase()}@example.com`,
    firstName,
    lastName: 'Client',
    telephoneNumber: '07700 900123',
    specialRequest: 'A long table, please',
    shouldReceivePromotions: false,
    shouldReceiveSms: false,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A day on, the members sign in again (a console session lasts less than a day). */
async function signInAgain() {
  for (const who of Object.keys(sessions)) {
    const session = await t.services.staff.signIn({
      email: `${who}@example.com`,
      password: STAFF_PASSWORD,
      ip: '192.0.2.10',
      userAgent: 'vitest',
    });
    sessions[who] = { ...sessions[who]!, token: session.sessionToken, csrf: session.csrfToken };
  }
}

beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS, { clock: () => now });
  context = { services: t.services, cspNonce: 'n', clientIp: '192.0.2.10' } as unknown as AppLoadContext;
  for (const [email, role, restaurants, name] of [
    ['bath@example.com', 'manager', ['bath'], 'Bea Bath'],
    ['leeds@example.com', 'manager', ['leeds'], 'Leo Leeds'],
    ['host@example.com', 'host', ['bath'], 'Hal Host'],
    ['admin@example.com', 'chain-admin', [], 'Ada Admin'],
  ] as const) {
    sessions[email.split('@')[0]!] = await signedInStaff(t.services, { email, role, restaurants, name });
  }
  await enquire(BATH, 'Carla');
});
afterAll(() => t.close());

describe('a group enquiry becomes a lead', () => {
  it('of its restaurant: its manager and a chain admin see it, new, with the request and no value yet', async () => {
    const [lead] = await list('bath');
    expect(lead).toMatchObject({ storeId: BATH, status: 'new', contactName: 'Carla Client', covers: 24, bookingType: 'Birthday' });
    expect(lead!.valuePence).toBeNull();
    expect((await list('admin')).map((l) => l.id)).toContain(lead!.id);
    const opened = await open('bath', lead!.id);
    expect(opened).toMatchObject({ email: 'carla@example.com', specialRequest: 'A long table, please', version: 1 });
    expect(opened.owners.map((o) => o.name)).toEqual(expect.arrayContaining(['Bea Bath', 'Ada Admin']));
    expect(opened.owners.map((o) => o.name)).not.toContain('Leo Leeds');
    expect(opened.history.map((h) => h.text)).toEqual(['Received from the group enquiry form']);
  });

  it('is not found to another restaurant’s manager by its id, and the section is refused to a host', async () => {
    const [lead] = await list('bath');
    expect(await list('leeds')).toEqual([]);
    expect(statusOf(await settle(open('leeds', lead!.id)))).toBe(404);
    expect(statusOf(await settle(save('leeds', lead!.id, { version: '1', status: 'lost', lostReason: 'x' })))).toBe(404);
    expect(statusOf(await settle(loadLeads(context, get(`/console/events/?storeId=${BATH}`, 'leeds'))))).toBe(404);
    const refused = await settle(loadLeads(context, get('/console/events/', 'host')));
    expect([statusOf(refused), bodyOf(refused)]).toEqual([403, LEADS_REFUSED]);
    expect(await loadConsoleNav(context, get('/console/', 'host'))).toMatchObject({ showEvents: false });
    expect(await loadConsoleNav(context, get('/console/', 'bath'))).toMatchObject({ showEvents: true });
  });
});

describe('moving a lead on', () => {
  it('waits flagged after a day without a first answer, on the list and the console home, until a member answers', async () => {
    const [lead] = await list('bath');
    expect(lead!.waiting).toBe(false);
    now = new Date(now.getTime() + 25 * 3_600_000);
    await signInAgain();
    expect((await list('bath'))[0]!.waiting).toBe(true);
    const home = bodyOf<ConsoleHome>(await loadConsoleHome(context, get('/console/', 'bath')));
    expect(home).toMatchObject({ signedIn: true, waitingLeads: 1 });
    expect(bodyOf<ConsoleHome>(await loadConsoleHome(context, get('/console/', 'leeds')))).toMatchObject({ waitingLeads: 0 });

    const reply = await save('bath', lead!.id, { version: '1', status: 'new', ownerStaffId: sessions.bath!.id, note: 'Called Carla' });
    expect(bodyOf<LeadFormResult>(reply)).toMatchObject({ error: null, notice: 'Saved' });
    expect((await list('bath'))[0]).toMatchObject({ waiting: false, ownerName: 'Bea Bath' });
    expect(bodyOf<ConsoleHome>(await loadConsoleHome(context, get('/console/', 'bath')))).toMatchObject({ waitingLeads: 0 });
  });

  it('refuses a save over a newer one, keeping what was typed, and takes it again on the new version', async () => {
    const [lead] = await list('bath');
    const opened = await open('bath', lead!.id);
    // The chain admin saves first, from the same version.
    await save('admin', lead!.id, {
      version: String(opened.version),
      status: 'proposal-sent',
      ownerStaffId: sessions.bath!.id,
      value: '1800',
    });
    const typed = { version: String(opened.version), status: 'confirmed', ownerStaffId: sessions.bath!.id, value: '2,000' };
    const bad = await save('bath', lead!.id, typed);
    expect(statusOf(bad)).toBe(400);
    expect(bodyOf<LeadFormResult>(bad).fieldErrors.value).toBe(LEAD_MESSAGES.value);
    const stale = await save('bath', lead!.id, { ...typed, value: '2000' });
    expect(statusOf(stale)).toBe(409);
    expect(bodyOf<LeadFormResult>(stale)).toMatchObject({ error: LEAD_MESSAGES.stale, values: { status: 'confirmed', value: '2000' } });
    expect(await open('bath', lead!.id)).toMatchObject({ status: 'proposal-sent', valuePence: 180_000 });

    const again = await open('bath', lead!.id);
    expect(statusOf(await save('bath', lead!.id, { ...typed, value: '2000', version: String(again.version) }))).toBe(200);
    const done = await open('bath', lead!.id);
    expect(done).toMatchObject({ status: 'confirmed', valuePence: 200_000 });
    expect(done.history.map((h) => `${h.actor}: ${h.text}`)).toEqual([
      'Diner: Received from the group enquiry form',
      'Bea Bath: looked after by: nobody → Bea Bath. Note: Called Carla',
      'Ada Admin: Status: New → Proposal sent; value: not known → £1800.00',
      'Bea Bath: Status: Proposal sent → Confirmed; value: £1800.00 → £2000.00',
    ]);
  });

  it('asks why a lost lead was lost, refuses an owner from another restaurant and a save that changes nothing', async () => {
    const [lead] = await list('bath');
    const { version } = await open('bath', lead!.id);
    const noReason = await save('bath', lead!.id, { version: String(version), status: 'lost' });
    expect(bodyOf<LeadFormResult>(noReason).fieldErrors.lostReason).toBe(LEAD_MESSAGES.lostReason);
    const base = { version: String(version), status: 'confirmed', ownerStaffId: sessions.bath!.id, value: '2000.00' };
    const leedsOwner = await save('bath', lead!.id, { ...base, ownerStaffId: sessions.leeds!.id });
    expect(bodyOf<LeadFormResult>(leedsOwner).fieldErrors.ownerStaffId).toBe(LEAD_MESSAGES.owner);
    expect(bodyOf<LeadFormResult>(await save('bath', lead!.id, base)).error).toBe(LEAD_MESSAGES.nothing);
    expect(statusOf(await save('bath', lead!.id, { ...base, status: 'lost', lostReason: 'Booked elsewhere' }))).toBe(200);
    expect(await list('bath', '?status=lost')).toEqual([expect.objectContaining({ id: lead!.id, status: 'lost' })]);
    expect(await list('bath', '?status=new')).toEqual([]);
  });
});
