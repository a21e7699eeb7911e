// The finder inside a tile: with the page's results on /find-us/, and
// elsewhere (home) a search that goes to the restaurant list. Either way the
// same GET form, so it works without JavaScript.
import { FinderView } from '../../features/finder/finder-view.tsx';
import type { FinderData } from '../../features/finder/finder-loader.server.ts';
import { useRootData } from '../../lib/root-data.ts';
import { useTileData } from './tile-data-context.tsx';
import styles from './restaurant-finder-tile.module.css';

const NO_SEARCH: FinderData = { q: '', amenities: [], error: null, searched: false, origin: null, message: null, results: [] };

export function RestaurantFinderTile() {
  const { finder, path } = useTileData();
  const root = useRootData();
  return (
    <div className={styles.full}>
      <FinderView data={finder ?? NO_SEARCH} action={finder ? path : '/restaurants/'} tileUrl={root?.mapTileUrl ?? ''} />
    </div>
  );
}
