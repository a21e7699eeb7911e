// product.md §2 /restaurants/: the restaurant list and map, with the find-a-restaurant search.
import type { Route } from './+types/restaurants';
import { pageMeta } from '../lib/route-meta.ts';
import { loadFinder } from '../features/finder/finder-loader.server.ts';
import { FinderView } from '../features/finder/finder-view.tsx';
import { AllRestaurants } from '../features/restaurant-list/all-restaurants.tsx';
import { useRootData } from '../lib/root-data.ts';
import styles from '../features/restaurants/restaurant-list.module.css';

export async function loader({ context, request }: Route.LoaderArgs) {
  const [finder, list] = await Promise.all([loadFinder(context, request), context.services.content.restaurantSummaries()]);
  return {
    finder,
    restaurants: list.map(({ slug, title, address, lat, lng }) => ({
      slug,
      title,
      line1: address.line1,
      postcode: address.postcode,
      lat,
      lng,
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
  const tileUrl = root?.mapTileUrl ?? '';
  return (
    <div className={`container ${styles.page}`}>
      <h1>Our restaurants</h1>
      <FinderView data={loaderData.finder} action="/restaurants/" tileUrl={tileUrl} />
      <AllRestaurants restaurants={loaderData.restaurants} tileUrl={tileUrl} />
    </div>
  );
}
