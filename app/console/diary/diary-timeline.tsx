// The diary as a timeline (product.md D8): a row per table, grouped by area, the
// day's hours across, each booking a bar over its turn time on each of its
// tables. The bars are real links named in full; the list view is the text
// alternative, and the note below says so to screen-reader users.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { bookingUrl } from './console-urls.ts';
import { STATUS_LABELS, type DiaryBooking, type DiaryTable } from '../../../contract/console.ts';
import { formatHhmm } from '../../../contract/london-time.ts';
import { coversText, guestName } from './booking-text.ts';
import { statusClass } from './status-badge.tsx';
import { ScrollRegion } from './scroll-region.tsx';
import { seatsText } from './table-options.ts';
import { assignLanes, barPlacement, hourMarks, timelineRows, timelineWindow, type TimelineWindow } from './timeline-layout.ts';
import styles from './timeline.module.css';

const LANE_REM = 2.5;

interface DiaryTimelineProps {
  open: { from: number; to: number } | null;
  tables: DiaryTable[];
  bookings: DiaryBooking[];
}

export function DiaryTimeline({ open, tables, bookings }: DiaryTimelineProps) {
  const frame = timelineWindow(open, bookings);
  const { areas, unassigned } = timelineRows(tables, bookings);
  const marks = hourMarks(frame);
  const from = formatHhmm(frame.from);
  const to = formatHhmm(frame.to);
  return (
    <>
      <p id="timeline-help" className={styles.help}>
        Each bar is a booking over its turn time: its time, its covers (after the dot) and the guest’s name. Cancelled, declined and no-show
        bookings are in the list only.
        <span className="visually-hidden"> The list view gives the same bookings as text, in order of time, with every detail.</span>
      </p>
      <ScrollRegion label="Timeline (scrolls sideways)">
        <table className={styles.timeline} aria-describedby="timeline-help">
          <caption>
            Tables by area, {from} to {to}
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
                </div>
              </th>
            </tr>
          </thead>
          {areas.map((area) => (
            <tbody key={area.name}>
              <tr>
                <th scope="colgroup" colSpan={2} className={styles.areaHead}>
                  {area.name}
                </th>
              </tr>
              {area.rows.map(({ table, bookings: onTable }) => (
                <TimelineRow key={table.id} frame={frame} bookings={onTable}>
                  {table.label}
                  <span className={styles.seats}>{seatsText(table)}</span>
                </TimelineRow>
              ))}
            </tbody>
          ))}
          <tbody>
            <TimelineRow frame={frame} bookings={unassigned}>
              Unassigned
            </TimelineRow>
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}

function TimelineRow({ frame, bookings, children }: { frame: TimelineWindow; bookings: DiaryBooking[]; children: ReactNode }) {
  const { lanes, count } = assignLanes(bookings);
  const hours = (frame.to - frame.from) / 60;
  return (
    <tr>
      <th scope="row" className={styles.tableHead}>
        {children}
      </th>
      <td>
        {bookings.length ? (
          <ul
            className={styles.track}
            style={{ height: `${count * LANE_REM}rem`, backgroundSize: `${100 / hours}% 100%` }}
            aria-label={`${bookings.length} ${bookings.length === 1 ? 'booking' : 'bookings'}`}
          >
            {bookings.map((b) => (
              <TimelineBar key={b.id} booking={b} frame={frame} lane={lanes.get(b.id) ?? 0} />
            ))}
          </ul>
        ) : (
          <div className={styles.track} style={{ height: `${LANE_REM}rem`, backgroundSize: `${100 / hours}% 100%` }}>
            <span className="visually-hidden">Free all day</span>
          </div>
        )}
      </td>
    </tr>
  );
}

function TimelineBar({ booking: b, frame, lane }: { booking: DiaryBooking; frame: TimelineWindow; lane: number }) {
  const { left, width } = barPlacement(frame, b.startsAt, b.durationMinutes);
  const until = formatHhmm(b.startsAt + b.durationMinutes);
  const visible = `${b.time}, ${coversText(b.covers)}, ${guestName(b)}`;
  return (
    <li className={styles.bar} style={{ insetInlineStart: `${left}%`, width: `${width}%`, top: `${lane * LANE_REM}rem` }}>
      <Link to={bookingUrl(b.id)} className={statusClass(b.status)} title={`${visible} (${STATUS_LABELS[b.status]})`}>
        {/* Two lines, so a short bar still shows the time and the name; the comma keeps the spoken name tidy. */}
        <span className={styles.barLine}>
          {b.time} · {b.covers}
          <span className="visually-hidden"> {b.covers === 1 ? 'cover' : 'covers'}</span>
        </span>
        <span className="visually-hidden">, </span>
        <span className={styles.barLine}>{guestName(b)}</span>
        <span className="visually-hidden">
          , until {until}, {STATUS_LABELS[b.status]}, {b.tableLabel}
        </span>
      </Link>
    </li>
  );
}
