import { describe, expect, it } from 'vitest';
import type { Offer } from '../../../contract/content.ts';
import { OFFER_MESSAGES, offerFormValues, offerFromForm, type OfferField } from './offer-edits.ts';

const before: Offer = {
  id: '7',
  slug: 'spring-brunch',
  title: 'Spring brunch',
  description: '<p>Brunch for two.</p>',
  validityText: 'Saturdays in spring',
  termAndConditions: 'One per table.',
  successButtonText: 'Book a table',
  successButtonUrl: '/book-now/',
  overrideSuccessUrl: '/offers/thanks/',
  image: { desktop: '/images/offers/brunch.webp', mobile: '/images/offers/brunch-narrow.webp', alt: 'A table set for brunch' },
  code: 'BRUNCH',
};

/** The form as the studio renders it for `before`, with some fields changed. */
const form = (changes: Partial<Record<OfferField | 'imageDecorative', string>> = {}) => {
  const f = new FormData();
  f.set('intent', 'save-offer');
  for (const [k, v] of Object.entries({ ...offerFormValues(before), ...changes })) f.set(k, v);
  return f;
};

describe('offerFromForm', () => {
  it('gives back the same offer when nothing changed', () => {
    expect(offerFromForm(form(), before)).toEqual({ ok: true, value: before });
  });

  it('reads every field, trimmed, keeps the id, capitalises the code and drops an empty override', () => {
    const out = offerFromForm(
      form({
        title: ' Summer brunch ',
        slug: 'summer-brunch',
        description: '<p>Brunch for four.</p>',
        validityText: 'Saturdays in summer',
        termAndConditions: 'Two per table.',
        successButtonText: 'Find a restaurant',
        successButtonUrl: 'https://www.example.com/book',
        overrideSuccessUrl: '  ',
        imageDesktop: '/images/offers/summer.jpg',
        imageMobile: '/images/offers/summer-narrow.png',
        imageAlt: 'Pancakes with berries',
        code: 'summer27',
      }),
      before,
    );
    expect(out).toEqual({
      ok: true,
      value: {
        id: '7',
        slug: 'summer-brunch',
        title: 'Summer brunch',
        description: '<p>Brunch for four.</p>',
        validityText: 'Saturdays in summer',
        termAndConditions: 'Two per table.',
        successButtonText: 'Find a restaurant',
        successButtonUrl: 'https://www.example.com/book',
        image: { desktop: '/images/offers/summer.jpg', mobile: '/images/offers/summer-narrow.png', alt: 'Pancakes with berries' },
        code: 'SUMMER27',
      },
    });
  });

  it('keeps what the image pipeline knew of the files only while the files are the same', () => {
    const source = { hash: '0123456789ab', width: 1600, height: 900, widths: [800, 1600], colour: '#aabbcc' };
    const withSources: Offer = { ...before, image: { ...before.image, sources: { desktop: source, mobile: source } } };
    const same = offerFromForm(form(), withSources);
    expect(same.ok && same.value.image.sources).toEqual({ desktop: source, mobile: source });
    const moved = offerFromForm(form({ imageDesktop: '/images/offers/other.webp' }), withSources);
    expect(moved.ok && moved.value.image).toEqual({
      desktop: '/images/offers/other.webp',
      mobile: before.image.mobile,
      alt: before.image.alt,
    });
  });

  it.each<[OfferField, string]>([
    ['title', ''],
    ['slug', 'Summer Brunch'],
    ['slug', 'summer--brunch'],
    ['description', ' '],
    ['validityText', ''],
    ['termAndConditions', ''],
    ['successButtonText', ''],
    ['successButtonUrl', ''],
    ['successButtonUrl', 'http://www.example.com/'],
    ['successButtonUrl', 'javascript:alert(1)'],
    ['successButtonUrl', 'JavaScript:alert(1)'],
    ['overrideSuccessUrl', 'javascript:alert(document.cookie)'],
    ['overrideSuccessUrl', 'data:text/html,<script>alert(1)</script>'],
    ['imageDesktop', 'https://cdn.example.com/a.webp'],
    ['imageMobile', '/images/offers/a.gif'],
    ['imageAlt', ''],
    ['imageAlt', '   '],
    ['imageFocusDesktopX', '101'],
    ['imageFocusDesktopY', '-1'],
    ['imageFocusMobileX', 'left'],
    ['imageFocusMobileY', '1e3'],
    ['code', 'AB'],
    ['code', 'THIRTEENCHARS'],
    ['code', 'BRUNCH-27'],
  ])('refuses %s = %j by that field alone', (field, value) => {
    expect(offerFromForm(form({ [field]: value }), before)).toEqual({ ok: false, fieldErrors: { [field]: OFFER_MESSAGES[field] } });
  });

  it('takes a picture with no alt text only when it is marked decorative', () => {
    const out = offerFromForm(form({ imageAlt: '', imageDecorative: 'on' }), before);
    expect(out).toEqual({ ok: true, value: { ...before, image: { ...before.image, alt: '', decorative: true } } });
    expect(OFFER_MESSAGES.imageAlt).toMatch(/tick “Decorative”/);
  });

  it('reads the focal points in per cent, an empty one being the centre, and none at all when all four are empty', () => {
    const out = offerFromForm(
      form({ imageFocusDesktopX: '20', imageFocusDesktopY: '75.5', imageFocusMobileX: '', imageFocusMobileY: '10' }),
      before,
    );
    expect(out.ok && out.value.image.focus).toEqual({ desktop: { x: 20, y: 75.5 }, mobile: { x: 50, y: 10 } });
    const none = offerFromForm(form(), before);
    expect(none.ok && none.value.image).not.toHaveProperty('focus');
    const focused: Offer = { ...before, image: { ...before.image, focus: { desktop: { x: 1, y: 2 }, mobile: { x: 3, y: 4 } } } };
    expect(offerFormValues(focused)).toMatchObject({
      imageFocusDesktopX: '1',
      imageFocusDesktopY: '2',
      imageFocusMobileX: '3',
      imageFocusMobileY: '4',
    });
  });

  it('takes an uploaded picture by its path, an AVIF too', () => {
    const path = '/images/uploads/0123456789abcdef01234567.avif';
    const out = offerFromForm(form({ imageDesktop: path, imageMobile: path }), before);
    expect(out.ok && out.value.image).toEqual({ desktop: path, mobile: path, alt: before.image.alt });
  });

  it('gives each of several bad fields its own error', () => {
    const out = offerFromForm(form({ title: '', code: 'x', successButtonUrl: 'javascript:void(0)' }), before);
    expect(out).toEqual({
      ok: false,
      fieldErrors: { title: OFFER_MESSAGES.title, code: OFFER_MESSAGES.code, successButtonUrl: OFFER_MESSAGES.successButtonUrl },
    });
  });

  it('names a problem no field stands for (an id the schema refuses) with its path', () => {
    const out = offerFromForm(form(), { ...before, id: 'seven' });
    expect(out).toEqual({ ok: false, fieldErrors: { form: expect.stringMatching(/^id: /) } });
  });
});
