import { describe, it, expect, afterEach } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerUrlPolicy } from './url-policy.ts';

const shopUrl = 'https://shop.example.test/';
let app: FastifyInstance | undefined;

async function build(withCatchAll = true): Promise<FastifyInstance> {
  app = Fastify();
  registerUrlPolicy(app, { shopUrl });
  if (withCatchAll) {
    app.get('/*', async (request) => ({ served: request.url }));
    app.post('/*', async () => ({ posted: true }));
  }
  await app.ready();
  return app;
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('registerUrlPolicy (product.md §2)', () => {
  it.each([
    ['/Malibu?utm=1', '/offer/malibu/?utm=1'],
    ['/offers', '/offers/'],
    ['//evil.com', '/evil.com/'],
    ['/restaurants/bath/book-now', '/restaurants/bath/#booking'],
    ['/shop/', shopUrl],
  ])('GET %s -> 301 %s with an empty body', async (url, location) => {
    const res = await (await build()).inject({ method: 'GET', url });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(location);
    expect(res.body).toBe('');
  });

  it('redirects HEAD too', async () => {
    const res = await (await build()).inject({ method: 'HEAD', url: '/About' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/about/');
  });

  it.each(['/api/x', '/robots.txt', '/ok/', '/ok/?Q=1'])('passes %s through to the route', async (url) => {
    const res = await (await build()).inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ served: url });
  });

  it('does not redirect a POST (the browser would replay it as a GET)', async () => {
    const res = await (await build()).inject({ method: 'POST', url: '/Malibu', payload: {} });
    expect(res.statusCode).toBe(200);
  });

  it('redirects legacy paths that no route matches', async () => {
    const res = await (await build(false)).inject({ method: 'GET', url: '/happyhour' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/happy-hour/');
  });

  it('answers a malformed percent-encoding with 400, not a server error', async () => {
    // Fastify's router rejects the URL before onRequest hooks run; the pure policy is covered
    // in redirects.test.ts.
    const res = await (await build()).inject({ method: 'GET', url: '/Bad%zz' });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a shop URL that is not absolute http(s) at start-up', () => {
    expect(() => registerUrlPolicy(Fastify(), { shopUrl: '//shop.example' })).toThrow(/shopUrl/);
    expect(() => registerUrlPolicy(Fastify(), { shopUrl: 'javascript:alert(1)' })).toThrow(/shopUrl/);
  });
});
