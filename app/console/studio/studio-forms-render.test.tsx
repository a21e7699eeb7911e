// @vitest-environment jsdom
// The offer and settings forms as the server renders them (issue 26): every
// field labelled, every id unique, a refused field marked invalid and tied to
// its message, and what was sent back in the fields.
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Offer, Settings } from '../../../contract/content.ts';
import { OfferForm } from './offer-form.tsx';
import { OFFER_MESSAGES, offerFormValues } from './offer-edits.ts';
import { SettingsForm } from './settings-form.tsx';
import { SETTINGS_MESSAGES, settingsFormValues } from './settings-edits.ts';
import { ItemForm } from './item-form.tsx';
import { ITEM_MESSAGES } from './menu-edits.ts';
import { RestaurantForm } from './restaurant-form.tsx';

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
    const doc = render(<OfferForm csrfToken="t" revision={3} values={offerFormValues(offer)} errors={{}} images={[]} />);
    expectLabelled(doc);
    expect(hiddenIntent(doc)).toBe('save-offer');
    expect(doc.querySelector<HTMLInputElement>('#offer-title')?.value).toBe('A free cocktail');
    expect(doc.querySelector('#offer-title')?.hasAttribute('aria-invalid')).toBe(false);
    expect(doc.querySelector('#offer-code')?.getAttribute('aria-describedby')).toBe('offer-code-hint');
    expect(doc.querySelector('#offer-code-hint')?.textContent).toMatch(/how vouchers are issued: codes start with this prefix/i);
  });

  it('marks a refused field invalid, ties its message to it, and shows what was sent', () => {
    const sent = { ...offerFormValues(offer), title: '', code: 'x' };
    const doc = render(<OfferForm csrfToken="t" revision={3} values={sent} errors={{ code: OFFER_MESSAGES.code }} images={[]} />);
    const code = doc.querySelector<HTMLInputElement>('#offer-code')!;
    expect(code.value).toBe('x');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.getAttribute('aria-describedby')).toBe('offer-code-hint offer-code-error');
    expect(doc.getElementById('offer-code-error')?.textContent).toBe(OFFER_MESSAGES.code);
    expect(doc.querySelector<HTMLInputElement>('#offer-title')?.value).toBe('');
  });
});

describe('the settings form', () => {
  it('labels every field, ticks the banner, leaves the popup off, and adds one blank social row', () => {
    const doc = render(<SettingsForm csrfToken="t" revision={0} values={settingsFormValues(settings)} errors={{}} />);
    expectLabelled(doc);
    expect(hiddenIntent(doc)).toBe('save-settings');
    expect(doc.querySelector<HTMLInputElement>('#settings-bannerOn')?.checked).toBe(true);
    expect(doc.querySelector<HTMLInputElement>('#settings-popupOn')?.checked).toBe(false);
    expect(doc.querySelectorAll('select[name^="socialNetwork."]')).toHaveLength(2);
    expect(doc.querySelector<HTMLSelectElement>('#settings-socialNetwork-0')?.value).toBe('instagram');
    expect(doc.querySelector<HTMLSelectElement>('#settings-socialNetwork-1')?.value).toBe('');
    const banner = [...doc.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')?.textContent === 'Global banner')!;
    expect(doc.getElementById(banner.getAttribute('aria-describedby')!)?.textContent).toContain(
      'To end the banner at a time: switch it off, save, then schedule the publish',
    );
  });

  it('marks a refused social row invalid by its field', () => {
    const values = { ...settingsFormValues(settings), 'socialNetwork.1': 'x', 'socialUrl.1': 'javascript:alert(1)' };
    const doc = render(<SettingsForm csrfToken="t" revision={0} values={values} errors={{ 'socialUrl.1': SETTINGS_MESSAGES.socialUrl }} />);
    const url = doc.querySelector<HTMLInputElement>('#settings-socialUrl-1')!;
    expect(url.value).toBe('javascript:alert(1)');
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(url.getAttribute('aria-describedby')).toContain('settings-socialUrl-1-error');
    expect(doc.querySelectorAll('select[name^="socialNetwork."]')).toHaveLength(3);
  });
});

describe('price bands in the studio’s forms (issue 26, decision 053)', () => {
  const bands = [
    { id: 'london', name: 'London' },
    { id: 'airports', name: 'Airports' },
  ];

  it('the settings form: a row a band with its id kept hidden, a blank row to add, and a refusal under the legend', () => {
    const values = settingsFormValues(settings);
    const doc = render(
      <SettingsForm csrfToken="t" revision={0} values={values} errors={{ price_bands: 'The London band is still used' }} />,
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
    const props = { csrfToken: 't', revision: 0, values, errors: {}, offers: [], images: null };
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
        menu={{ id: 'food', name: 'Food' }}
        where="Grill"
        revision={0}
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
  });
});
