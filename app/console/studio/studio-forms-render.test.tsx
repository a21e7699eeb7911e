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
