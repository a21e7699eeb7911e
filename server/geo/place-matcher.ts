// Resolves a diner's free text to a point (product.md D2 notes): the
// restaurants' own names, slugs, towns, localities and postcodes first, then
// the bundled UK places. Exact beats fuzzy; restaurant data beats the
// gazetteer; among gazetteer places of one name the most populous wins.
// Postcodes (decision 029): a restaurant's own full postcode is exact; any other
// resolves through the bundled districts, a full one to its district's point.
// The index is built once from the data, so a lookup is a few map reads or,
// for a typo, one filtered pass over ~4,500 names (tens of microseconds).
import type { RestaurantSummary } from '../../contract/content-api.ts';
import { milesBetween, type GeoPoint } from './distance.ts';
import { bitCount, boundedEditDistance, letterSignature, typoAllowance } from './edit-distance.ts';
import type { GazetteerPlace } from './gazetteer.ts';
import { compactKey, normaliseName } from './normalise.ts';
import { parsePostcode, type ParsedPostcode } from './postcode.ts';
import type { PostcodeDirectory } from './postcode-districts.ts';

export type MatchableRestaurant = Pick<RestaurantSummary, 'slug' | 'city' | 'title' | 'lat' | 'lng' | 'address' | 'localities'>;

export type MatchSource = 'restaurant' | 'locality' | 'postcode' | 'place';
/** exact: the text names it; partial: a fuller postcode matched by district or area; fuzzy: within the typo allowance. */
export type MatchQuality = 'exact' | 'partial' | 'fuzzy';

export interface PlaceMatch extends GeoPoint {
  label: string;
  source: MatchSource;
  quality: MatchQuality;
}

export interface PlaceMatcher {
  match(query: string): PlaceMatch | null;
}

interface Candidate extends GeoPoint {
  label: string;
  source: MatchSource;
  /** 0 a restaurant or its postcode, 1 a locality it trades in, 2 a gazetteer place. */
  rank: number;
  population: number;
}

/** A same-named gazetteer place this close to a locality gives the real centre (honest distances). */
const REFINE_MILES = 10;
/** A name shared by restaurants further apart than this from their centre says nothing ("City Centre"). */
const CLUSTER_MILES = 25;

const better = (a: Candidate, b: Candidate) => a.rank < b.rank || (a.rank === b.rank && a.population > b.population);

function resolveGroup(
  label: string,
  members: readonly MatchableRestaurant[],
  source: MatchSource,
  rank: number,
  sameNamed: readonly GazetteerPlace[] = [],
): Candidate | null {
  const centre = {
    lat: members.reduce((s, m) => s + m.lat, 0) / members.length,
    lng: members.reduce((s, m) => s + m.lng, 0) / members.length,
  };
  let nearest: GazetteerPlace | undefined;
  for (const g of sameNamed) if (!nearest || milesBetween(centre, g) < milesBetween(centre, nearest)) nearest = g;
  if (nearest && milesBetween(centre, nearest) <= REFINE_MILES) {
    return { lat: nearest.lat, lng: nearest.lng, label: nearest.name, source, rank, population: nearest.population };
  }
  const only = members.length === 1 ? members[0] : undefined;
  if (only) return { lat: only.lat, lng: only.lng, label, source, rank, population: 0 };
  if (members.every((m) => milesBetween(centre, m) <= CLUSTER_MILES)) return { ...centre, label, source, rank, population: 0 };
  return null;
}

/** Names → the restaurants they belong to, remembering the first spelling as the label. */
class NameGroups {
  readonly groups = new Map<string, { label: string; members: Set<MatchableRestaurant> }>();
  add(key: string, label: string, r: MatchableRestaurant): void {
    if (!key) return;
    const g = this.groups.get(key) ?? { label, members: new Set() };
    g.members.add(r);
    this.groups.set(key, g);
  }
  addName(name: string, label: string, r: MatchableRestaurant): void {
    const key = normaliseName(name);
    this.add(key, label, r);
    // "The O2" is also "O2".
    if (key.startsWith('the ')) this.add(key.slice(4), label, r);
  }
}

