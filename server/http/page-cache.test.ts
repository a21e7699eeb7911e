// The HTML cache through the real app and the production build (decision
// 024): a kept page is stamped with a fresh nonce on every response,
// the second request is answered without rendering, a content or booking-setup
// change shows at once (and on another instance within about a second), ETags
// give 304s, and nothing personal ever enters the cache. Needs `npm run build`.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadContentPack } from '../../content/load-pack.ts';
import { seedContent } from '../content/seed-content.ts';
import { customers } from '../db/schema.ts';
import { buildApp } from '../app.ts';
import type { AppServices } from '../app-services.ts';
import { createTestApp, throwAwayDatabase, type TestApp } from '../../tests/support/test-app.ts';
import { editSetup } from '../../tests/support/booking-helpers.ts';
import { BUILD_DIR, webPlugin } from './web.ts';
import { createPageCache, type PageCache } from './page-cache.ts';
import type { Db } from '../db/client.ts';
import type { Menu, RestaurantDoc } from '../../contract/content.ts';
import { CONTENT_EDITOR as EDITOR } from '../../tests/support/staff-fixtures.ts';

// A browser's user agent: bots get the whole document anyway, so this also covers the streamed path.
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const BATH = '1002';

const cspNonce = (headers: Record<string, unknown>) => /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1];
const bodyNonces = (html: string) => [...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);

/** The £ prices a menu page shows for a dish, option by option. */
function shownPrices(html: string, dish: string): string[] {
  const at = html.indexOf(`>${dish}<`);
  const item = html.slice(at, html.indexOf('data-dietary=', at));
  return [...item.matchAll(/<strong>(£[\d.]+)<\/strong>/g)].map((m) => m[1]!);
}

/** The prices the page's schema.org Menu offers a dish at. */
function jsonLdPrices(html: string, dish: string): string[] {
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)) {
    const data = JSON.parse(json!) as { hasMenuSection?: { hasMenuItem: { name: string; offers: { price: string }[] }[] }[] };
    const item = data.hasMenuSection?.flatMap((s) => s.hasMenuItem).find((i) => i.name === dish);
    if (item) return item.offers.map((o) => o.price);
  }
  return [];
}

function requireBuild() {
  if (!existsSync(path.join(BUILD_DIR, 'server', 'index.js'))) throw new Error('No production build: run `npm run build` first');
}

/** The content pack with Bath's About text changed, as an operator's new pack would. */
async function packWithBathAbout(about: string) {
  const pack = await loadContentPack();
  return { ...pack, restaurants: pack.restaurants.map((r) => (r.storeId === BATH ? { ...r, about } : r)) };
}

