// What a restaurant's scene shows, read from its content document: the
// setting (townhouse, street, quay, seafront, forest lodge, mall, London), the
// time of day and the building's shape and colours. Pure, so the art can be
// tested without touching the file system.
import { randomFrom } from './seeded-random.ts';

export const SETTINGS = ['historic', 'city', 'harbour', 'seaside', 'forest', 'mall', 'london'] as const;
export type Setting = (typeof SETTINGS)[number];
export type TimeOfDay = 'morning' | 'day' | 'golden' | 'dusk' | 'night';
export type Landmark = 'none' | 'spire' | 'dome' | 'wheel' | 'arch' | 'tower';

/** The fields of `content/restaurants/<slug>.json` the art is drawn from. */
export interface RestaurantDoc {
  slug: string;
  about: string;
  address: { town: string };
  amenities: string[];
  heroTiles: { subHeading?: string }[];
}

export interface SceneParams {
  slug: string;
  town: string;
  setting: Setting;
  time: TimeOfDay;
  landmark: Landmark;
  storeys: number;
  bays: number;
  arched: boolean;
  facade: string;
  trim: string;
  awning: [string, string];
  door: string;
  terrace: boolean;
  tables: number;
  people: number;
  stringLights: boolean;
  plants: number;
}

// Checked in order: the first match wins, so "lodge in Sherwood Forest" is a
// forest even though it mentions a lake.
const SETTING_WORDS: [Setting, RegExp][] = [
  ['forest', /\b(forest|woodland|lodge|center parcs)\b/i],
  ['london', /\b(london|wembley|greenwich)\b/i],
  ['seaside', /\b(seafront|sea views|the sea|beach|bay views|barbican)\b/i],
  [
    'mall',
    /\b(shopping|the lexicon|cribbs|cheshire oaks|highcross|trinity|meadowhall|trafford|westfield|atria|festival place|festival square|the centre)\b/i,
  ],
  ['harbour', /\b(harbour|quay|canal|canalside|riverside|lake|lakeside|marina|waterside|boardwalk)\b/i],
  ['historic', /\b(georgian|regency|townhouse|cathedral|medieval|banking hall|grey street|walled garden|bridge)\b/i],
];

/** The scene's setting from what the restaurant says about itself; a plain city street otherwise. */
export function settingOf(doc: RestaurantDoc, town = doc.address.town): Setting {
  // The tile's strapline is the restaurant's own summary, so it speaks before the longer "about".
  for (const text of [doc.heroTiles[0]?.subHeading ?? '', doc.about]) {
    for (const [setting, words] of SETTING_WORDS) {
      // A London postcode is not enough: Ealing is a high street, not the South Bank.
      if (setting === 'london' && town !== 'London' && town !== 'Wembley') continue;
      if (words.test(text)) return setting;
    }
  }
  return 'city';
}

function timeIn(text: string): TimeOfDay | undefined {
  if (/\b(late nights?|dj|live .*music|after-work)\b/i.test(text)) return 'night';
  if (/\b(sunset|evening|pre-show|pre-theatre|cinema)\b/i.test(text)) return 'dusk';
  if (/\bbrunch\b/i.test(text)) return 'morning';
  return undefined;
}

function landmarkOf(setting: Setting, text: string): Landmark {
  if (/\bO2\b|greenwich/i.test(text)) return 'dome';
  if (/wembley/i.test(text)) return 'arch';
  if (/festival hall|south bank|riverside terrace/i.test(text) && setting === 'london') return 'wheel';
  if (setting === 'london') return 'tower';
  // Only a street scene has sky above its neighbours for a spire to show in.
  if (setting !== 'city' && setting !== 'historic') return 'none';
  if (/cathedral|minster|spire|church/i.test(text)) return 'spire';
  return 'none';
}

function storeysOf(text: string, fallback: number): number {
  const m = /\b(two|three|four) (colourful )?(floors|storeys)\b/i.exec(text);
  if (m) return { two: 2, three: 3, four: 4 }[m[1]!.toLowerCase() as 'two' | 'three' | 'four'];
  return fallback;
}

