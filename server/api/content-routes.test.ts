import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContentPack } from '../../content/load-pack.ts';
import { seedContent } from '../content/seed-content.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => t.app.inject({ method: 'GET', url, headers: await t.headers() });

describe('content API (product.md §7 Content)', () => {
  it('brand-settings carries the product.md §3 root-store defaults', async () => {
    const res = await get('/api/v1/content/brand-settings');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      book_now_text: 'Book Now',
      carousel_arrows: true,
      carousel_dots: false,
      default_restaurant_id: '',
      loading_color: '#01B0B5',
      footer_type: 'page',
    });
  });

  it('search-restaurants lists every restaurant without the long copy', async () => {
    const res = await get('/api/v1/content/search-restaurants/');
    const list = res.json().data as { slug: string; about?: string; lat: number }[];
    expect(list.length).toBeGreaterThanOrEqual(51);
    expect(list.map((r) => r.slug)).toContain('bath');
    expect(list[0]).not.toHaveProperty('about');
    expect(list[0]).not.toHaveProperty('heroTiles');
  });

  it('finds a restaurant by slug, by slug within its city, and by storeId', async () => {
    const bySlug = (await get('/api/v1/content/getRestaurantBySlug/bath')).json().data;
    expect(bySlug.slug).toBe('bath');
    const byCity = await get(`/api/v1/content/restaurant/slug/bath/city/${bySlug.city}`);
    expect(byCity.statusCode).toBe(200);
    expect((await get('/api/v1/content/restaurant/slug/bath/city/leeds')).statusCode).toBe(404);
    const extras = (await get(`/api/v1/content/restaurant/${bySlug.storeId}`)).json().data;
    expect(extras).toHaveProperty('offers');
    expect(extras).toHaveProperty('heroTiles');
    expect(extras).toHaveProperty('clickCollect');
    expect(extras.offers.map((o: { slug: string }) => o.slug).sort()).toEqual([...bySlug.offers].sort());
  });

  it('serves menus, pages, choices, offers and the page list', async () => {
    expect((await get('/api/v1/content/menu/food')).json().data.sections.length).toBeGreaterThan(0);
    expect((await get('/api/v1/content/page/faqs')).json().data.id).toBe('faqs');
    expect((await get('/api/v1/content/page/FAQs')).statusCode).toBe(200);
    expect((await get('/api/v1/content/choices')).json().data.interests.length).toBeGreaterThan(0);
    expect((await get('/api/v1/content/offer/malibu')).json().data.slug).toBe('malibu');
    const pages = (await get('/api/v1/content/pages')).json().data as { id: string }[];
    expect(pages.map((p) => p.id)).toEqual(expect.arrayContaining(['home', 'faqs', 'bottomless-brunch']));
  });

  it('prices a menu for a restaurant with ?storeId=: a London restaurant’s band, Bath the chain’s (decision 053)', async () => {
    type Option = { name: string; price: number; bandPrices?: Record<string, number> };
    const picanha = (data: { sections: { subsections: { items: { id: string; options: Option[] }[] }[] }[] }) =>
      data.sections.flatMap((s) => s.subsections.flatMap((u) => u.items)).find((i) => i.id === 'picanha-steak')!.options;
    const chain = picanha((await get('/api/v1/content/menu/food')).json().data);
    expect(chain[0]).toEqual({ name: '8oz', price: 2295, bandPrices: { london: 2495 } });
    const ealing = (await get('/api/v1/content/getRestaurantBySlug/london-ealing')).json().data;
    expect(ealing.priceBand).toBe('london');
    expect(picanha((await get(`/api/v1/content/menu/food?storeId=${ealing.storeId}`)).json().data)).toEqual([
      { name: '8oz', price: 2495 },
      { name: '12oz', price: 3150 },
    ]);
    const bath = (await get('/api/v1/content/getRestaurantBySlug/bath')).json().data;
    expect(picanha((await get(`/api/v1/content/menu/food?storeId=${bath.storeId}`)).json().data)).toEqual([
      { name: '8oz', price: 2295 },
      { name: '12oz', price: 2895 },
    ]);
  });

  it.each([
    ['/api/v1/content/menu/food?storeId=999999', 'Restaurant not found.'],
    ['/api/v1/content/menu/no-such-menu', 'Menu not found.'],
    ['/api/v1/content/page/no-such-page', 'This page could not be found.'],
    ['/api/v1/content/page/a/b', 'This page could not be found.'],
    ['/api/v1/content/getRestaurantBySlug/atlantis', 'Restaurant not found.'],
    ['/api/v1/content/restaurant/999999', 'Restaurant not found.'],
    ['/api/v1/content/offer/nothing', 'This offer could not be found'],
  ])('%s is a 404 JSON with the product.md §4 message', async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message });
  });

  it.each([
    ['/api/v1/content/restaurant/abc', 'storeId'],
    ['/api/v1/content/menu/bad%20id', 'id'],
    ['/api/v1/content/menu/food?storeId=abc', 'storeId'],
    ['/api/v1/content/getRestaurantBySlug/' + 'a'.repeat(120), 'slug'],
    ['/api/v1/content/page/bad..id', 'id'],
    // Decision 012: an encoded "/" in a parameter is refused before routing, for every route.
    ['/api/v1/content/page/..%2F..%2Fetc', 'canonical form'],
  ])('%s is a 400 naming the field', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    // A schema error names the field as data; the path guard says what is wrong in its message.
    expect(body.field ?? body.message).toContain(field);
  });
});

describe('content cache', () => {
  it('shows a re-seeded pack at once, and an unchanged pack writes nothing', async () => {
    const pack = await loadContentPack();
    expect((await seedContent(t.services.database.db, pack)).changed).toBe(false);
    const renamed = { ...pack, settings: { ...pack.settings, site_name: 'Casa Lumbre Test' } };
    const result = await seedContent(t.services.database.db, renamed);
    expect(result.changed).toBe(true);
    // The version is re-read at most every 2 s; clearing stands in for waiting.
    t.services.content.clearCache();
    expect((await get('/api/v1/content/brand-settings')).json().data.site_name).toBe('Casa Lumbre Test');
    await seedContent(t.services.database.db, pack);
  });
});
