// Every fact of one booking, as a description list (the booking page).
import { SOURCE_LABELS } from '../../../contract/booking-lifecycle.ts';
import { type DiaryBooking } from '../../../contract/diary-shapes.ts';
import { formatHhmm } from '../../../contract/london-time.ts';
import { coversText, extrasText, guestName, partyText, reminderText, tableText } from './booking-text.ts';
import { Fact } from './diary-list.tsx';
import { DemoTag } from './demo-tag.tsx';
import { eventLeadUrl } from './console-urls.ts';
import { eventStatusText } from './event-bar-text.ts';
import { StatusBadge } from './status-badge.tsx';
import { Link } from 'react-router';
import { GuestGlanceLine } from '../guests/guest-glance.tsx';
import styles from './diary.module.css';

const KIND_LABELS: Record<DiaryBooking['kind'], string> = { booking: 'Table booking', event: 'Event', enquiry: 'Enquiry' };

export function BookingSummary({
  booking: b,
  longDate,
  guestHref = null,
}: {
  booking: DiaryBooking;
  longDate: string;
  guestHref?: string | null;
}) {
  return (
    <dl className={styles.facts}>
      <dt>Status</dt>
      <dd>
        <StatusBadge status={b.status} stage={b.serviceStage} /> {b.demo && <DemoTag />}
      </dd>
      <Fact term="Reason" value={b.statusReason} />
      <Fact term="Reference" value={b.reference} />
      <Fact term="Date" value={longDate} />
      <Fact term="Time" value={`${b.time} to ${formatHhmm(b.startsAt + b.durationMinutes)}`} />
      <Fact term="Party" value={`${partyText(b)} (${coversText(b.covers)})`} />
      <Fact term="Table" value={tableText(b)} />
      <Fact term="Reminder" value={reminderText(b)} />
      <Fact term="Area" value={b.areaName} />
      <Fact term="Kind" value={KIND_LABELS[b.kind]} />
      {/* Decision 080: an event's space, held for its lead's proposal until the hold lapses. */}
      <Fact term="Hold" value={b.kind === 'event' && b.holdUntil ? eventStatusText(b) : null} />
      {b.eventLeadId && (
        <>
          <dt>Lead</dt>
          <dd>
            <Link to={eventLeadUrl(b.eventLeadId)}>The event’s lead</Link>
          </dd>
        </>
      )}
      <Fact term="Occasion" value={b.occasionName} />
      <Fact term="Menu" value={b.menuName} />
      <Fact term="Extras" value={extrasText(b.extras)} />
      <Fact term="Name" value={guestName(b)} />
      {b.guest && (
        <>
          <dt>Guest</dt>
          <dd>
            <GuestGlanceLine guest={b.guest} />
            {guestHref && <Link to={guestHref}>Guest profile</Link>}
          </dd>
        </>
      )}
      <Fact term="E-mail" value={b.email} />
      <Fact term="Phone" value={b.phone} />
      <Fact term="Special request" value={b.specialRequest} />
      <Fact term="Staff note" value={b.staffNote} />
      <Fact term="Source" value={SOURCE_LABELS[b.source]} />
    </dl>
  );
}
