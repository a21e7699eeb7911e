// SPEC §2 /restaurants/: the restaurant list, with the find-a-restaurant search.
import { Link } from 'react-router';
import type { Route } from './+types/restaurants';
import { pageMeta } from '../lib/route-meta.ts';
import { loadFinder } from '../features/finder/finder-loader.server.ts';
import { FinderView } from '../features/finder/finder-view.tsx';
import { useRootData } from '../lib/root-data.ts';
import styles from '../features/restaurants/restaurant-list.module.css';

export async function loader({ context, request }: Route.LoaderArgs) {
  const [finder, list] = await Promise.all([loadFinder(context, request), context.services.content.restaurantSummaries()]);
  return {
    finder,
    restaurants: list.map(({ slug, title, address }) => ({
      slug,
      title,
      town: address.town,
      postcode: address.postcode,
      line1: address.line1,
    })),
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Our restaurants',
    description: 'Find your nearest Casa Lumbre: opening hours, menus and table booking for every restaurant.',
    tiles: [],
  });

export default function Restaurants({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const byLetter = new Map<string, typeof loaderData.restaurants>();
  for (const r of loaderData.restaurants) {
    const letter = r.town[0]!.toUpperCase();
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), r]);
  }
  return (
    <div className={`container ${styles.page}`}>
      <h1>Our restaurants</h1>
      <FinderView data={loaderData.finder} action="/restaurants/" tileUrl={root?.mapTileUrl ?? ''} />
      <h2 className={styles.allHeading}>All {loaderData.restaurants.length} restaurants</h2>
      <nav aria-label="Restaurants A to Z">
        {[...byLetter.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([letter, rs]) => (
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
    </div>
  );
}
