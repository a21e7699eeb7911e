import { beforeAll, describe, expect, it } from 'vitest';
import { loadContentPack, packRestaurants } from '../../content/load-pack.ts';
import type { Restaurant } from '../../contract/content.ts';
import { loadGazetteer, type GazetteerPlace } from './gazetteer.ts';
import { nearestRestaurants } from './nearest.ts';
import { buildPlaceMatcher, type MatchableRestaurant, type PlaceMatcher } from './place-matcher.ts';
import { loadPostcodeDistricts, postcodeDirectory } from './postcode-districts.ts';

let restaurants: Restaurant[];
let matcher: PlaceMatcher;
beforeAll(async () => {
  restaurants = packRestaurants(await loadContentPack());
  matcher = buildPlaceMatcher(restaurants, loadGazetteer());
});

/** The restaurant a diner sees first for this text. */
const firstFor = (query: string) => {
  const origin = matcher.match(query);
  return origin ? nearestRestaurants(origin, restaurants)[0]?.slug : undefined;
};

describe('place matcher on the demo chain and the bundled UK places', () => {
  it.each([
    ['bath', 'bath'],
    ['BATH!', 'bath'],
    ['  Bath  ', 'bath'],
    ['Casa Lumbre Bath', 'bath'],
    ['casa-lumbre-bath', 'bath'],
    ['Bath, Somerset', 'bath'],
    ['Bristoll', 'bristol-harbourside'],
    ['Notingham', 'nottingham'],
    ['BA1', 'bath'],
    ['ba1', 'bath'],
    ['BA1 1AA', 'bath'],
    ['ba11aa', 'bath'],
    ['BA1 2AB', 'bath'],
    ['BA12', 'warminster-longleat'],
    ['BA12 7PU', 'warminster-longleat'],
    ['Lakeside', 'thurrock-lakeside'],
    ['Thurrock', 'thurrock-lakeside'],
    ['Cribbs Causeway', 'bristol-cribbs-causeway'],
    ['cribbs-causeway', 'bristol-cribbs-causeway'],
    ['Stratford', 'london-stratford-westfield'],
    ['Ealing', 'london-ealing'],
    ['The O2', 'london-o2'],
    ['O2', 'london-o2'],
    ['Canon’s Marsh', 'bristol-harbourside'],
    ['canons marsh', 'bristol-harbourside'],
    ['Caerdydd', 'cardiff'],
    ['Bristol', 'bristol-harbourside'],
    ['London', 'london-royal-festival-hall'],
    ['miltonkeynes', 'milton-keynes'],
    ['Chester', 'ellesmere-port-cheshire-oaks'],
    ['Oxford', 'reading'],
    ['Stratford-upon-Avon', 'leamingtonspa'],
  ])('%j → %s first', (query, slug) => expect(firstFor(query)).toBe(slug));

  it('names what it found', () => {
    expect(matcher.match('bath')).toMatchObject({ label: 'Bath', source: 'restaurant', quality: 'exact' });
    expect(matcher.match('ba1 2ab')).toMatchObject({ label: 'BA1 2AB', source: 'postcode', quality: 'exact' });
    expect(matcher.match('BA1 1AA')).toMatchObject({ label: 'BA1', source: 'postcode', quality: 'partial' });
    expect(matcher.match('Oxford')).toMatchObject({ label: 'Oxford', source: 'place', quality: 'exact' });
    expect(matcher.match('Bristoll')).toMatchObject({ label: 'Bristol', quality: 'fuzzy' });
  });

  it('places a town with several restaurants at the town centre, not at one of them', () => {
    // Bristol's two restaurants are 5 miles apart; the gazetteer's Bristol sits by Harbourside.
    const bristol = matcher.match('Bristol');
    expect(bristol).toMatchObject({ label: 'Bristol', lat: 51.4552, lng: -2.5966 });
  });

  it('does not forgive typos in names under four characters', () => {
    expect(matcher.match('Bth')).toBeNull();
    expect(matcher.match('Yrk')).toBeNull();
  });

  it('finds nothing for nonsense, empty text, or a name shared by distant restaurants', () => {
    expect(matcher.match('xyzzy plugh')).toBeNull();
    expect(matcher.match('!!!')).toBeNull();
    expect(matcher.match('City Centre')).toBeNull();
    expect(matcher.match('ZZ9 9ZZ')).toBeNull();
  });

  // Lookup time is a figure in `npm run bench` (bench/geo-timings.ts), not a test bar.
});

