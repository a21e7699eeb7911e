// The diary grid by keyboard (issue 27, product.md D8): a bar's grip moves it a
// quarter hour or a row per arrow key (grid-move-keys.ts), the handle at its
// end changes its length (grid-length-keys.ts). Each step is said in the grid's
// own live region and drawn at once; Space or Enter saves through the same move
// form as a drag; Escape, or focus leaving, puts the booking back.
import { useRef, useState, type KeyboardEvent } from 'react';
import type { DiaryBooking } from '../../../contract/console.ts';
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

export function useGridKeys(rows: readonly GridRowTarget[], tables: ReadonlyMap<string, string>, submit: (change: GridChange) => void) {
  // In state for the bars to draw, and in refs for the next key, however soon it comes.
  const [move, setMove] = useState<MovePreview | null>(null);
  const [length, setLength] = useState<KeyLength | null>(null);
  const moveNow = useRef<MovePreview | null>(null);
  const lengthNow = useRef<KeyLength | null>(null);
  const [said, setSaid] = useState('');

  function changeMove(next: KeyMove | null) {
    const preview = next && { ...next, dy: rowDistance(rows, next.fromRow, next.row) };
    moveNow.current = preview;
    setMove(preview);
  }
  function changeLength(next: KeyLength | null) {
    lengthNow.current = next;
    setLength(next);
  }
  /** The handle stays in sight as its bar moves or grows. */
  const keepInView = (element: HTMLElement) => requestAnimationFrame(() => element.scrollIntoView({ block: 'nearest', inline: 'nearest' }));

  return {
    said,
    move,
    length,
    onMoveKey(event: KeyboardEvent<HTMLElement>, booking: DiaryBooking, barRow: number) {
      const step = moveKeyStep(moveNow.current, event.key, booking, barRow, rows, tables);
      if (!step.handled) return;
      event.preventDefault();
      changeMove(step.next);
      if (step.say) setSaid(step.say);
      if (step.change) submit(step.change);
      else keepInView(event.currentTarget);
    },
    onMoveBlur(booking: DiaryBooking) {
      if (moveNow.current?.bookingId !== booking.id) return;
      changeMove(null);
      setSaid(moveCancelled(booking));
    },
    onLengthKey(event: KeyboardEvent<HTMLElement>, booking: DiaryBooking) {
      const step = lengthKeyStep(lengthNow.current, event.key, booking);
      if (!step.handled) return;
      event.preventDefault();
      changeLength(step.next);
      if (step.say) setSaid(step.say);
      if (step.change) submit(step.change);
      else keepInView(event.currentTarget);
    },
    onLengthBlur(booking: DiaryBooking) {
      if (lengthNow.current?.bookingId !== booking.id) return;
      changeLength(null);
      setSaid(lengthCancelled(booking));
    },
  };
}

export type GridKeys = ReturnType<typeof useGridKeys>;
