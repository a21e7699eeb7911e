// Every restaurant of the chain (product.md §2 /restaurants/: "list and map"): an
// A–Z by the place diners know, beside a map of them all.
import { Link } from 'react-router';
import { LazyMap } from '../maps/lazy-map.tsx';
import { ListMapLayout } from '../maps/list-map-layout.tsx';
import { groupByPlace } from './group-by-place.ts';
import styles from '../restaurants/restaurant-list.module.css';

export interface ListedRestaurant {
  slug: string;
  title: string;
  line1: string;
  postcode: string;
  lat: number;
  lng: number;
}

export function AllRestaurants({ restaurants, tileUrl }: { restaurants: readonly ListedRestaurant[]; tileUrl: string }) {
  const groups = groupByPlace(restaurants);
  return (
    <section aria-labelledby="all-restaurants" className={styles.all}>
      <h2 id="all-restaurants" className={styles.allHeading}>
        All {restaurants.length} restaurants
      </h2>
      <ListMapLayout
        id="all-restaurants-view"
        label="Show all restaurants as"
        list={
          <nav aria-label="Restaurants A to Z">
            {groups.map(({ letter, restaurants: rs }) => (
              <section key={letter} aria-labelledby={`letter-${letter}`} className={styles.group}>
                <h3 id={`letter-${letter}`}>{letter}</h3>
                <ul className={styles.list}>
                  {rs.map((r) => (
                    <li key={r.slug}>
                      <Link to={`/restaurants/${r.slug}/`}>{r.title}</Link>
                      <span className={styles.address}>
                        {r.line1}, {r.postcode}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        }
        map={
          <LazyMap
            label="Map of all our restaurants"
            tileUrl={tileUrl}
            markers={restaurants.map((r) => ({ lat: r.lat, lng: r.lng, title: r.title, href: `/restaurants/${r.slug}/` }))}
          />
        }
      />
    </section>
  );
}
