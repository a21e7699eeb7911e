// product.md §2 /restaurants/{slug}/: the restaurant's header and its About and Menu
// tabs; the index child is About, menu/{id?}/ its menus.
import { ResponsivePicture } from '../components/ui/responsive-picture.tsx';
import { NavLink, Outlet, useMatches } from 'react-router';
import type { Route } from './+types/restaurant';
import { loadRestaurant } from '../features/restaurants/restaurant-loader.server.ts';
import { pageMeta } from '../lib/route-meta.ts';
import styles from '../features/restaurants/restaurant-page.module.css';

export const loader = ({ context, params }: Route.LoaderArgs) => loadRestaurant(context, params.slug);

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    args.data && {
      title: args.data.restaurant.title,
      description: `${args.data.restaurant.title}, ${args.data.restaurant.address.line1}, ${args.data.restaurant.address.town}: opening hours, menu, offers and table booking.`,
      tiles: [],
    },
  );

export default function RestaurantLayout({ loaderData }: Route.ComponentProps) {
  const { restaurant } = loaderData;
  const base = `/restaurants/${restaurant.slug}/`;
  // The About tab's h1 is the restaurant; a menu tab's h1 is the menu, so the name here is not a heading.
  const onMenu = useMatches().some((m) => m.id === 'routes/restaurant-menu');
  const Title = onMenu ? 'p' : 'h1';
  return (
    <>
      <header className={styles.hero}>
        <ResponsivePicture image={restaurant.image} sizes="100vw" priority className={styles.heroImage} />
        <div className={`container ${styles.heroText}`}>
          <p className={styles.kicker}>{restaurant.address.town}</p>
          <Title className={styles.title}>{restaurant.title}</Title>
          <p>
            {restaurant.address.line1}, {restaurant.address.postcode}
          </p>
          <p className={styles.status} data-open={loaderData.status.open}>
            {loaderData.status.open ? 'Open now' : 'Closed now'} · {loaderData.status.text}
          </p>
        </div>
      </header>
      <nav aria-label="Restaurant" className={`container ${styles.tabs}`}>
        <NavLink to={base} end className={styles.tab}>
          About
        </NavLink>
        <NavLink to={`${base}menu/`} className={styles.tab}>
          Menu
        </NavLink>
      </nav>
      <Outlet />
    </>
  );
}
