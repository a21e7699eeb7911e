// The site settings from their studio form (product.md D9), as a pure function of
// the form and the settings as they were: the global banner and the popup (on
// or off), the Book Now button's words, the footer's social links, the
// tagline and the price bands (decision 053), the banner's and popup's own start and
// end (decision 064). Every other setting is kept as it was. Checked by the pack's own
// schema, each problem sent back to the field that caused it.
import { settingsSchema, type Settings } from '../../../contract/content.ts';
import type { Outcome } from './menu-edits.ts';
import { bandsFromForm, bandsFormValues, PRICE_BAND_FORM_MESSAGES } from './price-band-fields.ts';
import { formText } from '../form-kit/form-text.ts';

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'tiktok', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  x: 'X',
};

/** The footer shows at most this many social links; the form has a row for each, and one blank row to add. */
export const MAX_SOCIALS = 6;

const WINDOW_TIME = 'Please give a date and a time (London), or leave it empty';
/** The window's fields: their problem is said as the schema says it ("The end must be after the start"). */
const WINDOW_FIELDS = new Set(['bannerStarts', 'bannerEnds', 'popupStarts', 'popupEnds']);

const LINK = 'Please enter a site path starting with / (such as /offers/), or an address starting with https://';

export const SETTINGS_MESSAGES = {
  bannerId: 'Please give the banner an id, such as friday-brunch-2027',
  bannerText: 'Please write what the banner says',
  bannerLinkLabel: 'Please give the link its words, or clear its address to show no link',
  bannerLinkUrl: LINK,
  popupId: 'Please give the popup an id, such as club-sign-up-2027',
  popupHeading: 'Please give the popup a heading',
  popupContent: 'Please write what the popup says',
  popupLinkLabel: 'Please give the popup’s link its words, such as Sign me up',
  popupLinkUrl: LINK,
  popupEveryDays: 'Please enter a whole number of days from 1 to 365, or leave it empty for 30',
  bannerStarts: WINDOW_TIME,
  bannerEnds: WINDOW_TIME,
  popupStarts: WINDOW_TIME,
  popupEnds: WINDOW_TIME,
  bookNowText: 'Please give the Book Now button its words',
  tagline: 'Please write the tagline as text',
  socialNetwork: 'Please choose the network, or clear the address to drop this row',
  socialUrl: 'Please enter the profile’s full address, starting with https://',
  socialTwice: 'This network is already listed above: each network once',
  ...PRICE_BAND_FORM_MESSAGES,
} as const;

type Texts = Record<string, string>;

/** The form's values for the settings, as text (what the inputs start with); a ticked box is 'on'. */
export function settingsFormValues(settings: Settings): Texts {
  const values: Texts = {
    bookNowText: settings.book_now_text,
    tagline: settings.tagline,
    bannerId: settings.banner?.id ?? '',
    bannerText: settings.banner?.text ?? '',
    bannerLinkLabel: settings.banner?.link?.label ?? '',
    bannerLinkUrl: settings.banner?.link?.url ?? '',
    popupId: settings.popup?.id ?? '',
    popupHeading: settings.popup?.heading ?? '',
    popupContent: settings.popup?.content ?? '',
    popupLinkLabel: settings.popup?.link.label ?? '',
    popupLinkUrl: settings.popup?.link.url ?? '',
    popupEveryDays: settings.popup?.everyDays === undefined ? '' : String(settings.popup.everyDays),
    bannerStarts: settings.banner?.starts ?? '',
    bannerEnds: settings.banner?.ends ?? '',
    popupStarts: settings.popup?.starts ?? '',
    popupEnds: settings.popup?.ends ?? '',
  };
  Object.assign(values, bandsFormValues(settings.price_bands ?? [])); // a document stored before bands had none
  if (settings.banner) values.bannerOn = 'on';
  if (settings.popup) values.popupOn = 'on';
  settings.socials.slice(0, MAX_SOCIALS).forEach((s, i) => {
    values[`socialNetwork.${i}`] = s.network;
    values[`socialUrl.${i}`] = s.url;
  });
  return values;
}

/** How many social rows the form shows for these values: each filled one, and one blank to add (at most MAX_SOCIALS). */
export function socialRowCount(values: Texts): number {
  let last = -1;
  for (let i = 0; i < MAX_SOCIALS; i++) if (values[`socialNetwork.${i}`] || values[`socialUrl.${i}`]) last = i;
  return Math.min(last + 2, MAX_SOCIALS);
}

