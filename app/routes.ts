// The route table of SPEC §2. Every path carries a trailing slash (the server
// redirects paths without one before React Router sees them).
import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  route('/', 'routes/home-layout.tsx', [
    index('routes/home.tsx'),
    route('book-now', 'routes/book-now.tsx'),
    route('find-us', 'routes/find-us.tsx'),
  ]),
  route('our-menu/:id?', 'routes/our-menu.tsx'),
  route('refer-a-friend', 'routes/refer-a-friend.tsx'),
  route('referral', 'routes/referral.tsx'),
  route('restaurants', 'routes/restaurants.tsx'),
  route('restaurants/:slug', 'routes/restaurant.tsx', [
    index('routes/restaurant-about.tsx'),
    route('menu/:id?', 'routes/restaurant-menu.tsx'),
  ]),
  route('occasion-date/:id?', 'routes/occasion-date.tsx'),
  route('offer/:id?', 'routes/offer.tsx'),
  route('preferences/:id?', 'routes/preferences.tsx'),
  route('unsubscribe/:id', 'routes/unsubscribe.tsx'),
  route('manage-booking', 'routes/manage-booking.tsx'),
  // DESIGN §8: the restaurant console, signed-in staff only (its loaders check the session and the role).
  route('console', 'routes/console/layout.tsx', [
    index('routes/console/home.tsx'),
    route('set-password', 'routes/console/set-password.tsx'),
    route('forgot-password', 'routes/console/forgot-password.tsx'),
    route('sign-out', 'routes/console/sign-out.tsx'),
    route('diary/:storeId', 'routes/console/diary.tsx'),
    route('diary/:storeId/new', 'routes/console/new-booking.tsx'),
    route('bookings/:bookingId', 'routes/console/booking.tsx'),
    route('search', 'routes/console/search.tsx'),
    route('messages', 'routes/console/messages.tsx'),
    route('messages/:kind/:messageId', 'routes/console/message.tsx'),
    route('settings/:storeId', 'routes/console/settings.tsx'),
    // Issue 15: a restaurant's booking setup, section by section, its history and its downloads.
    route('setup/export', 'routes/console/setup-export-all.tsx'),
    route('setup/:storeId', 'routes/console/setup.tsx'),
    route('setup/:storeId/rules', 'routes/console/setup-rules.tsx'),
    route('setup/:storeId/hours', 'routes/console/setup-hours.tsx'),
    route('setup/:storeId/periods', 'routes/console/setup-periods.tsx'),
    route('setup/:storeId/tables', 'routes/console/setup-tables.tsx'),
    route('setup/:storeId/occasions', 'routes/console/setup-occasions.tsx'),
    route('setup/:storeId/history', 'routes/console/setup-history.tsx'),
    route('setup/:storeId/history/:version', 'routes/console/setup-version.tsx'),
    route('setup/:storeId/export', 'routes/console/setup-export.tsx'),
    route('staff', 'routes/console/staff.tsx'),
    route('staff/new', 'routes/console/staff-new.tsx'),
    route('staff/:staffId', 'routes/console/staff-member.tsx'),
  ]),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route(':id1', 'routes/content-page.tsx', { id: 'content-page' }),
  route(':id1/:id2', 'routes/content-page.tsx', { id: 'content-subpage' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
