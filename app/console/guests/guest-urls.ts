// The guest pages' addresses (decision 044), with the trailing slash every page has (product.md §2).
export const GUESTS_URL = '/console/guests/';
export const guestUrl = (guestId: string) => `/console/guests/${encodeURIComponent(guestId)}/`;
export const mergeUrl = (guestId: string, from?: string) =>
  `/console/guests/${encodeURIComponent(guestId)}/merge/${from ? `?from=${encodeURIComponent(from)}` : ''}`;
