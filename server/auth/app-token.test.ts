import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignJWT } from 'jose';
import { createAppTokens } from './app-token.ts';

const SECRET = 's'.repeat(48);
afterEach(() => vi.useRealTimers());

describe('app tokens', () => {
  it('accepts its own token, and keeps accepting it from the cache until it expires', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z'), toFake: ['Date'] });
    const tokens = createAppTokens(SECRET, 'casa-lumbre');
    const { token, expiresAt } = await tokens.issue();
    expect(await tokens.verify(token)).toBe(true);
    expect(await tokens.verify(token)).toBe(true); // from the cache
    vi.setSystemTime(expiresAt + 1000);
    expect(await tokens.verify(token)).toBe(false);
  });

  it('refuses a tampered token, one for another brand and one signed with another secret', async () => {
    const tokens = createAppTokens(SECRET, 'casa-lumbre');
    const { token } = await tokens.issue();
    expect(await tokens.verify(token)).toBe(true);
    expect(await tokens.verify(`${token.slice(0, -2)}xx`)).toBe(false);
    expect(await tokens.verify((await createAppTokens(SECRET, 'other').issue()).token)).toBe(false);
    expect(await tokens.verify((await createAppTokens('t'.repeat(48), 'casa-lumbre').issue()).token)).toBe(false);
  });
});

describe('app tokens on the services’ clock', () => {
  it('issue and expire on the clock they are given (CLOCK_START), not the machine’s', async () => {
    let at = Date.parse('2027-01-04T12:00:00Z');
    const tokens = createAppTokens(SECRET, 'casa-lumbre', () => at);
    const { token, expiresAt } = await tokens.issue();
    expect(expiresAt).toBe(at + 23 * 3_600_000);
    expect(await tokens.verify(token)).toBe(true);
    at = expiresAt + 1000;
    expect(await tokens.verify(token)).toBe(false);
  });
});

describe('app tokens without a bounded lifetime', () => {
  const key = new TextEncoder().encode(SECRET);
  const signed = (claims: { iat?: number; exp?: number }) => {
    let jwt = new SignJWT({ brand: 'casa-lumbre' }).setProtectedHeader({ alg: 'HS256' }).setIssuer('mesa');
    if (claims.iat !== undefined) jwt = jwt.setIssuedAt(claims.iat);
    if (claims.exp !== undefined) jwt = jwt.setExpirationTime(claims.exp);
    return jwt.sign(key);
  };
  const nowS = () => Math.floor(Date.now() / 1000);

  it('refuses a token signed with the right key but without exp, or without iat', async () => {
    const tokens = createAppTokens(SECRET, 'casa-lumbre');
    expect(await tokens.verify(await signed({ iat: nowS() }))).toBe(false);
    expect(await tokens.verify(await signed({ exp: nowS() + 3600 }))).toBe(false);
    expect(await tokens.verify(await signed({}))).toBe(false);
  });

  it('refuses a token that lives longer than product.md §9 allows, or was issued in the future', async () => {
    const tokens = createAppTokens(SECRET, 'casa-lumbre');
    expect(await tokens.verify(await signed({ iat: nowS(), exp: nowS() + 30 * 86_400 }))).toBe(false);
    expect(await tokens.verify(await signed({ iat: nowS() + 3600, exp: nowS() + 7200 }))).toBe(false);
    expect(await tokens.verify(await signed({ iat: nowS(), exp: nowS() + 3600 }))).toBe(true);
  });

  it('refuses an unsigned (alg none) token', async () => {
    const tokens = createAppTokens(SECRET, 'casa-lumbre');
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ brand: 'casa-lumbre', iss: 'mesa', iat: nowS(), exp: nowS() + 60 })}.`;
    expect(await tokens.verify(unsigned)).toBe(false);
  });
});
