// The diary page kept per member and state of the day (decision 085), through the real app and the production build:
// a second load is answered without rendering and is the page a render would give (but for the nonce), with this
// session's CSRF token, which its forms post with; a member never gets another's page (name, token, restaurants);
// a booking, a guest's tag, a new minute or a lost restaurant is never hidden by a kept page; the views that carry a
// notice are rendered. Needs `npm run build`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, instantOf } from '../../contract/london-time.ts';
import { loadContentPack, packRestaurants } from '../../content/load-pack.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { bookingBody, plainDate } from '../../tests/support/booking-helpers.ts';
import { signedInStaff, STAFF_PASSWORD, type SignedInStaff } from '../../tests/support/console-staff.ts';
import { SESSION_COOKIE } from '../staff/staff-session.ts';
import { BUILD_DIR, webPlugin } from './web.ts';
import { createPageCache, type PageCache } from './page-cache.ts';

const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const BATH = '1002';
/** A name HTML and the page's data stream both escape: it must read the same in a kept page as in a render. */
const AWKWARD = `Zoë "Z" O'Brien & <Co>`;
const METRICS_TOKEN = 'metrics-token-for-tests-0123456789abcdef';

let t: TestApp;
let cache: PageCache;
let date: string;
let instant: Date;
let manager: SignedInStaff;
let host: SignedInStaff;
let leeds: SignedInStaff;

const cspNonce = (headers: Record<string, unknown>) => /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1];
const diaryUrl = (query = `date=${date}`) => `/console/diary/${BATH}/?${query}`;
const load = (who: SignedInStaff, url = diaryUrl(), headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { 'user-agent': UA, cookie: who.cookie, ...headers } });
/** The page but for its nonce, for comparing two responses. */
const withoutNonce = (body: string, nonce: string | undefined) => body.split(nonce!).join('NONCE');

beforeAll(async () => {
  if (!existsSync(path.join(BUILD_DIR, 'server', 'index.js'))) throw new Error('No production build: run `npm run build` first');
  const bath = packRestaurants(await loadContentPack()).find((r) => r.storeId === BATH)!;
  date = plainDate(bath, 3, { bookableAt: ['19:00'] });
  instant = instantOf(addDays(date, -1), 12 * 60 + 0.25);
  t = await createTestApp(
    { METRICS_TOKEN },
    {
      clock: () => instant,
      web: (app, services) => {
        cache = createPageCache(services, { checkMs: 0 });
        return webPlugin('production', services, { pageCache: cache })(app);
      },
    },
  );
  manager = await signedInStaff(t.services, { email: 'manager.bath@example.com', role: 'manager', restaurants: ['bath'], name: AWKWARD });
  host = await signedInStaff(t.services, { email: 'host.bath@example.com', role: 'host', restaurants: ['bath'], name: 'Hana Host' });
  leeds = await signedInStaff(t.services, { email: 'manager.leeds@example.com', role: 'manager', restaurants: ['leeds'] });
});
afterAll(() => t.close());
beforeEach(() => cache.console.clear());

