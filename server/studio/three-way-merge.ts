// A scheduled version whose base is no longer live (decision 061): the changes
// it made since its base are laid onto the live document field by field, when
// no field was changed both ways. A list whose elements keep the same ids in
// the same order (a menu's sections, dishes, options) merges element by
// element; any other list is one field. Pure.
import { canonicalJson } from '../content/same-document.ts';

export interface FieldClash {
  /** By names, as the history writes them ("Mains › Grill › Chicken skewers › options › #1 › price"). */
  path: string;
}

export type MergeResult = { ok: true; doc: unknown } | { ok: false; clashes: FieldClash[] };

const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);
const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** An element's identity in its list: its id, else its name, title, label or heading; null when it has none. */
function identityOf(value: unknown): string | null {
  if (!isPlainObject(value)) return null;
  for (const key of ['id', 'name', 'title', 'label', 'heading']) if (typeof value[key] === 'string' && value[key]) return value[key];
  return null;
}

/** How the history names an element: its name, title, label or heading, else its id, else its place. */
function labelOf(value: unknown, index: number): string {
  if (isPlainObject(value))
    for (const key of ['name', 'title', 'label', 'heading', 'id']) if (typeof value[key] === 'string' && value[key]) return value[key];
  return `#${index + 1}`;
}

/** The three lists hold the same elements in the same order, each with an identity: they merge element by element. */
function alignable(lists: unknown[][]): boolean {
  const [first, ...rest] = lists.map((l) => l.map(identityOf));
  if (!first || first.some((id) => id === null) || new Set(first).size !== first.length) return false;
  return rest.every((ids) => ids.length === first.length && ids.every((id, i) => id === first[i]));
}

function merge(base: unknown, ours: unknown, theirs: unknown, path: string[], clashes: FieldClash[]): unknown {
  if (same(ours, base)) return theirs;
  if (same(theirs, base) || same(ours, theirs)) return ours;
  if (isPlainObject(base) && isPlainObject(ours) && isPlainObject(theirs)) {
    const out: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(theirs), ...Object.keys(ours), ...Object.keys(base)])) {
      const value = merge(base[key], ours[key], theirs[key], [...path, key], clashes);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  if (Array.isArray(base) && Array.isArray(ours) && Array.isArray(theirs) && alignable([base, ours, theirs]))
    return theirs.map((item, i) => {
      const label = labelOf(item, i);
      // A named element stands for the list's key: "Mains › Grill", not "sections › Mains › subsections › Grill".
      return merge(base[i], ours[i], item, [...(label.startsWith('#') ? path : path.slice(0, -1)), label], clashes);
    });
  clashes.push({ path: path.join(' › ') || '(document)' });
  return ours;
}

/**
 * `ours` (the scheduled version) and `theirs` (the live one) both began from
 * `base`: the live document with our changes laid on it, or the fields both
 * changed differently.
 */
export function mergeOntoLive(base: unknown, ours: unknown, theirs: unknown): MergeResult {
  const clashes: FieldClash[] = [];
  const doc = merge(base, ours, theirs, [], clashes);
  return clashes.length ? { ok: false, clashes } : { ok: true, doc };
}
