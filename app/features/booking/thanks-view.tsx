// The thanks view: confirmation number and everything chosen (decision 026:
// restaurant, date, time, guests, occasion, area, menu, the extras as booked,
// special request), an add-to-calendar file, and the link to manage or cancel.
import type { BookingFlow } from './use-booking-flow.ts';
import { formatLongDate } from './london-date.ts';
import { calendarFileHref } from './calendar-file.ts';
import { ExtrasList } from './extras.tsx';
import { useRootData } from '../../lib/root-data.ts';
import styles from './booking-modal.module.css';

export function ThanksView({ flow, onClose }: { flow: BookingFlow; onClose: () => void }) {
  const { state, restaurant } = flow;
  const guests = state.adultCovers + state.childCovers;
  const enquiry = state.bookingType === 'enquiry';
  const siteUrl = useRootData()?.publicUrl;
  const ics =
    restaurant && state.date && state.confirmationNumber && siteUrl
      ? calendarFileHref(
          {
            reference: state.confirmationNumber,
            date: state.date,
            time: state.time,
            covers: guests,
            occasionName: state.occasion?.name,
            managePath: state.managePath,
            requested: state.bookingType !== null,
            restaurant,
            siteUrl,
          },
          new Date(),
        )
      : null;
  return (
    <div className={styles.thanks}>
      <h3 className={`${styles.stepHeading} ${styles.lead}`} tabIndex={-1} data-step-heading>
        {enquiry ? 'Your request has been sent.' : 'Your table is booked.'}
      </h3>
      <dl className={styles.details}>
        <dt>{enquiry ? 'Request number' : 'Confirmation number'}</dt>
        <dd data-testid="confirmation-number">{state.confirmationNumber}</dd>
        <dt>Restaurant</dt>
        <dd>{restaurant?.title}</dd>
        <dt>Date</dt>
        <dd>{state.date ? formatLongDate(state.date) : ''}</dd>
        <dt>Time</dt>
        <dd>{state.time}</dd>
        <dt>Guests</dt>
        <dd>{guests}</dd>
        {state.occasion && (
          <>
            <dt>Occasion</dt>
            <dd>{state.occasion.name}</dd>
          </>
        )}
        <dt>Where</dt>
        <dd>{state.area?.name ?? 'No preference'}</dd>
        {state.menu && (
          <>
            <dt>Menu</dt>
            <dd>{state.menu.name}</dd>
          </>
        )}
        <ExtrasList extras={state.bookedExtras} />
        {state.customer.specialRequest.trim() && (
          <>
            <dt>Special request</dt>
            <dd>{state.customer.specialRequest}</dd>
          </>
        )}
      </dl>
      <p>
        We have e-mailed {state.customer.email || 'you'} a confirmation with a link to view or cancel{' '}
        {enquiry ? 'your request' : 'your booking'}.
        {state.managePath && (
          <>
            {' '}
            <a href={state.managePath}>{enquiry ? 'View or cancel this request' : 'View, change or cancel this booking'}</a>
          </>
        )}
      </p>
      <footer className={styles.footer}>
        {ics && !enquiry && (
          <a className="button button--secondary" href={ics} download={`casa-lumbre-${state.confirmationNumber}.ics`}>
            Add to calendar
          </a>
        )}
        <button type="button" className="button" onClick={onClose}>
          Done
        </button>
      </footer>
    </div>
  );
}
