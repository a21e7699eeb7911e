// The finder inside a tile: the full finder when the page loaded results for
// it (/find-us/), otherwise a search box that goes to the restaurant list.
// Either way a GET form, so it works without JavaScript.
import { Form } from 'react-router';
import { FinderView } from '../../features/finder/finder-view.tsx';
import { useRootData } from '../../root.tsx';
import { useTileData } from './tile-data-context.tsx';
import styles from './restaurant-finder-tile.module.css';

export function RestaurantFinderTile() {
  const { finder, path } = useTileData();
  const root = useRootData();
  if (finder) {
    return (
      <div className={styles.full}>
        <FinderView data={finder} action={path} tileUrl={root?.mapTileUrl ?? ''} />
      </div>
    );
  }
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
