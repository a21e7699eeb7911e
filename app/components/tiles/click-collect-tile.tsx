// product.md §2 click-and-collect map with a restaurant list: every restaurant that
// takes click-and-collect orders, on a map and as a list with its order link.
import { useLoaderData } from 'react-router';
import { LazyMap } from '../../features/maps/lazy-map.tsx';
import { useRootData } from '../../lib/root-data.ts';
import styles from './click-collect-tile.module.css';

export interface ClickCollectRestaurant {
  slug: string;
  title: string;
  lat: number;
  lng: number;
  town: string;
  orderUrl: string;
}

export function ClickCollectTile() {
  const list = useLoaderData<{ clickCollect?: ClickCollectRestaurant[] } | null>()?.clickCollect ?? [];
  const root = useRootData();
  return (
    <div className={styles.wrap}>
      <LazyMap
        label="Map of restaurants offering click and collect"
        tileUrl={root?.mapTileUrl ?? ''}
        markers={list.map((r) => ({ lat: r.lat, lng: r.lng, title: r.title, href: `/restaurants/${r.slug}/`, detail: r.town }))}
      />
      <ul className={styles.list}>
        {list.map((r) => (
          <li key={r.slug}>
            <a href={`/restaurants/${r.slug}/`}>{r.title}</a>
            <a
              href={r.orderUrl}
              className="button button--secondary"
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Order click and collect from ${r.title}`}
            >
              Order
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
