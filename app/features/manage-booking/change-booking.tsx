// Changing the date, time or party (decision 026): a GET form asks for the times
// free on a date for a party (the booking's own seats left out), then a POST
// form moves the booking to the chosen one. A time taken meanwhile is product.md §8
// status 9's message beside the times, which are read again. The party follows
// the booking modal's rules and the date its calendar (product.md D14,
// change-guests-field.tsx, change-date-field.tsx).
import { useState } from 'react';
import { Form } from 'react-router';
import type { ManageDetails } from '../../../contract/booking-change.ts';
import { formatLongDate } from '../../../contract/london-time.ts';
import type { ChangeSearch } from './manage-booking.server.ts';
import { ChangeDateField } from './change-date-field.tsx';
import { ChangeGuestsField } from './change-guests-field.tsx';
import styles from './manage-booking.module.css';
import { useFocusWhen } from './use-focus-when.ts';

interface ChangeProps {
  booking: ManageDetails;
  token: string;
  search: ChangeSearch | null;
  busy: boolean;
  /** The change POST's refusal or lost race. */
  error: string | null;
  errors: Partial<Record<string, string>>;
}

export function ChangeBooking({ booking: b, token, search, busy, error, errors }: ChangeProps) {
  const bounds = b.change!;
  const dateError = search?.errors.date;
  const guestsError = search?.errors.guests;
  const searchedDate = search?.date || (b.date < bounds.firstDate ? bounds.firstDate : b.date);
  const searchedGuests = Number(search?.guests) || Math.min(Math.max(b.covers, bounds.minGuests), bounds.maxGuests);
  // The date and party as chosen (with JavaScript the calendar and the notice follow them at once); a new
  // search starts from its own.
  const [date, setDate] = useState(searchedDate);
  const [guests, setGuests] = useState(searchedGuests);
  const searched = `${searchedDate}|${searchedGuests}`;
  const [shownSearch, setShownSearch] = useState(searched);
  if (searched !== shownSearch) {
    setShownSearch(searched);
    setDate(searchedDate);
    setGuests(searchedGuests);
  }
  const found = search?.times ?? null;
  const results = useFocusWhen<HTMLHeadingElement>(found ? `${found.date}|${found.guests}` : null);
  const alert = useFocusWhen<HTMLParagraphElement>(error);
  const timeError = error ?? errors.time;
  return (
    <section className={styles.card} aria-labelledby="change-heading">
      <h2 id="change-heading">Change date, time or guests</h2>
      <Form method="get" className={styles.search} preventScrollReset>
        <input type="hidden" name="token" value={token} />
        <ChangeDateField
          bounds={bounds}
          storeId={b.storeId}
          bookingDate={b.date}
          date={date}
          onChange={setDate}
          guests={guests}
          error={dateError}
        />
        <ChangeGuestsField
          bounds={bounds}
          guests={guests}
          onChange={setGuests}
          error={guestsError}
          restaurant={b.restaurant}
          phone={b.place.phone}
        />
        <button type="submit" className="button button--secondary">
          Find times
        </button>
      </Form>
      {found && (
        <div className={styles.results}>
          <h3 id="change-times-heading" tabIndex={-1} ref={results}>
            Times on {formatLongDate(found.date)} for {found.guests} guest{found.guests === 1 ? '' : 's'}
          </h3>
          {found.times.length === 0 ? (
            <p className={styles.notice}>{found.message}</p>
          ) : (
            <Form method="post" className={styles.form}>
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="date" value={found.date} />
              <input type="hidden" name="guests" value={found.guests} />
              <fieldset className={styles.times} aria-describedby={timeError ? 'change-time-error' : undefined}>
                <legend className="visually-hidden">Choose a new time</legend>
                {found.times.map((t) => (
                  <label key={t} className={styles.time}>
                    <input type="radio" name="time" value={t} required defaultChecked={found.date === b.date && t === b.time} />
                    <span>{t}</span>
                  </label>
                ))}
              </fieldset>
              {timeError && (
                <p id="change-time-error" role="alert" tabIndex={-1} ref={alert} className={styles.error}>
                  {timeError}
                </p>
              )}
              <div className={styles.actions}>
                <button type="submit" name="intent" value="change" className="button" disabled={busy}>
                  {busy ? 'Changing…' : 'Change my booking'}
                </button>
              </div>
            </Form>
          )}
        </div>
      )}
    </section>
  );
}
