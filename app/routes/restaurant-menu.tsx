// product.md §2 /restaurants/{slug}/menu/{id?}/: the restaurant's own menus, or the chain's.
import type { Route } from './+types/restaurant-menu';
import { loadMenuPage } from '../features/menus/menu-loader.server.ts';
import { loadRestaurant } from '../features/restaurants/restaurant-loader.server.ts';
import { MenuView } from '../features/menus/menu-view.tsx';
import { pageMeta } from '../lib/route-meta.ts';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { restaurant } = await loadRestaurant(context, params.slug);
  return loadMenuPage(context, request, params.id, restaurant);
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    args.data && {
      title: `${args.data.menuName} | ${args.data.restaurant?.title ?? ''}`,
      description: args.data.menuDescription || `The ${args.data.menuName.toLowerCase()} menu.`,
      tiles: [],
    },
  );

export default function RestaurantMenu({ loaderData }: Route.ComponentProps) {
  return <MenuView data={loaderData} />;
}
