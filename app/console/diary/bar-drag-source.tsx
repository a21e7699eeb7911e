// One draggable for every bar of the diary grid (issue 27 "Performance": no long
// task while dragging). dnd-kit redraws each of its draggables whenever its
// drag state changes (pick-up, each row crossed, drop). With two draggables a
// bar, a 200-booking day redrew 400 of them each time, 50–120 ms on a 4×
// slower CPU. Here the bars hold no dnd-kit hook: a press on a bar (or on its
// end's handle) points this one draggable at that bar's element and says what
// the drag is (move or length), then hands the press to dnd-kit. While the drag
// lasts, the bar is moved by its style here, not by a React render of the grid.
import { createContext, useContext, useLayoutEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { useDraggable } from '@dnd-kit/core';
import type { BarDrag } from './grid-dnd.ts';

/** Starts a drag of `bar` (the element that moves with the pointer, or the length handle) from a pointer press. */
export type PressBar = (event: PointerEvent<HTMLElement>, drag: BarDrag, bar: HTMLElement) => void;

const PressContext = createContext<PressBar | null>(null);
export const usePressBar = () => useContext(PressContext);

export const BAR_DRAG_ID = 'diary-bar';

export function BarDragSource({ draggingClass, children }: { draggingClass: string; children: ReactNode }) {
  // dnd-kit keeps this very object as the drag's data, so what a press writes into it is what the drag carries.
  const [drag] = useState<BarDrag>(() => ({ kind: 'move', bookingId: '' }));
  const { setNodeRef, node, listeners, transform, isDragging } = useDraggable({ id: BAR_DRAG_ID, data: drag });
  const startDrag = useRef(listeners?.onPointerDown);
  useLayoutEffect(() => {
    startDrag.current = listeners?.onPointerDown;
  }, [listeners]);
  // One function for the life of the grid: the bars that read it are never redrawn by a drag.
  const [press] = useState<PressBar>(() => (event: PointerEvent<HTMLElement>, what: BarDrag, bar: HTMLElement) => {
    // A handle inside the bar took this press already (dnd-kit marks the event): the bar's own handler lets it be.
    if ((event as unknown as { dndKit?: unknown }).dndKit) return;
    drag.kind = what.kind;
    drag.bookingId = what.bookingId;
    setNodeRef(bar);
    startDrag.current?.(event);
  });

  useLayoutEffect(() => {
    const bar = node.current;
    if (!bar || drag.kind !== 'move') return;
    // The bar is drawn by its row; while a drag lasts its place is the drag's, set here on the element itself.
    // eslint-disable-next-line react-hooks/immutability -- the dragged element, not React state
    bar.style.transform = isDragging && transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : '';
    bar.classList.toggle(draggingClass, isDragging);
  }, [node, drag, transform, isDragging, draggingClass]);

  return <PressContext.Provider value={press}>{children}</PressContext.Provider>;
}
