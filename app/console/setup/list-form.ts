// The occasions, booking menus and extras forms (product.md D8) edit a whole list
// in one form: each item's fields are named by its place, as in the document
// ('occasions.2.maximumCovers'), so a problem the document's schema finds is
// shown next to the field that caused it. Rows ticked "Remove" are left out,
// and a blank "Add" row adds nothing; the places of what is left are mapped
// back to the form's rows.
import { pathUnder, type ProblemField } from './setup-form-values.ts';
import { formText } from '../form-kit/form-text.ts';

export type List = 'occasions' | 'menus' | 'upsells';

/** A row's field name: ('occasions', 2, 'name') → 'occasions.2.name'. */
export const rowField = (list: string, index: number, name: string) => `${list}.${index}.${name}`;

/** The form's rows of a list, in order: every row sends its id (a hidden field, or the new row's text box). */
export function rowIndexes(form: FormData, list: List): number[] {
  const pattern = new RegExp(`^${list}\\.(\\d+)\\.id$`);
  const found = new Set<number>();
  for (const name of form.keys()) {
    const m = pattern.exec(name);
    if (m) found.add(Number(m[1]));
  }
  return [...found].sort((a, b) => a - b);
}

/** Whether the row is the blank "Add" row (marked new, nothing typed in its id or name). */
export const isNewRow = (form: FormData, list: List, index: number) => formText(form, rowField(list, index, 'new')) === '1';

/** A row's errors, keyed by the form's field names. */
export function rowErrors(list: List, index: number, errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [rowField(list, index, k), v]));
}

/**
 * The form field a problem of the saved list stands for: the document's place
 * is mapped to the form's row (`rows[k]` is the row of item k), then the
 * longest part of the path that is one of the row's fields is the field.
 */
export function listFieldOf(
  list: List,
  rows: readonly number[],
  isField: (name: string) => boolean,
  inner?: (row: number, rest: string[]) => string[],
) {
  const fieldOf: ProblemField = (path) => {
    const parts = pathUnder(path, list);
    if (!parts?.length) return undefined;
    const row = rows[Number(parts[0])];
    if (row === undefined) return undefined;
    const rest = inner ? inner(row, parts.slice(1)) : parts.slice(1);
    for (let n = rest.length; n > 0; n--) {
      const name = rest.slice(0, n).join('.');
      if (isField(name)) return rowField(list, row, name);
    }
    return undefined;
  };
  return fieldOf;
}

/** The ids ticked, in the order they were listed before (then any newly ticked, in the form's order), so an unchanged save changes nothing. */
export function idsInOrder(ticked: readonly string[], before: readonly string[] = []): string[] {
  const wanted = new Set(ticked);
  const kept = before.filter((id) => wanted.has(id));
  return [...kept, ...[...wanted].filter((id) => !kept.includes(id))];
}

/** The rows' ids that are ticked but not (or no longer) in the setup. */
export const unknownIds = (ticked: readonly string[], known: readonly { id: string }[]) =>
  ticked.filter((id) => !known.some((k) => k.id === id));
