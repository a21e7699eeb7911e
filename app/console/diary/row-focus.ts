// Where the focus goes after a diary row's action (decision 063): the row's
// action now, or the next row's when the row has none left, so a host working
// down the tables goes on from where they were; failing both, the row itself
// (its first link). Rows are marked with ROW_ATTRIBUTE, their actions with
// ROW_ACTION_ATTRIBUTE. Pure DOM reading, tested beside it.

/** Marks a row of the grid (a table) or of the list (a booking), its value the row's key. */
export const ROW_ATTRIBUTE = 'data-diary-row';
/** Marks a row's action: a status button, or a link to a form that asks for a reason. */
export const ROW_ACTION_ATTRIBUTE = 'data-row-action';

const ACTION = `[${ROW_ACTION_ATTRIBUTE}]:not(:disabled)`;
const FOCUSABLE = 'a[href], button:not(:disabled)';

/** The keys of the rows under `root`, top to bottom. */
export function rowKeys(root: ParentNode): string[] {
  return [...root.querySelectorAll<HTMLElement>(`[${ROW_ATTRIBUTE}]`)].map((row) => row.getAttribute(ROW_ATTRIBUTE) ?? '');
}

const rowOf = (root: ParentNode, key: string) =>
  [...root.querySelectorAll<HTMLElement>(`[${ROW_ATTRIBUTE}]`)].find((row) => row.getAttribute(ROW_ATTRIBUTE) === key) ?? null;

/**
 * The element to focus once a row's action is done: `pressed` is the row's key, `before` the rows' keys when it
 * was pressed (the row may have gone since: its successor is then the first of the later rows still there).
 */
export function focusAfterAction(root: ParentNode, pressed: string, before: readonly string[]): HTMLElement | null {
  const row = rowOf(root, pressed);
  const own = row?.querySelector<HTMLElement>(ACTION);
  if (own) return own;
  const now = rowKeys(root);
  const at = now.indexOf(pressed);
  // The rows after it: in today's order when it is still there, else those that followed it before.
  const later = at >= 0 ? now.slice(at + 1) : before.slice(before.indexOf(pressed) + 1).filter((k) => now.includes(k));
  for (const key of later) {
    const action = rowOf(root, key)?.querySelector<HTMLElement>(ACTION);
    if (action) return action;
  }
  return row?.querySelector<HTMLElement>(FOCUSABLE) ?? null;
}
