// A small read-through cache for content (product.md §9: 3600 s lifetime). Entries
// are also dropped when the content version changes, so a new seed shows at
// once on every instance; the version is read at most once per `versionCheckMs`.
// Expiry and the size bound are lru-cache's (decision 014): when full, the
// least recently read entry goes.
import { LRUCache } from 'lru-cache';

export interface TtlCacheOptions {
  ttlMs: number;
  versionCheckMs: number;
  /** The content version, or any token that changes with what the entries were read from. */
  readVersion: () => Promise<number | string>;
  now?: () => number;
  /** Bounds memory when clients ask for many distinct (e.g. missing) keys. */
  maxEntries?: number;
}

interface Entry {
  value: Promise<unknown>;
  version: number | string;
}

export function createTtlCache(opts: TtlCacheOptions) {
  const now = opts.now ?? Date.now;
  const entries = new LRUCache<string, Entry>({
    max: opts.maxEntries ?? 1000,
    ttl: opts.ttlMs,
    // An injected clock jumps without real time passing: read it on every check
    // (lru-cache otherwise reuses a reading for 1 ms), and never let it read 0,
    // which lru-cache takes for "no expiry".
    ...(opts.now ? { perf: { now: () => now() + 1 }, ttlResolution: 0 } : {}),
  });
  let version: number | string = -1;
  let versionReadAt = -Infinity;
  let versionRead: Promise<number | string> | null = null;

  async function currentVersion(): Promise<number | string> {
    if (now() - versionReadAt < opts.versionCheckMs) return version;
    versionRead ??= opts.readVersion().finally(() => {
      versionRead = null;
    });
    const v = await versionRead;
    if (v !== version) entries.clear();
    version = v;
    versionReadAt = now();
    return v;
  }

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const v = await currentVersion();
      const hit = entries.get(key);
      // A load begun under the old version may land after the clear: its version gives it away.
      if (hit && hit.version === v) return hit.value as Promise<T>;
      const value = load();
      entries.set(key, { value, version: v });
      // A failed load is not cached.
      value.catch(() => entries.peek(key)?.value === value && entries.delete(key));
      return value;
    },
    clear(): void {
      entries.clear();
      versionReadAt = -Infinity;
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type TtlCache = ReturnType<typeof createTtlCache>;
