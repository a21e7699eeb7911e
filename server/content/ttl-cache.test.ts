import { describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

function setup(ttlMs = 3_600_000) {
  let now = 0;
  let version = 1;
  const cache = createTtlCache({ ttlMs, versionCheckMs: 2000, readVersion: async () => version, now: () => now });
  return { cache, tick: (ms: number) => (now += ms), bump: () => version++ };
}

describe('content cache (product.md §9: 3600 s)', () => {
  it('serves a loaded value until it expires', async () => {
    const { cache, tick } = setup();
    const load = vi.fn(async () => 'page');
    await cache.get('k', load);
    tick(3_599_000);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    tick(2000);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops every entry when the content version changes', async () => {
    const { cache, tick, bump } = setup();
    const load = vi.fn(async () => 'page');
    await cache.get('k', load);
    bump();
    tick(1000);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1); // version not re-read yet
    tick(1500);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed load', async () => {
    const { cache } = setup();
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    await expect(cache.get('k', async () => 'ok')).resolves.toBe('ok');
  });

  it('shares one load between concurrent callers', async () => {
    const { cache } = setup();
    const load = vi.fn(async () => 'page');
    await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stays bounded when asked for many keys', async () => {
    const cache = createTtlCache({ ttlMs: 1000, versionCheckMs: 1000, readVersion: async () => 1, maxEntries: 10 });
    for (let i = 0; i < 50; i++) await cache.get(`k${i}`, async () => null);
    expect(cache.size).toBeLessThanOrEqual(10);
  });

  it('forgets the least recently read entry first when full', async () => {
    const cache = createTtlCache({ ttlMs: 1000, versionCheckMs: 1000, readVersion: async () => 1, maxEntries: 2 });
    const load = vi.fn(async () => 'page');
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('a', load); // read again: now the most recent
    await cache.get('c', load); // evicts b
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('b', load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
