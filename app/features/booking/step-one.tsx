// Step 1 (product.md §2): restaurant (a searchable combobox that
// commits only on Enter or a click), date (today when it still has times,
// else the next day that has them; days without times greyed out with the
// reason), guests (2 unless chosen; a chosen party is never changed
// silently), occasion; bigger parties go to the group-booking view.
import { useId, useState } from 'react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { DEFAULT_ONLINE_BOOKING } from '../../../contract/online-booking.ts';
import type { RestaurantSummary } from '../../../contract/content-api.ts';
import { addDays, closedReason } from './london-date.ts';
import { NotBookableOnline } from './not-bookable-online.tsx';
import type { BookingFlow } from './use-booking-flow.ts';
import { DatePicker } from '../../components/ui/date-picker.tsx';
import { SpinnerOverlay } from '../../components/ui/spinner-overlay.tsx';
import styles from './booking-modal.module.css';

const WINDOW_DAYS = 90;
const EARTH_RADIUS_MILES = 3959;

/** product.md §9 haversine on the 3959-mile radius. */
function miles(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

/** Nearest first when the diner's location is known, else by name. */
export function orderRestaurants(
  restaurants: readonly RestaurantSummary[],
  here: { lat: number; lng: number } | null,
): RestaurantSummary[] {
  const list = [...restaurants];
  return here ? list.sort((a, b) => miles(here, a) - miles(here, b)) : list.sort((a, b) => a.title.localeCompare(b.title));
}

function RestaurantPicker({ flow }: { flow: BookingFlow }) {
  const { state, dispatch, restaurants } = flow;
  const [here, setHere] = useState<{ lat: number; lng: number } | null>(null);
  const [locating, setLocating] = useState<'idle' | 'busy' | 'failed'>('idle');
  // The list opens inside the modal dialog: outside it, the page is inert (showModal).
  const [container, setContainer] = useState<Element | null>(null);
  const items = orderRestaurants(restaurants, here);
  const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  return (
    <div className={styles.field} data-area="restaurant" ref={(el) => setContainer(el?.closest('dialog') ?? null)}>
      <ComboBox
        className={styles.combo}
        defaultItems={items}
        selectedKey={state.storeId}
        // Arrow keys only move through the list: the choice is made by Enter or a click.
        onSelectionChange={(key) => {
          if (key !== null && String(key) !== state.storeId) dispatch({ type: 'restaurant/set', storeId: String(key) });
        }}
      >
        <Label>Restaurant</Label>
        <div className={styles.comboInput}>
          <Input placeholder="Type a town or restaurant" />
          <Button aria-label="Show restaurants">▾</Button>
        </div>
        {container && (
          <Popover className={styles.popover} UNSTABLE_portalContainer={container} placement="bottom start">
            <ListBox className={styles.listBox} renderEmptyState={() => <p className={styles.hint}>No restaurant matches.</p>}>
              {(r: RestaurantSummary) => (
                <ListBoxItem id={r.storeId} textValue={r.title} className={styles.option}>
                  {r.title}
                  {here && <small> · {miles(here, r).toFixed(1)} miles</small>}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        )}
      </ComboBox>
      {canLocate && !here && (
        <p className={styles.hint}>
          <button
            type="button"
            className="button button--text"
            disabled={locating === 'busy'}
            onClick={() => {
              setLocating('busy');
              navigator.geolocation.getCurrentPosition(
                (p) => {
                  setHere({ lat: p.coords.latitude, lng: p.coords.longitude });
                  setLocating('idle');
                },
                () => setLocating('failed'),
                { timeout: 10_000, maximumAge: 600_000 },
              );
            }}
          >
            List the nearest first
          </button>
          {locating === 'failed' && <span role="status"> Your location is not available.</span>}
        </p>
      )}
    </div>
  );
}

export function StepOne({ flow }: { flow: BookingFlow }) {
  const { state, dispatch, restaurant, findTimes, today, calendar } = flow;
  const ids = { occasion: useId(), adults: useId(), party: useId() };
  // One group threshold, from the restaurant's setup: larger parties go to the enquiry form (decision 025).
  const booking = restaurant?.booking ?? DEFAULT_ONLINE_BOOKING;
  const max = Math.min(state.restrictions.maxCovers, booking.largestOnlineParty);
  const ready = Boolean(state.storeId && state.date && state.occasion && !state.spinner.stepOne);
  const setAdults = (adults: number) => dispatch({ type: 'covers/set', adults });

  return (
    <form
      className={`${styles.step} ${styles.stepOne}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) findTimes();
      }}
    >
      <h3 className={styles.stepHeading} tabIndex={-1} data-step-heading>
        Restaurant, date and guests
      </h3>
      <RestaurantPicker flow={flow} />

      {restaurant && !booking.open ? (
        <NotBookableOnline booking={booking} restaurant={restaurant} />
      ) : (
        <>
          <div className={styles.field} data-area="guests">
            <label htmlFor={ids.adults}>Guests</label>
            <div className={styles.stepper}>
              <button
                type="button"
                aria-label="One guest fewer"
                onClick={() => setAdults(state.adultCovers - 1)}
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
                aria-describedby={state.partyNote ? ids.party : undefined}
                onChange={(e) => setAdults(Number(e.target.value) || state.restrictions.minCovers)}
              />
              <button
                type="button"
                aria-label="One guest more"
                onClick={() => setAdults(state.adultCovers + 1)}
                disabled={state.adultCovers >= max}
              >
                +
              </button>
            </div>
            {state.partyNote && (
              <p id={ids.party} className={styles.notice} role="status">
                {state.partyNote}
              </p>
            )}
            {/* product.md §9 SHOW_CHILD_COVERS is false: children are not asked for (they are sent as 0). */}
            <p className={styles.hint}>
              {booking.groupFromCovers} or more guests?{' '}
              <button type="button" className="button button--text" onClick={() => dispatch({ type: 'group/open' })}>
                Send a group booking enquiry
              </button>
            </p>
          </div>

          <fieldset className={styles.field} data-area="date">
            <legend>Date</legend>
            <DatePicker
              label="Choose a date"
              value={state.date}
              min={today}
              max={addDays(today, WINDOW_DAYS)}
              unavailableReason={(d) =>
                (restaurant ? closedReason(restaurant.hours, restaurant.specialHours, d) : null) ?? calendar.unavailable(d)
              }
              onMonthChange={calendar.setMonth}
              onChange={(date) => dispatch({ type: 'date/set', date, now: new Date() })}
            />
          </fieldset>

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