describe('the HTML cache, one instance', () => {
  let t: TestApp;
  let cache: PageCache;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { 'user-agent': UA, ...headers } });

  beforeAll(async () => {
    requireBuild();
    t = await createTestApp(
      {},
      {
        web: (app, services) => {
          // Every request reads the version, so changes show at once; the clock stands still, so no page
          // expires at a minute's end between two requests of a test.
          const startedAt = Date.now();
          cache = createPageCache(services, { checkMs: 0, now: () => startedAt });
          return webPlugin('production', services, { pageCache: cache })(app);
        },
      },
    );
  });
  afterAll(() => t.close());
  beforeEach(() => cache.html.clear());
  afterEach(() => vi.restoreAllMocks());

  it('serves every public page from the cache on the second request', async () => {
    const pages = [
      '/',
      '/faqs/',
      '/book-now/',
      '/find-us/',
      '/refer-a-friend/',
      '/our-menu/',
      '/our-menu/drinks/',
      '/restaurants/',
      '/restaurants/bath/',
      '/restaurants/bath/menu/',
      '/offer/',
      '/offer/kids-eat-free/',
    ];
    for (const url of pages) {
      const first = await get(url);
      const second = await get(url);
      expect([url, first.statusCode, first.headers['x-mesa-cache']]).toEqual([url, 200, 'miss']);
      expect([url, second.headers['x-mesa-cache']]).toEqual([url, 'hit']);
      expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    }
  });

  it('renders a page once for many requests (its loader runs once)', async () => {
    const loads = vi.spyOn(t.services.content, 'restaurantBySlug');
    const replies = [await get('/restaurants/bath/'), ...(await Promise.all(Array.from({ length: 10 }, () => get('/restaurants/bath/'))))];
    expect(replies.map((r) => r.statusCode)).toEqual(Array(11).fill(200));
    expect(loads).toHaveBeenCalledTimes(1);
    expect(replies.filter((r) => r.headers['x-mesa-cache'] === 'hit')).toHaveLength(10);
  });

  it('gives every response of a kept page a fresh nonce, the one its own CSP names', async () => {
    const [one, two] = [await get('/restaurants/bath/'), await get('/restaurants/bath/')];
    expect(two.headers['x-mesa-cache']).toBe('hit');
    const [n1, n2] = [cspNonce(one.headers), cspNonce(two.headers)];
    expect(n1).toBeTruthy();
    expect(n1).not.toBe(n2);
    for (const [reply, nonce, other] of [
      [one, n1, n2],
      [two, n2, n1],
    ] as const) {
      const nonces = bodyNonces(reply.body);
      expect(nonces.length).toBeGreaterThan(3); // module preloads, the hydration context, the scripts
      expect(new Set(nonces)).toEqual(new Set([nonce]));
      expect(reply.body).not.toContain(other);
      expect(reply.body).not.toContain(cache.html.placeholder);
    }
  });

  it('sends a kept page gzipped, each response with its own nonce spliced in', async () => {
    const gzip = { 'accept-encoding': 'gzip, deflate, br' };
    const [one, two] = [await get('/offer/kids-eat-free/', gzip), await get('/offer/kids-eat-free/', gzip)];
    expect(two.headers['x-mesa-cache']).toBe('hit');
    for (const reply of [one, two]) {
      expect(reply.headers['content-encoding']).toBe('gzip');
      expect(reply.headers.vary).toContain('accept-encoding');
      const html = gunzipSync(reply.rawPayload).toString('utf8');
      expect(new Set(bodyNonces(html))).toEqual(new Set([cspNonce(reply.headers)]));
      expect(html).toContain('Kids eat free');
    }
    expect(cspNonce(one.headers)).not.toBe(cspNonce(two.headers));
  });

  it('keeps a copy with the cookie banner for a first visit and one without for a visitor who chose (decision 055)', async () => {
    const banner = 'We use essential cookies';
    const chose = { cookie: '_ga=1; mesa_consent=essential' };
    const [first, again] = [await get('/faqs/'), await get('/faqs/')];
    const [chosen, chosenAgain] = [await get('/faqs/', chose), await get('/faqs/', { cookie: 'mesa_consent=analytics' })];
    expect(again.headers['x-mesa-cache']).toBe('hit');
    expect(chosenAgain.headers['x-mesa-cache']).toBe('hit');
    expect(first.body).toContain(banner);
    expect(again.body).toContain(banner);
    expect(chosen.body).not.toContain(banner);
    expect(chosenAgain.body).not.toContain(banner);
    // Someone else's cookies and a made-up choice are a first visit still.
    expect((await get('/faqs/', { cookie: 'mesa_consent=maybe; x=1' })).body).toContain(banner);
  });

  it('sends a kept page uncompressed, byte for byte the page with the response’s own nonce', async () => {
    const [one, two] = [await get('/offer/kids-eat-free/'), await get('/offer/kids-eat-free/')];
    expect(two.headers['x-mesa-cache']).toBe('hit');
    for (const reply of [one, two]) {
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(Number(reply.headers['content-length'])).toBe(reply.rawPayload.length);
      expect(new Set(bodyNonces(reply.body))).toEqual(new Set([cspNonce(reply.headers)]));
    }
    expect(one.body.replaceAll(cspNonce(one.headers)!, 'N')).toBe(two.body.replaceAll(cspNonce(two.headers)!, 'N'));
  });

  it('answers HEAD from the cache without a body', async () => {
    await get('/faqs/');
    const head = await t.app.inject({ method: 'HEAD', url: '/faqs/' });
    expect([head.statusCode, head.headers['x-mesa-cache'], head.body]).toEqual([200, 'hit', '']);
  });

  it('answers a matching If-None-Match with a 304 that carries no new nonce, and a stale one with the page', async () => {
    const first = await get('/');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toContain('s-maxage');
    // The browser keeps its copy with the policy it came with: a new nonce here would block that copy's scripts.
    expect(again.headers['content-security-policy']).toBeUndefined();
    const stale = await get('/', { 'if-none-match': 'W/"something-older"' });
    expect(stale.statusCode).toBe(200);
    expect(bodyNonces(stale.body)[0]).toBe(cspNonce(stale.headers));
  });

  it('renders afresh when the content pack changes', async () => {
    const before = await get('/restaurants/bath/');
    expect(before.body).toContain('Georgian townhouse');
    await seedContent(t.services.database.db, await packWithBathAbout('Bath has moved into a lighthouse.'));
    const after = await get('/restaurants/bath/');
    expect(after.headers['x-mesa-cache']).toBe('miss');
    expect(after.body).toContain('Bath has moved into a lighthouse.');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await get('/restaurants/bath/', { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);
  });

  it('renders afresh when a booking setup changes', async () => {
    expect((await get('/restaurants/bath/')).body).toContain('Tables for up to 20 can be booked online');
    await editSetup(t.services.database.db, BATH, (s) => ({ config: { ...s.config, maxOnlineCovers: 12, groupEnquiryFromCovers: 13 } }));
    const after = await get('/restaurants/bath/');
    expect(after.headers['x-mesa-cache']).toBe('miss');
    expect(after.body).toContain('Tables for up to 12 can be booked online');
  });

  it('drops only the pages that show a document the studio published; the others stay kept', async () => {
    // The menu pages list every menu by name, so they all read the drinks menu; the FAQs and an offer do not.
    const pages = ['/our-menu/drinks/', '/our-menu/', '/faqs/', '/offer/kids-eat-free/'];
    for (const url of pages) await get(url);
    const studio = t.services.studio;
    const live = (await studio.open(EDITOR, 'menu', 'drinks')).live as Menu;
    const drink = structuredClone(live);
    drink.sections[0]!.subsections[0]!.items[0]!.name = 'Lighthouse Lemonade';
    const { basedOn } = await studio.saveDraft(EDITOR, 'menu', 'drinks', drink, (await studio.open(EDITOR, 'menu', 'drinks')).basedOn);
    await studio.publish(EDITOR, 'menu', 'drinks', basedOn);
    const [drinks, food, faqs, offer] = await Promise.all(pages.map((url) => get(url)));
    expect(drinks!.headers['x-mesa-cache']).toBe('miss');
    expect(drinks!.body).toContain('Lighthouse Lemonade');
    expect([food, faqs, offer].map((r) => r!.headers['x-mesa-cache'])).toEqual(['miss', 'hit', 'hit']);
  });

  it('shows a restaurant in a price band its band’s prices, on its menu page and in its JSON-LD, filtered or not; others the chain’s (decision 053)', async () => {
    const picanha = async (url: string) => {
      const html = (await get(url)).body;
      return { shown: shownPrices(html, 'Picanha steak'), jsonLd: jsonLdPrices(html, 'Picanha steak') };
    };
    const london = { shown: ['£24.95', '£31.50'], jsonLd: ['24.95', '31.50'] };
    const chain = { shown: ['£22.95', '£28.95'], jsonLd: ['22.95', '28.95'] };
    expect(await picanha('/restaurants/london-ealing/menu/food/')).toEqual(london);
    expect(await picanha('/restaurants/london-ealing/menu/food/?diet=gluten-free&without=peanuts')).toEqual(london);
    expect(await picanha('/restaurants/bath/menu/food/')).toEqual(chain);
    expect(await picanha('/our-menu/food/')).toEqual(chain);
  });

  it('drops a restaurant’s kept menu page when its price band is published: the next diner sees the band’s prices (decision 053)', async () => {
    await get('/restaurants/bath/menu/food/');
    expect((await get('/restaurants/bath/menu/food/')).headers['x-mesa-cache']).toBe('hit');
    const studio = t.services.studio;
    const bath = (await studio.open(EDITOR, 'restaurant', BATH)).live as RestaurantDoc;
    const moveBath = async (doc: RestaurantDoc) => {
      const { basedOn } = await studio.saveDraft(EDITOR, 'restaurant', BATH, doc, (await studio.open(EDITOR, 'restaurant', BATH)).basedOn);
      await studio.publish(EDITOR, 'restaurant', BATH, basedOn);
    };
    await moveBath({ ...bath, priceBand: 'london' });
    const banded = await get('/restaurants/bath/menu/food/');
    expect(banded.headers['x-mesa-cache']).toBe('miss');
    expect(jsonLdPrices(banded.body, 'Picanha steak')).toEqual(['24.95', '31.50']);
    expect(shownPrices(banded.body, 'Picanha steak')).toEqual(['£24.95', '£31.50']);
    await moveBath(bath);
    expect(jsonLdPrices((await get('/restaurants/bath/menu/food/')).body, 'Picanha steak')).toEqual(['22.95', '28.95']);
  });

  it('answers a moved page’s old address with its 301 at once, though the page was kept there', async () => {
    expect((await get('/students/')).statusCode).toBe(200);
    expect((await get('/students/')).headers['x-mesa-cache']).toBe('hit');
    await t.services.studio.changePageAddress(EDITOR, 'students', 'student-deals');
    const moved = await get('/students/');
    expect([moved.statusCode, moved.headers.location]).toEqual([301, '/student-deals/']);
    expect((await get('/student-deals/')).statusCode).toBe(200);
  });

  it('keeps a page the same whatever Host the request names (no cache poisoning)', async () => {
    const poisoned = await get('/faqs/', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    const next = await get('/faqs/');
    expect(next.headers['x-mesa-cache']).toBe('hit');
    expect(poisoned.body + next.body).not.toContain('evil.example');
  });

  it('never keeps a personal page, a POST, a query string, a signed-in request or a response that sets a cookie', async () => {
    const guid = randomUUID();
    await t.services.database.db.insert(customers).values({ guid, email: `${guid}@example.com`, firstName: 'Zephyrine' });
    const personal = [
      { url: '/console/' }, // the sign-in page, which sets the CSRF cookie
      { url: `/preferences/${guid}/` },
      { url: `/occasion-date/${guid}/` },
      { url: `/unsubscribe/${guid}/` },
      { url: '/manage-booking/?token=not-a-real-token' },
      { url: '/referral/?token=not-a-real-token' },
    ];
    for (const { url } of personal) {
      for (let i = 0; i < 2; i++) {
        const reply = await get(url);
        expect([url, reply.headers['x-mesa-cache']]).toEqual([url, 'bypass']);
        expect([url, reply.headers['cache-control']]).toEqual([url, url.startsWith('/console/') ? 'no-store' : 'private, no-store']);
      }
    }
    const preferences = await get(`/preferences/${guid}/`);
    expect(preferences.statusCode).toBe(200);
    expect(preferences.body).toContain('Zephyrine');
    const signIn = await get('/console/');
    expect([signIn.statusCode, Boolean(signIn.headers['set-cookie'])]).toEqual([200, true]);

    vi.spyOn(console, 'error').mockImplementation(() => {}); // React Router reports the POST to a route without an action
    const post = await t.app.inject({ method: 'POST', url: '/restaurants/bath/', headers: { 'user-agent': UA }, payload: 'a=1' });
    expect(post.statusCode).toBe(405);
    const others = [
      post,
      await get('/', { cookie: 'mesa_staff=some-session' }),
      await get('/?utm_source=newsletter'),
      await get('/restaurants/?q=bath'),
    ];
    for (const reply of others) expect(reply.headers['x-mesa-cache']).toBe('bypass');
    expect(cache.html.keys()).toEqual([]);
  });
});

