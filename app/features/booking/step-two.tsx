// Step 2: area and menu (filtered by the occasion's link groups), time slots
// (first selected, enquiry-only times marked), extras for that time, and
// nearby restaurants' free times when this one has none.
import { useId } from 'react';
import type { BookingFlow } from './use-booking-flow.ts';
import { SpinnerOverlay } from '../../components/ui/spinner-overlay.tsx';
import { ExtrasPicker } from './extras.tsx';
import styles from './booking-modal.module.css';

export function StepTwo({ flow }: { flow: BookingFlow }) {
  const { state, dispatch, continueToDetails, nearby, restaurants } = flow;
  const ids = { area: useId(), menu: useId() };

  return (
    <form
      className={styles.step}
      onSubmit={(e) => {
        e.preventDefault();
        if (state.slots.length) void continueToDetails();
      }}
    >
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

      <fieldset className={styles.field} disabled={state.stepTwoDisabled}>
        <legend>Time</legend>
        {state.spinner.stepTwo && <SpinnerOverlay label="Finding times…" />}
        {state.slots.length > 0 && (
          <div className={styles.slots}>
            {state.slots.map((slot) => (
              <label key={slot.time} className={styles.slot} data-enquire={slot.canEnquire}>
                <input
                  type="radio"
                  name="time"
                  value={slot.time}
                  checked={state.time === slot.time}
                  onChange={() => dispatch({ type: 'time/set', time: slot.time })}
                />
                <span>
                  {slot.time}
                  {slot.canEnquire && <small> request</small>}
                </span>
              </label>
            ))}
          </div>
        )}
        {state.slots.some((s) => s.canEnquire) && (
          <p className={styles.hint}>
            Times marked “request” cannot be booked online, but we will do our best: the restaurant will confirm by e-mail.
          </p>
        )}
      </fieldset>

      {state.slots.length > 0 && <ExtrasPicker state={state} dispatch={dispatch} />}

      {nearby && nearby.length > 0 && (
        <section className={styles.nearby} aria-labelledby="nearby-heading">
          <h3 id="nearby-heading">Free at restaurants nearby</h3>
          <ul>
            {nearby.map((s) => (
              <li key={s.storeId}>
                <span>
                  <strong>{restaurants.find((r) => r.storeId === s.storeId)?.title ?? s.name}</strong> ({s.miles.toFixed(1)} miles) from{' '}
                  {s.firstAvailableTime}
                </span>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    const date = state.date;
                    dispatch({ type: 'restaurant/set', storeId: s.storeId });
                    if (date) dispatch({ type: 'date/set', date, now: new Date() });
                  }}
                >
                  Book here
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <footer className={styles.footer}>
        <button type="button" className="button button--secondary" onClick={() => dispatch({ type: 'step/minus' })}>
          Back
        </button>
        <button type="submit" className="button" disabled={!state.slots.length || state.stepTwoDisabled}>
          Continue
        </button>
      </footer>
    </form>
  );
}
