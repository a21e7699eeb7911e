// A small read-through cache for database reads that many requests repeat (the
// booking engine's setups and days, staff sessions): every query to embedded
// PGlite costs the one event loop. Concurrent misses
// share one load. Only reads use it: a create re-reads the day's bookings
// inside its locked transaction, so a stale entry can show a time that was
// just taken (the create then answers status 9), never sell a seat twice.
// Expiry and the size bound are lru-cache's (decision 014).
import { LRUCache } from 'lru-cache';

export interface ReadCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  delete(key: string): void;
  clear(): void;
}

export function createReadCache<T>(ttlMs: number, opts: { now?: () => number; maxEntries?: number } = {}): ReadCache<T> {
  if (ttlMs <= 0) return { get: (_key, load) => load(), delete: () => {}, clear: () => {} }; // switched off
  const { now } = opts;
  // The value is the load's promise, so a hit during a load shares it.
  const entries = new LRUCache<string, Promise<T>>({
    max: opts.maxEntries ?? 10_000,
    ttl: ttlMs,
    // An injected clock jumps without real time passing: read it on every check
    // (lru-cache otherwise reuses a reading for 1 ms), and never let it read 0,
    // which lru-cache takes for "no expiry".
    ...(now ? { perf: { now: () => now() + 1 }, ttlResolution: 0 } : {}),
  });
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit) return hit;
      const value = load();
      entries.set(key, value);
      // A failed load is not remembered.
      value.catch(() => entries.peek(key) === value && entries.delete(key));
      return value;
    },
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}
