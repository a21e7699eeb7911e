// A small read-through cache for the booking engine's reads (issue 6
// "Performance": /api/booking/slots p99 under 30 ms at 50 connections, where
// every query to embedded PGlite costs the one event loop). Concurrent misses
// share one load. Only reads use it: a create re-reads the day's bookings
// inside its locked transaction, so a stale entry can show a time that was
// just taken (the create then answers status 9), never sell a seat twice.
export interface ReadCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  delete(key: string): void;
  clear(): void;
}

export function createReadCache<T>(ttlMs: number, opts: { now?: () => number; maxEntries?: number } = {}): ReadCache<T> {
  const now = opts.now ?? Date.now;
  const maxEntries = opts.maxEntries ?? 10_000;
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      if (ttlMs <= 0) return load();
      if (entries.size >= maxEntries) entries.clear();
      const value = load();
      entries.set(key, { value, expires: now() + ttlMs });
      // A failed load is not remembered.
      value.catch(() => entries.get(key)?.value === value && entries.delete(key));
      return value;
    },
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}