/** The words every title starts with ("Casa Lumbre "), so "Bath" finds "Casa Lumbre Bath". */
function brandPrefix(titles: readonly string[]): string {
  if (titles.length < 2) return '';
  const words = titles.map((t) => t.split(/\s+/));
  const first = words[0] ?? [];
  let n = 0;
  while (n < first.length - 1 && words.every((w) => w.length > n + 1 && w[n] === first[n])) n++;
  return n ? first.slice(0, n).join(' ') + ' ' : '';
}

const NO_POSTCODES: PostcodeDirectory = { district: () => undefined, area: () => undefined };

export function buildPlaceMatcher(
  restaurants: readonly MatchableRestaurant[],
  gazetteer: readonly GazetteerPlace[],
  postcodes: PostcodeDirectory = NO_POSTCODES,
): PlaceMatcher {
  const placesByKey = new Map<string, GazetteerPlace[]>();
  for (const p of gazetteer) {
    const key = normaliseName(p.name);
    if (key) placesByKey.set(key, [...(placesByKey.get(key) ?? []), p]);
  }

  const prefix = brandPrefix(restaurants.map((r) => r.title));
  const own = new NameGroups();
  const localities = new NameGroups();
  const fullPostcodes = new NameGroups();
  const districts = new NameGroups();
  const areas = new NameGroups();
  for (const r of restaurants) {
    own.addName(r.title, r.title, r);
    // Without the brand the label is the place itself: "Bath" rather than "Casa Lumbre Bath".
    const unbranded = prefix && r.title.startsWith(prefix) ? r.title.slice(prefix.length) : '';
    if (unbranded) own.addName(unbranded, unbranded, r);
    own.addName(r.slug, r.title, r);
    for (const name of [r.address.town, r.address.county ?? '', r.city.replace(/-/g, ' '), ...r.localities])
      localities.addName(name, name, r);
    const pc = parsePostcode(r.address.postcode);
    if (pc) {
      fullPostcodes.add(pc.outward + (pc.inward ?? ''), r.address.postcode, r);
      districts.add(pc.outward, pc.outward, r);
      areas.add(pc.area, pc.area, r);
    }
  }

  const exact = new Map<string, Candidate>();
  for (const [key, g] of own.groups) {
    const c = resolveGroup(g.label, [...g.members], 'restaurant', 0);
    if (c) exact.set(key, c);
  }
  for (const [key, g] of localities.groups) {
    if (exact.has(key)) continue;
    const c = resolveGroup(g.label, [...g.members], 'locality', 1, placesByKey.get(key));
    if (c) exact.set(key, c);
  }
  for (const [key, places] of placesByKey) {
    if (exact.has(key)) continue;
    // Decision 007: the bigger place wins a tie between places of one name.
    const p = places.reduce((a, b) => (b.population > a.population ? b : a));
    exact.set(key, { lat: p.lat, lng: p.lng, label: p.name, source: 'place', rank: 2, population: p.population });
  }

  // Typo search runs over the real keys; exact lookups also accept them without spaces.
  const keys = [...exact.keys()];
  const candidates = keys.map((k) => exact.get(k) as Candidate);
  const signatures = Uint32Array.from(keys, letterSignature);
  const lengths = Uint16Array.from(keys, (k) => k.length);
  const allowances = Uint8Array.from(keys, (k) => typoAllowance(k.length));
  const realKeys = new Set(keys);
  for (const [i, key] of keys.entries()) {
    const compact = compactKey(key);
    if (compact === key || realKeys.has(compact)) continue;
    const held = exact.get(compact);
    const c = candidates[i] as Candidate;
    if (!held || better(c, held)) exact.set(compact, c);
  }

  const postcodeIndex = (groups: NameGroups) => {
    const out = new Map<string, Candidate>();
    for (const [key, g] of groups.groups) {
      const c = resolveGroup(g.label, [...g.members], 'postcode', 0);
      if (c) out.set(key, c);
    }
    return out;
  };
  const byFullPostcode = postcodeIndex(fullPostcodes);
  const byDistrict = postcodeIndex(districts);
  const byArea = postcodeIndex(areas);

  const found = (c: Candidate | undefined, quality: MatchQuality): PlaceMatch | null =>
    c ? { lat: c.lat, lng: c.lng, label: c.label, source: c.source, quality } : null;

  /** A bundled district ("SW1A, Westminster"). */
  function districtPoint(outward: string, quality: MatchQuality): PlaceMatch | null {
    const d = postcodes.district(outward);
    return d ? { lat: d.lat, lng: d.lng, label: `${d.code}, ${d.name}`, source: 'postcode', quality } : null;
  }

  /** The restaurants of a district, named as the bundled districts name it ("BA12, Warminster"). */
  function ownDistrict(outward: string, quality: MatchQuality): PlaceMatch | null {
    const hit = found(byDistrict.get(outward), quality);
    const d = postcodes.district(outward);
    return hit && d ? { ...hit, label: `${d.code}, ${d.name}` } : hit;
  }

  /** A full postcode is rarely made up: when no table knows its district, its area's town is still near. */
  function areaPoint(pc: ParsedPostcode): PlaceMatch | null {
    const a = postcodes.area(pc.area);
    return a ? { lat: a.lat, lng: a.lng, label: `${pc.outward}, ${a.name} area`, source: 'postcode', quality: 'partial' } : null;
  }

  /**
   * A restaurant's own postcode or district (its restaurants sit in it, so they are its honest centre), else the
   * bundled district; a full postcode whose district no table knows falls back to its area.
   */
  function postcodeMatch(pc: ParsedPostcode): PlaceMatch | null {
    if (!pc.inward) return ownDistrict(pc.outward, 'exact') ?? districtPoint(pc.outward, 'exact');
    return (
      found(byFullPostcode.get(pc.outward + pc.inward), 'exact') ??
      ownDistrict(pc.outward, 'partial') ??
      districtPoint(pc.outward, 'partial') ??
      areaPoint(pc) ??
      found(byArea.get(pc.area), 'partial')
    );
  }

  /** Exact postcodes, then exact names. */
  function exactMatch(key: string): PlaceMatch | null {
    const pc = parsePostcode(key);
    const coded = pc && postcodeMatch(pc);
    if (coded) return coded;
    // An outward code no table knows is made up ("B55"): only a name can still match it.
    return found(exact.get(key) ?? exact.get(compactKey(key)), 'exact');
  }

  function fuzzyMatch(key: string): PlaceMatch | null {
    const allowance = typoAllowance(key.length);
    if (allowance === 0 || parsePostcode(key)) return null;
    const signature = letterSignature(key);
    let best = -1;
    let bestDistance = Infinity;
    for (let i = 0; i < keys.length; i++) {
      const max = Math.min(allowance, allowances[i]!);
      if (max === 0 || Math.abs(lengths[i]! - key.length) > max || bitCount(signature ^ signatures[i]!) > 2 * max) continue;
      const d = boundedEditDistance(key, keys[i]!, max);
      if (d > max) continue;
      if (d < bestDistance || (d === bestDistance && better(candidates[i]!, candidates[best]!))) {
        best = i;
        bestDistance = d;
      }
    }
    return best < 0 ? null : found(candidates[best], 'fuzzy');
  }

  return {
    match(query: string): PlaceMatch | null {
      const key = normaliseName(query);
      if (!key) return null;
      const hit = exactMatch(key);
      if (hit) return hit;
      // "Bath, Somerset" or "Lakeside, Thurrock": try each part on its own.
      const parts = query.includes(',') ? query.split(',').map(normaliseName).filter(Boolean) : [];
      for (const part of parts) {
        const partHit = exactMatch(part);
        if (partHit) return partHit;
      }
      return fuzzyMatch(key) ?? (parts[0] ? fuzzyMatch(parts[0]) : null);
    },
  };
}
