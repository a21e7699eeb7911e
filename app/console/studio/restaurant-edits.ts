// A restaurant's details from its studio form (issue 26), as a pure function
// of the form and the restaurant as it was: its name and words, address,
// contact, what3words, which offers it shows, click-and-collect, socials,
// delivery partners, awards, picture and (head office's) price band. Checked by the pack's own schema,
// each problem sent back to its field. Hours stay in the booking setup; hero
// tiles, amenities, menus and the map position stay in the JSON below the form.
import { restaurantDocSchema, type RestaurantDoc } from '../../../contract/content.ts';
import type { Outcome } from './menu-edits.ts';
import { imageFieldMessage, imageFieldOfPath, imageFormValues, imageFromForm } from './image-field-values.ts';
import { textOf } from '../setup/setup-form-values.ts';

export const RESTAURANT_IMAGE = 'image';
/** An offer shown at the restaurant is posted as `offer:<slug>`. */
export const OFFER_CHOICE = 'offer:';

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
  awards: 'Each line: the award’s name, its year and who gave it, separated by commas',
  priceBand: 'Please choose a price band from the list',
};

/** Schema paths to the form's fields: address.postcode → postcode, socials.1.url → socials. */
function fieldOfPath(path: string): string {
  const [head, second] = path.split('.');
  if (head === 'address' && second) return second;
  if (head === 'clickCollect') return 'clickCollectUrl';
  return head ?? path;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The form's values, as text (what its inputs start with); offers ticked are `offer:<slug>` = 'on'. */
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
    awards: r.awards.map((a) => `${a.name}, ${a.year}, ${a.issuer}`).join('\n'),
    priceBand: r.priceBand ?? '',
    ...Object.fromEntries(r.offers.map((slug) => [`${OFFER_CHOICE}${slug}`, 'on'])),
    ...imageFormValues(r.image, RESTAURANT_IMAGE),
  };
}

/** A line "a, b, c" split at its first commas into `parts` pieces (the last keeps any further commas). */
function splitLine(line: string, parts: number): string[] {
  const pieces = line.split(',').map((p) => p.trim());
  return [...pieces.slice(0, parts - 1), pieces.slice(parts - 1).join(', ')];
}

/** The restaurant from its form, over the restaurant as it was (its id, slug, city, map position, menus and tiles stay). */
export function restaurantFromForm(form: FormData, before: RestaurantDoc, offerSlugs: readonly string[]): Outcome<RestaurantDoc> {
  const text = (name: string) => textOf(form, name).trim();
  const optional = (name: string) => text(name) || undefined;
  // A manager's form has no picture field (uploads are the chain's): the picture stays as it was.
  const picture = form.has(`${RESTAURANT_IMAGE}Desktop`)
    ? imageFromForm(form, before.image, RESTAURANT_IMAGE)
    : { image: before.image, fieldErrors: {} };
  const clickCollectUrl = optional('clickCollectUrl');
  // Issue 26: only head office's form has the price band (decision 053); without it the band stays. The service checks who sent it.
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
    localities: lines(textOf(form, 'localities')),
    phone: text('phone'),
    email: text('email'),
    what3words: text('what3words').replace(/^\/+/, '').toLowerCase(),
    clickCollect: { enabled: textOf(form, 'clickCollect') === 'on', ...(clickCollectUrl ? { url: clickCollectUrl } : {}) },
    socials: lines(textOf(form, 'socials')).map((line) => {
      const [network = '', ...rest] = line.split(/\s+/);
      return { network: network.toLowerCase(), url: rest.join(' ') };
    }),
    deliveryPartners: lines(textOf(form, 'deliveryPartners')).map((line) => {
      const [name = '', url = ''] = splitLine(line, 2);
      return { name, url };
    }),
    awards: lines(textOf(form, 'awards')).map((line) => {
      const [name = '', year = '', issuer = ''] = splitLine(line, 3);
      return { name, year: /^\d{4}$/.test(year) ? Number(year) : Number.NaN, issuer };
    }),
    offers: offerSlugs.filter((slug) => textOf(form, `${OFFER_CHOICE}${slug}`) === 'on'),
    image: picture.image,
  };
  const fieldErrors: Record<string, string> = { ...picture.fieldErrors };
  for (const award of candidate.awards) if (!award.name || !award.issuer) fieldErrors.awards ??= RESTAURANT_MESSAGES.awards!;
  const parsed = restaurantDocSchema.safeParse(candidate);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      const image = imageFieldOfPath(path, 'image', RESTAURANT_IMAGE);
      const field = image ?? fieldOfPath(path);
      const message = image ? imageFieldMessage(image, RESTAURANT_IMAGE) : RESTAURANT_MESSAGES[field];
      if (message) fieldErrors[field] ??= message;
      else fieldErrors.form ??= `${path || 'The restaurant'}: ${issue.message}`;
    }
  if (Object.keys(fieldErrors).length || !parsed.success) return { ok: false, fieldErrors };
  return { ok: true, value: parsed.data };
}
