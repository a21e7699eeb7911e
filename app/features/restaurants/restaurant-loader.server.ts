// Loads a restaurant by slug for its pages; a missing one is product.md §4's 404.
import { data, type AppLoadContext } from 'react-router';
import { DEFAULT_ONLINE_BOOKING } from '../../../contract/online-booking.ts';
import { clickCollectStatus, openingStatus } from '../../../contract/opening-hours.ts';
import { londonDateOf } from '../../../contract/london-time.ts';

export async function loadRestaurant(context: AppLoadContext, slug: string, now = new Date()) {
  const restaurant = await context.services.content.restaurantBySlug(slug.toLowerCase());
  if (!restaurant) throw data('This page could not be found.', { status: 404 });
  const allOffers = await context.services.content.offers();
  // The page links each offer by its title: the rest (terms, description, image) stays out of the page's data.
  const offers = allOffers.filter((o) => restaurant.offers.includes(o.slug)).map(({ slug, title }) => ({ slug, title }));
  // From the booking setup: online or not (and where to book instead), and the party sizes (decision 025).
  const booking = restaurant.booking ?? DEFAULT_ONLINE_BOOKING;
  // product.md §4 opening status, at the moment of the request.
  const status = openingStatus(restaurant.hours, restaurant.specialHours, now);
  const clickCollect = restaurant.clickCollect.enabled ? clickCollectStatus(restaurant.hours, restaurant.specialHours, now) : null;
  // The same instant names today in the hours table (product.md D7), so the page and its status agree.
  return { restaurant, offers, status, clickCollect, booking, today: londonDateOf(now) };
}
