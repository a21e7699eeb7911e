// An event's space on the diary grid (decision 080): one block over the event's times, drawn in each of its tables'
// rows like a table group's booking, marked as an event and named by the event, its covers and its hold. Only the
// first row's block is a link in the page's order (to the lead's page, else the booking's); the others are the same
// block carried on, for the eye. Not dragged: an event's tables and times are its proposal's.
import { memo, useMemo } from 'react';
import type { DiaryBooking } from '../../../contract/diary-shapes.ts';
import { formatHhmm } from '../../../contract/london-time.ts';
import { bookingUrl, eventLeadUrl } from './console-urls.ts';
import { eventBarText } from './event-bar-text.ts';
import { statusClass } from './status-badge.tsx';
import { barPlacement, type TimelineWindow } from './timeline-layout.ts';
import styles from './timeline.module.css';

interface EventBarProps {
  booking: DiaryBooking;
  rowId: string;
  frame: TimelineWindow;
  /** Its lane's top, in rem. */
  top: number;
}

export const EventBar = memo(function EventBar({ booking: b, rowId, frame, top }: EventBarProps) {
  const { left, width } = barPlacement(frame, b.startsAt, b.durationMinutes);
  const until = formatHhmm(b.startsAt + b.durationMinutes);
  const text = useMemo(() => eventBarText(b, until), [b, until]);
  const first = rowId === 'unassigned' || b.tableIds[0] === rowId;
  const href = b.eventLeadId ? eventLeadUrl(b.eventLeadId) : bookingUrl(b.id);
  return (
    <li
      className={`${styles.bar} ${styles.eventBar} ${left > 55 ? styles.barEndward : ''}`}
      style={{ insetInlineStart: `${left}%`, width: `${width}%`, top: `${top}rem` }}
      data-full={text.full}
      data-event={b.id}
    >
      <a
        href={href}
        className={`${statusClass(b.status)} ${styles.eventLink}`}
        draggable={false}
        {...(first ? { 'aria-label': text.name } : { 'aria-hidden': true, tabIndex: -1 })}
      >
        <span className={styles.barLine}>{text.head}</span>
        <span className={styles.barLine}>{text.title}</span>
      </a>
    </li>
  );
});
