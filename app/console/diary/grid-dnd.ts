// The diary grid's drag and drop glue for dnd-kit (product.md D8): which row a
// bar is over while the pointer drags it, what a screen reader hears at each
// step, and the keyboard's instructions (its path is use-grid-keys.ts).
import type { Announcements, CollisionDetection, Active, Over } from '@dnd-kit/core';
import type { DiaryBooking } from '../../../contract/diary-shapes.ts';
import { formatHhmm } from '../../../contract/london-time.ts';
import { guestName } from './booking-text.ts';
import { draggedMinutes, resizedDuration } from './grid-geometry.ts';
import { placeWords } from './grid-move-keys.ts';
import type { TimelineWindow } from './timeline-layout.ts';
import { ROW_TRACK_ATTRIBUTE } from './use-grid-keys.ts';

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

/** The grid's one droppable. */
export const GRID_DROP_ID = 'diary-grid';

/** A row as measured at the press: its track's top and height below the grid's top, in px. */
export interface MeasuredRow {
  rowId: string;
  top: number;
  height: number;
  drop: RowDrop;
}

/**
 * What the grid's one droppable carries (decision 057 "Performance"). dnd-kit measures every droppable,
 * walking up its ancestors, and redraws each on every pointer move; with a droppable per row a busy day's drag
 * took 60–130 ms tasks on a 4× slower CPU. So the grid is the one droppable, its rows are measured once at the
 * press (a rect each, relative to the grid, so scrolling meanwhile changes nothing), and `rowUnderPointer`
 * notes here which row is under the pointer.
 */
export interface GridDrop {
  rows: MeasuredRow[];
  /** Every row's track is as wide: the px a drag sideways is measured against. */
  trackWidth: number;
  /** The row under the pointer at the last move, or null: written by `rowUnderPointer`. */
  over: MeasuredRow | null;
}

export const createGridDrop = (): GridDrop => ({ rows: [], trackWidth: 0, over: null });

export const gridDropOf = (over: Pick<Over, 'data'> | null) => (over?.data.current as GridDrop | undefined) ?? null;
/** The row a drag is over, with its table; null when over none. */
export const rowDropOf = (over: Pick<Over, 'data'> | null) => gridDropOf(over)?.over?.drop ?? null;

/** The row whose band holds `y` px below the grid's top, or null above, below or between. */
export const rowAt = (rows: readonly MeasuredRow[], y: number): MeasuredRow | null =>
  rows.find((r) => y >= r.top && y < r.top + r.height) ?? null;

/**
 * Measures the rows' tracks inside `zone` (the grid droppable's element): their tops relative to it, and their
 * width. `rows` says which table each track is, by its ROW_TRACK_ATTRIBUTE.
 */
export function measureRows(drop: GridDrop, zone: HTMLElement, rows: ReadonlyMap<string, RowDrop>): void {
  const zoneTop = zone.getBoundingClientRect().top;
  const measured: MeasuredRow[] = [];
  for (const track of zone.querySelectorAll<HTMLElement>(`[${ROW_TRACK_ATTRIBUTE}]`)) {
    const rowId = track.getAttribute(ROW_TRACK_ATTRIBUTE) ?? '';
    const row = rows.get(rowId);
    if (!row) continue;
    const rect = track.getBoundingClientRect();
    measured.push({ rowId, top: rect.top - zoneTop, height: rect.height, drop: row });
    drop.trackWidth = rect.width;
  }
  drop.rows = measured;
  drop.over = null;
}

/**
 * The row under the pointer; with no pointer position, the row holding the bar's middle. The grid's rect is
 * dnd-kit's (it follows the page's scrolling); the rows' places in it are those measured at the press.
 */
export const rowUnderPointer: CollisionDetection = (args) => {
  const grid = args.droppableRects.get(GRID_DROP_ID);
  const container = args.droppableContainers.find((c) => c.id === GRID_DROP_ID);
  const drop = container?.data.current as GridDrop | undefined;
  if (!grid || !container || !drop) return [];
  const y = args.pointerCoordinates?.y ?? args.collisionRect.top + args.collisionRect.height / 2;
  // The droppable's data is this object, so `over` tells the handlers and announcements the row as well.
  drop.over = rowAt(drop.rows, y - grid.top);
  return drop.over ? [{ id: GRID_DROP_ID, data: { droppableContainer: container, value: 0 } }] : [];
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
  const minutes = draggedMinutes(px, gridDropOf(over)?.trackWidth ?? 0, frame);
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
