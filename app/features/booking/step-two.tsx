// Step 2 (product.md §4 "Booking flow", decision 026 and product.md D14): a preferred time or service and the five free
// times nearest it, "Show all times" grouped by service, none chosen for the
// diner; then the menu and area (filtered by the occasion's link groups),
// which keep the time picked while it is still free; extras for
// the chosen time; and, when the day has no times left, the next free times
// here and at restaurants nearby, each one click away.
import { useId, useState } from 'react';
import type { BookingFlow } from './use-booking-flow.ts';
import { SpinnerOverlay } from '../../components/ui/spinner-overlay.tsx';
import { ExtrasPicker } from './extras.tsx';
import { WaitlistJoin } from './waitlist-join.tsx';
import { formatLongDate } from './london-date.ts';
import type { Slot } from './booking-state.ts';
import { defaultPreference, nearestTimes, preferenceOptions, timesByService } from './time-choice.ts';
import styles from './booking-modal.module.css';

function TimeRadios({ slots, flow }: { slots: Slot[]; flow: BookingFlow }) {
  const { state, dispatch } = flow;
  return (
    <div className={styles.slots}>
      {slots.map((slot) => (
        <label key={slot.time} className={styles.slot} data-enquire={slot.canEnquire}>
          <input
            type="radio"
            name="time"
            value={slot.time}
            checked={state.timeChosen && state.time === slot.time}
            onChange={() => dispatch({ type: 'time/set', time: slot.time })}
          />
          <span>
            {slot.time}
            {slot.canEnquire && <small> request</small>}
          </span>
        </label>
      ))}
    </div>
  );
}

