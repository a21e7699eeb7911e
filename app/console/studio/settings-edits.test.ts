import { END_BEFORE_START } from '../../../contract/show-window.ts';
import { describe, expect, it } from 'vitest';
import type { Settings } from '../../../contract/content.ts';
import { MAX_SOCIALS, SETTINGS_MESSAGES, settingsFormValues, settingsFromForm, socialRowCount } from './settings-edits.ts';
import { bandRowCount } from './price-band-fields.ts';

const before: Settings = {
  site_id: 'casa',
  site_name: 'Casa',
  site_url: 'https://www.casa.example',
  site_email: 'hello@casa.example',
  book_now_text: 'Book Now',
  carousel_arrows: true,
  carousel_dots: false,
  default_restaurant_id: '',
  loading_color: '#01B0B5',
  footer_type: 'page',
  chain_menus: ['food'],
  price_bands: [
    { id: 'london', name: 'London' },
    { id: 'airports', name: 'Airports' },
  ],
  tagline: 'Food cooked over fire',
  navigation: [{ label: 'Menu', url: '/our-menu/' }],
  footer_links: [{ label: 'FAQs', url: '/faqs/' }],
  socials: [
    { network: 'instagram', url: 'https://www.instagram.com/casa' },
    { network: 'facebook', url: 'https://www.facebook.com/casa' },
  ],
  banner: { id: 'brunch-2027', text: 'Brunch on Fridays too', link: { label: 'See where', url: '/bottomless-brunch/' } },
  popup: { id: 'club-2027', heading: 'A cocktail on us?', content: 'Join the club.', link: { label: 'Sign me up', url: '/sign-up/' } },
};

/** The form as the studio renders it for `before`, with some fields changed ('' clears one; null leaves it out, as an unticked box). */
const form = (changes: Record<string, string | null> = {}) => {
  const f = new FormData();
  f.set('intent', 'save-settings');
  for (const [k, v] of Object.entries({ ...settingsFormValues(before), ...changes })) if (v !== null) f.set(k, v);
  return f;
};

describe('settingsFormValues', () => {
  it('ticks the banner and popup boxes when they are on, and lists the socials by row', () => {
    const values = settingsFormValues(before);
    expect(values).toMatchObject({ bannerOn: 'on', popupOn: 'on', 'socialNetwork.1': 'facebook', bannerLinkUrl: '/bottomless-brunch/' });
    expect(settingsFormValues({ ...before, banner: null, popup: null })).not.toHaveProperty('bannerOn');
  });

  it('shows each social row and one blank to add, six at most', () => {
    expect(socialRowCount(settingsFormValues(before))).toBe(3);
    expect(socialRowCount({})).toBe(1);
    expect(socialRowCount({ 'socialUrl.5': 'https://x.com/casa' })).toBe(MAX_SOCIALS);
  });
});

