// A page's address in the studio (decision 054 "Pages": "its slug, with a 301 from
// the old address when a published slug changes"). A page's id is its path
// without slashes; the address an editor types is checked here, by the same
// rule as the page's id in the pack (contract/content.ts pageSchema).
import { z } from 'zod';
import { pageSchema } from './content.ts';

/** Pages a route of the site reads by their id (the home page, /book-now/ …): their address is the route's. */
export const ROUTED_PAGE_IDS: readonly string[] = ['home', 'book-now', 'find-us', 'refer-a-friend', 'referral'];

/** First segments the site's own routes and files answer (app/routes.ts, the static folders): a page there could not be reached. */
const RESERVED_SEGMENTS: readonly string[] = [
  ...ROUTED_PAGE_IDS,
  'api',
  'assets',
  'console',
  'dev',
  'healthz',
  'images',
  'manage-booking',
  'occasion-date',
  'offer',
  'our-menu',
  'preferences',
  'readyz',
  'restaurants',
  'unsubscribe',
];

export const PAGE_ADDRESS_MESSAGES = {
  format: 'Please use lower-case letters, digits and hyphens, with at most one slash inside, such as student-offers or offers/students',
  reserved: 'The site uses this address for a page of its own: please choose another',
  same: 'This is the page’s address already',
  routed: 'This page is shown by a page of the site’s own at its address, so its address cannot change',
  taken: (path: string) => `There is already a page at ${path}: please choose another address`,
  changed: (path: string) => `The page’s address is now ${path}. Its old address sends visitors there.`,
  /** The new address was an older page's old address: its redirect ended when this page took the address. */
  replaced: (path: string, was: string) => `Links to ${path} used to send visitors on to ${was}; they now open this page.`,
} as const;

/** The path a page is served at: "/students/" for id "students". */
export const pagePath = (id: string): string => `/${id}/`;

/** A new address as typed ("/Student-Offers/", "student-offers"): the page id it names, checked like the pack's. */
export const pageAddressSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((s) => s.replace(/^\/+|\/+$/g, ''))
  .superRefine((id, ctx) => {
    if (!pageSchema.shape.id.safeParse(id).success) ctx.addIssue({ code: 'custom', message: PAGE_ADDRESS_MESSAGES.format });
    else if (RESERVED_SEGMENTS.includes(id.split('/')[0]!)) ctx.addIssue({ code: 'custom', message: PAGE_ADDRESS_MESSAGES.reserved });
  });
