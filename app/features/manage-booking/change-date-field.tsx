// The manage page's new date (decision 041). Without JavaScript, the plain date
// input in the booking window; with it, the booking modal's month grid
// (app/components/ui/date-picker.tsx), closed and fully booked days greyed
// with their reason for the party chosen, its choice sent in a hidden field.
import { useState } from 'react';
import { partyVerdict, type ChangeBounds } from '../../../contract/booking-change.ts';
import { DatePicker } from '../../components/ui/date-picker.tsx';
import { useHydrated } from '../forms/use-hydrated.ts';
import { monthStartOf } from '../booking/booking-days.ts';
import { changeDayUnavailable } from './change-days.ts';
import styles from './manage-booking.module.css';
import { useChangeDays } from './use-change-days.ts';

interface DateProps {
  bounds: ChangeBounds;
  storeId: string;
  /** The booking's own day: its seats are free for the move (change-days.ts). */
  bookingDate: string;
  date: string;
  onChange: (date: string) => void;
  guests: number;
  error: string | undefined;
}

export function ChangeDateField({ bounds, storeId, bookingDate, date, onChange, guests, error }: DateProps) {
  const hydrated = useHydrated();
  const [month, setMonth] = useState<string | null>(null);
  // A size the occasion takes only as a request has no online days: the guests field says so instead.
  const asked = hydrated && partyVerdict(bounds, guests) !== 'request';
  const days = useChangeDays(
    asked ? { storeId, occasionId: bounds.occasionId, guests, month: month ?? monthStartOf(date || bounds.firstDate) } : null,
  );
  const describedBy = error ? 'change-date-error' : undefined;
  const errorText = error && (
    <p id="change-date-error" className={styles.error}>
      {error}
    </p>
  );
  if (!hydrated) {
    return (
      <div className={styles.field}>
        <label htmlFor="change-date" className={styles.label}>
          New date
        </label>
        <input
          id="change-date"
          name="date"
          type="date"
          required
          min={bounds.firstDate}
          max={bounds.lastDate}
          defaultValue={date}
          className={styles.input}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        />
        {errorText}
      </div>
    );
  }
  return (
    <fieldset className={`${styles.field} ${styles.dateFieldset}`} aria-describedby={describedBy}>
      <legend className={styles.label}>New date</legend>
      <DatePicker
        label="New date"
        value={date}
        min={bounds.firstDate}
        max={bounds.lastDate}
        unavailableReason={(d) => changeDayUnavailable(days, bounds.firstDate, bookingDate, d)}
        onMonthChange={setMonth}
        onChange={onChange}
      />
      <input type="hidden" name="date" value={date} />
      {errorText}
    </fieldset>
  );
}
