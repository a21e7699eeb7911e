// The diary as a list by time: every fact a host needs at the stand, each
// booking linking to its page, with its quick actions. It is also the text
// alternative to the timeline, and the printed day sheet.
import { Link } from 'react-router';
import { bookingUrl } from './console-urls.ts';
import { SOURCE_LABELS } from '../../../contract/booking-lifecycle.ts';
import { type DiaryBooking } from '../../../contract/diary-shapes.ts';
import { extrasText, guestName, partyText, reminderText, tableText } from './booking-text.ts';
import { QuickActions } from './quick-actions.tsx';
import { ROW_ATTRIBUTE } from './row-focus.ts';
import { DemoTag } from './demo-tag.tsx';
import { StatusBadge } from './status-badge.tsx';
import { GuestGlanceLine } from '../guests/guest-glance.tsx';
import styles from './diary.module.css';

interface DiaryListProps {
  bookings: DiaryBooking[];
  csrfToken: string;
  busy: boolean;
  /**
   * Only for the printed day sheet (the grid view): its quick buttons would show neither on screen nor on paper,
   * so they are not rendered (product.md D8 "Performance": a busy day's page is half the HTML without them).
   */
  printOnly?: boolean;
}

export function DiaryList({ bookings, csrfToken, busy, printOnly = false }: DiaryListProps) {
  if (!bookings.length) return <p className={styles.empty}>No bookings for this day yet.</p>;
  const byTime = [...bookings].sort((a, b) => a.startsAt - b.startsAt || a.lastName.localeCompare(b.lastName));
  return (
    <ol className={styles.bookings} aria-label="Bookings by time">
      {byTime.map((b) => (
        <li key={b.id} className={styles.booking} {...(printOnly ? {} : { [ROW_ATTRIBUTE]: b.id })}>
          <div className={styles.when}>
            <span className={styles.time}>{b.time}</span>
            <StatusBadge status={b.status} stage={b.serviceStage} />
            {b.demo && <DemoTag />}
          </div>
          <div>
            <h3>
              {/* On paper a plain link does: no router link for each of a busy day's bookings. */}
              {printOnly ? (
                <a href={bookingUrl(b.id)}>{guestName(b) || b.reference}</a>
              ) : (
                <Link to={bookingUrl(b.id)}>{guestName(b) || b.reference}</Link>
              )}
            </h3>
            <GuestGlanceLine guest={b.guest} />
            <dl className={styles.facts}>
              <Fact term="Party" value={`${partyText(b)} (${b.covers})`} />
              <Fact term="Phone" value={b.phone} />
              <Fact term="Table" value={[tableText(b), b.areaName].filter(Boolean).join(', ')} />
              <Fact term="Reference" value={b.reference} />
              <Fact term="Source" value={SOURCE_LABELS[b.source]} />
              <Fact term="Reminder" value={reminderText(b)} />
            </dl>
          </div>
          <dl className={styles.facts}>
            <Fact term="Occasion" value={b.occasionName} />
            <Fact term="Menu" value={b.menuName} />
            <Fact term="Extras" value={extrasText(b.extras)} />
            <Fact term="Request" value={b.specialRequest} />
            <Fact term="Staff note" value={b.staffNote} />
            <Fact term="Reason" value={b.statusReason} />
          </dl>
          {!printOnly && <QuickActions booking={b} csrfToken={csrfToken} busy={busy} />}
        </li>
      ))}
    </ol>
  );
}

/** A term and its value; left out when there is nothing to say. */
export function Fact({ term, value }: { term: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}
