// Real values for valid calls: every GET operation the document lists is
// called once, and each id, slug or name in the replies becomes a hint for
// parameters and fields of the same name (storeId, slug, occasionId…).
import type { Operation } from './openapi-operations.ts';
import type { Hints } from './schema-examples.ts';

const PER_NAME = 30;

function add(hints: Hints, fixed: Set<string>, name: string, value: unknown): void {
  if (fixed.has(name)) return;
  const list = hints.get(name) ?? [];
  if (list.length < PER_NAME && !list.includes(value)) list.push(value);
  hints.set(name, list);
}

/** `{ occasions: [{ id }] }` names `id`, and also `occasionId` and `occasionIds`, as requests call it. */
function collect(value: unknown, hints: Hints, fixed: Set<string>, key?: string, list?: string): void {
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 100)) collect(item, hints, fixed, key, key);
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) collect(v, hints, fixed, k, list);
  } else if (key && (typeof value === 'number' || (typeof value === 'string' && value.length <= 100))) {
    const name = key.toLowerCase();
    add(hints, fixed, name, value);
    const owner = list?.toLowerCase().replace(/ies$/, 'y').replace(/s$/, '');
    if (owner && owner !== name) for (const alias of [`${owner}${name}`, `${owner}${name}s`]) add(hints, fixed, alias, value);
  }
}

/**
 * Operations needing nothing first, then those whose required parameters
 * earlier answers named (twice, as each answer names more). Hints given in
 * `fixed` are kept as they are.
 */
export async function harvestHints(operations: Operation[], get: (url: string) => Promise<unknown>, fixed: Hints): Promise<Hints> {
  const hints: Hints = new Map([...fixed].map(([k, v]) => [k, [...v]]));
  const fixedNames = new Set(fixed.keys());
  const gets = operations.filter((op) => op.method === 'GET');
  const called = new Set<string>();
  for (const round of [0, 1, 2]) {
    for (const op of gets) {
      const required = op.parameters.filter((p) => p.required);
      if ((round === 0) !== (required.length === 0) || called.has(op.id)) continue;
      const values = required.map((p) => hints.get(p.name.toLowerCase())?.[0]);
      if (values.some((v) => v === undefined)) continue;
      called.add(op.id);
      let path = op.path;
      const query: string[] = [];
      required.forEach((p, i) => {
        const v = encodeURIComponent(String(values[i]));
        if (p.in === 'path') path = path.replace(`{${p.name}}`, v);
        else if (p.in === 'query') query.push(`${encodeURIComponent(p.name)}=${v}`);
      });
      collect(await get(query.length > 0 ? `${path}?${query.join('&')}` : path), hints, fixedNames);
    }
  }
  return hints;
}
