// What a publish changed, in words an editor reads in the history (decision 036):
// each changed field by the names of what holds it ("Food › Mains › Chicken
// skewers › price: £12.50 → £13.00"), not by array positions. Pure.
import { formatPence } from '../../contract/money.ts';

export interface FieldChange {
  path: string;
  before: string;
  after: string;
}

const MAX_VALUE = 60;

/** An element of a list is named by its name, title, label or id, else its place. */
function labelOf(value: unknown, index: number): string {
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    for (const key of ['name', 'title', 'label', 'heading', 'id']) if (typeof o[key] === 'string' && o[key]) return o[key];
  }
  return `#${index + 1}`;
}

function show(key: string, value: unknown): string {
  if (value === undefined) return '(none)';
  if (key === 'price' && typeof value === 'number') return formatPence(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text || '(empty)';
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
/** A list of plain values (tags, allergens) reads better whole than item by item. */
const isListOfScalars = (v: unknown): v is unknown[] => Array.isArray(v) && v.every((x) => !x || typeof x !== 'object');

export function fieldChanges(before: unknown, after: unknown, path: string[] = [], key = ''): FieldChange[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  // product.md D9: a band's price reads as a price ("8oz › london price: £24.95 → £25.95"), added or dropped alike.
  if (key === 'bandPrices' && (isPlainObject(before) || isPlainObject(after))) {
    const [b, a] = [before, after].map((v) => (isPlainObject(v) ? v : {})) as [Record<string, unknown>, Record<string, unknown>];
    const bands = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return bands.flatMap((band) => fieldChanges(b[band], a[band], [...path.slice(0, -1), `${band} price`], 'price'));
  }
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((k) => fieldChanges(before[k], after[k], [...path, k], k));
  }
  if (Array.isArray(before) && Array.isArray(after) && !isListOfScalars(before) && !isListOfScalars(after)) {
    if (before.length === after.length)
      return after.flatMap((item, i) => {
        // A named element stands for the list's key: "Mains › Grill", not "sections › Mains › subsections › Grill".
        const label = labelOf(item, i);
        return fieldChanges(before[i], item, [...(label.startsWith('#') ? path : path.slice(0, -1)), label], key);
      });
    const names = (list: unknown[]) => list.map(labelOf).join(', ');
    return [{ path: path.join(' › ') || '(document)', before: show(key, names(before)), after: show(key, names(after)) }];
  }
  return [{ path: path.join(' › ') || '(document)', before: show(key, before), after: show(key, after) }];
}

/** One line for the history: the first few changes, and how many more. */
export function changeSummary(before: unknown, after: unknown, limit = 4): string {
  if (before === null || before === undefined) return 'Created';
  const changes = fieldChanges(before, after);
  if (changes.length === 0) return 'No change';
  const shown = changes.slice(0, limit).map((c) => `${c.path}: ${c.before} → ${c.after}`);
  const more = changes.length - shown.length;
  return more > 0 ? `${shown.join('; ')}; and ${more} more` : shown.join('; ');
}
