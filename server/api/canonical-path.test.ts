// Decision 012: no spelling of an /api path reaches a handler without the token guard
// and the rate limits. Requests go over a real socket with the path written byte for byte:
// app.inject would parse the URL first and hide what a raw client can send.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, plainDate } from '../../tests/support/booking-helpers.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function rawRequest(port: number, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

// Spellings of three routes: a protected booking create, the open token route, a form route.
const SPELLINGS = (path: string) => {
  const rest = path.slice('/api/'.length);
  return [
    `/%61pi/${rest}`,
    `/ap%69/${rest}`,
    `/%61%70%69/${rest}`,
    `/%2561pi/${rest}`,
    `/API/${rest}`,
    `/Api/${rest}`,
    `/api%2F${rest}`,
    `//api/${rest}`,
    `/api//${rest}`,
    `/./api/${rest}`,
    `/x/../api/${rest}`,
    `/%2e%2e/api/${rest}`,
    `/api/./${rest}`,
    `/api;a=1/${rest}`,
    `/\\api/${rest}`,
    `/api\\${rest}`,
    `/%5Capi/${rest}`,
    `/%C1%A1pi/${rest}`,
    `/%E0%81%A1pi/${rest}`,
  ];
};

/** An HTML page catch-all like the production page handler, which used to take unknown /api paths. */
const pageCatchAll = async (app: import('fastify').FastifyInstance) => {
  app.all('/*', async (_req, reply) => reply.type('text/html').send('<!doctype html><h1>404</h1>'));
};

describe('encoded and other non-canonical /api spellings (decision 012)', () => {
  let t: TestApp;
  let port: number;
  let date: string;
  beforeAll(async () => {
    t = await createTestApp({}, { web: pageCatchAll });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    date = plainDate((await t.services.content.restaurantByStoreId('1002'))!, 3);
  });
  afterAll(() => t.close());

  it.each([
    ['POST', '/api/booking/create/1002'],
    ['GET', '/api/geo/search/bath'],
    ['POST', '/api/token'],
    ['POST', '/api/contact/sendemail'],
  ])('%s %s: every other spelling is a 400 JSON, without credentials or with them', async (method, path) => {
    const body = method === 'POST' ? (path.includes('booking') ? bookingBody(date, '19:00') : {}) : undefined;
    const withCredentials = await t.headers();
    for (const spelling of SPELLINGS(path)) {
      for (const headers of [{}, withCredentials]) {
        const res = await rawRequest(port, method, spelling, body, headers);
        expect(res.status, `${method} ${spelling}`).toBe(400);
        expect(res.headers['content-type'], spelling).toContain('application/json');
        expect(JSON.parse(res.body)).toMatchObject({ success: false, message: expect.any(String) });
      }
    }
  });

  it('the canonical spelling still needs the token', async () => {
    const res = await rawRequest(port, 'GET', '/api/geo/search/bath');
    expect(res.status).toBe(401);
  });
});

describe('every /api answer is JSON (decision 012)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({}, { web: pageCatchAll });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('an unknown /api route is a 404 JSON, not the page catch-all', async () => {
    const res = await rawRequest(port, 'GET', '/api/no/such/route', undefined, await t.headers());
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(JSON.parse(res.body)).toEqual({ success: false, message: 'Route GET /api/no/such/route not found' });
  });

  it('a known route asked with the wrong method is a 405 JSON with Allow', async () => {
    const res = await rawRequest(port, 'DELETE', '/api/geo/search/bath', undefined, await t.headers());
    expect(res.status).toBe(405);
    expect(res.headers.allow).toContain('GET');
    expect(JSON.parse(res.body)).toMatchObject({ success: false });
    const post = await rawRequest(port, 'GET', '/api/contact/sendemail', undefined, await t.headers());
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('POST');
  });

  it('a path parameter with a "/" or over the router limit is a 4xx JSON', async () => {
    const h = await t.headers();
    const slash = await rawRequest(port, 'GET', '/api/geo/search/bath/extra', undefined, h);
    expect(slash.status).toBe(404);
    expect(slash.headers['content-type']).toContain('application/json');
    const long = await rawRequest(port, 'GET', `/api/geo/search/${'b'.repeat(300)}`, undefined, h);
    expect(long.status).toBe(400);
    expect(JSON.parse(long.body).message).toContain('longer than 200');
  });

  it('bad percent-encoding is a 400 in the API shape, not Fastify’s', async () => {
    for (const path of ['/api/geo/search/%E9', '/api/geo/search/%', '/restaurants/%ZZ/']) {
      const res = await rawRequest(port, 'GET', path, undefined, await t.headers());
      expect(res.status, path).toBe(400);
      expect(JSON.parse(res.body), path).toEqual({ success: false, message: 'The URL is malformed' });
    }
  });

  it('pages are still pages', async () => {
    const res = await rawRequest(port, 'GET', '/restaurants/bath/');
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('rate limits hold for every spelling (decision 012)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3', FORM_RATE_LIMIT_PER_IP: '2', FORM_RATE_LIMIT_PER_SESSION: '2' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('once the per-IP limits are used up, no spelling of the token or a form route answers 2xx', async () => {
    const h = await t.headers();
    const exhaust = async (path: string, perSession: boolean) => {
      let status = 0;
      for (let i = 0; i < 100 && status !== 429; i++)
        status = (await rawRequest(port, 'POST', path, {}, perSession ? { ...h, sessionid: `test-session-${1000 + i}` } : h)).status;
      expect(status, path).toBe(429);
    };
    await exhaust('/api/token', true);
    await exhaust('/api/contact/sendemail', false);
    for (const path of ['/api/token', '/api/contact/sendemail']) {
      for (const spelling of [path, ...SPELLINGS(path)]) {
        const res = await rawRequest(port, 'POST', spelling, {}, h);
        expect([400, 429], `${spelling} → ${res.status}`).toContain(res.status);
        expect(res.headers['content-type']).toContain('application/json');
      }
    }
  });
});
