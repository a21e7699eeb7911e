// Step 1 (SPEC §2, issue 7): restaurant (optional select and change), date,
// guests within the occasion's bounds, occasion; bigger parties go to the
// group-booking view.
import { useId, useState } from 'react';
import { DEFAULT_ONLINE_BOOKING } from '../../../contract/online-booking.ts';
import { DatePicker } from './date-picker.tsx';
import { addDays, closedReason, londonToday } from './london-date.ts';
import { NotBookableOnline } from './not-bookable-online.tsx';
import type { BookingFlow } from './use-booking-flow.ts';
import { SpinnerOverlay } from '../../components/ui/spinner-overlay.tsx';
import styles from './booking-modal.module.css';

const WINDOW_DAYS = 90;

export function StepOne({ flow }: { flow: BookingFlow }) {
  const { state, dispatch, restaurants, restaurant, findTimes } = flow;
  const [changing, setChanging] = useState(false);
  const ids = { restaurant: useId(), occasion: useId(), adults: useId() };
  const today = londonToday();
  // One group threshold, from the restaurant's setup: larger parties go to the enquiry form (issue 15).
  const booking = restaurant?.booking ?? DEFAULT_ONLINE_BOOKING;
  const max = Math.min(state.restrictions.maxCovers, booking.largestOnlineParty);
  const ready = Boolean(state.storeId && state.date && state.occasion && !state.spinner.stepOne);

  return (
    <form
      className={styles.step}
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) findTimes();
      }}
    >
      <div className={styles.field}>
        {restaurant && !changing ? (
          <p className={styles.chosen}>
            <span>
              Restaurant: <strong>{restaurant.title}</strong>
            </span>
            <button type="button" className="button button--text" onClick={() => setChanging(true)}>
              Change restaurant
            </button>
          </p>
        ) : (
          <>
            <label htmlFor={ids.restaurant}>Restaurant</label>
            <select
              id={ids.restaurant}
              value={state.storeId ?? ''}
              onChange={(e) => {
                dispatch({ type: 'restaurant/set', storeId: e.target.value || null });
                setChanging(false);
              }}
            >
              <option value="">Choose a restaurant</option>
              {restaurants.map((r) => (
                <option key={r.storeId} value={r.storeId}>
                  {r.title}
                </option>
              ))}
            </select>
          </>
        )}
      </div>

      {restaurant && !booking.open ? (
        <NotBookableOnline booking={booking} restaurant={restaurant} />
      ) : (
        <>
          <fieldset className={styles.field}>
            <legend>Date</legend>
            <DatePicker
              label="Choose a date"
              value={state.date}
              min={today}
              max={addDays(today, WINDOW_DAYS)}
              unavailableReason={(d) => (restaurant ? closedReason(restaurant.hours, restaurant.specialHours, d) : null)}
              onChange={(date) => dispatch({ type: 'date/set', date, now: new Date() })}
            />
          </fieldset>

          <div className={styles.field}>
            <label htmlFor={ids.adults}>Guests</label>
            <div className={styles.stepper}>
              <button
                type="button"
                aria-label="One guest fewer"
                onClick={() => dispatch({ type: 'covers/set', adults: state.adultCovers - 1 })}
                disabled={state.adultCovers <= state.restrictions.minCovers}
              >
                −
              </button>
              <input
                id={ids.adults}
                type="number"
                inputMode="numeric"
                min={state.restrictions.minCovers}
                max={max}
                value={state.adultCovers}
                onChange={(e) => dispatch({ type: 'covers/set', adults: Number(e.target.value) || state.restrictions.minCovers })}
              />
              <button
                type="button"
                aria-label="One guest more"
                onClick={() => dispatch({ type: 'covers/set', adults: state.adultCovers + 1 })}
                disabled={state.adultCovers >= max}
              >
                +
              </button>
            </div>
            {/* SPEC §9 SHOW_CHILD_COVERS is false: children are not asked for (they are sent as 0). */}
            <p className={styles.hint}>
              {booking.groupFromCovers} or more guests?{' '}
              <button type="button" className="button button--text" onClick={() => dispatch({ type: 'group/open' })}>
                Send a group booking enquiry
              </button>
            </p>
          </div>

          {state.occasions.length > 0 && (
            <div className={styles.field}>
              <label htmlFor={ids.occasion}>Occasion</label>
              <select
                id={ids.occasion}
                value={state.occasion?.id ?? ''}
                onChange={(e) => dispatch({ type: 'occasion/changed', occasionId: e.target.value })}
              >
                {state.occasions.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </select>
            </div>
          )}

          {!state.footerHidden && (
            <footer className={styles.footer}>
              <button type="submit" className="button" disabled={!ready} aria-busy={state.spinner.stepOne}>
                Find a time
              </button>
            </footer>
          )}
        </>
      )}
      {state.spinner.stepOne && <SpinnerOverlay label="Checking availability…" />}
    </form>
  );
}
