import { afterEach, describe, expect, it, vi } from 'vitest';
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
