// An offer from its studio form (issue 26), as a pure function of the form and
// the offer as it was: every field but the id, checked by the pack's own
// schema, each problem sent back to the field that caused it. The image's alt
// text is required: the offer schema has no "decorative" flag, and an offer's
// picture always says something.
import { offerSchema, type Offer } from '../../../contract/content.ts';
import type { Outcome } from './menu-edits.ts';
import { textOf } from '../setup/setup-form-values.ts';

/** The form's fields, by name (the image's three parts are flat: imageDesktop, imageMobile, imageAlt). */
export const OFFER_FIELDS = [
  'title',
  'slug',
  'description',
  'validityText',
  'termAndConditions',
  'successButtonText',
  'successButtonUrl',
  'overrideSuccessUrl',
  'imageDesktop',
  'imageMobile',
  'imageAlt',
  'code',
] as const;
export type OfferField = (typeof OFFER_FIELDS)[number];

const LINK = 'Please enter a site path starting with / (such as /book-now/), or an address starting with https://';
const IMAGE = 'Please enter an image path such as /images/offers/brunch.webp (svg, webp, png or jpg)';

/** What each field says when the schema refuses it. */
export const OFFER_MESSAGES: Record<OfferField, string> = {
  title: 'Please give the offer a title',
  slug: 'Please use lower-case letters, digits and single hyphens, such as summer-brunch',
  description: 'Please describe the offer',
  validityText: 'Please say when the offer is valid',
  termAndConditions: 'Please give the terms and conditions',
  successButtonText: 'Please give the button a label, such as Book a table',
  successButtonUrl: LINK,
  overrideSuccessUrl: LINK,
  imageDesktop: IMAGE,
  imageMobile: IMAGE,
  imageAlt: 'Please describe the picture for people who cannot see it: an offer’s image cannot be marked decorative',
  code: 'Please use 3 to 12 capital letters or digits, such as BRUNCH',
};

/** The schema's path of each field ('image.alt' → imageAlt). */
const FIELD_OF_PATH: Record<string, OfferField> = {
  ...Object.fromEntries(OFFER_FIELDS.map((f) => [f, f])),
  'image.desktop': 'imageDesktop',
  'image.mobile': 'imageMobile',
  'image.alt': 'imageAlt',
};

/** The form's values for an offer, as text (what the inputs start with). */
export function offerFormValues(offer: Offer): Record<OfferField, string> {
  return {
    title: offer.title,
    slug: offer.slug,
    description: offer.description,
    validityText: offer.validityText,
    termAndConditions: offer.termAndConditions,
    successButtonText: offer.successButtonText,
    successButtonUrl: offer.successButtonUrl,
    overrideSuccessUrl: offer.overrideSuccessUrl ?? '',
    imageDesktop: offer.image.desktop,
    imageMobile: offer.image.mobile,
    imageAlt: offer.image.alt,
    code: offer.code,
  };
}

/** The offer from its form, over the offer as it was (its id stays; an empty override is dropped). */
export function offerFromForm(form: FormData, before: Offer): Outcome<Offer> {
  const text = (name: OfferField) => textOf(form, name).trim();
  const desktop = text('imageDesktop');
  const mobile = text('imageMobile');
  // What the image pipeline knew of the files is kept only while they are the same files.
  const sameFiles = desktop === before.image.desktop && mobile === before.image.mobile;
  const override = text('overrideSuccessUrl');
  const candidate = {
    id: before.id,
    slug: text('slug'),
    title: text('title'),
    description: text('description'),
    validityText: text('validityText'),
    termAndConditions: text('termAndConditions'),
    successButtonText: text('successButtonText'),
    successButtonUrl: text('successButtonUrl'),
    ...(override ? { overrideSuccessUrl: override } : {}),
    image: {
      desktop,
      mobile,
      alt: text('imageAlt'),
      ...(sameFiles && before.image.sources ? { sources: before.image.sources } : {}),
    },
    code: text('code').toUpperCase(),
  };
  const fieldErrors: Record<string, string> = {};
  if (!candidate.image.alt) fieldErrors.imageAlt = OFFER_MESSAGES.imageAlt;
  const parsed = offerSchema.safeParse(candidate);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      const field = FIELD_OF_PATH[path];
      if (field) fieldErrors[field] ??= OFFER_MESSAGES[field];
      // Not a field of the form (the id): said as the schema says it, with its path.
      else fieldErrors.form ??= `${path || 'The offer'}: ${issue.message}`;
    }
  if (Object.keys(fieldErrors).length || !parsed.success) return { ok: false, fieldErrors };
  return { ok: true, value: parsed.data };
}
