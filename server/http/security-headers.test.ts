import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildCsp, newNonce, registerSecurityHeaders } from './security-headers.ts';

const opts = { production: true, dev: false, mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' };

describe('security headers', () => {
  it('production CSP allows scripts only from self and the nonce', () => {
    const csp = buildCsp('abc', opts);
    const scripts = csp.split('; ').find((d) => d.startsWith('script-src'));
    expect(scripts).toBe("script-src 'self' 'nonce-abc'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("img-src 'self' data: https://tile.openstreetmap.org");
  });

  it('sends a fresh nonce, nosniff and referrer policy on every response', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, opts);
    app.get('/', async (req) => ({ nonce: req.cspNonce }));
    const [a, b] = [await app.inject('/'), await app.inject('/')];
    expect(a.headers['content-security-policy']).toContain(`'nonce-${a.json().nonce}'`);
    expect(a.json().nonce).not.toBe(b.json().nonce);
    expect(a.headers['x-content-type-options']).toBe('nosniff');
    expect(a.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(a.headers['x-powered-by']).toBeUndefined();
  });

  it('sends HSTS only when the request came over HTTPS: directly, or as a trusted proxy says', async () => {
    const direct = Fastify({ trustProxy: false });
    await registerSecurityHeaders(direct, opts);
    direct.get('/', async () => 'ok');
    // Plain http: no HSTS, and a forged X-Forwarded-Proto from an untrusted client changes nothing.
    expect((await direct.inject('/')).headers['strict-transport-security']).toBeUndefined();
    const forged = await direct.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();

    const proxied = Fastify({ trustProxy: true });
    await registerSecurityHeaders(proxied, opts);
    proxied.get('/', async () => 'ok');
    const behindTls = await proxied.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(behindTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await proxied.inject('/')).headers['strict-transport-security']).toBeUndefined();
  });

  it('never repeats a nonce, across pool refills, and each carries 128 bits', () => {
    const nonces = Array.from({ length: 1000 }, newNonce);
    expect(new Set(nonces).size).toBe(1000);
    for (const n of nonces) expect(Buffer.from(n, 'base64')).toHaveLength(16);
  });

  it('sends no HSTS outside production', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, { ...opts, production: false });
    app.get('/', async () => 'ok');
    expect((await app.inject('/')).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('CSP with reCAPTCHA (decision 009)', () => {
  it("allows Google's reCAPTCHA only when it is configured", () => {
    const base = { production: true, dev: false, mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' };
    expect(buildCsp('n', base)).not.toContain('google');
    const csp = buildCsp('n', { ...base, recaptcha: true });
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.google\.com https:\/\/www\.gstatic\.com/);
    expect(csp).toContain("frame-src 'self' https://www.google.com https://recaptcha.google.com");
  });
});

describe('payments', () => {
  it("allows Braintree's hosted fields only when payments are configured", () => {
    expect(buildCsp('n', opts)).not.toContain('braintreegateway');
    const csp = buildCsp('n', { ...opts, payments: true });
    expect(csp).toMatch(/frame-src 'self' https:\/\/assets\.braintreegateway\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.braintreegateway\.com/);
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).toBe("script-src 'self' 'nonce-n'");
  });
});
