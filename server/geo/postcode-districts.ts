// The bundled UK postcode districts (server/geo/data/uk-postcode-districts.json,
// built by scripts/build-postcode-districts.ts): every outward code, and every
// postcode area, with a point and the town diners know it by (decision 029).
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { GeoPoint } from './distance.ts';

export interface PostcodePlace extends GeoPoint {
  /** "SW1A", or the area "SW" for an area's anchor. */
  code: string;
  /** The town or, in London, the locality: "Westminster", "Manchester". */
  name: string;
}

export interface PostcodeDirectory {
  /** The district of an outward code ("SW1A", "M1"), if it exists. */
  district(outward: string): PostcodePlace | undefined;
  /** A postcode area's principal town ("SW" → London), if the area exists. */
  area(area: string): PostcodePlace | undefined;
}

const row = z.tuple([
  z.string().regex(/^[A-Z]{1,2}(\d+[A-Z]?)?$/),
  z.number().min(49).max(61),
  z.number().min(-9).max(2),
  z.string().min(1),
]);
const fileSchema = z.object({
  fields: z.tuple([z.literal('outward'), z.literal('lat'), z.literal('lng'), z.literal('name')]),
  areas: z.array(row),
  districts: z.array(row),
});

type Row = z.infer<typeof row>;
const index = (rows: readonly Row[]) => new Map(rows.map(([code, lat, lng, name]) => [code, { code, lat, lng, name }]));

/** A directory over the given rows (tests build small ones). */
export function postcodeDirectory(districts: readonly Row[], areas: readonly Row[] = []): PostcodeDirectory {
  const byDistrict = index(districts);
  const byArea = index(areas);
  return { district: (outward) => byDistrict.get(outward), area: (area) => byArea.get(area) };
}

let cached: PostcodeDirectory | undefined;

/** Reads and checks the data file once per process. */
export function loadPostcodeDistricts(): PostcodeDirectory {
  if (!cached) {
    const file = fileSchema.parse(JSON.parse(readFileSync(new URL('./data/uk-postcode-districts.json', import.meta.url), 'utf8')));
    cached = postcodeDirectory(file.districts, file.areas);
  }
  return cached;
}
