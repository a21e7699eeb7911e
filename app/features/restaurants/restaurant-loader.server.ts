// Loads a restaurant by slug for its pages; a missing one is SPEC §4's 404.
import { data, type AppLoadContext } from 'react-router';

export async function loadRestaurant(context: AppLoadContext, slug: string) {
  const restaurant = await context.services.content.restaurantBySlug(slug.toLowerCase());
  if (!restaurant) throw data('This page could not be found.', { status: 404 });
  const offers = (await context.services.content.offers()).filter((o) => restaurant.offers.includes(o.slug));
  return { restaurant, offers };
}