/** The form field of a schema path ('banner.link.url' → bannerLinkUrl; socials by the row they came from). */
function fieldOfPath(path: string, socialRows: number[], bandRows: number[]): string | undefined {
  const simple: Record<string, string> = {
    book_now_text: 'bookNowText',
    tagline: 'tagline',
    'banner.id': 'bannerId',
    'banner.text': 'bannerText',
    'banner.link.label': 'bannerLinkLabel',
    'banner.link.url': 'bannerLinkUrl',
    'popup.id': 'popupId',
    'popup.heading': 'popupHeading',
    'popup.content': 'popupContent',
    'popup.link.label': 'popupLinkLabel',
    'popup.link.url': 'popupLinkUrl',
    'popup.everyDays': 'popupEveryDays',
    'banner.starts': 'bannerStarts',
    'banner.ends': 'bannerEnds',
    'popup.starts': 'popupStarts',
    'popup.ends': 'popupEnds',
  };
  if (simple[path]) return simple[path];
  if (path === 'price_bands') return 'price_bands';
  const band = /^price_bands\.(\d+)\./.exec(path);
  if (band) return bandRows[Number(band[1])] === undefined ? 'price_bands' : `bandName.${bandRows[Number(band[1])]}`;
  const social = /^socials\.(\d+)\.(network|url)$/.exec(path);
  if (!social) return undefined;
  const row = socialRows[Number(social[1])];
  return row === undefined ? undefined : `${social[2] === 'network' ? 'socialNetwork' : 'socialUrl'}.${row}`;
}

const messageOf = (field: string): string =>
  SETTINGS_MESSAGES[field.replace(/\.\d+$/, '') as keyof typeof SETTINGS_MESSAGES] ?? 'Please check this field';

/** The settings from their form, merged over the settings as they were. */
export function settingsFromForm(form: FormData, before: Settings): Outcome<Settings> {
  const text = (name: string) => formText(form, name).trim();
  const fieldErrors: Record<string, string> = {};
  const required = (name: keyof typeof SETTINGS_MESSAGES) => {
    const value = text(name);
    if (!value) fieldErrors[name] = SETTINGS_MESSAGES[name];
    return value;
  };

  // A browser's date-and-time field may add seconds ("09:00:00"): the window keeps whole minutes.
  const windowOf = (part: 'banner' | 'popup') => {
    const wall = (name: string) => text(name).replace(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}):00(\.0+)?$/, '$1');
    const starts = wall(`${part}Starts`);
    const ends = wall(`${part}Ends`);
    return { ...(starts ? { starts } : {}), ...(ends ? { ends } : {}) };
  };

  // A switched-off banner or popup is null: its words are not kept (the history still has them).
  let banner: Settings['banner'] = null;
  if (form.has('bannerOn')) {
    const label = text('bannerLinkLabel');
    const url = text('bannerLinkUrl');
    banner = {
      id: required('bannerId'),
      text: required('bannerText'),
      ...(label || url ? { link: { label, url } } : {}),
      ...windowOf('banner'),
    };
  }
  let popup: Settings['popup'] = null;
  if (form.has('popupOn')) {
    const everyDays = text('popupEveryDays');
    popup = {
      id: required('popupId'),
      heading: required('popupHeading'),
      content: required('popupContent'),
      link: { label: text('popupLinkLabel'), url: text('popupLinkUrl') },
      // Digits only: the schema then checks the range (Number('1e2') would slip through as 100).
      ...(everyDays ? { everyDays: /^\d{1,3}$/.test(everyDays) ? Number(everyDays) : Number.NaN } : {}),
      ...windowOf('popup'),
    };
  }

  const socials: Settings['socials'] = [];
  const socialRows: number[] = []; // the form row of each social kept, for its errors
  const seen = new Set<string>();
  for (let row = 0; row < MAX_SOCIALS; row++) {
    const network = text(`socialNetwork.${row}`);
    const url = text(`socialUrl.${row}`);
    if (!network && !url) continue; // a blank row
    if (!(SOCIAL_NETWORKS as readonly string[]).includes(network)) fieldErrors[`socialNetwork.${row}`] = SETTINGS_MESSAGES.socialNetwork;
    else if (seen.has(network)) fieldErrors[`socialNetwork.${row}`] = SETTINGS_MESSAGES.socialTwice;
    seen.add(network);
    // A profile is a web page: only https:// (the schema alone would take any scheme).
    if (!/^https:\/\/[^/\s]/i.test(url)) fieldErrors[`socialUrl.${row}`] = SETTINGS_MESSAGES.socialUrl;
    socials.push({ network: network as SocialNetwork, url });
    socialRows.push(row);
  }

  const bands = bandsFromForm(form, before.price_bands ?? []);
  Object.assign(fieldErrors, bands.fieldErrors);

  const parsed = settingsSchema.safeParse({
    ...before,
    price_bands: bands.bands,
    book_now_text: required('bookNowText'),
    tagline: text('tagline'),
    socials,
    banner,
    popup,
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      const field = fieldOfPath(path, socialRows, bands.rows);
      if (field) fieldErrors[field] ??= WINDOW_FIELDS.has(field) ? issue.message : messageOf(field);
      // A setting the form does not show (kept as it was): said as the schema says it, with its path.
      else fieldErrors.form ??= `${path || 'The settings'}: ${issue.message}`;
    }
  if (Object.keys(fieldErrors).length || !parsed.success) return { ok: false, fieldErrors };
  return { ok: true, value: parsed.data };
}
