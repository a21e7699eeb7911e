// The console's addresses the diary pages link to, redirect to and call from
// the browser, in one place (every page path ends with a slash: routes.ts).
export type DiaryView = 'list' | 'timeline';

const id = (value: string) => encodeURIComponent(value);

/** The diary of a restaurant-day; the list view is the default and is left out of the address. */
export function diaryUrl(storeId: string, date?: string, view: DiaryView = 'list') {
  const query = new URLSearchParams();
  if (date) query.set('date', date);
  if (view !== 'list') query.set('view', view);
  const search = query.toString();
  return `/console/diary/${id(storeId)}/${search ? `?${search}` : ''}`;
}

export const bookingUrl = (bookingId: string) => `/console/bookings/${id(bookingId)}/`;

export const newBookingUrl = (storeId: string, date: string) => `/console/diary/${id(storeId)}/new/?date=${date}`;

export const SEARCH_URL = '/console/search/';

/** The day's version for the live refresh (an /api/console route, same session cookie). */
export const diaryVersionUrl = (storeId: string, date: string) =>
  `/api/console/diary/version?${new URLSearchParams({ storeId, date }).toString()}`;

/** The CSV export: a GET form sends storeId, from and to to this address. */
export const EXPORT_CSV_URL = '/api/console/bookings/export.csv';
