// A restaurant's details from its studio form (product.md D9 "forms, not JSON"),
// as a pure function of the form and the restaurant as it was: its name and
// words, address, contact, what3words, amenities, awards, which offers it
// shows, click-and-collect, socials and delivery partners; and, in the chain's
// editors' form only, its hero tiles (tile-edits.ts, as a page's), the menus it
// serves, its picture and its price band (decision 053). Checked by the pack's own schema, each problem sent
// back to its field. Hours stay in the booking setup; the map position, web
// address and booking widget in the JSON below the form.
import { AMENITIES, restaurantDocSchema, type RestaurantDoc } from '../../../contract/content.ts';
import type { Outcome } from './menu-edits.ts';
import { imageFieldMessage, imageFieldOfPath, imageFormValues, imageFromForm } from './image-field-values.ts';
import { LIST_MESSAGES, awardValues, awardsFromForm, menuValues, menusFromForm } from './restaurant-lists.ts';
import { TILE_MESSAGES, tileFieldOfPath, tilesFormValues, tilesFromValues } from './tile-edits.ts';

export const RESTAURANT_IMAGE = 'image';
/** An offer shown at the restaurant is posted as `offer:<slug>`, an amenity as `amenity:<id>`. */
export const OFFER_CHOICE = 'offer:';
export const AMENITY_CHOICE = 'amenity:';
/**
 * Posted by the form that shows head office's parts (the hero tiles, the menus
 * and the picture): only then are they read from it. A manager's form has none,
 * and those parts stay as they were; the studio service refuses a manager's
 * change to them however it is sent (server/studio/restaurant-scope.ts).
 */
export const HEAD_OFFICE_FIELD = 'headOffice';

export const RESTAURANT_MESSAGES: Record<string, string> = {
  title: 'Please give the restaurant its name',
  about: 'Please say a few words about the restaurant',
  line1: 'Please give the first line of the address',
  town: 'Please give the town',
  postcode: 'Please give a UK postcode in capitals, such as BA1 1AA',
  phone: 'Please give a UK phone number starting with 0, such as 01225 123 456',
  email: 'Please give an e-mail address, such as bath@casalumbre.example',
  what3words: 'Please give three words joined by dots, such as index.home.raft',
  clickCollectUrl: 'Please give an address starting with https://',
  socials: 'Each line: instagram, facebook, tiktok or x, a space, then an address starting with https://',
  deliveryPartners: 'Each line: the partner’s name, a comma, then an address starting with https://; at most 3',
  amenities: 'Please choose the amenities from the list',
  priceBand: 'Please choose a price band from the list',
  ...LIST_MESSAGES,
  ...TILE_MESSAGES,
};

/** Schema paths to the form's fields: address.postcode → postcode, socials.1.url → socials. */
function fieldOfPath(path: string): string {
  const [head, second] = path.split('.');
  if (head === 'address' && second) return second;
  if (head === 'clickCollect') return 'clickCollectUrl';
  if (head === 'menuIds' && second) return `menu.${second}`;
  return head ?? path;
}

/** The form's values, as text (what its inputs start with); offers and amenities ticked are `offer:<slug>`, `amenity:<id>` = 'on'. */
export function restaurantFormValues(r: RestaurantDoc): Record<string, string> {
  return {
    title: r.title,
    about: r.about,
    line1: r.address.line1,
    line2: r.address.line2 ?? '',
    town: r.address.town,
    county: r.address.county ?? '',
    postcode: r.address.postcode,
    localities: r.localities.join('\n'),
    phone: r.phone,
    email: r.email,
    what3words: r.what3words,
    clickCollect: r.clickCollect.enabled ? 'on' : '',
    clickCollectUrl: r.clickCollect.url ?? '',
    socials: r.socials.map((s) => `${s.network} ${s.url}`).join('\n'),
    deliveryPartners: r.deliveryPartners.map((p) => `${p.name}, ${p.url}`).join('\n'),
    priceBand: r.priceBand ?? '',
    ...awardValues(r.awards),
    ...Object.fromEntries(r.offers.map((slug) => [`${OFFER_CHOICE}${slug}`, 'on'])),
    ...Object.fromEntries(r.amenities.map((a) => [`${AMENITY_CHOICE}${a}`, 'on'])),
    ...menuValues(r.menuIds),
    ...tilesFormValues(r.heroTiles),
    ...imageFormValues(r.image, RESTAURANT_IMAGE),
  };
}

/** A line "a, b, c" split at its first commas into `parts` pieces (the last keeps any further commas). */
function splitLine(line: string, parts: number): string[] {
  const pieces = line.split(',').map((p) => p.trim());
  return [...pieces.slice(0, parts - 1), pieces.slice(parts - 1).join(', ')];
}

