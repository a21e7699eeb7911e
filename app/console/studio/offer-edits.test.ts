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
const form = (changes: Partial<Record<OfferField, string>> = {}) => {
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
    ['code', 'AB'],
    ['code', 'THIRTEENCHARS'],
    ['code', 'BRUNCH-27'],
  ])('refuses %s = %j by that field alone', (field, value) => {
    expect(offerFromForm(form({ [field]: value }), before)).toEqual({ ok: false, fieldErrors: { [field]: OFFER_MESSAGES[field] } });
  });

  it('says why the alt text is required: the schema has no decorative flag', () => {
    expect(OFFER_MESSAGES.imageAlt).toMatch(/cannot be marked decorative/);
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
