// The console's addresses the diary pages link to, redirect to and call from
// the browser, in one place (every page path ends with a slash: routes.ts).
export type DiaryView = 'grid' | 'list';

/** ?view=list is the list; anything else (none, 'grid', an old 'timeline' link) is the grid, the host stand's first screen. */
export const diaryViewOf = (value: string | null): DiaryView => (value === 'list' ? 'list' : 'grid');

const id = (value: string) => encodeURIComponent(value);

/** The diary of a restaurant-day; the grid is the default and is left out of the address. */
export function diaryUrl(storeId: string, date?: string, view: DiaryView = 'grid') {
  const query = new URLSearchParams();
  if (date) query.set('date', date);
  if (view !== 'grid') query.set('view', view);
  const search = query.toString();
  return `/console/diary/${id(storeId)}/${search ? `?${search}` : ''}`;
}

/** Decision 050: the restaurant-day's waitlist. */
export const waitlistUrl = (storeId: string, date: string) =>
  `/console/waitlist/${id(storeId)}/?${new URLSearchParams({ date }).toString()}`;

/** Decision 079: "Optimise the day" for a restaurant-day. */
export const optimiseUrl = (storeId: string, date: string) =>
  `/console/diary/${id(storeId)}/optimise/?${new URLSearchParams({ date }).toString()}`;

export const bookingUrl = (bookingId: string) => `/console/bookings/${id(bookingId)}/`;

/** Decision 080: the lead an event's booking holds the space for. */
export const eventLeadUrl = (leadId: string) => `/console/events/${id(leadId)}/`;
export const eventCancelUrl = (leadId: string) => `/console/events/${id(leadId)}/cancel/`;

/** The phone-booking form, starting on a date and, from a click on the grid, at a time and table. */
export function newBookingUrl(storeId: string, date: string, at: { time?: string; tableId?: string } = {}) {
  const query = new URLSearchParams({ date, ...(at.time ? { time: at.time } : {}), ...(at.tableId ? { tableId: at.tableId } : {}) });
  return `/console/diary/${id(storeId)}/new/?${query.toString()}`;
}

export const SEARCH_URL = '/console/search/';

/** What changed in the day since the version the screen shows, once it has (decision 066). */
export const diaryChangesUrl = (storeId: string, date: string, since: string) =>
  `/console/diary/${id(storeId)}/changes/?${new URLSearchParams({ date, since }).toString()}`;

/** The CSV export: a GET form sends storeId, from and to to this address. */
export const EXPORT_CSV_URL = '/api/console/bookings/export.csv';
