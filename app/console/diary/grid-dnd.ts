// The diary grid's drag and drop glue for dnd-kit (product.md D8): which row a
// bar is over while the pointer drags it, what a screen reader hears at each
// step, and the keyboard's instructions (its path is use-grid-keys.ts).
import type { Announcements, CollisionDetection, Active, Over } from '@dnd-kit/core';
import type { DiaryBooking } from '../../../contract/console.ts';
import { formatHhmm } from '../../../contract/london-time.ts';
import { guestName } from './booking-text.ts';
import { draggedMinutes, resizedDuration } from './grid-geometry.ts';
import { placeWords } from './grid-move-keys.ts';
import type { TimelineWindow } from './timeline-layout.ts';

/** What a draggable carries: which booking, from which row, and whether it moves it or changes its length. */
export interface BarDrag {
  kind: 'move' | 'resize';
  bookingId: string;
}

/** What a row (droppable) carries: its table, or null for "Unassigned"; its label to say. */
export interface RowDrop {
  tableId: string | null;
  label: string;
}

export const barDragOf = (active: Pick<Active, 'data'>) => active.data.current as BarDrag | undefined;
export const rowDropOf = (over: Pick<Over, 'data'> | null) => (over?.data.current as RowDrop | undefined) ?? null;

/**
 * The row under the pointer; with no pointer position, the row holding the bar's middle. The rows are stacked
 * full width, so only the height matters: each row's top is read once (dnd-kit's rects work out their scroll on
 * every read of a side, and this runs on every pointer move; issue 27 "Performance").
 */
export const rowUnderBar: CollisionDetection = (args) => {
  const y = args.pointerCoordinates?.y ?? args.collisionRect.top + args.collisionRect.height / 2;
  for (const container of args.droppableContainers) {
    const rect = args.droppableRects.get(container.id);
    if (!rect) continue;
    const top = rect.top;
    if (y >= top && y < top + rect.height) return [{ id: container.id, data: { droppableContainer: container, value: 0 } }];
  }
  return [];
};

export const GRID_INSTRUCTIONS =
  'To move this booking, press space or enter to pick it up. Use the left and right arrow keys to change its time by a quarter hour, ' +
  'and the up and down arrow keys to change its table. Press space or enter again to drop it there, or escape to put it back.';

/**
 * The ids of the hidden paragraphs that tell how to move a booking, and change its length, by keyboard. The grid
 * renders them itself, so the server's HTML already holds them (dnd-kit's own copy appears only after hydration).
 */
export const MOVE_HELP_ID = 'grid-move-help';
export const LENGTH_HELP_ID = 'grid-length-help';

export const LENGTH_INSTRUCTIONS =
  'To change how long this booking lasts, press space or enter, then the left and right arrow keys to shorten or lengthen it ' +
  'by a quarter hour. Press space or enter to keep the new length, or escape to leave it as it was.';

/** Where a drag would put the booking now, in words: "R5 at 19:15", "until 21:30". */
function whereNow(
  active: Active,
  over: Over | null,
  px: number,
  booking: DiaryBooking,
  frame: TimelineWindow,
  tables: Map<string, string>,
) {
  const drag = barDragOf(active);
  const width = over?.rect.width ?? 0;
  const minutes = draggedMinutes(px, width, frame);
  if (drag?.kind === 'resize') return `until ${formatHhmm(booking.startsAt + resizedDuration(booking, minutes))}`;
  return placeWords(booking, minutes, rowDropOf(over)?.tableId ?? null, tables);
}

/**
 * What a screen reader hears as a booking is picked up, moved, dropped or put back by the pointer. `draggedPx` is
 * how far the drag has gone sideways, the grid's own scrolling included (dnd-kit's `delta`), which the bar's own
 * rect misses.
 */
export function gridAnnouncements(
  bookings: Map<string, DiaryBooking>,
  frame: TimelineWindow,
  tables: Map<string, string>,
  draggedPx: () => number,
): Announcements {
  const named = (active: Active) => {
    const drag = barDragOf(active);
    const booking = drag && bookings.get(drag.bookingId);
    return booking ? { drag, booking, name: `${guestName(booking)}, ${booking.time}` } : null;
  };
  return {
    onDragStart: ({ active }) => {
      const b = named(active);
      if (!b) return undefined;
      return b.drag.kind === 'resize'
        ? `Changing the length of ${b.name}, until ${formatHhmm(b.booking.startsAt + b.booking.durationMinutes)}.`
        : `Picked up ${b.name} on ${b.booking.tableLabel}.`;
    },
    onDragMove: ({ active, over }) => {
      const b = named(active);
      return b ? `${whereNow(active, over, draggedPx(), b.booking, frame, tables)}.` : undefined;
    },
    onDragOver: () => undefined,
    onDragEnd: ({ active, over }) => {
      const b = named(active);
      if (!b) return undefined;
      if (!over) return `${b.name} put back: it was not over a table.`;
      return `Dropped ${b.name}: ${whereNow(active, over, draggedPx(), b.booking, frame, tables)}. Saving.`;
    },
    onDragCancel: ({ active }) => {
      const b = named(active);
      return b ? `${b.name} put back where it was.` : undefined;
    },
  };
}

/** How far the drag under way has gone sideways, as the page's drag handlers last heard it (for the announcements). */
export function createDragDelta() {
  let px = 0;
  return {
    set: (x: number) => {
      px = x;
    },
    get: () => px,
  };
}
