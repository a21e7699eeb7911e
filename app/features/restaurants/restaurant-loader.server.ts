// Loads a restaurant by slug for its pages; a missing one is SPEC §4's 404.
import { data, type AppLoadContext } from 'react-router';
import { MAX_TABLE_BOOKING_COVERS } from '../../../contract/booking-codes.ts';
import { clickCollectStatus, openingStatus } from '../../../contract/opening-hours.ts';

export async function loadRestaurant(context: AppLoadContext, slug: string, now = new Date()) {
  const restaurant = await context.services.content.restaurantBySlug(slug.toLowerCase());
  if (!restaurant) throw data('This page could not be found.', { status: 404 });
  const [allOffers, setup] = await Promise.all([
    context.services.content.offers(),
    context.services.booking.repo.setup(restaurant.storeId),
  ]);
  const offers = allOffers.filter((o) => restaurant.offers.includes(o.slug));
  // The largest party the booking setup takes online (bigger ones send an enquiry).
  const onlineCovers = setup?.config.maxOnlineCovers ?? MAX_TABLE_BOOKING_COVERS;
  // SPEC §4 opening status, at the moment of the request.
  const status = openingStatus(restaurant.hours, restaurant.specialHours, now);
  const clickCollect = restaurant.clickCollect.enabled ? clickCollectStatus(restaurant.hours, restaurant.specialHours, now) : null;
  return { restaurant, offers, status, clickCollect, onlineCovers };
}
