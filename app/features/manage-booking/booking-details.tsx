// What the diner booked, as the confirmation e-mail lists it: restaurant,
// date, time, party, occasion, area, menu, extras, special request,
// reference and status, and the calendar file of the latest e-mail; then where
// the restaurant is and how to reach it (decision 041: address, phone, map link).
import type { ManageDetails } from '../../../contract/booking-change.ts';
import { extrasTotal } from '../../../contract/booking-extras.ts';
import { formatLongDate } from '../../../contract/london-time.ts';
import { formatPence } from '../../../contract/money.ts';
import { STATUS_LABELS } from '../../../contract/booking-status.ts';
import { addressText, directionsUrl, mapUrl, telHref } from '../../lib/restaurant-links.ts';
import styles from './manage-booking.module.css';

function guests(b: Pick<ManageDetails, 'adults' | 'children' | 'covers'>): string {
  const total = `${b.covers} guest${b.covers === 1 ? '' : 's'}`;
  return b.children
    ? `${total} (${b.adults} adult${b.adults === 1 ? '' : 's'}, ${b.children} child${b.children === 1 ? '' : 'ren'})`
    : total;
}

/** The line under the details: what the status means for the diner. */
export function statusText(b: Pick<ManageDetails, 'status' | 'bookingType'>): string {
  if (b.status === 'cancelled') return 'This booking is cancelled. We hope to see you another time.';
  if (b.status === 'declined') return 'The restaurant could not take this booking. We hope to see you another time.';
  if (b.status === 'requested') return 'Status: requested. The restaurant will be in touch to confirm it.';
  return `Status: ${STATUS_LABELS[b.status].toLowerCase()}.`;
}

export function BookingDetails({ booking: b }: { booking: ManageDetails }) {
  const finished = b.status === 'cancelled' || b.status === 'declined';
  return (
    <section className={styles.card} aria-labelledby="booking-heading">
      <h2 id="booking-heading" className={styles.restaurant}>
        {b.restaurant}
      </h2>
      <p className={styles.when}>
        {formatLongDate(b.date)} at {b.time}
      </p>
      <p className={finished ? styles.statusFinished : styles.status}>{statusText(b)}</p>
      <dl className={styles.details}>
        <dt>Reference</dt>
        <dd>{b.bookingReference}</dd>
        <dt>Date</dt>
        <dd>{formatLongDate(b.date)}</dd>
        <dt>Time</dt>
        <dd>{b.time}</dd>
        <dt>Guests</dt>
        <dd>{guests(b)}</dd>
        <dt>Occasion</dt>
        <dd>{b.occasionName}</dd>
        {b.areaName && (
          <>
            <dt>Area</dt>
            <dd>{b.areaName}</dd>
          </>
        )}
        {b.menuName && (
          <>
            <dt>Menu</dt>
            <dd>{b.menuName}</dd>
          </>
        )}
        {b.extras.length > 0 && (
          <>
            <dt>Extras</dt>
            <dd>
              <ul className={styles.extras}>
                {b.extras.map((e) => (
                  <li key={e.id}>
                    {e.name} × {e.quantity}, {formatPence(e.totalPence)}
                  </li>
                ))}
              </ul>
              {formatPence(extrasTotal(b.extras))} in all, paid at the restaurant
            </dd>
          </>
        )}
        {b.specialRequest && (
          <>
            <dt>Special request</dt>
            <dd>{b.specialRequest}</dd>
          </>
        )}
        <dt>Address</dt>
        <dd>
          {addressText(b.place.address)}
          <br />
          <a href={mapUrl(b.place)} target="_blank" rel="noopener noreferrer">
            View on a map
          </a>{' '}
          ·{' '}
          <a href={directionsUrl(b.place)} target="_blank" rel="noopener noreferrer">
            Get directions
          </a>
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href={telHref(b.place.phone)}>{b.place.phone}</a>
        </dd>
      </dl>
      {b.ics && (
        <p>
          <a
            className="button button--secondary"
            href={`data:text/calendar;charset=utf-8,${encodeURIComponent(b.ics)}`}
            download={`casa-lumbre-${b.bookingReference}.ics`}
          >
            Add to calendar
          </a>
        </p>
      )}
    </section>
  );
}
