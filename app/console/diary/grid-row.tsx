// One row of the diary grid (product.md D8): a table (or "Unassigned") and its
// bookings' bars. The row's track is where its bars sit; each bar is a
// link to its booking that can be dragged, with a grip to move it by keyboard
// and a handle at its end to change its length.
import { memo, useMemo, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { usePressBar } from './bar-drag-source.tsx';
import type { DiaryBooking, DiaryTable } from '../../../contract/diary-shapes.ts';
import { formatHhmm } from '../../../contract/london-time.ts';
import { guestName } from './booking-text.ts';
import { barText } from './bar-text.ts';
import { EventBar } from './event-bar.tsx';
import { glanceSheetLine } from '../../../contract/guest-text.ts';
import { bookingUrl } from './console-urls.ts';
import { isLate, resizedDuration } from './grid-geometry.ts';
import { LENGTH_HELP_ID, MOVE_HELP_ID } from './grid-dnd.ts';
import { statusClass } from './status-badge.tsx';
import { ROW_ATTRIBUTE } from './row-focus.ts';
import { seatsText } from './table-options.ts';
import { TableServiceCell } from './table-service-cell.tsx';
import { tableService } from './table-service.ts';
import { assignLanes, barPlacement, type TimelineWindow } from './timeline-layout.ts';
import { ROW_TRACK_ATTRIBUTE, type GridKeyHandlers, type MovePreview } from './use-grid-keys.ts';
import type { KeyLength } from './grid-length-keys.ts';
import styles from './timeline.module.css';

const LANE_REM = 2.5;

interface GridRowProps {
  /** The row's table, or null for the bookings with no table. */
  table: DiaryTable | null;
  bookings: DiaryBooking[];
  frame: TimelineWindow;
  now: number | null;
  nowLeft: number | null;
  /** A booking of this row whose end is being dragged, and the minutes it adds; null for every other row. */
  resizing: { bookingId: string; minutes: number } | null;
  /** Its place among the grid's rows, top to bottom (as the arrow keys walk them). */
  rowIndex: number;
  /** The grid's keyboard path: what the grips and length handles do (use-grid-keys.ts). */
  keys: GridKeyHandlers;
  /** A keyboard move under way from one of this row's bars; null for every other row. */
  keyMove: MovePreview | null;
  /** A keyboard length change under way on one of this row's bars; null for every other row. */
  keyLength: KeyLength | null;
  /** A click on the row's empty space, with how far along the track it was; absent on a closed day. */
  onEmptyClick: ((tableId: string | null, fraction: number) => void) | undefined;
  csrfToken: string;
  busy: boolean;
  /** The page's script runs: the bars' grips and length handles are drawn. */
  handles: boolean;
}

/**
 * Memoised, and handed only what concerns it (diary-grid.tsx): a drag of a bar's end, or a keyboard step, redraws
 * the one row it happens in, not 30 rows of a busy day (product.md D8 "Performance").
 */
export const GridRow = memo(function GridRow({
  table,
  rowIndex,
  bookings,
  frame,
  now,
  nowLeft,
  resizing,
  keys,
  keyMove,
  keyLength,
  onEmptyClick,
  csrfToken,
  busy,
  handles,
}: GridRowProps) {
  const rowId = table?.id ?? 'unassigned';
  const { lanes, count } = useMemo(() => assignLanes(bookings), [bookings]);
  const hours = (frame.to - frame.from) / 60;
  const service = table ? tableService(bookings, now) : null;
  function emptyClick(event: MouseEvent<HTMLDivElement>) {
    if (!onEmptyClick || event.target !== event.currentTarget) return;
    const rect = event.currentTarget.getBoundingClientRect();
    onEmptyClick(table?.id ?? null, (event.clientX - rect.left) / rect.width);
  }
  return (
    <tr {...{ [ROW_ATTRIBUTE]: rowId }}>
      <th scope="row" className={styles.tableHead}>
        {table ? (
          <>
            {table.label}
            <span className={styles.seats}>{seatsText(table)}</span>
            {service && <TableServiceCell service={service} tableLabel={table.label} csrfToken={csrfToken} busy={busy} />}
          </>
        ) : (
          'Unassigned'
        )}
      </th>
      <td>
        <RowTrack
          rowId={rowId}
          clickable={Boolean(onEmptyClick)}
          style={{ height: `${count * LANE_REM}rem`, backgroundSize: `${100 / hours}% 100%` }}
          onClick={emptyClick}
        >
          {nowLeft !== null && <span className={styles.nowLine} style={{ insetInlineStart: `${nowLeft}%` }} aria-hidden="true" />}
          {bookings.length ? (
            <ul className={styles.bars} aria-label={`${bookings.length} ${bookings.length === 1 ? 'booking' : 'bookings'}`}>
              {bookings.map((b) =>
                b.kind === 'event' ? (
                  <EventBar key={b.id} booking={b} rowId={rowId} frame={frame} top={(lanes.get(b.id) ?? 0) * LANE_REM} />
                ) : (
                  <GridBar
                    key={b.id}
                    booking={b}
                    rowId={rowId}
                    frame={frame}
                    lane={lanes.get(b.id) ?? 0}
                    late={isLate(b, now)}
                    rowIndex={rowIndex}
                    extraMinutes={(resizing ?? keyLength)?.bookingId === b.id ? (resizing ?? keyLength)!.minutes : 0}
                    lengthChanging={keyLength?.bookingId === b.id}
                    moving={keyMove?.bookingId === b.id ? keyMove : null}
                    keys={keys}
                    handles={handles}
                  />
                ),
              )}
            </ul>
          ) : (
            <span className="visually-hidden">Free all day</span>
          )}
        </RowTrack>
      </td>
    </tr>
  );
});

interface RowTrackProps {
  rowId: string;
  clickable: boolean;
  style: CSSProperties;
  onClick: (event: MouseEvent<HTMLDivElement>) => void;
  children: ReactNode;
}

/**
 * A row's track, where its bars sit. Not a droppable of its own: the grid is the one droppable, and finds the row
 * under the pointer from the tracks' places (grid-dnd.ts); the row under a drag is marked by use-row-highlight.ts.
 */
function RowTrack({ rowId, clickable, style, onClick, children }: RowTrackProps) {
  return (
    // A mouse shortcut: the "Add booking" form offers every table and time to the keyboard.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={`${styles.track} ${clickable ? styles.trackClickable : ''}`}
      style={style}
      onClick={onClick}
      {...{ [ROW_TRACK_ATTRIBUTE]: rowId }}
    >
      {children}
    </div>
  );
}

interface GridBarProps {
  booking: DiaryBooking;
  rowId: string;
  frame: TimelineWindow;
  lane: number;
  late: boolean;
  /** While its end is dragged: the minutes added (or taken off). */
  extraMinutes: number;
  rowIndex: number;
  /** A length change by keyboard is under way on this bar. */
  lengthChanging: boolean;
  /** A move by keyboard is under way from this bar: where it is drawn meanwhile. */
  moving: MovePreview | null;
  keys: GridKeyHandlers;
  /** The page's script runs: the grip and the length handle, which only a script can work, are drawn. */
  handles: boolean;
}

/**
 * A bar: one link with two short lines, its full text in an attribute (drawn over it on hover and focus by
 * timeline.module.css), and, once the page's script runs, its grip and length handle (decision 076: the server's
 * HTML for a 200-booking day is the bars the host sees, not 400 buttons that need a script to work).
 */
function GridBar({ booking: b, rowId, rowIndex, frame, lane, late, extraMinutes, lengthChanging, moving, keys, handles }: GridBarProps) {
  // A press starts the grid's one drag (bar-drag-source.tsx): the whole bar moves it, the end's handle changes its length.
  const press = usePressBar();
  const duration = extraMinutes ? resizedDuration(b, extraMinutes) : b.durationMinutes;
  const { left, width } = barPlacement(frame, b.startsAt + (moving?.minutes ?? 0), duration);
  const until = formatHhmm(b.startsAt + duration);
  const text = useMemo(() => barText(b, late, until), [b, late, until]);
  // A pointer drag moves the bar by its style (bar-drag-source.tsx); a keyboard move is drawn here.
  const shift = moving ? `translate3d(0, ${moving.dy}px, 0)` : undefined;
  const first = rowId === 'unassigned' || b.tableIds[0] === rowId;
  // Its full text shows over it on hover and focus, to the left for a bar in the grid's right half (timeline.module.css).
  const endward = left > 55;
  return (
    <li
      className={`${styles.bar} ${moving ? styles.dragging : ''} ${late ? styles.late : ''} ${endward ? styles.barEndward : ''}`}
      // A short bar near the track's end (a walk-in seated at 23:50 until midnight) keeps its whole width inside the
      // track, where it can be clicked, rather than being cut to a sliver by the track's edge.
      style={{
        insetInlineStart: `min(${left}%, 100% - var(--bar-min-size))`,
        width: `${width}%`,
        top: `${lane * LANE_REM}rem`,
        transform: shift,
      }}
      data-full={text.full}
      onPointerDown={(event) => {
        // A press on the full text over the bar (the bar's own box, not its link or handles) starts nothing.
        if (event.target === event.currentTarget) return;
        press?.(event, { kind: 'move', bookingId: b.id }, event.currentTarget);
      }}
    >
      <BarLink booking={b} late={late} name={text.name} />
      {handles && (
        <>
          <button
            type="button"
            className={styles.grip}
            aria-roledescription="movable booking"
            aria-describedby={MOVE_HELP_ID}
            aria-label={`Move ${guestName(b)}, ${b.time}, ${b.tableLabel}`}
            aria-pressed={moving ? true : undefined}
            onKeyDown={(event) => keys.onMoveKey(event, b, rowIndex)}
            onBlur={() => keys.onMoveBlur(b)}
            {...(first ? { 'data-move-handle': b.id } : {})}
          >
            <span aria-hidden="true">⠿</span>
          </button>
          <button
            type="button"
            className={styles.resize}
            aria-roledescription="booking length"
            aria-label={`Change the length of ${guestName(b)}, ${b.time} until ${until}`}
            aria-describedby={LENGTH_HELP_ID}
            aria-pressed={lengthChanging || undefined}
            onKeyDown={(event) => keys.onLengthKey(event, b)}
            onBlur={() => keys.onLengthBlur(b)}
            onPointerDown={(event) => press?.(event, { kind: 'resize', bookingId: b.id }, event.currentTarget)}
            {...(first ? { 'data-length-handle': b.id } : {})}
          />
        </>
      )}
    </li>
  );
}

/**
 * The bar's link, memoised: a live update of the diary redraws the bars, and their words rarely change
 * (product.md D8 "Performance"). A plain link, not the router's (the grid follows a click on it in the browser:
 * diary-grid.tsx), named in words by `name`; its two lines show the covers and the start of the name (its time is
 * where it sits).
 */
const BarLink = memo(function BarLink({ booking: b, late, name }: { booking: DiaryBooking; late: boolean; name: string }) {
  const guest = glanceSheetLine(b.guest);
  return (
    <a
      href={bookingUrl(b.id)}
      className={b.demo ? `${statusClass(b.status)} ${styles.demoBar}` : statusClass(b.status)}
      draggable={false}
      aria-label={name}
    >
      <span className={styles.barLine}>
        <span className={styles.barTime}>{`${b.time} · `}</span>
        {b.covers}
        {late && <span className={styles.lateTag}> late</span>}
      </span>
      <span className={styles.barLine}>{guestName(b)}</span>
      {guest && <span className={styles.barLine}>{guest}</span>}
    </a>
  );
});
