// The row a pointer drag is over, marked (decision 057): the grid's rows are not
// droppables (grid-dnd.ts GridDrop), so no React render marks one; the track's
// class and data-drop-over are set here, on the element, as the drag moves.
import { useRef } from 'react';
import { ROW_TRACK_ATTRIBUTE } from './use-grid-keys.ts';

const trackOf = (rowId: string) => document.querySelector<HTMLElement>(`[${ROW_TRACK_ATTRIBUTE}="${CSS.escape(rowId)}"]`);

/** Marks the row `rowId` with `className` (null: none), unmarking the one marked before. */
export function useRowHighlight(className: string): (rowId: string | null) => void {
  const marked = useRef<string | null>(null);
  return (rowId) => {
    if (marked.current === rowId) return;
    const before = marked.current && trackOf(marked.current);
    if (before) {
      before.classList.remove(className);
      delete before.dataset.dropOver;
    }
    const now = rowId && trackOf(rowId);
    if (now) {
      now.classList.add(className);
      now.dataset.dropOver = 'true';
    }
    marked.current = rowId;
  };
}
