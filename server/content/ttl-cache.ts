// A small read-through cache for content (SPEC §9: 3600 s lifetime). Entries
// are also dropped when the content version changes, so a new seed shows at
// once on every instance; the version is read at most once per `versionCheckMs`.
export interface TtlCacheOptions {
  ttlMs: number;
  versionCheckMs: number;
  readVersion: () => Promise<number>;
  now?: () => number;
  /** Bounds memory when clients ask for many distinct (e.g. missing) keys. */
  maxEntries?: number;
}

interface Entry {
  value: Promise<unknown>;
  expires: number;
  version: number;
}

export function createTtlCache(opts: TtlCacheOptions) {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let version = -1;
  let versionReadAt = -Infinity;
  let versionRead: Promise<number> | null = null;

  async function currentVersion(): Promise<number> {
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
      if (hit && hit.expires > now() && hit.version === v) return hit.value as Promise<T>;
      const value = load();
      if (entries.size >= (opts.maxEntries ?? 1000)) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, expires: now() + opts.ttlMs, version: v });
      // A failed load is not cached.
      value.catch(() => entries.get(key)?.value === value && entries.delete(key));
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
