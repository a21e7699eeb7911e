// Request parameters and replies of the geo search (product.md §7 Geo, §9): the
// nearest restaurants to a place named in text or to a pair of coordinates.
import { z } from 'zod';
import { okReply } from './api.ts';
import { restaurantSummarySchema } from './content-api.ts';

/** Shown by the finder when the text names no place we know. */
export const GEO_NOT_FOUND_MESSAGE = "Sorry, we couldn't find that place. Try a town, city or postcode.";
/** Shown when the place is known but no restaurant is within reach (product.md §9: 100 miles). */
export const geoNoneNearbyMessage = (label: string, miles: number): string =>
  `Sorry, we don't have a restaurant within ${miles} miles of ${label}.`;

/** The path segment after Fastify has decoded it: 1–100 characters once trimmed. */
export const geoQueryParamsSchema = z.object({
  query: z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().min(1, 'must not be empty').max(100, 'must be at most 100 characters')),
});

/** Plain decimal degrees ("51.38", "-2.36"); no exponents, hex, Infinity or NaN. */
const degrees = (limit: number) =>
  z
    .string()
    .regex(/^[+-]?(?:\d{1,3}(?:\.\d{0,15})?|\.\d{1,15})$/, 'must be a decimal number of degrees, e.g. 51.38')
    .transform(Number)
    .pipe(z.number().min(-limit, `must be between -${limit} and ${limit}`).max(limit, `must be between -${limit} and ${limit}`));

export const geoPointParamsSchema = z.object({ lat: degrees(90), lng: degrees(180) });

export const geoOriginSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  /** What the search resolved to, e.g. "Bath", "SW1A, Westminster", or the nearest place to a point ("Manchester"). */
  label: z.string(),
});
export type GeoOrigin = z.infer<typeof geoOriginSchema>;

/** A restaurant summary (list, map, opening status, filter) with its distance, rounded to 0.1 mile. */
export const geoRestaurantSchema = restaurantSummarySchema.extend({ milesValue: z.number().nonnegative() });
export type GeoRestaurant = z.infer<typeof geoRestaurantSchema>;

export const geoSearchResultSchema = z.object({
  /** The text searched for, trimmed (text searches only). */
  query: z.string().optional(),
  /** The point distances are measured from; null when the text named no known place. */
  origin: geoOriginSchema.nullable(),
  /** Why the list is empty, for the finder to show. */
  message: z.string().optional(),
  /** Nearest first, at most 10, all within 100 miles (product.md §9). */
  restaurants: z.array(geoRestaurantSchema),
});
export type GeoSearchResult = z.infer<typeof geoSearchResultSchema>;

export const geoSearchReplySchema = okReply(geoSearchResultSchema);
export type GeoSearchReply = z.infer<typeof geoSearchReplySchema>;