describe('place matcher with the bundled postcode districts (decision 029)', () => {
  let withPostcodes: PlaceMatcher;
  beforeAll(() => {
    withPostcodes = buildPlaceMatcher(restaurants, loadGazetteer(), loadPostcodeDistricts());
  });

  it.each([
    ['SW1A 1AA', 'SW1A, Westminster', 'partial'],
    ['sw1a1aa', 'SW1A, Westminster', 'partial'],
    ['EC1A 1BB', 'EC1A, City of London', 'partial'],
    ['M1 1AE', 'M1, Manchester', 'partial'],
    ['sw1a', 'SW1A, Westminster', 'exact'],
    ['EC1A', 'EC1A, City of London', 'exact'],
    ['M1', 'M1, Manchester', 'exact'],
    ['SW1', 'SW1, Westminster', 'exact'],
    ['IP27 9ZZ', 'IP27, Brandon', 'partial'],
  ])('%j resolves to %j (%s)', (query, label, quality) =>
    expect(withPostcodes.match(query)).toMatchObject({ label, source: 'postcode', quality }),
  );

  it('puts the nearest restaurants first for central London and Manchester postcodes', () => {
    const first = (q: string) => nearestRestaurants(withPostcodes.match(q)!, restaurants)[0]?.slug;
    expect(first('SW1A 1AA')).toBe('london-royal-festival-hall');
    expect(first('EC1A 1BB')).toBe('london-royal-festival-hall');
    expect(first('M1 1AE')).toBe('manchester-deansgate');
  });

  it("centres a restaurant's own postcode and district on its restaurants, named by the bundled districts", () => {
    expect(withPostcodes.match('BA1 2AB')).toMatchObject({ label: 'BA1 2AB', quality: 'exact' });
    const longleat = restaurants.find((r) => r.slug === 'warminster-longleat')!;
    expect(withPostcodes.match('BA12')).toMatchObject({
      label: 'BA12, Warminster',
      lat: longleat.lat,
      lng: longleat.lng,
      quality: 'exact',
    });
    expect(withPostcodes.match('BA12 9AA')).toMatchObject({ label: 'BA12, Warminster', quality: 'partial' });
  });

  it("falls back to a full postcode's area when no table knows its district", () => {
    const sparse = buildPlaceMatcher([], [], postcodeDirectory([], [['BA', 51.38, -2.36, 'Bath']]));
    expect(sparse.match('BA99 1AA')).toMatchObject({ label: 'BA99, Bath area', quality: 'partial' });
    expect(sparse.match('BA99')).toBeNull();
  });

  it('finds nothing for made-up outward codes and areas', () => {
    for (const made of ['ZZ9', 'QQ1 1AA', 'B55', 'SW21', 'ZZ9 9ZZ']) expect(withPostcodes.match(made)).toBeNull();
  });
});

describe('place matcher precedence', () => {
  const restaurant = (over: Partial<MatchableRestaurant> & { title: string; lat: number; lng: number }): MatchableRestaurant => ({
    slug: over.title.toLowerCase().replace(/\W+/g, '-'),
    city: 'somewhere',
    address: { line1: '1 High Street', town: 'Somewhere', postcode: 'AB1 2CD' },
    localities: [],
    ...over,
  });
  const place = (name: string, lat: number, lng: number, population: number): GazetteerPlace => ({ name, lat, lng, population });

  it('prefers a restaurant locality to a distant gazetteer place of the same name', () => {
    const m = buildPlaceMatcher(
      [restaurant({ title: 'Chain Kingsmead', lat: 51.0, lng: -2.0, localities: ['Kingsbridge'] })],
      [place('Kingsbridge', 50.28, -3.77, 6000)],
    );
    expect(m.match('kingsbridge')).toMatchObject({ lat: 51.0, lng: -2.0, source: 'locality' });
  });

  it('uses the bigger of two gazetteer places with one name', () => {
    const m = buildPlaceMatcher(
      [],
      [place('Newport', 50.7, -1.29, 25000), place('Newport', 51.58, -3.0, 145000), place('Newport', 52.77, -2.37, 0)],
    );
    expect(m.match('Newport')).toMatchObject({ lat: 51.58, lng: -3.0 });
  });

  it('prefers an exact gazetteer name to a restaurant one typo away', () => {
    const m = buildPlaceMatcher(
      [restaurant({ title: 'Chain Bristol', lat: 51.45, lng: -2.6, localities: ['Bristol'] })],
      [place('Bristow', 53.0, -1.0, 10)],
    );
    expect(m.match('Bristow')).toMatchObject({ label: 'Bristow', source: 'place', quality: 'exact' });
    expect(m.match('Bristoll')).toMatchObject({ label: 'Bristol', quality: 'fuzzy' });
  });

  it('prefers restaurant data among equally close typos, then population', () => {
    const m = buildPlaceMatcher(
      [restaurant({ title: 'Chain Harlow', lat: 51.77, lng: 0.1, localities: ['Harlow'] })],
      [place('Barlow', 53.0, -1.5, 500), place('Carlow', 54.0, -2.0, 9000), place('Marlow', 51.57, -0.77, 14000)],
    );
    expect(m.match('Warlow')).toMatchObject({ label: 'Harlow', source: 'locality' });
    const places = buildPlaceMatcher([], [place('Barlow', 53.0, -1.5, 500), place('Marlow', 51.57, -0.77, 14000)]);
    expect(places.match('Warlow')).toMatchObject({ label: 'Marlow' });
  });

  it('forgives one edit in 4–7 letter names and two from 8 letters', () => {
    const m = buildPlaceMatcher([], [place('Bristol', 51.45, -2.6, 1), place('Nottingham', 52.95, -1.15, 1)]);
    expect(m.match('Bristl')).toMatchObject({ label: 'Bristol' });
    expect(m.match('Brstl')).toBeNull();
    expect(m.match('Notinghm')).toMatchObject({ label: 'Nottingham' });
    expect(m.match('Notnghm')).toBeNull();
  });
});
