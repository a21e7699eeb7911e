// The grid's changes (product.md D8): a drop posts the booking page's own move
// form (the same action, checks and day lock as the form), so a drag and the
// form can never disagree. While it is on its way the bar is drawn where it
// was dropped; a refusal (status 9: the table was just taken) leaves the data
// as it was, so the bar snaps back, and the message is said. After a move the
// booking's move handle takes focus again, wherever its row now is; after a
// length change, its length handle.
import { useEffect, useMemo, useState } from 'react';
import { useFetcher } from 'react-router';
import type { DiaryBooking } from '../../../contract/diary-shapes.ts';
import { CSRF_FIELD } from '../console-http.ts';
import { bookingUrl } from './console-urls.ts';
import type { GridMove } from './grid-geometry.ts';
import type { PageResult } from './page-result.ts';

export interface GridChange extends GridMove {
  /** A new length in minutes, when the booking's end was dragged. */
  durationMinutes?: number;
}

export interface GridMoves {
  submit(change: GridChange): void;
  /** The bookings as drawn: the one on its way at its new place. */
  shown: DiaryBooking[];
  /** The last answer: what was done, or why not. */
  notice: string | null;
  error: string | null;
  busy: boolean;
}

/** The move handle of a booking's first bar, found again after the grid redraws it. */
export const moveHandleSelector = (bookingId: string) => `[data-move-handle="${CSS.escape(bookingId)}"]`;
/** The length handle at the end of a booking's first bar. */
const lengthHandleSelector = (bookingId: string) => `[data-length-handle="${CSS.escape(bookingId)}"]`;

export function useGridMoves(bookings: DiaryBooking[], date: string, csrfToken: string): GridMoves {
  const fetcher = useFetcher<PageResult>({ key: 'diary-grid-move' });
  const [last, setLast] = useState<GridChange | null>(null);

  function submit(change: GridChange) {
    setLast(change);
    const form = new FormData();
    form.set(CSRF_FIELD, csrfToken);
    form.set('intent', 'move');
    form.set('date', date);
    form.set('time', change.time);
    for (const id of change.tableIds) form.append('tableIds', id);
    if (change.durationMinutes !== undefined) form.set('durationMinutes', String(change.durationMinutes));
    void fetcher.submit(form, { method: 'post', action: bookingUrl(change.bookingId) });
  }

  const pending = fetcher.state !== 'idle' ? last : null;
  // The same array while nothing changes, so the grid's rows are not redrawn for nothing (diary-grid.tsx).
  const shown = useMemo(
    () =>
      pending
        ? bookings.map((b) =>
            b.id === pending.bookingId
              ? {
                  ...b,
                  startsAt: pending.startsAt,
                  time: pending.time,
                  tableIds: pending.tableIds,
                  durationMinutes: pending.durationMinutes ?? b.durationMinutes,
                }
              : b,
          )
        : bookings,
    [bookings, pending],
  );

  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    // A keyboard user stays on the booking they moved: its bar may now sit in another row.
    if (!answer || !last) return;
    const handle = last.durationMinutes === undefined ? moveHandleSelector : lengthHandleSelector;
    document.querySelector<HTMLElement>(handle(last.bookingId))?.focus();
  }, [answer, last]);

  return {
    submit,
    shown,
    notice: answer?.notice ?? null,
    // A field's own message says more than "check the fields": the grid has no fields to check.
    error: answer ? (Object.values(answer.fieldErrors ?? {})[0] ?? answer.error) : null,
    busy: fetcher.state !== 'idle',
  };
}
