import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.ts';

describe('createReadCache', () => {
  it('shares one load between concurrent readers and expires after the TTL', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createReadCache<number>(1000, { now: () => clock });
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    clock = 999;
    expect(await cache.get('a', load)).toBe(1);
    clock = 1001; // lru-cache: stale once older than the TTL
    expect(await cache.get('a', load)).toBe(2);
    cache.delete('a');
    expect(await cache.get('a', load)).toBe(3);
  });

  it('forgets failed loads and can be switched off', async () => {
    const cache = createReadCache<number>(1000);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 7)).toBe(7);
    let loads = 0;
    const off = createReadCache<number>(0);
    await off.get('a', async () => ++loads);
    await off.get('a', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('stays bounded, forgetting the least recently read first', async () => {
    let loads = 0;
    const cache = createReadCache<number>(60_000, { maxEntries: 2 });
    const load = async () => ++loads;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('a', load);
    await cache.get('c', load); // b goes
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('b', load)).toBe(4);
  });
});
