// An offer from its studio form (product.md D9), as a pure function of the form and
// the offer as it was: every field but the id, checked by the pack's own
// schema, each problem sent back to the field that caused it. The picture's
// fields are the image field's (image-field-values.ts): its files, its alt
// text unless it is marked decorative, and its focal points.
import { offerSchema, type Offer } from '../../../contract/content.ts';
import type { Outcome } from './menu-edits.ts';
import { IMAGE_FIELD_MESSAGES, imageFieldOfPath, imageFormValues, imageFromForm } from './image-field-values.ts';
import { formText } from '../form-kit/form-text.ts';

/** The image field's prefix in the offer form: imageDesktop, imageAlt, imageFocusMobileX, … */
export const OFFER_IMAGE = 'image';

/** The form's fields, by name (the image's parts are flat: imageDesktop, imageMobile, imageAlt, imageFocusDesktopX, …). */
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
  'imageFocusDesktopX',
  'imageFocusDesktopY',
  'imageFocusMobileX',
  'imageFocusMobileY',
  'code',
] as const;
export type OfferField = (typeof OFFER_FIELDS)[number];

const LINK = 'Please enter a site path starting with / (such as /book-now/), or an address starting with https://';

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
  imageDesktop: IMAGE_FIELD_MESSAGES.Desktop,
  imageMobile: IMAGE_FIELD_MESSAGES.Mobile,
  imageAlt: IMAGE_FIELD_MESSAGES.Alt,
  imageFocusDesktopX: IMAGE_FIELD_MESSAGES.FocusDesktopX,
  imageFocusDesktopY: IMAGE_FIELD_MESSAGES.FocusDesktopY,
  imageFocusMobileX: IMAGE_FIELD_MESSAGES.FocusMobileX,
  imageFocusMobileY: IMAGE_FIELD_MESSAGES.FocusMobileY,
  code: 'Please use 3 to 12 capital letters or digits, such as BRUNCH',
};

const isOfferField = (name: string): name is OfferField => (OFFER_FIELDS as readonly string[]).includes(name);

/** The form's values for an offer, as text (what the inputs start with); imageDecorative is 'on' when ticked. */
export function offerFormValues(offer: Offer): Record<string, string> {
  return {
    title: offer.title,
    slug: offer.slug,
    description: offer.description,
    validityText: offer.validityText,
    termAndConditions: offer.termAndConditions,
    successButtonText: offer.successButtonText,
    successButtonUrl: offer.successButtonUrl,
    overrideSuccessUrl: offer.overrideSuccessUrl ?? '',
    ...imageFormValues(offer.image, OFFER_IMAGE),
    code: offer.code,
  };
}

/** The offer from its form, over the offer as it was (its id stays; an empty override is dropped). */
export function offerFromForm(form: FormData, before: Offer): Outcome<Offer> {
  const text = (name: string) => formText(form, name).trim();
  const override = text('overrideSuccessUrl');
  const picture = imageFromForm(form, before.image, OFFER_IMAGE);
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
    image: picture.image,
    code: text('code').toUpperCase(),
  };
  const fieldErrors: Record<string, string> = { ...picture.fieldErrors };
  const parsed = offerSchema.safeParse(candidate);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      const field = imageFieldOfPath(path, 'image', OFFER_IMAGE) ?? path;
      if (isOfferField(field)) fieldErrors[field] ??= OFFER_MESSAGES[field];
      // Not a field of the form (the id): said as the schema says it, with its path.
      else fieldErrors.form ??= `${path || 'The offer'}: ${issue.message}`;
    }
  if (Object.keys(fieldErrors).length || !parsed.success) return { ok: false, fieldErrors };
  return { ok: true, value: parsed.data };
}
