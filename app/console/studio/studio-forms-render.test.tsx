// @vitest-environment jsdom
// The offer, settings and restaurant forms as the server renders them (product.md
// D9): every field labelled, every id unique, a refused field marked invalid
// and tied to its message, and what was sent back in the fields; a
// restaurant's amenities, awards, menus and hero tiles in fields, not JSON,
// and head office's parts shown to a manager but not to edit.
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Offer, RestaurantDoc, Settings } from '../../../contract/content.ts';
import { AMENITY_LABELS } from '../../../contract/content-constants.ts';
import { loadContentPack } from '../../../content/load-pack.ts';
import { OfferForm } from './offer-form.tsx';
import { OFFER_MESSAGES, offerFormValues } from './offer-edits.ts';
import { SettingsForm } from './settings-form.tsx';
import { ContactFormForm } from './contact-form-form.tsx';
import { contactFormValues } from './contact-form-edits.ts';
import { SETTINGS_MESSAGES, settingsFormValues } from './settings-edits.ts';
import { ItemForm } from './item-form.tsx';
import { ITEM_MESSAGES } from './menu-edits.ts';
import { RestaurantForm } from './restaurant-form.tsx';
import { restaurantFormValues } from './restaurant-edits.ts';
import { LIST_MESSAGES } from './restaurant-lists.ts';

const pack = await loadContentPack();
const bath = pack.restaurants.find((r) => r.slug === 'bath') as unknown as RestaurantDoc;
const MENUS = pack.menus.map((m) => ({ id: m.id, name: m.name }));
const PICTURES = [{ path: bath.image.desktop, label: bath.image.desktop, uploaded: false, thumb: null }];

const offer: Offer = {
  id: '1',
  slug: 'malibu',
  title: 'A free cocktail',
  description: '<p>On us.</p>',
  validityText: 'Until March',
  termAndConditions: 'Over-18s only.',
  successButtonText: 'Book a table',
  successButtonUrl: '/book-now/',
  image: { desktop: '/images/offers/a.svg', mobile: '/images/offers/a.svg', alt: 'A cocktail' },
  code: 'COCONUT',
};
const settings = {
  book_now_text: 'Book Now',
  tagline: 'Fire',
  socials: [{ network: 'instagram', url: 'https://www.instagram.com/casa' }],
  banner: { id: 'b1', text: 'Brunch on Fridays' },
  popup: null,
  price_bands: [{ id: 'london', name: 'London' }],
} as unknown as Settings;

function render(element: React.ReactElement): Document {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }]);
  return new DOMParser().parseFromString(renderToString(<Stub />), 'text/html');
}

/** Every input, select and text box has a label of its own, and no id is used twice. */
function expectLabelled(doc: Document) {
  const ids = [...doc.querySelectorAll('[id]')].map((e) => e.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const control of doc.querySelectorAll('input:not([type=hidden]), select, textarea'))
    expect(doc.querySelector(`label[for="${control.id}"]`), control.getAttribute('name') ?? '').not.toBeNull();
  for (const fieldset of doc.querySelectorAll('fieldset')) expect(fieldset.querySelector(':scope > legend')).not.toBeNull();
}

const hiddenIntent = (doc: Document) => doc.querySelector<HTMLInputElement>('input[name="intent"]')?.value;

describe('the offer form', () => {
  it('labels every field, groups them under legends, and posts save-offer', () => {
    const doc = render(<OfferForm csrfToken="t" revision="1.3" values={offerFormValues(offer)} errors={{}} images={[]} />);
    expectLabelled(doc);
    expect(hiddenIntent(doc)).toBe('save-offer');
    expect(doc.querySelector<HTMLInputElement>('#offer-title')?.value).toBe('A free cocktail');
    expect(doc.querySelector('#offer-title')?.hasAttribute('aria-invalid')).toBe(false);
    expect(doc.querySelector('#offer-code')?.getAttribute('aria-describedby')).toBe('offer-code-hint');
    expect(doc.querySelector('#offer-code-hint')?.textContent).toMatch(/how vouchers are issued: codes start with this prefix/i);
  });

  it('marks a refused field invalid, ties its message to it, and shows what was sent', () => {
    const sent = { ...offerFormValues(offer), title: '', code: 'x' };
    const doc = render(<OfferForm csrfToken="t" revision="1.3" values={sent} errors={{ code: OFFER_MESSAGES.code }} images={[]} />);
    const code = doc.querySelector<HTMLInputElement>('#offer-code')!;
    expect(code.value).toBe('x');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.getAttribute('aria-describedby')).toBe('offer-code-hint offer-code-error');
    expect(doc.getElementById('offer-code-error')?.textContent).toBe(OFFER_MESSAGES.code);
    expect(doc.querySelector<HTMLInputElement>('#offer-title')?.value).toBe('');
  });
});

