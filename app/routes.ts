// The route table of product.md §2. Every path carries a trailing slash (the server
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
  // Decision 050: the waitlist's signed links (a held table's claim, leaving the list); a GET changes nothing.
  route('waitlist', 'routes/waitlist.tsx'),
  // Decision 078: an event proposal's signed link for its client; a GET changes nothing.
  route('event-proposal', 'routes/event-proposal.tsx'),
  // product.md D8: the restaurant console, signed-in staff only (its loaders check the session and the role).
  route('console', 'console/routes/layout.tsx', [
    index('console/routes/home.tsx'),
    route('set-password', 'console/routes/set-password.tsx'),
    route('forgot-password', 'console/routes/forgot-password.tsx'),
    route('sign-out', 'console/routes/sign-out.tsx'),
    route('diary/:storeId', 'console/routes/diary.tsx'),
    route('diary/:storeId/new', 'console/routes/new-booking.tsx'),
    // Decision 066: an open diary waits here for its day to change, and hears what changed.
    route('diary/:storeId/changes', 'console/routes/diary-changes.ts'),
    // product.md D8: the times the phone booking form offers, as JSON for the form's script.
    route('diary/:storeId/new/times', 'console/routes/new-booking-times.ts'),
    // Decision 079: a re-seating of the day's unpinned bookings, proposed and applied on confirmation.
    route('diary/:storeId/optimise', 'console/routes/diary-optimise.tsx'),
    // Decision 050: a restaurant-day's waitlist, online and walk-in.
    route('waitlist/:storeId', 'console/routes/waitlist.tsx'),
    route('bookings/:bookingId', 'console/routes/booking.tsx'),
    route('search', 'console/routes/search.tsx'),
    route('messages', 'console/routes/messages.tsx'),
    route('messages/:kind/:messageId', 'console/routes/message.tsx'),
    // Decision 077: group enquiries as leads of their restaurants.
    route('events', 'console/routes/events.tsx'),
    route('events/:leadId', 'console/routes/event-lead.tsx'),
    // Decision 078: the proposal builder; sending holds the space and mails the client.
    route('events/:leadId/proposal', 'console/routes/event-proposal.tsx'),
    route('events/:leadId/sheet', 'console/routes/event-sheet.tsx'),
    route('events/:leadId/cancel', 'console/routes/event-cancel.tsx'),
    route('settings/:storeId', 'console/routes/settings.tsx'),
    // Decision 075: what the yield rule would have done on a weekday's past weeks.
    route('settings/:storeId/yield', 'console/routes/settings-yield.tsx'),
    // Decision 025: a restaurant's booking setup, section by section, its history and its downloads.
    route('setup/export', 'console/routes/setup-export-all.tsx'),
    route('setup/:storeId', 'console/routes/setup.tsx'),
    route('setup/:storeId/rules', 'console/routes/setup-rules.tsx'),
    route('setup/:storeId/hours', 'console/routes/setup-hours.tsx'),
    route('setup/:storeId/periods', 'console/routes/setup-periods.tsx'),
    route('setup/:storeId/tables', 'console/routes/setup-tables.tsx'),
    route('setup/:storeId/occasions', 'console/routes/setup-occasions.tsx'),
    route('setup/:storeId/history', 'console/routes/setup-history.tsx'),
    route('setup/:storeId/history/:version', 'console/routes/setup-version.tsx'),
    route('setup/:storeId/export', 'console/routes/setup-export.tsx'),
    route('content', 'console/routes/content.tsx'),
    route('content/export', 'console/routes/content-export.tsx'),
    route('content/images', 'console/routes/content-images.tsx'),
    route('content/:kind/:docId', 'console/routes/content-document.tsx'),
    route('content/:kind/:docId/preview', 'console/routes/content-preview.tsx'),
    route('content/menu/:docId/items/:itemId', 'console/routes/content-menu-item.tsx'),
    route('content/availability/:storeId', 'console/routes/content-availability.tsx'),
    route('guests', 'console/routes/guests.tsx'),
    route('guests/:guestId', 'console/routes/guest.tsx'),
    route('guests/:guestId/merge', 'console/routes/guest-merge.tsx'),
    // Decision 045: a person's data rights, marketing segments and how long personal data is kept.
    route('people', 'console/routes/people.tsx'),
    route('people/export', 'console/routes/people-export.ts'),
    route('segments', 'console/routes/segments.tsx'),
    route('segments/export', 'console/routes/segments-export.ts'),
    route('retention', 'console/routes/retention.tsx'),
    // product.md D12 "Reports": the chain's, one restaurant's, and each chart's CSV.
    route('reports', 'console/routes/reports.tsx'),
    route('reports/csv/:chart', 'console/routes/reports-csv.tsx', { id: 'chain-report-csv' }),
    route('reports/:storeId', 'console/routes/restaurant-reports.tsx'),
    route('reports/:storeId/csv/:chart', 'console/routes/reports-csv.tsx', { id: 'restaurant-report-csv' }),
    // product.md D13 "A mail log in the console": the outbox for chain admins, one mail, and its HTML part for the mail's frame.
    route('mail', 'console/routes/mail-log.tsx'),
    route('mail/:mailId', 'console/routes/mail.tsx'),
    route('mail/:mailId/html', 'console/routes/mail-html.ts'),
    route('staff', 'console/routes/staff.tsx'),
    route('staff/new', 'console/routes/staff-new.tsx'),
    route('staff/:staffId', 'console/routes/staff-member.tsx'),
  ]),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route(':id1', 'routes/content-page.tsx', { id: 'content-page' }),
  route(':id1/:id2', 'routes/content-page.tsx', { id: 'content-subpage' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
