// Step 1 for a restaurant that takes no online bookings (product.md §8 codes 10,
// 11, 19, 20; decision 025): said the moment it is chosen, before any date, with
// the booking link it is booked through (Center Parcs) or its phone number.
import type { OnlineBooking } from '../../../contract/online-booking.ts';
import type { RestaurantSummary } from '../../../contract/content-api.ts';
import { telHref } from '../../lib/restaurant-links.ts';
import styles from './booking-modal.module.css';

export function NotBookableOnline({ booking, restaurant }: { booking: OnlineBooking; restaurant: RestaurantSummary }) {
  return (
    <div className={styles.field} role="status">
      <p>{booking.message}</p>
      {booking.externalBookingUrl ? (
        <p>
          <a href={booking.externalBookingUrl} className="button" rel="noopener" target="_blank">
            Book {restaurant.title} online (opens in a new tab)
          </a>
        </p>
      ) : (
        <p>
          Call {restaurant.title} on <a href={telHref(restaurant.phone)}>{restaurant.phone}</a>.
        </p>
      )}
    </div>
  );
}
