// A diary row's action keeps the host's place (decision 063): the page does not
// move (the forms say preventScrollReset), and once the answer is in and the
// diary redrawn, the focus is back on the row that was pressed, or on the next
// row with an action (row-focus.ts), without scrolling, unless that is out of
// sight. A refusal is left to the page's alert, which takes the focus.
import { useEffect, useRef, type RefObject } from 'react';
import { useNavigation } from 'react-router';
import { focusAfterAction, ROW_ATTRIBUTE, rowKeys } from './row-focus.ts';

interface Pressed {
  row: string;
  before: string[];
}

/** Watches the form submissions inside `scope`; `refused` is whether the latest answer was a refusal. */
export function useRowFocus(scope: RefObject<HTMLElement | null>, refused: boolean): void {
  const pressed = useRef<Pressed | null>(null);
  const idle = useNavigation().state === 'idle';

  useEffect(() => {
    const root = scope.current;
    if (!root) return;
    const onSubmit = (event: SubmitEvent) => {
      const row = (event.target as Element).closest(`[${ROW_ATTRIBUTE}]`);
      pressed.current = row ? { row: row.getAttribute(ROW_ATTRIBUTE) ?? '', before: rowKeys(root) } : null;
    };
    root.addEventListener('submit', onSubmit);
    return () => root.removeEventListener('submit', onSubmit);
  }, [scope]);

  useEffect(() => {
    const was = pressed.current;
    const root = scope.current;
    if (!idle || !was || !root) return;
    pressed.current = null;
    if (refused) return;
    const target = focusAfterAction(root, was.row, was.before);
    if (!target) return;
    target.focus({ preventScroll: true });
    // WCAG 2.4.11: a successor below the fold is brought just into view, no further.
    const box = target.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) target.scrollIntoView({ block: 'nearest' });
  }, [idle, refused, scope]);
}
