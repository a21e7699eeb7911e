// A restaurant picker inside a tile: a GET form to the restaurant list, so it
// works without JavaScript, plus quick links to every restaurant.
import { Form } from 'react-router';
import styles from './restaurant-finder-tile.module.css';

export function RestaurantFinderTile() {
  return (
    <Form method="get" action="/restaurants/" className={styles.finder} role="search" aria-label="Find a restaurant">
      <label htmlFor="finder-q" className={styles.label}>
        Town, city or postcode
      </label>
      <div className={styles.row}>
        <input
          id="finder-q"
          name="q"
          type="search"
          required
          autoComplete="postal-code"
          placeholder="e.g. Bath or BS1"
          className={styles.input}
        />
        <button type="submit" className="button">
          Find a restaurant
        </button>
      </div>
    </Form>
  );
}
