// What the HTML cache may answer and keep (decision 024): only public routes,
// plain GETs/HEADs without a query string or credentials, and only a 200 HTML
// page that sets no cookie; personal pages are marked private, no-store.
import { describe, expect, it } from 'vitest';
import type { ServerBuild } from 'react-router';
import { classifyPage, routeMatcher, storable, uncachedCacheControl, type PageRequest } from './page-cache-policy.ts';

const get = (url: string, headers: PageRequest['headers'] = {}): PageRequest => ({ method: 'GET', url, headers });
const RESTAURANT = ['root', 'routes/restaurant', 'routes/restaurant-about'];

describe('classifyPage', () => {
  it('lets a plain GET or HEAD of a public route through', () => {
    expect(classifyPage(RESTAURANT, get('/restaurants/bath/'))).toBe('cacheable');
    expect(classifyPage(RESTAURANT, { ...get('/restaurants/bath/'), method: 'HEAD' })).toBe('cacheable');
    expect(classifyPage(['root', 'routes/home-layout', 'routes/home'], get('/'))).toBe('cacheable');
    expect(classifyPage(['root', 'content-page'], get('/faqs/'))).toBe('cacheable');
  });

  it('passes by any other method, any query string and any data request', () => {
    expect(classifyPage(RESTAURANT, { ...get('/restaurants/bath/'), method: 'POST' })).toBe('uncached');
    expect(classifyPage(RESTAURANT, get('/restaurants/bath/?utm_source=x'))).toBe('uncached');
    expect(classifyPage(RESTAURANT, get('/restaurants/bath/?'))).toBe('uncached');
    expect(classifyPage(['root', 'content-subpage'], get('/faqs/_.data'))).toBe('uncached');
  });

  it('passes by a request with the console session or an Authorization header, not one with only other cookies', () => {
    expect(classifyPage(RESTAURANT, get('/restaurants/bath/', { cookie: 'a=1; mesa_staff=token' }))).toBe('uncached');
    expect(classifyPage(RESTAURANT, get('/restaurants/bath/', { authorization: 'Bearer x' }))).toBe('uncached');
    expect(classifyPage(RESTAURANT, get('/restaurants/bath/', { cookie: 'mesa_staff_csrf=x; _ga=1' }))).toBe('cacheable');
  });

  it('marks every personal route, whatever the method, and passes by routes not on the list', () => {
    for (const id of ['routes/preferences', 'routes/occasion-date', 'routes/unsubscribe', 'routes/manage-booking', 'routes/referral']) {
      expect(classifyPage(['root', id], get('/x/'))).toBe('personal');
    }
    expect(classifyPage(['root', 'console/routes/layout', 'console/routes/home'], get('/console/'))).toBe('personal');
    expect(classifyPage(['root', 'routes/not-found'], get('/a/b/c/'))).toBe('uncached');
    expect(classifyPage([], get('/'))).toBe('uncached');
  });
});

describe('storable', () => {
  const html = (init: HeadersInit = {}) => new Headers({ 'content-type': 'text/html; charset=utf-8', ...init });
  it('keeps a 200 HTML page only', () => {
    expect(storable({ status: 200, headers: html({ 'cache-control': 'no-cache' }) })).toBe(true);
    expect(storable({ status: 404, headers: html() })).toBe(false);
    expect(storable({ status: 302, headers: html() })).toBe(false);
    expect(storable({ status: 200, headers: new Headers({ 'content-type': 'text/x-script' }) })).toBe(false);
  });

  it('never keeps a page that sets a cookie or forbids storing itself', () => {
    const cookie = html();
    cookie.append('set-cookie', 'a=1');
    expect(storable({ status: 200, headers: cookie })).toBe(false);
    expect(storable({ status: 200, headers: html({ 'cache-control': 'no-store' }) })).toBe(false);
    expect(storable({ status: 200, headers: html({ 'cache-control': 'private, max-age=60' }) })).toBe(false);
  });
});

describe('uncachedCacheControl', () => {
  it('makes a personal page private, no-store and keeps a stricter rule of its own', () => {
    expect(uncachedCacheControl('personal', { status: 200, headers: new Headers({ 'cache-control': 'no-cache' }) })).toBe(
      'private, no-store',
    );
    expect(uncachedCacheControl('personal', { status: 200, headers: new Headers({ 'cache-control': 'no-store' }) })).toBeNull();
  });

  it('keeps shared caches off a response that sets a cookie', () => {
    const headers = new Headers({ 'cache-control': 'no-cache' });
    headers.append('set-cookie', 'a=1');
    expect(uncachedCacheControl('uncached', { status: 200, headers })).toBe('private, no-cache');
    expect(uncachedCacheControl('uncached', { status: 200, headers: new Headers({ 'cache-control': 'no-cache' }) })).toBeNull();
  });
});

describe('routeMatcher', () => {
  // The shape of the build's flat manifest (routes.ts), reduced to what matching reads.
  const manifest = {
    root: { id: 'root', path: '' },
    'routes/home-layout': { id: 'routes/home-layout', parentId: 'root', path: '/' },
    'routes/home': { id: 'routes/home', parentId: 'routes/home-layout', index: true },
    'routes/restaurant': { id: 'routes/restaurant', parentId: 'root', path: 'restaurants/:slug' },
    'routes/restaurant-about': { id: 'routes/restaurant-about', parentId: 'routes/restaurant', index: true },
    'routes/manage-booking': { id: 'routes/manage-booking', parentId: 'root', path: 'manage-booking' },
    'content-page': { id: 'content-page', parentId: 'root', path: ':id1' },
    'routes/not-found': { id: 'routes/not-found', parentId: 'root', path: '*' },
  } as unknown as ServerBuild['routes'];
  const match = routeMatcher(manifest);

  it('names the routes a path renders, root first, as React Router ranks them', () => {
    expect(match('/')).toEqual(['root', 'routes/home-layout', 'routes/home']);
    expect(match('/restaurants/bath/')).toEqual(['root', 'routes/restaurant', 'routes/restaurant-about']);
    expect(match('/manage-booking/')).toEqual(['root', 'routes/manage-booking']);
    expect(match('/faqs/')).toEqual(['root', 'content-page']);
    expect(match('/a/b/c/')).toEqual(['root', 'routes/not-found']);
  });
});
