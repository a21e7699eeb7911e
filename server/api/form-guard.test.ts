// Abuse limits (product.md §8): per-sessionId and per-IP rate limits on
// forms, the whitelisted IP, and reCAPTCHA when keys are configured.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kit } from '../../tests/support/test-kit.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

const body = { offerSlug: 'malibu', emailAddress: 'limit@example.com', acceptTerms: true };

describe('form rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT_PER_SESSION: '3', FORM_RATE_LIMIT_PER_IP: '5', FORM_RATE_LIMIT_WINDOW: '1 minute' });
  });
  afterAll(() => t.close());

  it('stops one session after its allowance, then the IP after its own', async () => {
    const k = kit(t);
    const statuses = async (session: string, n: number) => {
      const out: number[] = [];
      for (let i = 0; i < n; i++) out.push((await k.post('/api/offer/getcode', body, { sessionid: session })).statusCode);
      return out;
    };
    expect(await statuses('session-aaaa-1', 4)).toEqual([400, 400, 400, 429]); // 400: no captcha token
    const limited = await k.post('/api/offer/getcode', body, { sessionid: 'session-aaaa-1' });
    expect(limited.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many requests, please try again in \d+ seconds$/),
    });
    expect(limited.headers['retry-after']).toBeDefined();
    // A new session from the same IP has its own allowance until the IP limit (5) is spent.
    expect(await statuses('session-bbbb-2', 2)).toEqual([429, 429]);
    // Another form keeps its own allowance.
    expect((await k.post('/api/signup', {}, { sessionid: 'session-cccc-3' })).statusCode).toBe(400);
  });
});

describe('whitelisted IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CAPTCHA_WHITELIST_IP: '127.0.0.1', FORM_RATE_LIMIT_PER_SESSION: '100' });
  });
  afterAll(() => t.close());

  it('skips the captcha for the company IP', async () => {
    const res = await kit(t).post('/api/offer/getcode', body); // inject comes from 127.0.0.1
    expect(res.json()).toEqual({ success: true, data: { voucherGenerated: true } });
  });
});

describe('reCAPTCHA v3 when keys are set', () => {
  let t: TestApp;
  let verify: Server;
  beforeAll(async () => {
    verify = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const token = new URLSearchParams(raw).get('response');
        if (token === 'boom') return void res.writeHead(500).end();
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: token === 'good', score: 0.9 }));
      });
    });
    await new Promise<void>((r) => verify.listen(0, '127.0.0.1', r));
    const port = (verify.address() as { port: number }).port;
    t = await createTestApp({
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SECRET: 'secret',
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
      FORM_RATE_LIMIT_PER_SESSION: '100',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => verify.close(r));
  });

  it('hands the browser the site key and checks tokens with siteverify', async () => {
    const k = kit(t);
    expect((await k.get('/api/captcha/challenge')).json().data).toEqual({ provider: 'recaptcha', siteKey: 'site-key', version: 'v3' });
    expect((await k.post('/api/offer/getcode', { ...body, recaptcha: 'good' })).statusCode).toBe(200);
    expect((await k.post('/api/offer/getcode', { ...body, recaptcha: 'bad' })).json()).toEqual({
      success: false,
      message: 'Invalid token',
    });
    const boom = await k.post('/api/offer/getcode', { ...body, recaptcha: 'boom' });
    expect(boom.statusCode).toBe(503);
    expect(boom.json()).toEqual({ success: false, message: 'Internal error' });
  });
});

describe('POST /api/token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is limited per sessionId (20 a minute) as well as per IP', async () => {
    const ask = (sessionid: string) =>
      t.app.inject({ method: 'POST', url: '/api/token', headers: { sessionid }, payload: { clearCache: false } });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await ask('token-session-1')).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await ask('token-session-2')).statusCode).toBe(200);
  });
});
