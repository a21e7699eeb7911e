// @vitest-environment jsdom
// The image field as the server renders it in the offer form (decision 037
// "Images"): every control labelled, the upload a multipart form of its own
// outside the offer's form, the pictures offered in groups with the current
// ones chosen, the alt text required unless decorative, and each error by its field.
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Offer } from '../../../contract/content.ts';
import { IMAGE_FIELD_MESSAGES, uploadedChoice, type ImageChoice } from './image-field-values.ts';
import { offerFormValues } from './offer-edits.ts';
import { OfferForm } from './offer-form.tsx';

const UPLOADED = '/images/uploads/0123456789abcdef01234567.png';
const offer: Offer = {
  id: '2',
  slug: 'brunch',
  title: 'Brunch',
  description: '<p>Brunch.</p>',
  validityText: 'Sundays',
  termAndConditions: 'One per table.',
  successButtonText: 'Book a table',
  successButtonUrl: '/book-now/',
  image: {
    desktop: UPLOADED,
    mobile: '/images/offers/a.svg',
    alt: 'Pancakes',
    focus: { desktop: { x: 20, y: 30 }, mobile: { x: 50, y: 50 } },
  },
  code: 'BRUNCH',
};
const choices: ImageChoice[] = [
  uploadedChoice({ path: UPLOADED, width: 1200, height: 800, fileName: 'pancakes.png' }),
  { path: '/images/offers/a.svg', label: '/images/offers/a.svg', uploaded: false, thumb: '/_img/aaaaaaaaaaaa/320/a.webp' },
];

function render(values: Record<string, string>, errors: Record<string, string> = {}): Document {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <OfferForm csrfToken="t0k" revision="1.1" values={values} errors={errors} images={choices} /> },
  ]);
  return new DOMParser().parseFromString(renderToString(<Stub />), 'text/html');
}

describe('the image field', () => {
  it('uploads through a multipart form of its own, outside the offer’s form, with the CSRF token', () => {
    const doc = render(offerFormValues(offer));
    const file = doc.querySelector<HTMLInputElement>('#offer-imageFile')!;
    const upload = doc.getElementById(file.getAttribute('form')!) as HTMLFormElement;
    expect(upload.getAttribute('action')).toBe('/console/content/images/');
    expect(upload.getAttribute('enctype')).toBe('multipart/form-data');
    expect(upload.querySelector<HTMLInputElement>('input[name="csrf"]')?.value).toBe('t0k');
    expect(upload.closest('form:not([id$="-upload"])')).toBeNull();
    expect(file.closest('form')?.querySelector('input[name="intent"]')).not.toBeNull();
    expect(doc.querySelector('button[form="offer-image-upload"]')?.textContent).toBe('Upload the picture');
    expect(doc.querySelector(`label[for="offer-imageFile"]`)?.textContent).toBe('Upload a new picture');
  });

  it('offers the uploaded pictures and the site’s own, with the current ones chosen and their focal points', () => {
    const doc = render(offerFormValues(offer));
    const wide = doc.querySelector<HTMLSelectElement>('#offer-imageDesktop')!;
    expect(wide.value).toBe(UPLOADED);
    expect([...wide.querySelectorAll('optgroup')].map((g) => g.label)).toEqual(['Uploaded pictures', 'The site’s pictures']);
    expect(wide.querySelector('option')?.textContent).toBe('pancakes.png (1200 × 800, uploaded)');
    expect(doc.querySelector<HTMLSelectElement>('#offer-imageMobile')?.value).toBe('/images/offers/a.svg');
    expect(doc.querySelector<HTMLInputElement>('#offer-imageFocusDesktopX')?.value).toBe('20');
    expect(doc.querySelector<HTMLInputElement>('#offer-imageFocusDesktopY')?.value).toBe('30');
    expect(doc.querySelector(`label[for="offer-imageFocusMobileY"]`)?.textContent).toBe('Phone focal point down (%)');
    // The uploaded picture's thumbnail is its smallest WebP variant, named by the hash in its path.
    expect(doc.querySelector('img')?.getAttribute('src')).toBe('/_img/0123456789ab/320/0123456789abcdef01234567.webp');
  });

  it('requires the alt text unless the picture is marked decorative', () => {
    expect(render(offerFormValues(offer)).querySelector('#offer-imageAlt')?.hasAttribute('required')).toBe(true);
    const decorative = render({ ...offerFormValues(offer), imageAlt: '', imageDecorative: 'on' });
    expect(decorative.querySelector('#offer-imageAlt')?.hasAttribute('required')).toBe(false);
    expect(decorative.querySelector<HTMLInputElement>('#offer-imageDecorative')?.checked).toBe(true);
  });

  it('ties each refused part to its own message', () => {
    const errors = { imageAlt: IMAGE_FIELD_MESSAGES.Alt, imageFocusMobileX: IMAGE_FIELD_MESSAGES.FocusMobileX };
    const doc = render({ ...offerFormValues(offer), imageAlt: '', imageFocusMobileX: '140' }, errors);
    const alt = doc.querySelector('#offer-imageAlt')!;
    expect(alt.getAttribute('aria-invalid')).toBe('true');
    expect(doc.getElementById(alt.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe(IMAGE_FIELD_MESSAGES.Alt);
    const x = doc.querySelector<HTMLInputElement>('#offer-imageFocusMobileX')!;
    expect(x.value).toBe('140');
    expect(x.getAttribute('aria-describedby')).toContain('offer-imageFocusMobileX-error');
    expect(doc.querySelector('#offer-imageFocusDesktopX')?.hasAttribute('aria-invalid')).toBe(false);
  });
});
