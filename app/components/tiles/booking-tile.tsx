// The booking tile of /book-now/: a link to /book-now/ that opens the booking
// modal (and works as a plain link without JavaScript).
import { Link } from 'react-router';
import { useRootData } from '../../lib/root-data.ts';

export function BookingTile() {
  const label = useRootData()?.settings.book_now_text ?? 'Book Now';
  return (
    <p>
      <Link to="/book-now/" className="button">
        {label}
      </Link>
    </p>
  );
}