describe('settingsFromForm', () => {
  it('gives back the same settings when nothing changed', () => {
    expect(settingsFromForm(form(), before)).toEqual({ ok: true, value: before });
  });

  it('reads the form over the settings as they were: every other setting is kept', () => {
    const out = settingsFromForm(
      form({
        bookNowText: ' Book a table ',
        tagline: 'Fire and cocktails',
        bannerId: 'summer-2027',
        bannerText: 'Summer menu now on',
        bannerLinkLabel: '',
        bannerLinkUrl: '',
        popupOn: null,
        'socialNetwork.0': '',
        'socialUrl.0': '',
        'socialNetwork.2': 'x',
        'socialUrl.2': 'https://x.com/casa',
      }),
      before,
    );
    expect(out).toEqual({
      ok: true,
      value: {
        ...before,
        book_now_text: 'Book a table',
        tagline: 'Fire and cocktails',
        banner: { id: 'summer-2027', text: 'Summer menu now on' },
        popup: null,
        socials: [
          { network: 'facebook', url: 'https://www.facebook.com/casa' },
          { network: 'x', url: 'https://x.com/casa' },
        ],
      },
    });
  });

  it('switches the banner off whatever its fields say', () => {
    const out = settingsFromForm(form({ bannerOn: null, bannerText: '' }), before);
    expect(out).toEqual({ ok: true, value: { ...before, banner: null } });
  });

  it('switches a popup on from empty settings', () => {
    const out = settingsFromForm(
      form({ popupOn: 'on', popupId: 'p1', popupHeading: 'Hello', popupContent: 'Hi', popupLinkLabel: 'Go', popupLinkUrl: '/go/' }),
      { ...before, popup: null },
    );
    expect(out.ok && out.value.popup).toEqual({ id: 'p1', heading: 'Hello', content: 'Hi', link: { label: 'Go', url: '/go/' } });
  });

  it('keeps the popup’s days between showings, and refuses days that are not a whole number from 1 to 365 (decision 055)', () => {
    const popupForm = (popupEveryDays: string) =>
      settingsFromForm(
        form({
          popupOn: 'on',
          popupId: 'p1',
          popupHeading: 'Hello',
          popupContent: 'Hi',
          popupLinkLabel: 'Go',
          popupLinkUrl: '/go/',
          popupEveryDays,
        }),
        before,
      );
    const kept = popupForm('14');
    expect(kept.ok && kept.value.popup?.everyDays).toBe(14);
    const empty = popupForm('');
    expect(empty.ok && empty.value.popup).not.toHaveProperty('everyDays');
    for (const bad of ['0', '366', '2.5', '1e2', 'often']) {
      expect(popupForm(bad)).toMatchObject({ ok: false, fieldErrors: { popupEveryDays: SETTINGS_MESSAGES.popupEveryDays } });
    }
    expect(settingsFormValues({ ...before, popup: { ...before.popup!, everyDays: 7 } }).popupEveryDays).toBe('7');
  });

  it('keeps the banner’s and popup’s own start and end, whole minutes, and refuses an end before the start (decision 064)', () => {
    const out = settingsFromForm(
      form({ bannerStarts: '2026-12-07T09:00', bannerEnds: '2026-12-11T18:00:00', popupEnds: '2027-01-04T12:30' }),
      before,
    );
    expect(out.ok && out.value.banner).toMatchObject({ starts: '2026-12-07T09:00', ends: '2026-12-11T18:00' });
    expect(out.ok && out.value.popup).toMatchObject({ ends: '2027-01-04T12:30' });
    expect(out.ok && out.value.popup).not.toHaveProperty('starts');
    expect(settingsFromForm(form({ bannerStarts: '2026-12-07T09:00', bannerEnds: '2026-12-07T08:00' }), before)).toMatchObject({
      ok: false,
      fieldErrors: { bannerEnds: END_BEFORE_START },
    });
    expect(settingsFromForm(form({ popupStarts: '2026-02-30T09:00' }), before)).toMatchObject({
      ok: false,
      fieldErrors: { popupStarts: expect.any(String) },
    });
    const values = settingsFormValues({ ...before, banner: { ...before.banner!, starts: '2026-12-07T09:00' } });
    expect(values).toMatchObject({ bannerStarts: '2026-12-07T09:00', bannerEnds: '' });
  });

  it('reads no more than six social rows', () => {
    const rows = Object.fromEntries(
      ['instagram', 'facebook', 'tiktok', 'x'].flatMap((n, i) => [
        [`socialNetwork.${i}`, n],
        [`socialUrl.${i}`, `https://${n}.example/casa`],
      ]),
    );
    const out = settingsFromForm(form({ ...rows, 'socialNetwork.6': 'x', 'socialUrl.6': 'https://x.example/other' }), before);
    expect(out.ok && out.value.socials.map((s) => s.network)).toEqual(['instagram', 'facebook', 'tiktok', 'x']);
  });

  it.each<[string, Record<string, string | null>, string, string]>([
    ['an empty banner id', { bannerId: '' }, 'bannerId', SETTINGS_MESSAGES.bannerId],
    ['an empty banner text', { bannerText: ' ' }, 'bannerText', SETTINGS_MESSAGES.bannerText],
    ['a banner link with no words', { bannerLinkLabel: '' }, 'bannerLinkLabel', SETTINGS_MESSAGES.bannerLinkLabel],
    ['a banner link with no address', { bannerLinkUrl: '' }, 'bannerLinkUrl', SETTINGS_MESSAGES.bannerLinkUrl],
    ['a javascript: banner link', { bannerLinkUrl: 'javascript:alert(1)' }, 'bannerLinkUrl', SETTINGS_MESSAGES.bannerLinkUrl],
    ['an http: banner link', { bannerLinkUrl: 'http://example.com/' }, 'bannerLinkUrl', SETTINGS_MESSAGES.bannerLinkUrl],
    ['an empty popup id', { popupId: '' }, 'popupId', SETTINGS_MESSAGES.popupId],
    ['an empty popup heading', { popupHeading: '' }, 'popupHeading', SETTINGS_MESSAGES.popupHeading],
    ['an empty popup content', { popupContent: '' }, 'popupContent', SETTINGS_MESSAGES.popupContent],
    ['a popup link with no words', { popupLinkLabel: '' }, 'popupLinkLabel', SETTINGS_MESSAGES.popupLinkLabel],
    ['a popup link with no address', { popupLinkUrl: '' }, 'popupLinkUrl', SETTINGS_MESSAGES.popupLinkUrl],
    ['a javascript: popup link', { popupLinkUrl: 'javascript:alert(1)' }, 'popupLinkUrl', SETTINGS_MESSAGES.popupLinkUrl],
    ['an empty Book Now text', { bookNowText: '' }, 'bookNowText', SETTINGS_MESSAGES.bookNowText],
    ['a social with no network', { 'socialNetwork.1': '' }, 'socialNetwork.1', SETTINGS_MESSAGES.socialNetwork],
    ['a network the footer has no icon for', { 'socialNetwork.1': 'myspace' }, 'socialNetwork.1', SETTINGS_MESSAGES.socialNetwork],
    ['a network listed twice', { 'socialNetwork.1': 'instagram' }, 'socialNetwork.1', SETTINGS_MESSAGES.socialTwice],
    ['a social with no address', { 'socialUrl.0': '' }, 'socialUrl.0', SETTINGS_MESSAGES.socialUrl],
    ['a social address that is not one', { 'socialUrl.0': 'instagram casa' }, 'socialUrl.0', SETTINGS_MESSAGES.socialUrl],
    ['a javascript: social address', { 'socialUrl.1': 'javascript:alert(1)' }, 'socialUrl.1', SETTINGS_MESSAGES.socialUrl],
    ['a data: social address', { 'socialUrl.1': 'data:text/html,hi' }, 'socialUrl.1', SETTINGS_MESSAGES.socialUrl],
  ])('refuses %s by that field alone', (_, changes, field, message) => {
    expect(settingsFromForm(form(changes), before)).toEqual({ ok: false, fieldErrors: { [field]: message } });
  });

  it('names a social’s error by the row it was typed in, past a blank row', () => {
    const out = settingsFromForm(
      form({ 'socialNetwork.0': '', 'socialUrl.0': '', 'socialNetwork.3': 'tiktok', 'socialUrl.3': 'nope' }),
      before,
    );
    expect(out).toEqual({ ok: false, fieldErrors: { 'socialUrl.3': SETTINGS_MESSAGES.socialUrl } });
  });

  it('names a problem in a setting the form does not show with its path', () => {
    const out = settingsFromForm(form(), { ...before, navigation: [{ label: 'Bad', url: 'javascript:alert(1)' }] });
    expect(out).toEqual({ ok: false, fieldErrors: { form: expect.stringMatching(/^navigation\.0\.url: /) } });
  });

  describe('price bands (decision 053)', () => {
    it('lists each band by row with its id, and one blank row to add', () => {
      const values = settingsFormValues(before);
      expect(values).toMatchObject({ 'bandId.0': 'london', 'bandName.0': 'London', 'bandId.1': 'airports', 'bandName.1': 'Airports' });
      expect(bandRowCount(values)).toBe(3);
      expect(bandRowCount(settingsFormValues({ ...before, price_bands: [] }))).toBe(1);
    });

    it('renames a band under its id, adds one with an id from its name, and removes one whose name is cleared', () => {
      const out = settingsFromForm(form({ 'bandName.0': 'Greater London', 'bandName.1': '', 'bandName.2': 'South Coast' }), before);
      expect(out.ok && out.value.price_bands).toEqual([
        { id: 'london', name: 'Greater London' },
        { id: 'south-coast', name: 'South Coast' },
      ]);
    });

    it('never takes an id the form made up: a row with an unknown id is a new band named by its name', () => {
      const out = settingsFromForm(form({ 'bandId.2': 'Bad Id!', 'bandName.2': 'Airports Two' }), before);
      expect(out.ok && out.value.price_bands.map((b) => b.id)).toEqual(['london', 'airports', 'airports-two']);
      // A new band named like a kept band's id gets an id of its own.
      const twin = settingsFromForm(form({ 'bandName.1': 'Heathrow', 'bandName.2': 'airports' }), before);
      expect(twin.ok && twin.value.price_bands.map((b) => b.id)).toEqual(['london', 'airports', 'airports-2']);
    });

    it.each<[string, Record<string, string>, string, string]>([
      ['a name used twice', { 'bandName.2': 'london' }, 'bandName.2', SETTINGS_MESSAGES.bandTwice],
      ['a name with no letters or digits', { 'bandName.2': '£££' }, 'bandName.2', SETTINGS_MESSAGES.bandName],
      ['a name too long', { 'bandName.1': 'x'.repeat(61) }, 'bandName.1', SETTINGS_MESSAGES.bandName],
    ])('refuses %s by its row', (_, changes, field, message) => {
      expect(settingsFromForm(form(changes), before)).toEqual({ ok: false, fieldErrors: { [field]: message } });
    });
  });
});
