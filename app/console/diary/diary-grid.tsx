// The diary grid (product.md D8): a row per table, grouped by area, the day's
// hours across, with "now", the covers starting in each quarter hour, and each
// booking a bar over its turn time, coloured and named by status. A bar can be
// dragged to another table or time, and its end dragged to change its length;
// its grip does the same by keyboard, and the handle at its end changes its
// length (use-grid-keys.ts: the grid's own keyboard path, each step said).
// An empty cell starts a booking at that table and time. Every change goes to
// the booking page's move form, under the engine's day lock (use-grid-moves).
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type MouseEvent as ReactMouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { DndContext, MeasuringStrategy, PointerSensor, useSensor, useSensors, type DragEndEvent, type DragMoveEvent } from '@dnd-kit/core';
import type { Diary, DiaryBooking } from '../../../contract/diary-shapes.ts';
import { formatHhmm } from '../../../contract/london-time.ts';
import { newBookingUrl } from './console-urls.ts';
import { GridRow } from './grid-row.tsx';
import { BarDragSource, BarPressProvider, createDragLink, GridDropTarget } from './bar-drag-source.tsx';
import {
  barDragOf,
  createDragDelta,
  gridAnnouncements,
  GRID_INSTRUCTIONS,
  LENGTH_HELP_ID,
  createGridDrop,
  LENGTH_INSTRUCTIONS,
  measureRows,
  MOVE_HELP_ID,
  rowDropOf,
  rowUnderPointer,
  type RowDrop,
} from './grid-dnd.ts';
import { draggedMinutes, movedBooking, resizedChange, slotAt } from './grid-geometry.ts';
import type { GridRowTarget } from './grid-move-keys.ts';
import { useGridKeys } from './use-grid-keys.ts';
import { ScrollRegion } from './scroll-region.tsx';
import { hourMarks, barPlacement, timelineRows, timelineWindow } from './timeline-layout.ts';
import { useGridMoves } from './use-grid-moves.ts';
import { usePeekDismiss } from './use-peek-dismiss.ts';
import { useRowHighlight } from './use-row-highlight.ts';
import consoleStyles from '../console.module.css';
import styles from './timeline.module.css';

interface DiaryGridProps {
  diary: Pick<Diary, 'storeId' | 'date' | 'open' | 'tables' | 'bookings' | 'coversByQuarter'>;
  /** Minutes after the date's midnight, when the day shown is today; else null. */
  now: number | null;
  csrfToken: string;
  /** A form of the page is on its way: the rows' service buttons wait. */
  busy: boolean;
}

const noSubscription = () => () => undefined;
// The grid, the one droppable, is measured on every move, not once at pick-up: a live update or a message above
// the grid can move it mid-drag, and a drop must land on the row under the pointer now. One element: cheap.
const MEASURING = { droppable: { strategy: MeasuringStrategy.Always } };
// Near the window's edge the page scrolls itself a step a frame, not dnd-kit's step every 5 ms (each step redraws
// dnd-kit's context): three times its step, so about its speed (decision 057).
const AUTO_SCROLL = { interval: 16, acceleration: 30 };