describe('the contact form’s reasons (decision 064)', () => {
  it('labels every field, draws each reason with its options and boxes, and one blank row to add', async () => {
    const contact = (await loadContentPack()).forms.find((f) => f.id === 'contact')!;
    const doc = render(<ContactFormForm csrfToken="t" revision="1.0" values={contactFormValues(contact)} errors={{}} />);
    expectLabelled(doc);
    expect(hiddenIntent(doc)).toBe('save-form');
    expect(doc.querySelectorAll('fieldset')).toHaveLength(contact.contactReasons.length + 1);
    expect(doc.querySelector<HTMLInputElement>('#contact-reasonName-0')?.value).toBe('A booking');
    expect(doc.querySelector<HTMLTextAreaElement>('#contact-reasonOptions-0')?.value).toContain('A large group\nA special occasion');
    expect(doc.querySelector<HTMLInputElement>('#contact-reasonRestaurant-0')?.checked).toBe(true);
    expect(doc.querySelector<HTMLInputElement>(`#contact-reasonName-${contact.contactReasons.length}`)?.value).toBe('');
  });
});

describe('the settings form', () => {
  it('labels every field, ticks the banner, leaves the popup off, and adds one blank social row', () => {
    const doc = render(<SettingsForm csrfToken="t" revision="1.0" values={settingsFormValues(settings)} errors={{}} />);
    expectLabelled(doc);
    expect(hiddenIntent(doc)).toBe('save-settings');
    expect(doc.querySelector<HTMLInputElement>('#settings-bannerOn')?.checked).toBe(true);
    expect(doc.querySelector<HTMLInputElement>('#settings-popupOn')?.checked).toBe(false);
    expect(doc.querySelectorAll('select[name^="socialNetwork."]')).toHaveLength(2);
    expect(doc.querySelector<HTMLSelectElement>('#settings-socialNetwork-0')?.value).toBe('instagram');
    expect(doc.querySelector<HTMLSelectElement>('#settings-socialNetwork-1')?.value).toBe('');
    const banner = [...doc.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')?.textContent === 'Global banner')!;
    expect(doc.getElementById(banner.getAttribute('aria-describedby')!)?.textContent).toContain(
      'Give it a start or an end (London time) and it comes and goes then by itself',
    );
    // Decision 064: its own start and end, as date-and-time fields.
    expect(doc.querySelector<HTMLInputElement>('#settings-bannerEnds')?.type).toBe('datetime-local');
    expect(doc.querySelector<HTMLInputElement>('#settings-popupStarts')?.type).toBe('datetime-local');
  });

  it('marks a refused social row invalid by its field', () => {
    const values = { ...settingsFormValues(settings), 'socialNetwork.1': 'x', 'socialUrl.1': 'javascript:alert(1)' };
    const doc = render(
      <SettingsForm csrfToken="t" revision="1.0" values={values} errors={{ 'socialUrl.1': SETTINGS_MESSAGES.socialUrl }} />,
    );
    const url = doc.querySelector<HTMLInputElement>('#settings-socialUrl-1')!;
    expect(url.value).toBe('javascript:alert(1)');
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(url.getAttribute('aria-describedby')).toContain('settings-socialUrl-1-error');
    expect(doc.querySelectorAll('select[name^="socialNetwork."]')).toHaveLength(3);
  });
});

describe('price bands in the studio’s forms (decision 053)', () => {
  const bands = [
    { id: 'london', name: 'London' },
    { id: 'airports', name: 'Airports' },
  ];

  it('the settings form: a row a band with its id kept hidden, a blank row to add, and a refusal under the legend', () => {
    const values = settingsFormValues(settings);
    const doc = render(
      <SettingsForm csrfToken="t" revision="1.0" values={values} errors={{ price_bands: 'The London band is still used' }} />,
    );
    expectLabelled(doc);
    expect(doc.querySelector<HTMLInputElement>('input[type=hidden][name="bandId.0"]')?.value).toBe('london');
    expect(doc.querySelector<HTMLInputElement>('#settings-bandName-0')?.value).toBe('London');
    expect(doc.querySelector<HTMLInputElement>('#settings-bandName-1')?.value).toBe('');
    expect(doc.querySelector('input[name="bandId.1"]')).toBeNull();
    const fieldset = [...doc.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')?.textContent === 'Price bands')!;
    expect(fieldset.getAttribute('aria-describedby')).toBe('price-bands-hint price-bands-error');
    expect(doc.getElementById('price-bands-error')?.textContent).toBe('The London band is still used');
  });

  it('the restaurant form: head office chooses the band; a manager sees it and has no field to send', () => {
    const values = { title: 'Ealing', priceBand: 'london' };
    const props = { csrfToken: 't', revision: '1.0', values, errors: {}, offers: [], menus: [], chainMenus: [], images: null };
    const editor = render(<RestaurantForm {...props} priceBands={{ bands, editable: true }} />);
    expectLabelled(editor);
    const select = editor.querySelector<HTMLSelectElement>('select[name="priceBand"]')!;
    expect([...select.options].map((o) => `${o.value}:${o.textContent}`)).toEqual([
      ':None: the chain’s prices',
      'london:London',
      'airports:Airports',
    ]);
    expect(select.value).toBe('london');
    const manager = render(<RestaurantForm {...props} priceBands={{ bands, editable: false }} />);
    expect(manager.querySelector('[name="priceBand"]')).toBeNull();
    expect(manager.body.textContent).toContain('Price band: London. Head office sets it.');
  });

  it('the dish form: a price per band beside each option’s chain price, blank for the chain’s, with its error by band and row', () => {
    const item = {
      id: 'steak',
      name: 'Steak',
      description: '',
      dietaryTags: [],
      allergens: [],
      options: [{ name: '8oz', price: '22.95', bandPrices: { london: '24.95' } }],
    };
    const doc = render(
      <ItemForm
        csrfToken="t"
        menu={{ id: 'food', name: 'Food menu' }}
        where="Grill"
        revision="1.0"
        item={item}
        bands={bands}
        result={{ error: 'Please correct the fields marked', fieldErrors: { 'bandPrice.airports.0': ITEM_MESSAGES.bandPrice } }}
      />,
    );
    // Its tick boxes sit inside their labels; every id is unique and every price has a label of its own.
    const ids = [...doc.querySelectorAll('[id]')].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const input of doc.querySelectorAll('input[inputmode="decimal"]'))
      expect(doc.querySelector(`label[for="${input.id}"]`)).not.toBeNull();
    expect(doc.querySelectorAll('input[name="bandPrice.london"]')).toHaveLength(2);
    const london = doc.querySelector<HTMLInputElement>('#option-band-london-0')!;
    expect([london.name, london.value]).toEqual(['bandPrice.london', '24.95']);
    expect(doc.querySelector(`label[for="option-band-london-0"]`)?.textContent).toBe('Option 1 London price (£)');
    expect(doc.querySelector<HTMLInputElement>('#option-band-london-1')?.value).toBe('');
    const airports = doc.querySelector<HTMLInputElement>('#option-band-airports-0')!;
    expect(airports.getAttribute('aria-invalid')).toBe('true');
    expect(airports.getAttribute('aria-describedby')).toBe('band-prices-hint option-band-airports-0-error');
    expect(doc.getElementById('band-prices-hint')?.textContent).toContain('leave it blank for the chain price');
    // The way back names the menu once ("Food menu", not "the Food menu menu").
    expect(doc.querySelector('a[href="/console/content/menu/food/"]')?.textContent).toBe('Back to Food menu');
  });

  it('draws a refused dish with what was sent, prices and tick boxes too, without JavaScript (decision 061)', () => {
    const item = {
      id: 'caipirinha',
      name: 'Caipirinha',
      description: '',
      dietaryTags: [],
      allergens: [],
      options: [{ name: 'Glass', price: '6.19', bandPrices: {} }],
    };
    const sent = { intent: 'save-item', name: 'Caipirinha', 'optionName.0': 'Glass', 'optionPrice.0': '5.50', 'allergen.0': 'sulphites' };
    const doc = render(
      <ItemForm
        csrfToken="t"
        menu={{ id: 'drinks', name: 'Drinks menu' }}
        where="Cocktails"
        revision="4.0"
        item={item}
        bands={[]}
        result={{ error: 'Someone else saved or published this document after you opened it', fieldErrors: {}, sent }}
      />,
    );
    expect(doc.querySelector<HTMLInputElement>('#option-price-0')?.value).toBe('5.50');
    expect(doc.querySelector<HTMLInputElement>('input[name=allergen][value=sulphites]')?.checked).toBe(true);
  });
});

describe('the restaurant form', () => {
  const renderRestaurant = (props: { values?: Record<string, string>; errors?: Record<string, string>; manager?: boolean }) =>
    render(
      <RestaurantForm
        csrfToken="t"
        revision="1.1"
        values={props.values ?? restaurantFormValues({ ...bath, menuIds: ['brunch', 'food'] })}
        errors={props.errors ?? {}}
        offers={pack.offers.map((o) => ({ slug: o.slug, title: o.title }))}
        menus={MENUS}
        chainMenus={['Food', 'Drinks']}
        images={props.manager ? null : PICTURES}
        priceBands={{ bands: [], editable: !props.manager }}
      />,
    );

  it('shows the chain’s editors amenities, awards, menus, picture and hero tiles in fields, labelled, and says it shows them', () => {
    const doc = renderRestaurant({});
    expectLabelled(doc);
    expect(hiddenIntent(doc)).toBe('save-restaurant');
    expect(doc.querySelector<HTMLInputElement>('input[type=hidden][name="headOffice"]')?.value).toBe('on');
    // Amenities in the diner's words, ticked as the restaurant has them.
    const parking = doc.querySelector<HTMLInputElement>('input[name="amenity:parking"]')!;
    expect(doc.querySelector(`label[for="${parking.id}"]`)?.textContent).toBe(AMENITY_LABELS.parking);
    expect(parking.checked).toBe(bath.amenities.includes('parking'));
    expect(doc.querySelector<HTMLInputElement>('input[name="amenity:wheelchair-access"]')?.checked).toBe(true);
    // An award a row, then a blank row to add one.
    expect(doc.querySelector<HTMLInputElement>('#restaurant-award-0-name')?.value).toBe(bath.awards[0]!.name);
    expect(doc.querySelector<HTMLInputElement>('#restaurant-award-0-year')?.value).toBe(String(bath.awards[0]!.year));
    expect(doc.querySelector<HTMLInputElement>(`#restaurant-award-${bath.awards.length}-name`)?.value).toBe('');
    // The menus by name, in order, one choice for each menu the chain has.
    const menus = [...doc.querySelectorAll<HTMLSelectElement>('select[name^="menu."]')];
    expect(menus).toHaveLength(MENUS.length);
    expect(menus.map((m) => m.value).slice(0, 3)).toEqual(['brunch', 'food', '']);
    expect(menus[0]!.querySelector('option[value="brunch"]')?.textContent).toBe(MENUS.find((m) => m.id === 'brunch')!.name);
    expect(doc.getElementById('restaurant-menus-hint')?.textContent).toContain('the chain’s menus: Food, Drinks');
    // The hero tile, with the page form's tile fields and buttons.
    expect(doc.querySelector<HTMLInputElement>('#restaurant-tiles-0-tileId')?.value).toBe(bath.heroTiles[0]!.tileId);
    expect(doc.querySelector<HTMLSelectElement>('#restaurant-tiles-0-bgDesktop')?.value).toBe(bath.heroTiles[0]!.backgroundImage!.desktop);
    expect(doc.getElementById('restaurant-tile-0-remove')?.getAttribute('value')).toBe('remove:0');
    expect(doc.getElementById('restaurant-add-tile')?.textContent).toBe('Add a tile');
    expect(doc.querySelector<HTMLSelectElement>('#restaurant-imageDesktop')?.value).toBe(bath.image.desktop);
  });

  it('shows a manager their own details to edit, and head office’s parts only to read', () => {
    const doc = renderRestaurant({ manager: true });
    expectLabelled(doc);
    expect(doc.querySelector('input[name="headOffice"]')).toBeNull();
    expect(doc.querySelector('input[name="amenity:parking"]')).not.toBeNull();
    expect(doc.querySelector('#restaurant-award-0-name')).not.toBeNull();
    expect(doc.querySelector('[name^="menu."], [name^="tiles."], [name^="image"], input[type=file]')).toBeNull();
    const note = doc.querySelector('section[aria-labelledby="restaurant-head-office-h"]')?.textContent;
    expect(note).toContain('Menus served here: Bottomless brunch, ');
    expect(note).toContain('Tiles below the details: one');
  });

  it('marks a refused award year and menu by their fields, with what was sent', () => {
    const values = { ...restaurantFormValues(bath), 'award.0.year': 'last year', 'menu.1': 'food', 'menu.0': 'food' };
    const errors = { 'award.0.year': LIST_MESSAGES.awardYear, 'menu.1': LIST_MESSAGES.menuTwice };
    const doc = renderRestaurant({ values, errors });
    const year = doc.querySelector<HTMLInputElement>('#restaurant-award-0-year')!;
    expect([year.value, year.getAttribute('aria-invalid')]).toEqual(['last year', 'true']);
    expect(doc.getElementById('restaurant-award-0-year-error')?.textContent).toBe(LIST_MESSAGES.awardYear);
    expect(doc.querySelector('#restaurant-menu-1')?.getAttribute('aria-describedby')).toBe('restaurant-menu-1-error');
  });
});
