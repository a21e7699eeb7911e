// The diary grid by keyboard (product.md D8): a bar's grip moves it a
// quarter hour or a row per arrow key (grid-move-keys.ts), the handle at its
// end changes its length (grid-length-keys.ts). Each step is said in the grid's
// own live region and drawn at once; Space or Enter saves through the same move
// form as a drag; Escape, or focus leaving, puts the booking back.
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { DiaryBooking } from '../../../contract/diary-shapes.ts';
import { cancelled as lengthCancelled, lengthKeyStep, type KeyLength } from './grid-length-keys.ts';
import { moveCancelled, moveKeyStep, type GridRowTarget, type KeyMove } from './grid-move-keys.ts';
import type { GridChange } from './use-grid-moves.ts';

/** A move under way as the bar draws it: the minutes it moved, and how far down (or up) its row is, in px. */
export interface MovePreview extends KeyMove {
  dy: number;
}

/** The attribute on each row's track, so a move can measure how far away its row is. */
export const ROW_TRACK_ATTRIBUTE = 'data-row-track';
const rowKey = (row: GridRowTarget | undefined) => row?.tableId ?? 'unassigned';

function rowDistance(rows: readonly GridRowTarget[], from: number, to: number): number {
  const top = (index: number) =>
    document.querySelector(`[${ROW_TRACK_ATTRIBUTE}="${CSS.escape(rowKey(rows[index]))}"]`)?.getBoundingClientRect().top ?? 0;
  return from === to ? 0 : top(to) - top(from);
}

/** What the bars call on a key or a blur: one object for the life of the grid, so no row is redrawn for a new one. */
export interface GridKeyHandlers {
  onMoveKey(event: KeyboardEvent<HTMLElement>, booking: DiaryBooking, barRow: number): void;
  onMoveBlur(booking: DiaryBooking): void;
  onLengthKey(event: KeyboardEvent<HTMLElement>, booking: DiaryBooking): void;
  onLengthBlur(booking: DiaryBooking): void;
}

export function useGridKeys(rows: readonly GridRowTarget[], tables: ReadonlyMap<string, string>, submit: (change: GridChange) => void) {
  // In state for the bars to draw, and in refs for the next key, however soon it comes.
  const [move, setMove] = useState<MovePreview | null>(null);
  const [length, setLength] = useState<KeyLength | null>(null);
  const moveNow = useRef<MovePreview | null>(null);
  const lengthNow = useRef<KeyLength | null>(null);
  const [said, setSaid] = useState('');
  // The handlers outlive a render: they read the grid's rows, tables and submit as of the last one.
  const latest = useRef({ rows, tables, submit });
  useLayoutEffect(() => {
    latest.current = { rows, tables, submit };
  });

  const [handlers] = useState<GridKeyHandlers>(() => {
    function changeMove(next: KeyMove | null) {
      const preview = next && { ...next, dy: rowDistance(latest.current.rows, next.fromRow, next.row) };
      moveNow.current = preview;
      setMove(preview);
    }
    function changeLength(next: KeyLength | null) {
      lengthNow.current = next;
      setLength(next);
    }
    /** The handle stays in sight as its bar moves or grows. */
    const keepInView = (element: HTMLElement) =>
      requestAnimationFrame(() => element.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
    return {
      onMoveKey(event, booking, barRow) {
        const { rows: now, tables: labels, submit: send } = latest.current;
        const step = moveKeyStep(moveNow.current, event.key, booking, barRow, now, labels);
        if (!step.handled) return;
        event.preventDefault();
        changeMove(step.next);
        if (step.say) setSaid(step.say);
        if (step.change) send(step.change);
        else keepInView(event.currentTarget);
      },
      onMoveBlur(booking) {
        if (moveNow.current?.bookingId !== booking.id) return;
        changeMove(null);
        setSaid(moveCancelled(booking));
      },
      onLengthKey(event, booking) {
        const step = lengthKeyStep(lengthNow.current, event.key, booking);
        if (!step.handled) return;
        event.preventDefault();
        changeLength(step.next);
        if (step.say) setSaid(step.say);
        if (step.change) latest.current.submit(step.change);
        else keepInView(event.currentTarget);
      },
      onLengthBlur(booking) {
        if (lengthNow.current?.bookingId !== booking.id) return;
        changeLength(null);
        setSaid(lengthCancelled(booking));
      },
    };
  });

  return { said, move, length, handlers };
}

export type GridKeys = ReturnType<typeof useGridKeys>;
