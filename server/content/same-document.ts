// Two content documents are the same when their JSON is, whatever the order of
// their keys: PostgreSQL's jsonb keeps keys in its own order, the pack in the
// file's.
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export const sameDocument = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);
