// The optional online geocoder (GEOCODER_URL), behind one adapter so another
// service can be swapped in here alone. The URL holds a `{query}` placeholder,
// replaced by the URI-encoded text (appended when the placeholder is absent),
// e.g. https://api.postcodes.io/postcodes/{query}
//
// Accepted replies (HTTP 200, JSON):
//   postcodes.io style  { "result": { "latitude": 51.38, "longitude": -2.36, "postcode"?: "BA1 2AB", "name_1"?: "Bath" } }
//                       or { "result": [ { …same… }, … ] } (the first is used; [] or null means not found)
//   plain               { "lat": 51.38, "lng": -2.36, "label"?: "Bath" }
// HTTP 404 means not found. Anything else (other status, bad JSON, another
// shape, out-of-range numbers, no answer within the timeout) is a failure; the
// geo service then uses the bundled data.
import { z } from 'zod';
import type { GeoPoint } from './distance.ts';

export const GEOCODER_TIMEOUT_MS = 1500;

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
const resultSchema = z.object({ latitude, longitude, postcode: z.string().optional(), name_1: z.string().optional() });
export const geocoderReplySchema = z.union([
  z.object({ result: z.union([resultSchema, z.array(resultSchema)]).nullable() }),
  z.object({ lat: latitude, lng: longitude, label: z.string().optional() }),
]);

export interface GeocodedPoint extends GeoPoint {
  label?: string;
}

export interface Geocoder {
  /** The point for `query`, null when the service does not know it; throws when the service fails. */
  lookup(query: string): Promise<GeocodedPoint | null>;
}

export interface GeocoderOptions {
  url: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function createGeocoder({ url, fetch: fetchImpl = fetch, timeoutMs = GEOCODER_TIMEOUT_MS }: GeocoderOptions): Geocoder {
  const placeholder = /\{query\}|%7Bquery%7D/gi;
  const hasPlaceholder = url.search(placeholder) >= 0;
  const address = (query: string) => {
    const encoded = encodeURIComponent(query);
    return hasPlaceholder ? url.replace(placeholder, () => encoded) : url + encoded;
  };
  return {
    async lookup(query) {
      const res = await fetchImpl(address(query), { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new Error(`geocoder answered HTTP ${res.status}`);
      }
      const reply = geocoderReplySchema.parse(await res.json());
      if ('lat' in reply) return { lat: reply.lat, lng: reply.lng, ...(reply.label ? { label: reply.label } : {}) };
      const first = Array.isArray(reply.result) ? reply.result[0] : reply.result;
      if (!first) return null;
      const label = first.postcode ?? first.name_1;
      return { lat: first.latitude, lng: first.longitude, ...(label ? { label } : {}) };
    },
  };
}
