// The restaurant page's "Book a table" block (product.md §8 codes 10, 11,
// 19, 20): from the booking setup, either the online booking button with the
// party sizes it takes, or — before the diner picks a date — why this
// restaurant cannot be booked here and where to book instead.
import { Link } from 'react-router';
import type { OnlineBooking } from '../../../contract/online-booking.ts';
import type { Restaurant } from '../../../contract/content.ts';

interface Props {
  booking: OnlineBooking;
  restaurant: Pick<Restaurant, 'slug' | 'phone' | 'title'>;
  bookNowText: string;
}

export function BookingNotice({ booking, restaurant, bookNowText }: Props) {
  if (!booking.open) {
    return (
      <>
        <p>{booking.message}</p>
        {booking.externalBookingUrl ? (
          <a href={booking.externalBookingUrl} className="button" rel="noopener">
            Book {restaurant.title} online
          </a>
        ) : (
          <p>
            Call us on <a href={`tel:${restaurant.phone.replace(/\s+/g, '')}`}>{restaurant.phone}</a> and we will gladly help.
          </p>
        )}
      </>
    );
  }
  return (
    <>
      <p>{`Tables for up to ${booking.largestOnlineParty} can be booked online; for groups of ${booking.groupFromCovers} or more, send us an enquiry.`}</p>
      <Link to={`/book-now/?restaurant=${restaurant.slug}`} className="button">
        {bookNowText}
      </Link>
    </>
  );
}
