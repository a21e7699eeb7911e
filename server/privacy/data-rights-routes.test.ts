// The data-rights page through its real routes, on the production build
// (decision 060): the export, posted as a plain form, answers with the ZIP
// (once it answered 500 and printed the ZIP into the log); an export posted to
// the page itself is a 400; and no line logged while a chain admin searches
// the guests, finds, exports and erases a person names them, or carries their
// address or phone number. Needs `npm run build`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOf, type IsoDate } from '../../contract/london-time.ts';
import { BUILD_DIR, webPlugin } from '../http/web.ts';
import { signedInStaff, type SignedInStaff } from '../../tests/support/console-staff.ts';
import { captureLogs } from '../../tests/support/log-capture.ts';
import { fillEveryDoor, identifyingValues, openWaitlist, type Person } from '../../tests/support/person-doors.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { GENEROUS_LIMITS } from '../../tests/support/test-kit.ts';

const BASE: IsoDate = '2031-03-03';
const clock = () => instantOf(BASE, 9 * 60);
const ZOE: Person = { firstName: 'Zephyrine', lastName: 'Quillfeather', email: 'Zephyrine.Q_1@Example.com', phone: '07700 900456' };
const { log, lines } = captureLogs('info');
let t: TestApp;
let admin: SignedInStaff;
let reference: string;

beforeAll(async () => {
  if (!existsSync(path.join(BUILD_DIR, 'server', 'index.js'))) throw new Error('No production build: run `npm run build` first');
  t = await createTestApp(
    { ...GENEROUS_LIMITS, RATE_LIMIT_PER_MINUTE: '1000000' },
    { clock, logger: log, requestLogs: true, web: (app, services) => webPlugin('production', services)(app) },
  );
  admin = await signedInStaff(t.services, { email: 'rights.admin@example.com', role: 'chain-admin', name: 'Rights Admin' });
  await openWaitlist(t);
  const staff = (await t.services.staff.currentStaff(admin.token))!.staff;
  ({ reference } = await fillEveryDoor(t, ZOE, BASE, staff));
}, 120_000);
afterAll(() => t.close());

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie, accept: 'text/html' } });
/** A page's text as read: React's markers between adjacent texts left out. */
const textOf = (html: string) => html.replaceAll('<!-- -->', '');
/** A plain form post, as a browser without JavaScript sends it. */
const post = (url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: admin.cookie, accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ csrf: admin.csrf, ...fields }).toString(),
  });

describe('data rights through the routes', () => {
  it('downloads the ZIP from a plain form post, holding the bookings, sign-up, message and consent history', async () => {
    const res = await post('/console/people/export/', { email: ZOE.email });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="mesa-export-2031-03-03.zip"');
    expect(res.headers['cache-control']).toBe('no-store');
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const data = JSON.parse(strFromU8(zip['data.json']!)) as { email: string; holdings: Record<string, Record<string, unknown>[]> };
    expect(data.email).toBe(ZOE.email.toLowerCase());
    // The booking, and the table the waitlist held for her at once (a table was free).
    expect(data.holdings.bookings!.map((b) => b.reference)).toContain(reference);
    expect(data.holdings.signUps).toHaveLength(1);
    expect(data.holdings.contactMessages![0]).toMatchObject({ message: 'Zephyrine Quillfeather here: I left my scarf.' });
    expect(data.holdings.consent!.map((e) => e.source)).toEqual(expect.arrayContaining(['booking', 'sign-up', 'group enquiry']));
    expect(data.holdings.waitlist).toHaveLength(1);
    expect(Object.keys(zip).filter((name) => name.startsWith('attachments/'))).toEqual([
      expect.stringMatching(/-Quillfeather-receipt\.pdf$/),
    ]);
    // Her booking, the table the waitlist held for her, and her event's space (decision 080); the proposal she
    // accepted, with her acceptance (decision 078).
    expect(strFromU8(zip['readable.html']!)).toContain('Your bookings (3)');
    expect(data.holdings.eventProposals).toEqual([expect.objectContaining({ accepted_name: 'Zephyrine Quillfeather' })]);
  });

  it('answers an export posted to the page itself with 400, never the 500 it once was', async () => {
    const res = await post('/console/people/', { intent: 'export', email: ZOE.email });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('refuses a download without the form token, or for a member who is no chain admin', async () => {
    const forged = await t.app.inject({
      method: 'POST',
      url: '/console/people/export/',
      headers: { cookie: admin.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: ZOE.email }).toString(),
    });
    expect(forged.statusCode).toBe(403);
    const host = await signedInStaff(t.services, { email: 'rights.host@example.com', role: 'host', restaurants: ['bath'] });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/console/people/export/',
      headers: { cookie: host.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ csrf: host.csrf, email: ZOE.email }).toString(),
    });
    expect(refused.statusCode).toBe(404);
  });

  it('logs no line naming the person while staff search the guests, find, export and erase them', async () => {
    const from = lines.length;
    const search = await page(`/console/guests/?q=${encodeURIComponent(ZOE.email)}`);
    expect(search.statusCode).toBe(200);
    expect(search.body).toContain('Quillfeather'); // the search found them
    const found = await post('/console/people/', { intent: 'find', email: ZOE.email });
    expect(textOf(found.body)).toContain(`What we hold about ${ZOE.email.toLowerCase()}`);
    expect((await post('/console/people/export/', { email: ZOE.email })).statusCode).toBe(200);
    const erased = await post('/console/people/', { intent: 'erase', email: ZOE.email, confirm: 'yes' });
    expect(textOf(erased.body)).toContain(`${ZOE.email.toLowerCase()} is erased`);

    const written = lines.slice(from);
    // The requests were logged (so the check below reads real lines), the search's URL without its query.
    expect(written.map((l) => (l.req as { url?: string } | undefined)?.url)).toEqual(
      expect.arrayContaining(['/console/guests/?…', '/console/people/', '/console/people/export/']),
    );
    const text = JSON.stringify(written).toLowerCase();
    for (const value of identifyingValues(ZOE)) expect(text, value).not.toContain(value.toLowerCase());
    // Nor anything logged since the app started, the diner's own doors included.
    const all = JSON.stringify(lines).toLowerCase();
    for (const value of identifyingValues(ZOE)) expect(all, value).not.toContain(value.toLowerCase());
  });
});