describe('the HTML cache across instances on one database', () => {
  let apps: FastifyInstance[];
  let services: AppServices[];
  let close: () => Promise<void>;

  beforeAll(async () => {
    requireBuild();
    // Two instances over one PostgreSQL schema (TEST_DATABASE_URL); PGlite is one database per process, so one instance there.
    const database = throwAwayDatabase();
    const first = await database.start();
    services = database.kind === 'postgres' ? [first, await database.start()] : [first];
    // The default check: at most one version read a second per instance.
    apps = await Promise.all(services.map((s) => buildApp(s, { logger: false, web: webPlugin('production', s) })));
    close = async () => {
      await Promise.all(apps.map((a) => a.close()));
      await database.drop(first.database.db);
      await Promise.all(services.map((s) => s.database.close()));
    };
  });
  afterAll(() => close());

  const reader = () => apps[0]!;
  const writerDb = (): Db => services.at(-1)!.database.db;
  const page = (url: string) => reader().inject({ url, headers: { 'user-agent': UA } });

  /** Reads the page on the first instance until it comes from the cache (a minute's end may fall between two reads). */
  async function cached(url: string) {
    for (let i = 0; i < 3; i++) if ((await page(url)).headers['x-mesa-cache'] === 'hit') return true;
    return false;
  }

  /** Reads the page on the first instance until it shows `text`; the milliseconds that took. */
  async function waitFor(url: string, text: string): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < 5000) {
      if ((await page(url)).body.includes(text)) return Date.now() - started;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`${url} never showed "${text}"`);
  }

  it('shows a content change made through another instance within about a second', async () => {
    expect(await cached('/restaurants/bath/')).toBe(true);
    await seedContent(writerDb(), await packWithBathAbout('Bath now serves breakfast on the roof.'));
    expect(await waitFor('/restaurants/bath/', 'Bath now serves breakfast on the roof.')).toBeLessThan(2500);
  });

  it('shows a studio publish on the instance that published it at the very next request', async () => {
    expect(await cached('/our-menu/drinks/')).toBe(true);
    const studio = services[0]!.studio;
    const drink = structuredClone((await studio.open(EDITOR, 'menu', 'drinks')).live as Menu);
    drink.sections[0]!.subsections[0]!.items[0]!.name = 'Harbour Ginger Beer';
    const { basedOn } = await studio.saveDraft(EDITOR, 'menu', 'drinks', drink, (await studio.open(EDITOR, 'menu', 'drinks')).basedOn);
    await studio.publish(EDITOR, 'menu', 'drinks', basedOn);
    expect((await page('/our-menu/drinks/')).body).toContain('Harbour Ginger Beer');
  });

  it('shows a booking-setup change made through another instance within about a second', async () => {
    expect(await cached('/restaurants/bath/')).toBe(true);
    await editSetup(writerDb(), BATH, (s) => ({ config: { ...s.config, maxOnlineCovers: 9, groupEnquiryFromCovers: 10 } }));
    expect(await waitFor('/restaurants/bath/', 'Tables for up to 9 can be booked online')).toBeLessThan(2500);
  });
});
