// Extras with a booking (product.md §7 upsells): the picker under the times in step
// 2, and the priced list the summary and the thanks view show.
import type { BookingExtra } from '../../../contract/booking.ts';
import { extrasTotal } from '../../../contract/booking-extras.ts';
import { formatPence } from '../../../contract/money.ts';
import type { BookingAction } from './booking-reducer.ts';
import type { BookingView } from './booking-view.ts';
import styles from './booking-modal.module.css';

export function ExtrasPicker({ state, dispatch }: { state: BookingView; dispatch: (action: BookingAction) => void }) {
  if (state.upsells.length === 0) return null;
  return (
    <fieldset className={styles.field}>
      <legend>Add to your booking (optional)</legend>
      {state.upsells.map((u) => (
        <label key={u.id} className={styles.extra}>
          <input
            type="checkbox"
            name="extras"
            value={u.id}
            checked={state.upsellIds.includes(u.id)}
            onChange={(e) => dispatch({ type: 'upsell/toggled', id: u.id, picked: e.target.checked })}
          />
          <span>
            <strong>{u.name}</strong>, {formatPence(u.pricePence)}
            {u.perCover ? ' per guest' : ''}
            {u.description && <small>{u.description}</small>}
          </span>
        </label>
      ))}
      <p className={styles.hint}>Extras are paid for at the restaurant.</p>
    </fieldset>
  );
}

/** "Prosecco on the table × 1, £28.00 … Extras total £46.00, paid at the restaurant". */
export function ExtrasList({ extras }: { extras: readonly BookingExtra[] }) {
  if (extras.length === 0) return null;
  return (
    <>
      <dt>Extras</dt>
      <dd>
        <ul className={styles.extrasList}>
          {extras.map((e) => (
            <li key={e.id}>
              {e.name} × {e.quantity}, {formatPence(e.totalPence)}
            </li>
          ))}
        </ul>
        {formatPence(extrasTotal(extras))} in all, paid at the restaurant
      </dd>
    </>
  );
}
