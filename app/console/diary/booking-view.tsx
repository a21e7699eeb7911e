// The booking page (product.md D8): the booking's facts and status, what can be
// done to it (status, fee for a manager (decision 040), move, staff note), and its history.
import { Link, useNavigation } from 'react-router';
import { AuditTable } from './audit-table.tsx';
import { BookingStatusForms } from './booking-status-forms.tsx';
import { BookingSummary } from './booking-summary.tsx';
import type { BookingPage } from './booking-page.server.ts';
import { guestName } from './booking-text.ts';
import { diaryUrl, eventCancelUrl } from './console-urls.ts';
import { FeePanel } from './fee-panel.tsx';
import { FormOutcome } from './form-outcome.tsx';
import { MoveForm } from './move-form.tsx';
import { NoteForm } from './note-form.tsx';
import { PinForm } from './pin-form.tsx';
import type { PageResult } from './page-result.ts';
import styles from './diary.module.css';
import formStyles from './forms.module.css';

export function BookingView({
  detail,
  fee,
  confirmFee,
  audit,
  longDate,
  csrfToken,
  guestHref,
  mailHref,
  result,
}: BookingPage & { result: PageResult | undefined }) {
  const { booking, restaurant, tables } = detail;
  const busy = useNavigation().state === 'submitting';
  return (
    <div className={styles.page}>
      <p className={styles.noPrint}>
        <Link to={diaryUrl(restaurant.storeId, booking.date)}>
          <span aria-hidden="true">← </span>
          {restaurant.title} diary for {longDate}
        </Link>
      </p>
      <h1>
        {guestName(booking) || booking.reference}
        <span className={styles.subhead}>
          Booking {booking.reference} · {restaurant.title}
        </span>
      </h1>
      <FormOutcome notice={result?.notice} error={result?.error} answer={result} />
      <div className={`${formStyles.columns} ${styles.section}`}>
        <section className={formStyles.panel} aria-labelledby="details-heading">
          <h2 id="details-heading">Details</h2>
          <BookingSummary booking={booking} longDate={longDate} guestHref={guestHref} />
        </section>
        <section id="status-actions" className={formStyles.panel} aria-labelledby="status-heading" tabIndex={-1}>
          <h2 id="status-heading">Change status</h2>
          <BookingStatusForms actions={booking.actions} csrfToken={csrfToken} busy={busy} result={result} />
          {booking.eventLeadId && ['held', 'confirmed', 'requested'].includes(booking.status) && (
            <p className={formStyles.hint}>
              An event is cancelled from its lead, which settles what the client paid:{' '}
              <Link to={eventCancelUrl(booking.eventLeadId)}>cancel the event</Link>.
            </p>
          )}
        </section>
        <FeePanel bookingId={booking.id} fee={fee} confirm={confirmFee && result?.intent !== 'fee'} csrfToken={csrfToken} busy={busy} />
        <MoveForm booking={booking} tables={tables} csrfToken={csrfToken} busy={busy} result={result} />
        <PinForm pinned={booking.pinned ?? false} tableLabel={booking.tableLabel} csrfToken={csrfToken} busy={busy} />
        <NoteForm note={booking.staffNote} csrfToken={csrfToken} busy={busy} result={result} />
      </div>
      <section aria-labelledby="history-heading" className={styles.section}>
        <h2 id="history-heading">History</h2>
        <AuditTable rows={audit} />
        {mailHref && (
          <p className={styles.noPrint}>
            <Link to={mailHref}>Mail about booking {booking.reference}</Link>
          </p>
        )}
      </section>
    </div>
  );
}