export function DiaryGrid({ diary, now, csrfToken, busy }: DiaryGridProps) {
  const navigate = useNavigate();
  const moves = useGridMoves(diary.bookings, diary.date, csrfToken);
  // Kept from render to render, with the rows' bookings, so the memoised rows see the same props (grid-row.tsx).
  const frame = useMemo(() => timelineWindow(diary.open, diary.bookings), [diary.open, diary.bookings]);
  const { areas, unassigned } = useMemo(() => timelineRows(diary.tables, moves.shown), [diary.tables, moves.shown]);
  const marks = hourMarks(frame);
  const [resizing, setResizing] = useState<{ bookingId: string; minutes: number } | null>(null);
  const dragged = useRef(false);
  useEffect(() => {
    // A pointer drag ends with a click on the bar's link. dnd-kit stops that click on its way down, so the
    // page never hears it, but not the browser, which would follow the link: the window, first to see it, stops it.
    const swallow = (event: MouseEvent) => {
      if (!dragged.current) return;
      dragged.current = false;
      event.preventDefault();
    };
    const fresh = () => (dragged.current = false);
    window.addEventListener('click', swallow, true);
    window.addEventListener('pointerdown', fresh, true);
    return () => {
      window.removeEventListener('click', swallow, true);
      window.removeEventListener('pointerdown', fresh, true);
    };
  }, []);
  // Dragging works once the page's script runs: the grid says so (and tests wait for it).
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  const byId = useMemo(() => new Map(diary.bookings.map((b) => [b.id, b])), [diary.bookings]);
  const tableLabels = useMemo(() => new Map(diary.tables.map((t) => [t.id, t.label])), [diary.tables]);
  // The rows top to bottom, as the arrow keys walk them: the tables area by area, then "Unassigned".
  const rowTargets: GridRowTarget[] = useMemo(
    () => [
      ...areas.flatMap((area) => area.rows.map(({ table }) => ({ tableId: table.id, label: table.label }))),
      { tableId: null, label: 'Unassigned' },
    ],
    [areas],
  );
  const keys = useGridKeys(rowTargets, tableLabels, (change) => moves.submit(change));
  // dnd-kit hands the page's onDragMove and onDragEnd the drag's delta just before its announcements, which it does not.
  const [dragDelta] = useState(createDragDelta);
  const announcements = useMemo(() => gridAnnouncements(byId, frame, tableLabels, dragDelta.get), [byId, frame, tableLabels, dragDelta]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const [gridDrop] = useState(createGridDrop);
  const [dragLink] = useState(createDragLink);
  const zoneRef = useRef<HTMLDivElement>(null);
  usePeekDismiss(zoneRef);
  const rowDrops = useMemo(() => new Map<string, RowDrop>(rowTargets.map((r) => [r.tableId ?? 'unassigned', r])), [rowTargets]);
  const highlight = useRowHighlight(styles.trackOver ?? '');
  const zoneOf = useCallback(() => zoneRef.current, []);
  const measure = useCallback(() => {
    if (zoneRef.current) measureRows(gridDrop, zoneRef.current, rowDrops);
  }, [gridDrop, rowDrops]);

  /** The drag is over: no row marked, and the page takes the pointer again. */
  function endDrag() {
    highlight(null);
    zoneRef.current?.classList.remove(styles.dragPane ?? '');
  }

  function onDragMove({ active, delta }: DragMoveEvent) {
    dragDelta.set(delta.x);
    const drag = barDragOf(active);
    if (drag?.kind !== 'resize') return highlight(gridDrop.over?.rowId ?? null);
    const minutes = draggedMinutes(delta.x, gridDrop.trackWidth, frame);
    // Redrawn only when the end crosses a quarter hour, not on every pointer move.
    setResizing((was) => (was?.bookingId === drag.bookingId && was.minutes === minutes ? was : { bookingId: drag.bookingId, minutes }));
  }

  function onDragEnd({ active, over, delta }: DragEndEvent) {
    dragDelta.set(delta.x);
    setResizing(null);
    endDrag();
    const drag = barDragOf(active);
    const booking = drag && byId.get(drag.bookingId);
    if (!drag || !booking || !over) return;
    const minutes = draggedMinutes(delta.x, gridDrop.trackWidth, frame);
    const change =
      drag.kind === 'resize' ? resizedChange(booking, minutes) : movedBooking(booking, minutes, rowDropOf(over)?.tableId ?? null);
    // After the click that ends a pointer drag: redrawn at once, the bar would leave the browser a detached
    // link to follow.
    if (change) setTimeout(() => moves.submit(change), 0);
  }

  /**
   * A bar is a plain link (grid-row.tsx: the router's link costs each of a busy day's 200 bars a render of its
   * own, decision 076): a plain click on one is followed here, in the page, as the router's link would.
   */
  const followBar = useCallback(
    (event: ReactMouseEvent<HTMLDivElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element).closest?.('a[href]');
      const href = link?.getAttribute('href');
      if (!href || !href.startsWith('/') || !event.currentTarget.contains(link)) return;
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );

  /** A click on a row's empty space: a new booking at that table and quarter hour. */
  const startBookingAt = useCallback(
    (tableId: string | null, fraction: number) => {
      const time = formatHhmm(slotAt(frame, fraction));
      void navigate(newBookingUrl(diary.storeId, diary.date, { time, ...(tableId ? { tableId } : {}) }));
    },
    [frame, navigate, diary.storeId, diary.date],
  );

  const from = formatHhmm(frame.from);
  const to = formatHhmm(frame.to);
  const nowLeft = now !== null && now >= frame.from && now <= frame.to ? barPlacement(frame, now, 0).left : null;
  const rowProps = {
    frame,
    now,
    nowLeft,
    keys: keys.handlers,
    onEmptyClick: diary.open ? startBookingAt : undefined,
    csrfToken,
    busy,
    handles: ready,
  };
  /** What of the changes under way concerns the row at `rowIndex` holding `bookings`: nothing, for all but one. */
  const changesIn = (rowIndex: number, bookings: readonly DiaryBooking[]) => {
    const holds = <T extends { bookingId: string }>(change: T | null) =>
      change && bookings.some((b) => b.id === change.bookingId) ? change : null;
    return { resizing: holds(resizing), keyLength: holds(keys.length), keyMove: keys.move?.fromRow === rowIndex ? keys.move : null };
  };
  return (
    <>
      <p id={MOVE_HELP_ID} className="visually-hidden">
        {GRID_INSTRUCTIONS}
      </p>
      <p id={LENGTH_HELP_ID} className="visually-hidden">
        {LENGTH_INSTRUCTIONS}
      </p>
      <p role="status" className="visually-hidden">
        {keys.said}
      </p>
      <div className={styles.gridOutcome} aria-live="polite">
        {moves.error ? (
          <p className={consoleStyles.alert} role="alert">
            {moves.error}
          </p>
        ) : moves.notice ? (
          <p className={consoleStyles.notice}>{moves.notice}</p>
        ) : null}
      </div>
      <DndContext
        id="diary-grid"
        sensors={sensors}
        collisionDetection={rowUnderPointer}
        measuring={MEASURING}
        autoScroll={AUTO_SCROLL}
        accessibility={{ announcements, screenReaderInstructions: { draggable: GRID_INSTRUCTIONS } }}
        onDragStart={() => {
          // Only the pointer drags through dnd-kit, and its drags end with a click.
          dragged.current = true;
          zoneRef.current?.classList.add(styles.dragPane ?? '');
        }}
        onDragMove={onDragMove}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          setResizing(null);
          endDrag();
        }}
      >
        <BarDragSource link={dragLink} draggingClass={styles.dragging ?? ''} />
        <GridDropTarget drop={gridDrop} zone={zoneOf} />
      </DndContext>
      {/* Outside dnd-kit's context, which changes on every pointer move (bar-drag-source.tsx). */}
      <BarPressProvider link={dragLink} onPress={measure}>
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the links' own clicks, keys included */}
        <div ref={zoneRef} onClick={followBar}>
          <ScrollRegion label="Diary grid (scrolls sideways)">
            <table data-grid-ready={ready} className={styles.timeline} aria-describedby="grid-help" aria-busy={moves.busy || undefined}>
              <caption>
                Tables by area, {from} to {to}
                {nowLeft !== null && now !== null && <>. Now: {formatHhmm(now)}</>}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.tableHead}>
                    Table
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">
                      Bookings from {from} to {to}
                    </span>
                    <div className={styles.hours} aria-hidden="true">
                      {marks.map((m) => (
                        <span key={m.label} className={styles.hour} style={{ insetInlineStart: `${m.left}%` }}>
                          {m.label}
                        </span>
                      ))}
                      {nowLeft !== null && now !== null && (
                        <span className={styles.nowLabel} style={{ insetInlineStart: `${nowLeft}%` }}>
                          {formatHhmm(now)}
                        </span>
                      )}
                    </div>
                  </th>
                </tr>
                <CoversStrip quarters={diary.coversByQuarter} frame={frame} />
              </thead>
              {areas.map((area) => (
                <tbody key={area.name}>
                  <tr>
                    <th scope="colgroup" colSpan={2} className={styles.areaHead}>
                      {area.name}
                    </th>
                  </tr>
                  {area.rows.map(({ table, bookings }) => {
                    const rowIndex = rowTargets.findIndex((r) => r.tableId === table.id);
                    return (
                      <GridRow
                        key={table.id}
                        table={table}
                        rowIndex={rowIndex}
                        bookings={bookings}
                        {...rowProps}
                        {...changesIn(rowIndex, bookings)}
                      />
                    );
                  })}
                </tbody>
              ))}
              <tbody>
                <GridRow
                  table={null}
                  rowIndex={rowTargets.length - 1}
                  bookings={unassigned}
                  {...rowProps}
                  {...changesIn(rowTargets.length - 1, unassigned)}
                />
              </tbody>
            </table>
          </ScrollRegion>
        </div>
      </BarPressProvider>
      <p id="grid-help" className={styles.help}>
        Drag a booking to another table or time, or its end to change its length; click an empty space to add a booking there. Each
        booking’s grip (⠿) does the same by keyboard. Cancelled, declined and no-show bookings are in the list only.
      </p>
    </>
  );
}

/** Covers starting in each quarter hour, under the hours: the kitchen's pacing at a glance (the table below the grid says it in words). */
function CoversStrip({ quarters, frame }: { quarters: Diary['coversByQuarter']; frame: ReturnType<typeof timelineWindow> }) {
  if (!quarters.length) return null;
  return (
    <tr className={styles.coversRow}>
      <th scope="row" className={styles.tableHead}>
        Covers
      </th>
      <td>
        <span className="visually-hidden">Covers starting in each quarter hour: see “Covers per quarter hour” below the grid.</span>
        <div className={styles.covers} aria-hidden="true">
          {quarters.map((q) => {
            const [h, m] = q.time.split(':').map(Number) as [number, number];
            let minutes = h * 60 + m;
            if (minutes < frame.from) minutes += 24 * 60;
            const { left, width } = barPlacement(frame, minutes, 15);
            return (
              <span key={q.time} className={styles.coverCount} style={{ insetInlineStart: `${left}%`, width: `${width}%` }}>
                {q.covers}
              </span>
            );
          })}
        </div>
      </td>
    </tr>
  );
}
