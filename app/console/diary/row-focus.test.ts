// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { focusAfterAction, rowKeys } from './row-focus.ts';

/** Rows as the diary marks them: a key, and a row action ("a" enabled, "d" disabled) or none. */
function diary(rows: [string, string][]): HTMLElement {
  const root = document.createElement('section');
  root.innerHTML = rows
    .map(
      ([key, action]) =>
        `<div data-diary-row="${key}"><a href="/b/${key}">${key}</a>` +
        (action === 'a' ? `<button data-row-action>Next for ${key}</button>` : '') +
        (action === 'd' ? `<button data-row-action disabled>Next for ${key}</button>` : '') +
        `</div>`,
    )
    .join('');
  return root;
}

describe('where the focus goes after a row action', () => {
  it('stays on the pressed row when it still has an action', () => {
    const root = diary([
      ['r1', 'a'],
      ['r2', 'a'],
    ]);
    expect(focusAfterAction(root, 'r1', rowKeys(root))?.textContent).toBe('Next for r1');
  });

  it('goes to the next row with an action when the pressed row has none left', () => {
    const root = diary([
      ['r1', ''],
      ['r2', ''],
      ['r3', 'd'],
      ['r4', 'a'],
    ]);
    expect(focusAfterAction(root, 'r1', rowKeys(root))?.textContent).toBe('Next for r4');
  });

  it('goes to the first later row still there when the pressed row has gone', () => {
    const root = diary([
      ['r1', 'a'],
      ['r3', 'a'],
    ]);
    expect(focusAfterAction(root, 'r2', ['r1', 'r2', 'r3'])?.textContent).toBe('Next for r3');
  });

  it('falls back to the pressed row itself (its link) when no later row has an action', () => {
    const root = diary([
      ['r1', 'a'],
      ['r2', ''],
    ]);
    expect(focusAfterAction(root, 'r2', rowKeys(root))?.textContent).toBe('r2');
    expect(focusAfterAction(root, 'gone', ['gone'])).toBeNull();
  });
});