/** What the form's choices are made from: the chain's offers and menus. */
export interface RestaurantChoices {
  offerSlugs: readonly string[];
  menuIds: readonly string[];
}

/** Head office's parts from the form that shows them; as they were in any other (a manager's). */
function headOfficeParts(values: Readonly<Record<string, string>>, form: FormData, before: RestaurantDoc, menuIds: readonly string[]) {
  if (values[HEAD_OFFICE_FIELD] !== 'on')
    return { heroTiles: before.heroTiles, menuIds: before.menuIds, image: before.image, tiles: null, fieldErrors: {} };
  const tiles = tilesFromValues(values, before.heroTiles);
  const menus = menusFromForm(values, menuIds);
  const picture = imageFromForm(form, before.image, RESTAURANT_IMAGE);
  return {
    heroTiles: tiles.tiles,
    menuIds: menus.menuIds,
    image: picture.image,
    tiles,
    fieldErrors: { ...tiles.fieldErrors, ...menus.fieldErrors, ...picture.fieldErrors },
  };
}

/** The restaurant from its form, over the restaurant as it was (its id, slug, city and map position stay). */
export function restaurantFromForm(form: FormData, before: RestaurantDoc, choices: RestaurantChoices): Outcome<RestaurantDoc> {
  const values: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === 'string') values[k] = v;
  const text = (name: string) => (values[name] ?? '').trim();
  const optional = (name: string) => text(name) || undefined;
  const lines = (name: string) =>
    (values[name] ?? '')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
  const headOffice = headOfficeParts(values, form, before, choices.menuIds);
  const awards = awardsFromForm(values);
  const clickCollectUrl = optional('clickCollectUrl');
  // Decision 053: only head office's form has the price band; without it the band stays. The service checks who sent it.
  const priceBand = form.has('priceBand') ? optional('priceBand') : before.priceBand;
  const { priceBand: _was, ...rest } = before;
  const candidate = {
    ...rest,
    ...(priceBand ? { priceBand } : {}),
    title: text('title'),
    about: text('about'),
    address: {
      line1: text('line1'),
      ...(optional('line2') ? { line2: text('line2') } : {}),
      town: text('town'),
      ...(optional('county') ? { county: text('county') } : {}),
      postcode: text('postcode').toUpperCase(),
    },
    localities: lines('localities'),
    phone: text('phone'),
    email: text('email'),
    what3words: text('what3words').replace(/^\/+/, '').toLowerCase(),
    clickCollect: { enabled: values.clickCollect === 'on', ...(clickCollectUrl ? { url: clickCollectUrl } : {}) },
    socials: lines('socials').map((line) => {
      const [network = '', ...rest] = line.split(/\s+/);
      return { network: network.toLowerCase(), url: rest.join(' ') };
    }),
    deliveryPartners: lines('deliveryPartners').map((line) => {
      const [name = '', url = ''] = splitLine(line, 2);
      return { name, url };
    }),
    // Those kept stay in the order the page lists them; one newly ticked follows, in the list's order.
    amenities: [...before.amenities, ...AMENITIES.filter((a) => !before.amenities.includes(a))].filter(
      (a) => values[`${AMENITY_CHOICE}${a}`] === 'on',
    ),
    awards: awards.awards,
    offers: choices.offerSlugs.filter((slug) => values[`${OFFER_CHOICE}${slug}`] === 'on'),
    heroTiles: headOffice.heroTiles,
    menuIds: headOffice.menuIds,
    image: headOffice.image,
  };
  const fieldErrors: Record<string, string> = { ...awards.fieldErrors, ...headOffice.fieldErrors };
  const parsed = restaurantDocSchema.safeParse(candidate);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      if (issue.path[0] === 'heroTiles' && headOffice.tiles) {
        const found = tileFieldOfPath(issue.path.slice(1) as (string | number)[], headOffice.tiles);
        if (found) fieldErrors[found.field] ??= found.message;
        else fieldErrors.form ??= `${path}: ${issue.message}`;
        continue;
      }
      const image = imageFieldOfPath(path, 'image', RESTAURANT_IMAGE);
      const field = image ?? fieldOfPath(path);
      const message = image ? imageFieldMessage(image, RESTAURANT_IMAGE) : RESTAURANT_MESSAGES[field.replace(/\.\d+$/, '')];
      if (message) fieldErrors[field] ??= message;
      else fieldErrors.form ??= `${path || 'The restaurant'}: ${issue.message}`;
    }
  if (Object.keys(fieldErrors).length || !parsed.success) return { ok: false, fieldErrors };
  return { ok: true, value: parsed.data };
}