describe('the diary page, kept per member and state of the day', () => {
  it('answers a second load from the kept page: the same page, its own nonce, its own session’s token', async () => {
    const render = vi.spyOn(t.services.console, 'diary');
    const first = await load(manager);
    const second = await load(manager);
    expect([first.statusCode, first.headers['x-mesa-cache']]).toEqual([200, 'miss']);
    expect([second.statusCode, second.headers['x-mesa-cache']]).toEqual([200, 'hit']);
    expect(second.headers['cache-control']).toContain('no-store');
    expect(second.headers['content-type']).toMatch(/^text\/html/);
    expect(cspNonce(second.headers)).not.toBe(cspNonce(first.headers));
    expect(second.body).toContain(`nonce="${cspNonce(second.headers)}"`);
    expect(withoutNonce(second.body, cspNonce(second.headers))).toBe(withoutNonce(first.body, cspNonce(first.headers)));
    expect(second.body).toContain(manager.csrf);
    expect(second.body).toContain('Zoë &quot;Z&quot; O&#x27;Brien &amp; &lt;Co&gt;');
    // The key reads the day (the console service's cache): the loaders ran once, for the first load.
    expect(render.mock.calls.length).toBe(3);
    render.mockRestore();
  });

  it('counts what it did in /metrics', async () => {
    const counted = async (outcome: string) => {
      const text = (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
      return Number(new RegExp(`^mesa_diary_page_cache_requests_total\\{outcome="${outcome}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
    };
    const [hits, misses] = [await counted('hit'), await counted('miss')];
    await load(manager);
    await load(manager);
    await load(manager);
    expect([(await counted('hit')) - hits, (await counted('miss')) - misses]).toEqual([2, 1]);
  });

  it('gives another session of the member the page a render gives it, with that session’s token', async () => {
    // The same member on a second device: a session of its own, with its own token.
    const session = await t.services.staff.signIn({
      email: 'manager.bath@example.com',
      password: STAFF_PASSWORD,
      ip: '192.0.2.11',
      userAgent: 'vitest',
    });
    const again = { ...manager, token: session.sessionToken, csrf: session.csrfToken, cookie: `${SESSION_COOKIE}=${session.sessionToken}` };
    expect(again.csrf).not.toBe(manager.csrf);
    await load(manager);
    const kept = await load(again);
    expect(kept.headers['x-mesa-cache']).toBe('hit');
    cache.console.clear();
    const rendered = await load(again);
    expect(rendered.headers['x-mesa-cache']).toBe('miss');
    expect(withoutNonce(kept.body, cspNonce(kept.headers))).toBe(withoutNonce(rendered.body, cspNonce(rendered.headers)));
    expect(kept.body).toContain(again.csrf);
    expect(kept.body).not.toContain(manager.csrf);
  });

  it('compresses the kept page once, each response with its own nonce', async () => {
    await load(manager);
    const plain = await load(manager);
    const gzipped = await load(manager, diaryUrl(), { 'accept-encoding': 'gzip' });
    expect([gzipped.headers['x-mesa-cache'], gzipped.headers['content-encoding']]).toEqual(['hit', 'gzip']);
    const body = gunzipSync(gzipped.rawPayload).toString('utf8');
    expect(withoutNonce(body, cspNonce(gzipped.headers))).toBe(withoutNonce(plain.body, cspNonce(plain.headers)));
  });

  it('never gives a member another member’s page: each has their own name, token and restaurants', async () => {
    await load(manager);
    const hosts = await load(host);
    expect(hosts.headers['x-mesa-cache']).toBe('miss');
    expect(hosts.body).toContain('Hana Host');
    expect(hosts.body).toContain(host.csrf);
    expect(hosts.body).not.toContain('Brien');
    expect(hosts.body).not.toContain(manager.csrf);
    // A manager of Leeds is refused Bath's diary, kept or not.
    const refused = await load(leeds);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain(manager.csrf);
    // Signed out: the sign-in page, never a kept diary.
    const anonymous = await t.app.inject({ url: diaryUrl(), headers: { 'user-agent': UA } });
    expect(anonymous.statusCode).toBe(302);
  });

  it('posts the diary’s forms with the token a kept page carries', async () => {
    await load(host);
    const kept = await load(host);
    expect(kept.headers['x-mesa-cache']).toBe('hit');
    const token = /name="csrf" value="([^"]+)"/.exec(kept.body)?.[1];
    expect(token).toBe(host.csrf);
  });

  it('shows a new booking, a guest’s new tag and the next minute at once: each is a new render', async () => {
    await load(manager);
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/booking/create/${BATH}`,
      headers: await t.headers(),
      payload: (() => {
        const body = bookingBody(date, '19:00');
        return { ...body, customer: { ...(body.customer as object), email: 'kept.pagetest@example.com' } };
      })(),
    });
    expect(made.statusCode).toBe(200);
    const afterBooking = await load(manager);
    expect(afterBooking.headers['x-mesa-cache']).toBe('miss');
    expect(afterBooking.body).toContain(made.json().data.bookingReference as string);
    expect((await load(manager)).headers['x-mesa-cache']).toBe('hit');

    const admin = await signedInStaff(t.services, { email: 'tagger@example.com', role: 'chain-admin' });
    const staff = (await t.services.staff.currentStaff(admin.token))!.staff;
    const [guest] = await t.services.guests.search(staff, 'kept.pagetest@example.com');
    await t.services.guests.addTag(staff, guest!.id, 'kept-page-regular');
    const afterTag = await load(manager);
    expect(afterTag.headers['x-mesa-cache']).toBe('miss');
    expect(afterTag.body).toContain('kept-page-regular');

    instant = new Date(instant.getTime() + 60_000);
    expect((await load(manager)).headers['x-mesa-cache']).toBe('miss');
  });

  it('renders the views that carry a notice, and a member who lost the restaurant is refused at once', async () => {
    await load(manager);
    const notice = await load(manager, diaryUrl(`date=${date}&optimised=2`));
    expect(notice.headers['x-mesa-cache']).toBe('bypass');
    const moved = await signedInStaff(t.services, { email: 'moved.bath@example.com', role: 'manager', restaurants: ['bath'], name: 'Mo' });
    await load(moved);
    expect((await load(moved)).headers['x-mesa-cache']).toBe('hit');
    const admin = await signedInStaff(t.services, { email: 'admin@example.com', role: 'chain-admin' });
    const actor = (await t.services.staff.currentStaff(admin.token))!.staff;
    await t.services.console.updateStaff(actor, moved.id, { name: 'Mo', role: 'manager', restaurants: ['1023'] });
    expect((await load(moved)).statusCode).toBe(404);
  });
});
