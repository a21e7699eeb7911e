// The manage page's guests (decision 041): the sizes the booking modal offers for
// the occasion, the modal's pointer for groups, and no silent cap — a size the
// booking cannot move to online (a card guarantee it lacks, a size the occasion
// takes as a request) stays in the list and, once chosen, says why and how to
// reach the restaurant. The server's check (booking-change.ts) stays the authority.
import { partyRefusal, partyVerdict, type ChangeBounds } from '../../../contract/booking-change.ts';
import { telHref } from '../../lib/restaurant-links.ts';
import styles from './manage-booking.module.css';

/** The group booking form on the groups page (content/pages/work-parties.json, tile "groups-form"). */
export const GROUP_ENQUIRY_PATH = '/work-parties/#groups-form';

interface GuestsProps {
  bounds: ChangeBounds;
  guests: number;
  onChange: (guests: number) => void;
  /** The server's refusal of the guests searched for (its own words). */
  error: string | undefined;
  restaurant: string;
  phone: string;
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

export function ChangeGuestsField({ bounds, guests, onChange, error, restaurant, phone }: GuestsProps) {
  const verdict = partyVerdict(bounds, guests);
  const message = partyRefusal(bounds, guests) ?? error;
  const byPhone = verdict === 'card' || verdict === 'request';
  return (
    <div className={styles.field}>
      <label htmlFor="change-guests" className={styles.label}>
        Guests
      </label>
      <select
        id="change-guests"
        name="guests"
        value={String(guests)}
        onChange={(e) => onChange(Number(e.target.value))}
        className={styles.input}
        aria-describedby={['change-guests-hint', message ? 'change-guests-error' : ''].filter(Boolean).join(' ')}
        aria-invalid={message ? true : undefined}
      >
        {range(bounds.minGuests, bounds.maxGuests).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <p id="change-guests-hint" className={styles.hint}>
        {bounds.groupFrom} or more guests? <a href={GROUP_ENQUIRY_PATH}>Send a group booking enquiry</a>
      </p>
      {/* Said as the diner chooses (with JavaScript), and after a search without it. */}
      <div aria-live="polite">
        {message && (
          <div id="change-guests-error" className={byPhone ? styles.notice : styles.error}>
            <p className={styles.message}>{message}</p>
            {byPhone && (
              <p className={styles.message}>
                Call {restaurant} on <a href={telHref(phone)}>{phone}</a>.
              </p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
