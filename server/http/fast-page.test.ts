// Kept pages answered before Fastify (decision 056, fast-page.ts): the same bytes
// and headers as Fastify's own answer for a kept page, gzipped or not, each with
// its own nonce; and Fastify still answers whatever the fast path must not.
// Needs `npm run build`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { BUILD_DIR, webPlugin } from './web.ts';
import { createPageCache, type PageCache } from './page-cache.ts';

const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const PER_RESPONSE = ['date', 'x-request-id', 'content-security-policy', 'content-length', 'connection', 'keep-alive'];

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function get(base: string, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(base + url, { headers: { 'user-agent': UA, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string>, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const nonceOf = (a: Answer) => /'nonce-([^']+)'/.exec(a.headers['content-security-policy'] ?? '')?.[1] ?? '';
const textOf = (a: Answer) => (a.headers['content-encoding'] === 'gzip' ? gunzipSync(a.body) : a.body).toString('utf8');
const sameParts = (a: Answer) => Object.fromEntries(Object.entries(a.headers).filter(([k]) => !PER_RESPONSE.includes(k)));

describe('kept pages before Fastify', () => {
  let t: TestApp;
  let cache: PageCache;
  let base: string;
  let throughFastify = 0;

  beforeAll(async () => {
    if (!existsSync(path.join(BUILD_DIR, 'server', 'index.js'))) throw new Error('No production build: run `npm run build` first');
    t = await createTestApp(
      {},
      {
        web: async (app, services) => {
          // The clock stands still and the version is read at most once a minute, so a kept page stays fresh.
          const startedAt = Date.parse('2026-11-20T12:00:00Z');
          cache = createPageCache(services, { checkMs: 60_000, now: () => startedAt });
          app.addHook('onRequest', async () => void throughFastify++);
          return webPlugin('production', services, { pageCache: cache })(app);
        },
      },
    );
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  it('answers a kept page with Fastify’s own headers and bytes, gzipped and not, each response with its own nonce', async () => {
    const encodings: Record<string, string>[] = [{ 'accept-encoding': 'gzip' }, {}];
    for (const encoding of encodings) {
      await get(base, '/faqs/', encoding); // rendered and kept
      const before = throughFastify;
      const fast = await get(base, '/faqs/', encoding);
      expect(throughFastify).toBe(before); // Fastify never saw it
      // A stale ETag is Fastify's to answer: the same kept page, through every hook.
      const slow = await get(base, '/faqs/', { ...encoding, 'if-none-match': 'W/"stale"' });
      expect(throughFastify).toBe(before + 1);
      for (const answer of [fast, slow]) {
        expect(answer.status).toBe(200);
        expect(answer.headers['x-mesa-cache']).toBe('hit');
        expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
        expect(new Set([...textOf(answer).matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]))).toEqual(new Set([nonceOf(answer)]));
      }
      expect(sameParts(fast)).toEqual(sameParts(slow));
      expect(nonceOf(fast)).not.toBe(nonceOf(slow));
      expect(fast.headers['content-security-policy']!.replace(nonceOf(fast), 'N')).toBe(
        slow.headers['content-security-policy']!.replace(nonceOf(slow), 'N'),
      );
      expect(textOf(fast).replaceAll(nonceOf(fast), 'N')).toBe(textOf(slow).replaceAll(nonceOf(slow), 'N'));
    }
  });

  it('leaves to Fastify a staff member, a page not kept, another encoding, a HEAD, and a version it has not read', async () => {
    await get(base, '/restaurants/');
    const cases: [string, Record<string, string>][] = [
      ['/restaurants/', { cookie: 'mesa_staff=whoever' }],
      ['/restaurants/', { authorization: 'Bearer x' }],
      ['/restaurants/', { 'accept-encoding': 'br' }],
      ['/restaurants/bath/', {}], // not kept yet
    ];
    for (const [url, headers] of cases) {
      const before = throughFastify;
      await get(base, url, headers);
      expect(throughFastify, `${url} ${JSON.stringify(headers)}`).toBe(before + 1);
    }
    // After a publish on this instance the version must be read again: Fastify answers, then the fast path again.
    cache.version.expire();
    const before = throughFastify;
    expect((await get(base, '/restaurants/')).status).toBe(200);
    expect(throughFastify).toBe(before + 1);
    await get(base, '/restaurants/');
    expect(throughFastify).toBe(before + 1);
  });

  it('keeps the first visit’s copy (with the cookie banner) apart from a chosen visitor’s', async () => {
    await get(base, '/offer/kids-eat-free/');
    await get(base, '/offer/kids-eat-free/', { cookie: 'mesa_consent=essential' });
    const first = textOf(await get(base, '/offer/kids-eat-free/'));
    const chosen = textOf(await get(base, '/offer/kids-eat-free/', { cookie: 'mesa_consent=essential' }));
    expect(first).toContain('We use essential cookies');
    expect(chosen).not.toContain('We use essential cookies');
  });
});
