// The console service's refusals as page errors (product.md D8; decision 017: the
// status is the one table's, read through app/lib/page-refusal.server.ts). Not
// found stays the plain 404 page, so a member learns nothing of another
// restaurant's bookings or messages.
import { data } from 'react-router';
import { pageRefusal } from '../lib/page-refusal.server.ts';
import { CONSOLE_HEADERS } from './console-http.ts';

export const NOT_FOUND = 'This page could not be found';

/** A 404 for a page that does not exist or is not the member's to see. */
export const notFoundPage = () => data(NOT_FOUND, { status: 404, headers: CONSOLE_HEADERS });

/** A 403 with the reason, for a page the member's role does not open. */
export const forbiddenPage = (message: string) => data(message, { status: 403, headers: CONSOLE_HEADERS });

/** Rethrows `err` as the page's error reply: a domain refusal with its status, anything else as it is (500). */
export function throwAsPageError(err: unknown): never {
  const refusal = pageRefusal(err);
  if (!refusal) throw err;
  if (refusal.kind === 'not-found') throw notFoundPage();
  throw data(refusal.message, { status: refusal.status, headers: CONSOLE_HEADERS });
}
