// The HTML cache on its own (decision 024): one render per page, version and
// minute, shared by concurrent misses; a fresh nonce stamped on every
// response; an ETag that depends on the HTML only; and a page that may not be
// kept (a cookie, an error) is neither kept nor handed to anyone else.
import { describe, expect, it } from 'vitest';
import { createHtmlCache, matchesIfNoneMatch, stampNonce, type RenderedPage } from './html-cache.ts';
import { noteContentRead } from '../content/content-reads.ts';

const HTML = { 'content-type': 'text/html; charset=utf-8' };

function renderer(cache: { placeholder: string }, body = (n: number) => `<p>render ${n}</p>`) {
  let renders = 0;
  const render = async (init: { status?: number; cookie?: string } = {}): Promise<RenderedPage> => {
    renders++;
    await new Promise((r) => setTimeout(r, 5));
    const nonced = `<script nonce="${cache.placeholder}">1</script>${body(renders)}<script nonce="${cache.placeholder}">2</script>`;
    const headers = new Headers(HTML);
    if (init.cookie) headers.append('set-cookie', init.cookie);
    return { status: init.status ?? 200, headers, body: nonced };
  };
  return { render, count: () => renders };
}

describe('the HTML cache', () => {
  it('renders a page once and answers the next request from what it kept', async () => {
    const cache = createHtmlCache();
    const r = renderer(cache);
    const first = await cache.page('/a/', 'v1', () => r.render());
    const second = await cache.page('/a/', 'v1', () => r.render());
    expect([first.outcome, second.outcome]).toEqual(['miss', 'hit']);
    expect(r.count()).toBe(1);
    expect(stampNonce(second.page, 'N2')).toBe('<script nonce="N2">1</script><p>render 1</p><script nonce="N2">2</script>');
  });

  it('lets concurrent misses share one render', async () => {
    const cache = createHtmlCache();
    const r = renderer(cache);
    const replies = await Promise.all(Array.from({ length: 20 }, () => cache.page('/a/', 'v1', () => r.render())));
    expect(r.count()).toBe(1);
    expect(replies.filter((x) => x.outcome === 'miss')).toHaveLength(1);
  });

  it('stamps every response with its own nonce and never leaves the placeholder behind', async () => {
    const cache = createHtmlCache();
    const r = renderer(cache);
    const { page } = await cache.page('/a/', 'v1', () => r.render());
    const one = stampNonce(page, 'AAAA');
    const two = stampNonce(page, 'BBBB');
    expect(one).not.toContain('BBBB');
    expect(two).not.toContain('AAAA');
    expect(one + two).not.toContain(cache.placeholder);
    expect(cache.placeholder).toMatch(/^[a-z0-9]{30,}$/); // survives HTML escaping unchanged
  });

  it('renders again under a new published version', async () => {
    const cache = createHtmlCache();
    const r = renderer(cache);
    await cache.page('/a/', 'v1', () => r.render());
    const after = await cache.page('/a/', 'v2', () => r.render());
    expect(after.outcome).toBe('miss');
    expect(stampNonce(after.page, 'n')).toContain('render 2');
  });

  it('after a publish, drops the pages that read the published document and keeps the rest under the new version', async () => {
    const cache = createHtmlCache();
    const r = renderer(cache);
    const reading = (kind: 'menu' | 'settings', id?: string) => () => {
      noteContentRead(kind, id);
      return r.render();
    };
    await cache.page('/menu/drinks/', 'v1', reading('menu', 'drinks'));
    await cache.page('/menu/food/', 'v1', reading('menu', 'food'));
    await cache.page('/menus/', 'v1', reading('menu'));
    await cache.page('/faqs/', 'v1', reading('settings'));
    expect(cache.purge('v1', 'v2', [{ kind: 'menu', docId: 'drinks' }])).toBe(2);
    const outcomes = await Promise.all(
      ['/menu/drinks/', '/menu/food/', '/menus/', '/faqs/'].map(async (path) => (await cache.page(path, 'v2', () => r.render())).outcome),
    );
    expect(outcomes).toEqual(['miss', 'hit', 'miss', 'hit']);
    // A settings change (the banner is on every page) reaches every page that read the settings.
    expect(cache.purge('v2', 'v3', [{ kind: 'settings', docId: 'site' }])).toBe(1);
  });

  it('keeps a page until the end of the minute it was rendered in (opening status follows the clock)', async () => {
    let now = Date.UTC(2026, 10, 21, 11, 59, 30);
    const cache = createHtmlCache({ now: () => now });
    const r = renderer(cache);
    await cache.page('/a/', 'v1', () => r.render());
    now += 29_999; // 11:59:59.999
    expect((await cache.page('/a/', 'v1', () => r.render())).outcome).toBe('hit');
    now += 1; // 12:00:00
    expect((await cache.page('/a/', 'v1', () => r.render())).outcome).toBe('miss');
  });

  it('never keeps, nor shares with a waiting request, a page that sets a cookie', async () => {
    const cache = createHtmlCache();
    const r = renderer(cache);
    const withCookie = () => r.render({ cookie: 'who=alice' });
    const [alice, bob] = await Promise.all([cache.page('/a/', 'v1', withCookie), cache.page('/a/', 'v1', withCookie)]);
    expect(alice.outcome).toBe('uncacheable');
    expect(bob.outcome).toBe('uncacheable');
    expect(r.count()).toBe(2); // bob rendered his own page: alice's cookie is hers
    expect(cache.size).toBe(0);
    expect(alice.page.headers).toContainEqual(['set-cookie', 'who=alice']);
  });

  it('never keeps an error page, and hands it back stamped like any other', async () => {
    const cache = createHtmlCache();
    const r = renderer(cache);
    const notFound = await cache.page('/nope/', 'v1', () => r.render({ status: 404 }));
    expect(notFound.outcome).toBe('uncacheable');
    expect(notFound.page.status).toBe(404);
    expect(stampNonce(notFound.page, 'n')).not.toContain(cache.placeholder);
    expect(cache.keys()).toEqual([]);
  });

  it('lets a failed render fail its caller without keeping anything', async () => {
    const cache = createHtmlCache();
    await expect(cache.page('/a/', 'v1', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    const r = renderer(cache);
    expect((await cache.page('/a/', 'v1', () => r.render())).outcome).toBe('miss');
  });

  it('gives the same HTML the same ETag on every instance (their placeholders differ)', async () => {
    const [a, b] = [createHtmlCache(), createHtmlCache()];
    const pa = (await a.page('/a/', 'v1', () => renderer(a).render())).page;
    const pb = (await b.page('/a/', 'v1', () => renderer(b).render())).page;
    expect(a.placeholder).not.toBe(b.placeholder);
    expect(pa.etag).toBe(pb.etag);
    expect(pa.etag).toMatch(/^W\/".+"$/);
    const changed = (await a.page('/a/', 'v2', () => renderer(a, () => 'other').render())).page;
    expect(changed.etag).not.toBe(pa.etag);
  });
});

describe('matchesIfNoneMatch', () => {
  it('compares weakly, in a list, and takes * for any', () => {
    expect(matchesIfNoneMatch('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'W/"abc"')).toBe(false);
  });
});
