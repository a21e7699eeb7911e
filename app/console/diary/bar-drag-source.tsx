// One draggable for every bar of the diary grid, and the grid kept out of
// dnd-kit's context (product.md D8 "Performance": no long task while dragging;
// decision 057).
//
// dnd-kit redraws each of its draggables whenever its drag state changes, and
// its context changes on every pointer move: React then walks every fibre
// under that context looking for readers, some 5,000 on a 200-booking day.
// So the bars hold no dnd-kit hook and are not under its context: a press on
// a bar (or on its end's handle) points the one draggable, which lives in a
// small component inside DndContext, at that bar's element, says what the drag
// is (move or length), and hands the press to dnd-kit. While the drag lasts,
// the bar is moved by its style here, not by a React render of the grid.
import { createContext, useContext, useEffect, useLayoutEffect, type PointerEvent, type ReactNode } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { GRID_DROP_ID, type BarDrag, type GridDrop } from './grid-dnd.ts';

/** Starts a drag of `bar` (the element that moves with the pointer, or the length handle) from a pointer press. */
export type PressBar = (event: PointerEvent<HTMLElement>, drag: BarDrag, bar: HTMLElement) => void;

const PressContext = createContext<PressBar | null>(null);
export const usePressBar = () => useContext(PressContext);

export const BAR_DRAG_ID = 'diary-bar';

/** Between the grid's bars (outside dnd-kit's context) and the one draggable (inside it). */
export function createDragLink() {
  const drag: BarDrag = { kind: 'move', bookingId: '' };
  let start: ((event: PointerEvent<HTMLElement>) => void) | undefined;
  let setNode: (element: HTMLElement | null) => void = () => undefined;
  let beforeDrag: () => void = () => undefined;
  const press: PressBar = (event, what, bar) => {
    // A handle inside the bar took this press already (dnd-kit marks the browser's event, not React's): the bar's
    // own handler, which hears it next, lets it be.
    if ((event.nativeEvent as { dndKit?: unknown }).dndKit) return;
    drag.kind = what.kind;
    drag.bookingId = what.bookingId;
    setNode(bar);
    beforeDrag();
    start?.(event);
  };
  return {
    /** What the drag under way is: dnd-kit keeps this very object as the drag's data. */
    drag,
    /** One function for the life of the grid: the bars that read it are never redrawn by a drag. */
    press,
    /** The draggable's press handler and node setter, as dnd-kit last gave them. */
    connect(handler: typeof start, nodeSetter: typeof setNode) {
      start = handler;
      setNode = nodeSetter;
    },
    /** What runs on every press, before dnd-kit hears of it. */
    onPress(run: () => void) {
      beforeDrag = run;
    },
  };
}
export type DragLink = ReturnType<typeof createDragLink>;

/** Gives the bars below it the press that starts a drag; `onPress` runs first, on every press. */
export function BarPressProvider({ link, onPress, children }: { link: DragLink; onPress: () => void; children: ReactNode }) {
  useLayoutEffect(() => link.onPress(onPress), [link, onPress]);
  return <PressContext.Provider value={link.press}>{children}</PressContext.Provider>;
}

/** The one draggable, inside DndContext; draws nothing. */
export function BarDragSource({ link, draggingClass }: { link: DragLink; draggingClass: string }) {
  const { setNodeRef, node, listeners, transform, isDragging } = useDraggable({ id: BAR_DRAG_ID, data: link.drag });
  useLayoutEffect(
    () => link.connect(listeners?.onPointerDown as Parameters<DragLink['connect']>[0], setNodeRef),
    [link, listeners, setNodeRef],
  );

  useLayoutEffect(() => {
    const bar = node.current;
    if (!bar || link.drag.kind !== 'move') return;
    // The bar is drawn by its row; while a drag lasts its place is the drag's, set here on the element itself.
    // eslint-disable-next-line react-hooks/immutability -- the dragged element, not React state
    bar.style.transform = isDragging && transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : '';
    bar.classList.toggle(draggingClass, isDragging);
  }, [node, link, transform, isDragging, draggingClass]);
  return null;
}

/** The grid's one droppable (grid-dnd.ts GridDrop), inside DndContext, on the element `zone` gives; draws nothing. */
export function GridDropTarget({ drop, zone }: { drop: GridDrop; zone: () => HTMLElement | null }) {
  const { setNodeRef } = useDroppable({ id: GRID_DROP_ID, data: drop });
  // After the whole commit: the zone's element comes later in the page than this component.
  useEffect(() => setNodeRef(zone()), [setNodeRef, zone]);
  return null;
}