function Alternatives({ flow }: { flow: BookingFlow }) {
  const { state, dispatch, nearby, restaurants, restaurant, laterDays } = flow;
  const here = restaurant?.title ?? 'this restaurant';
  const near = (nearby ?? []).filter((s) => s.firstAvailableTime);
  if (!state.date) return null;
  return (
    <section className={styles.nearby} aria-labelledby="alternatives-heading">
      <h4 id="alternatives-heading">Next free times</h4>
      {laterDays.length + near.length === 0 && <p className={styles.hint}>Nothing is free soon: try another date in step 1.</p>}
      <ul>
        {laterDays.map((d) => (
          <li key={d.date}>
            <span>
              {here}, {formatLongDate(d.date)}, from {d.time}
            </span>
            <button
              type="button"
              className="button button--secondary"
              aria-label={`Choose ${here}, ${formatLongDate(d.date)} at ${d.time}`}
              onClick={() =>
                state.storeId &&
                dispatch({ type: 'alternative/chosen', storeId: state.storeId, date: d.date, time: d.time, now: new Date() })
              }
            >
              {d.time}
            </button>
          </li>
        ))}
        {near.map((s) => {
          const title = restaurants.find((r) => r.storeId === s.storeId)?.title ?? s.name;
          return (
            <li key={s.storeId}>
              <span>
                {title} ({s.miles.toFixed(1)} miles), {formatLongDate(state.date!)}, from {s.firstAvailableTime}
              </span>
              <button
                type="button"
                className="button button--secondary"
                aria-label={`Choose ${title}, ${formatLongDate(state.date!)} at ${s.firstAvailableTime}`}
                onClick={() =>
                  dispatch({
                    type: 'alternative/chosen',
                    storeId: s.storeId,
                    date: state.date!,
                    time: s.firstAvailableTime!,
                    now: new Date(),
                  })
                }
              >
                {s.firstAvailableTime}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function StepTwo({ flow }: { flow: BookingFlow }) {
  const { state, dispatch, continueToDetails } = flow;
  const ids = { area: useId(), menu: useId(), preference: useId() };
  const [showAll, setShowAll] = useState(false);
  const preference = state.timePreference ?? defaultPreference(state.time);
  const options = preferenceOptions(state.slots, state.periods);
  if (!options.some((o) => o.value === preference)) options.push({ value: preference, label: preference });
  const shown = nearestTimes(state.slots, preference, state.periods);
  // An alternative picked elsewhere stays visible among the times shown.
  const picked = state.timeChosen ? state.slots.find((s) => s.time === state.time) : undefined;
  const five = picked && !shown.includes(picked) ? [...shown, picked].sort((a, b) => a.time.localeCompare(b.time)) : shown;

  return (
    <form
      className={styles.step}
      onSubmit={(e) => {
        e.preventDefault();
        if (state.timeChosen) void continueToDetails();
      }}
    >
      <h3 className={styles.stepHeading} tabIndex={-1} data-step-heading>
        Time and preferences
      </h3>
      {state.slots.length > 0 && (
        <div className={styles.field}>
          <label htmlFor={ids.preference}>Preferred time</label>
          <select id={ids.preference} value={preference} onChange={(e) => dispatch({ type: 'preference/set', preference: e.target.value })}>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      )}

      <fieldset className={styles.field} disabled={state.stepTwoDisabled}>
        <legend>{showAll ? 'All times' : 'Free times'}</legend>
        {state.spinner.stepTwo && <SpinnerOverlay label="Finding times…" />}
        {state.slots.length > 0 &&
          (showAll ? (
            timesByService(state.slots, state.periods).map((g) => (
              <div key={g.name} role="group" aria-label={g.name} className={styles.service}>
                <p className={styles.serviceName} aria-hidden="true">
                  {g.name}
                </p>
                <TimeRadios slots={g.times} flow={flow} />
              </div>
            ))
          ) : (
            <TimeRadios slots={five} flow={flow} />
          ))}
        {state.slots.length > five.length && (
          <p>
            <button type="button" className="button button--text" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
              {showAll ? 'Show fewer times' : `Show all times (${state.slots.length})`}
            </button>
          </p>
        )}
        {state.slots.some((s) => s.canEnquire) && (
          <p className={styles.hint}>
            Times marked “request” cannot be booked online, but we will do our best: the restaurant will confirm by e-mail.
          </p>
        )}
      </fieldset>

      {state.timeGone && (
        <p role="status" className={styles.hint}>
          {state.timeGone} is not free with this choice: please choose another time.
        </p>
      )}
      {/* product.md D14: the menu and the seating follow the time, as in the booking widgets diners know. */}
      {state.menus.length > 0 && (
        <div className={styles.field}>
          <label htmlFor={ids.menu}>Menu</label>
          <select
            id={ids.menu}
            value={state.menu?.id ?? ''}
            // The times load again for the new menu (their query is keyed by it).
            onChange={(e) => dispatch({ type: 'menu/set', menuId: e.target.value })}
          >
            {state.menus.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {state.areas.length > 0 && (
        <div className={styles.field}>
          <label htmlFor={ids.area}>Where would you like to sit?</label>
          <select
            id={ids.area}
            value={state.area?.id ?? ''}
            onChange={(e) => dispatch({ type: 'area/set', areaId: e.target.value || null })}
          >
            <option value="">No preference</option>
            {state.areas.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
      )}

      {state.timeChosen && <ExtrasPicker state={state} dispatch={dispatch} />}

      {state.noTimesLeft && <Alternatives flow={flow} />}
      {/* Decision 050: a full date or time offers the waitlist; the alternatives above stay. */}
      {state.date && !state.spinner.stepTwo && !state.timeChosen && <WaitlistJoin flow={flow} full={state.noTimesLeft} />}

      {state.slots.length > 0 && !state.timeChosen && <p className={styles.hint}>Choose a time to continue.</p>}
      <footer className={styles.footer}>
        <button type="button" className="button button--secondary" onClick={() => dispatch({ type: 'step/minus' })}>
          Back
        </button>
        <button type="submit" className="button" disabled={!state.timeChosen || state.stepTwoDisabled}>
          Continue
        </button>
      </footer>
    </form>
  );
}
