// product.md §5: a missing token, an unsuccessful reply or an exception all fail
// ('Invalid token', 'Internal error'); one whitelisted IP skips the check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { captureLogs, LEVEL } from '../../tests/support/log-capture.ts';
import { solveAltcha } from '../../tests/support/solve-for-tests.ts';
import { silentLogger } from '../logger.ts';
import { createAltchaProvider } from './altcha-provider.ts';
import { createCaptchaVerifier, type CaptchaProvider } from './captcha-verifier.ts';
import { createRecaptchaProvider } from './recaptcha-provider.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' });
});
afterAll(() => database.close());

const SECRET = 's'.repeat(40);
const log = silentLogger();

describe('ALTCHA', () => {
  it('passes a solved challenge once, and fails a replay', async () => {
    const verifier = createCaptchaVerifier(createAltchaProvider({ db: database.db, secret: SECRET, maxNumber: 2000 }), { log });
    const token = await solveAltcha(await verifier.challenge());
    expect(await verifier.verify(token, '203.0.113.9')).toEqual({ ok: true });
    expect(await verifier.verify(token, '203.0.113.9')).toEqual({ ok: false, message: 'Invalid token' });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not base64 JSON', '%%%'],
    ['the wrong shape', Buffer.from('{"a":1}').toString('base64')],
  ])("answers 'Invalid token' for a %s token", async (_label, token) => {
    const verifier = createCaptchaVerifier(createAltchaProvider({ db: database.db, secret: SECRET, maxNumber: 2000 }), { log });
    expect(await verifier.verify(token, '203.0.113.9')).toEqual({ ok: false, message: 'Invalid token' });
  });

  it('fails a wrong answer, a challenge signed with another key, and an expired one', async () => {
    const provider = createAltchaProvider({ db: database.db, secret: SECRET, maxNumber: 2000 });
    const verifier = createCaptchaVerifier(provider, { log });
    const payload = JSON.parse(Buffer.from(await solveAltcha(await verifier.challenge()), 'base64').toString());
    payload.solution.derivedKey = '00'.repeat(32);
    expect((await verifier.verify(Buffer.from(JSON.stringify(payload)).toString('base64'), 'x')).ok).toBe(false);

    const foreign = createCaptchaVerifier(createAltchaProvider({ db: database.db, secret: 'o'.repeat(40), maxNumber: 2000 }), { log });
    expect((await verifier.verify(await solveAltcha(await foreign.challenge()), 'x')).ok).toBe(false);

    const past = createAltchaProvider({ db: database.db, secret: SECRET, maxNumber: 2000, now: () => new Date(Date.now() - 3_600_000) });
    expect((await verifier.verify(await solveAltcha(await past.challenge()), 'x')).ok).toBe(false);
  });
});

describe('verification rules', () => {
  const throwing: CaptchaProvider = {
    challenge: async () => ({ provider: 'recaptcha', siteKey: 'k', version: 'v3' }),
    check: async () => {
      throw new Error('network down');
    },
  };

  it("turns an exception into 'Internal error', and logs the provider's fault for the operator", async () => {
    const captured = captureLogs();
    expect(await createCaptchaVerifier(throwing, { log: captured.log }).verify('token', '203.0.113.9')).toEqual({
      ok: false,
      message: 'Internal error',
    });
    expect(captured.lines).toEqual([
      expect.objectContaining({
        level: LEVEL.error,
        msg: 'captcha verification failed',
        err: expect.objectContaining({ message: 'network down' }),
      }),
    ]);
  });

  it('skips the check for the whitelisted IP only (also as IPv4-mapped IPv6)', async () => {
    const verifier = createCaptchaVerifier(throwing, { whitelistIp: '198.51.100.7', log });
    expect(await verifier.verify(undefined, '198.51.100.7')).toEqual({ ok: true });
    expect(await verifier.verify(undefined, '::ffff:198.51.100.7')).toEqual({ ok: true });
    expect(await verifier.verify(undefined, '198.51.100.8')).toEqual({ ok: false, message: 'Invalid token' });
  });
});

describe('reCAPTCHA v3', () => {
  const reply = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status });
  const verifierWith = (fetch: typeof globalThis.fetch) =>
    createCaptchaVerifier(
      createRecaptchaProvider({ siteKey: 'site', secret: 'secret', verifyUrl: 'https://verify.example/siteverify', minScore: 0.5, fetch }),
      { log },
    );

  it('posts secret and response and passes data.success with a good score', async () => {
    let sent = '';
    const fetch = (async (_url: string, init: RequestInit) => {
      sent = typeof init.body === 'string' ? init.body : '';
      return new Response(JSON.stringify({ success: true, score: 0.9 }), { status: 200 });
    }) as unknown as typeof globalThis.fetch;
    expect(await verifierWith(fetch).verify('tok', '203.0.113.9')).toEqual({ ok: true });
    expect(new URLSearchParams(sent).get('secret')).toBe('secret');
    expect(new URLSearchParams(sent).get('response')).toBe('tok');
  });

  it.each([
    ['an unsuccessful reply', reply(200, { success: false, 'error-codes': ['invalid-input-response'] }), 'Invalid token'],
    ['a low score', reply(200, { success: true, score: 0.1 }), 'Invalid token'],
    ['a non-200 status', reply(502, {}), 'Internal error'],
    [
      'a network failure',
      async () => {
        throw new TypeError('fetch failed');
      },
      'Internal error',
    ],
  ])('fails on %s', async (_label, fetch, message) => {
    expect(await verifierWith(fetch as unknown as typeof globalThis.fetch).verify('tok', 'x')).toEqual({ ok: false, message });
  });

  it('tells the browser to use reCAPTCHA v3 with the site key', async () => {
    expect(await verifierWith(reply(200, {}) as unknown as typeof fetch).challenge()).toEqual({
      provider: 'recaptcha',
      siteKey: 'site',
      version: 'v3',
    });
  });
});
