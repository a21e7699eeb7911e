// A grid row's "in service" line under the table's name (decision 035): the stage
// of the meal at the table and its turn time left, or the party running late,
// with the next step (main course, bill, cleared, no-show) as one button that
// posts the lifecycle action to the diary, as the list's quick buttons do.
import { Form } from 'react-router';
import { ACTION_LABELS } from '../../../contract/booking-lifecycle.ts';
import { CsrfField } from '../csrf-field.tsx';
import { guestName } from './booking-text.ts';
import { ROW_ACTION_ATTRIBUTE } from './row-focus.ts';
import { turnTimeText, type TableService } from './table-service.ts';
import styles from './timeline.module.css';

interface TableServiceCellProps {
  service: TableService;
  tableLabel: string;
  csrfToken: string;
  busy: boolean;
}

export function TableServiceCell({ service, tableLabel, csrfToken, busy }: TableServiceCellProps) {
  const { booking, next } = service;
  const text = service.kind === 'seated' ? `${service.stage}, ${turnTimeText(service.minutesLeft)}` : `Late, ${service.minutesLate} min`;
  return (
    <div className={`${styles.service} ${service.kind === 'late' ? styles.serviceLate : ''}`}>
      <span>{text}</span>
      {next && (
        <Form method="post" preventScrollReset className={styles.serviceForm}>
          <CsrfField token={csrfToken} />
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="bookingId" value={booking.id} />
          <input type="hidden" name="action" value={next} />
          <button
            type="submit"
            className={`button ${next === 'no-show' ? 'button--secondary' : ''} ${styles.serviceButton}`}
            disabled={busy}
            {...{ [ROW_ACTION_ATTRIBUTE]: '' }}
          >
            {ACTION_LABELS[next]}
            <span className="visually-hidden">
              {' '}
              for {guestName(booking)}, {booking.time}, {tableLabel}
            </span>
          </button>
        </Form>
      )}
    </div>
  );
}