// Facade colours per setting: honey stone in Bath, painted brick on a high
// street, pastel on a seafront, timber in the woods.
const FACADES: Record<Setting, string[]> = {
  historic: ['#e9d3a1', '#dcc08c', '#efe2c4', '#d4b48a', '#e6c9a8'],
  city: ['#b9583f', '#c97a3f', '#2f6f73', '#d9a93c', '#7a4b8c', '#9c3d4f', '#3f5d8c'],
  harbour: ['#8f4a3a', '#a85d3f', '#5b6b7a', '#b98b52', '#6d4c6b'],
  seaside: ['#f3d9e0', '#d6ecf0', '#fbe7b8', '#cfe8d1', '#f6d2b8'],
  forest: ['#8a5a36', '#7a4e2e', '#9b6b43', '#6f4a2c'],
  mall: ['#2b2f3a', '#3a2f2b', '#1f3a3d', '#3b2a3f'],
  london: ['#b9583f', '#3f5d8c', '#2f6f73', '#d9a93c', '#8c3f5a'],
};
const AWNINGS = ['#d95d38', '#f2b33d', '#1f8a86', '#e0607e', '#2f5fa8', '#4c8c4a', '#c2410c', '#7c3aed'];
const DOORS = ['#1f3a3d', '#5a1e1e', '#233a66', '#2e4a2a', '#3b2a3f'];

export function sceneParams(doc: RestaurantDoc): SceneParams {
  const r = randomFrom(doc.slug);
  const town = doc.address.town;
  const text = `${doc.heroTiles[0]?.subHeading ?? ''} ${doc.about}`;
  const setting = settingOf(doc, town);
  const terrace = doc.amenities.includes('outdoor-seating') || setting === 'mall';
  const times: TimeOfDay[] = setting === 'mall' ? ['day'] : ['morning', 'day', 'day', 'golden', 'dusk'];
  const strapline = doc.heroTiles[0]?.subHeading ?? '';
  const time = setting === 'mall' ? 'day' : (timeIn(strapline) ?? timeIn(doc.about) ?? r.pick(times));
  const awningA = r.pick(AWNINGS);
  return {
    slug: doc.slug,
    town,
    setting,
    time,
    landmark: landmarkOf(setting, text),
    storeys: storeysOf(text, setting === 'mall' ? 1 : setting === 'forest' ? 2 : r.int(2, 4)),
    bays: r.int(3, 5),
    arched: setting === 'historic' || r.chance(0.35),
    facade: r.pick(FACADES[setting]),
    trim: r.pick(['#fbf3e6', '#f2e6cf', '#2a1a14', '#e9e1d3']),
    awning: [awningA, r.pick(['#fbf3e6', '#fff8e8', '#2a1a14'])],
    door: r.pick(DOORS),
    terrace,
    tables: terrace ? r.int(2, 4) : r.int(0, 1),
    people: r.int(2, 5),
    stringLights: doc.amenities.includes('cocktail-bar') || time === 'dusk' || time === 'night',
    plants: r.int(2, 5),
  };
}

const SETTING_WORDS_FOR_ALT: Record<Setting, string> = {
  historic: 'a period stone townhouse',
  city: 'a painted city-centre restaurant front',
  harbour: 'a waterside restaurant on the quay',
  seaside: 'a pastel seafront restaurant with a balcony',
  forest: 'a timber lodge among pine trees',
  mall: 'a restaurant front under a glass shopping-centre roof',
  london: 'a London street-corner restaurant',
};
const TIME_WORDS: Record<TimeOfDay, string> = {
  morning: 'in morning sun',
  day: 'on a bright day',
  golden: 'in golden late-afternoon light',
  dusk: 'at dusk',
  night: 'at night with glowing windows',
};
const LANDMARK_WORDS: Record<Landmark, string> = {
  none: '',
  spire: ', a church spire behind',
  dome: ', the O2 dome beyond',
  wheel: ', the London Eye beyond',
  arch: ', the Wembley arch beyond',
  tower: ', a clock tower beyond',
};

/** The image's alt text: what the illustration shows, for someone who cannot see it. */
export function sceneAlt(p: SceneParams): string {
  const parts = [`Illustration of ${SETTING_WORDS_FOR_ALT[p.setting]} ${TIME_WORDS[p.time]}`];
  parts.push(`, ${p.storeys > 1 ? `${p.storeys} storeys` : 'one storey'} with a striped awning and a Casa Lumbre ${p.town} sign`);
  if (p.tables > 0) parts.push(`, ${p.tables === 1 ? 'a table' : `${p.tables} tables`} outside`);
  if (p.stringLights) parts.push(' under string lights');
  parts.push(LANDMARK_WORDS[p.landmark]);
  return parts.join('');
}
