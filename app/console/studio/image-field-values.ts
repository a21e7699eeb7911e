// A content image's part of a studio form (decision 037 "Images"), as pure
// functions: its fields flat under a prefix (imageDesktop, imageAlt,
// imageFocusMobileX, …), the image they describe over the image as it was, and
// which field a schema problem belongs to. The pack's schema has the last word.
import type { Image } from '../../../contract/content.ts';
import { variantUrl, variantWidths } from '../../../contract/responsive-image.ts';
import type { UploadedImage } from '../../../contract/studio-images.ts';
import { formText } from '../form-kit/form-text.ts';

export const IMAGE_PARTS = [
  'Desktop',
  'Mobile',
  'Alt',
  'Decorative',
  'FocusDesktopX',
  'FocusDesktopY',
  'FocusMobileX',
  'FocusMobileY',
] as const;
export type ImagePart = (typeof IMAGE_PARTS)[number];
type FocusPart = Extract<ImagePart, `Focus${string}`>;
const FOCUS_PARTS: readonly FocusPart[] = ['FocusDesktopX', 'FocusDesktopY', 'FocusMobileX', 'FocusMobileY'];

const PATH = 'Please choose a picture, or give a path such as /images/offers/brunch.webp (JPEG, PNG, WebP, AVIF or SVG)';
export const IMAGE_FIELD_MESSAGES: Record<Exclude<ImagePart, 'Decorative'>, string> = {
  Desktop: PATH,
  Mobile: PATH,
  Alt: 'Please describe the picture for people who cannot see it, or tick “Decorative” when it says nothing',
  FocusDesktopX: 'Please enter a number from 0 to 100',
  FocusDesktopY: 'Please enter a number from 0 to 100',
  FocusMobileX: 'Please enter a number from 0 to 100',
  FocusMobileY: 'Please enter a number from 0 to 100',
};

/** A picture the field offers: one of the site's own, or one uploaded in the studio. */
export interface ImageChoice {
  path: string;
  label: string;
  uploaded: boolean;
  /** A small variant to show it by, when the image pipeline knows it. */
  thumb: string | null;
}

/** An uploaded picture as a choice: its variant URL follows from its name, which holds the hash of its bytes. */
export function uploadedChoice(image: UploadedImage): ImageChoice {
  const hash = image.path.slice('/images/uploads/'.length, '/images/uploads/'.length + 12);
  return {
    path: image.path,
    label: `${image.fileName} (${image.width} × ${image.height}, uploaded)`,
    uploaded: true,
    thumb: variantUrl(image.path, { hash }, variantWidths(image.width, false)[0]!, 'webp'),
  };
}

const focusText = (n: number | undefined) => (n === undefined ? '' : String(n));

/** The form's values for an image, as text (what the inputs start with). */
export function imageFormValues(image: Image, prefix: string): Record<string, string> {
  const values: Record<ImagePart, string> = {
    Desktop: image.desktop,
    Mobile: image.mobile,
    Alt: image.alt,
    Decorative: image.decorative ? 'on' : '',
    FocusDesktopX: focusText(image.focus?.desktop.x),
    FocusDesktopY: focusText(image.focus?.desktop.y),
    FocusMobileX: focusText(image.focus?.mobile.x),
    FocusMobileY: focusText(image.focus?.mobile.y),
  };
  return Object.fromEntries(IMAGE_PARTS.map((p) => [`${prefix}${p}`, values[p]]));
}

/**
 * The image the form describes, for the pack's schema to check, and the focal
 * numbers it could not read. An empty focal number is the centre (50); all four
 * empty is no focal point. What the pipeline knew of the files stays while the
 * files are the same. The fields come from a posted form, or from the values a
 * form re-renders (a tile's background, decision 054).
 */
export function imageFromForm(
  form: FormData | Readonly<Record<string, string>>,
  before: Image | undefined,
  prefix: string,
): { image: Record<string, unknown>; fieldErrors: Record<string, string> } {
  const read = (name: string) => (form instanceof FormData ? formText(form, name) : (form[name] ?? ''));
  const text = (part: ImagePart) => read(`${prefix}${part}`).trim();
  const fieldErrors: Record<string, string> = {};
  const focus = Object.fromEntries(
    FOCUS_PARTS.map((part) => {
      const raw = text(part);
      const n = raw === '' ? 50 : Number(raw);
      if (!Number.isFinite(n) || n < 0 || n > 100) fieldErrors[`${prefix}${part}`] = IMAGE_FIELD_MESSAGES[part];
      return [part, n];
    }),
  ) as Record<FocusPart, number>;
  const desktop = text('Desktop');
  const mobile = text('Mobile');
  const decorative = text('Decorative') === 'on';
  const sameFiles = desktop === before?.desktop && mobile === before.mobile;
  const image = {
    desktop,
    mobile,
    alt: text('Alt'),
    ...(decorative ? { decorative: true } : {}),
    ...(FOCUS_PARTS.some((p) => text(p) !== '')
      ? { focus: { desktop: { x: focus.FocusDesktopX, y: focus.FocusDesktopY }, mobile: { x: focus.FocusMobileX, y: focus.FocusMobileY } } }
      : {}),
    ...(sameFiles && before?.sources ? { sources: before.sources } : {}),
  };
  if (!decorative && !image.alt) fieldErrors[`${prefix}Alt`] = IMAGE_FIELD_MESSAGES.Alt;
  return { image, fieldErrors };
}

/** The field a schema problem at `issuePath` belongs to, for an image at `at` ('image') whose fields are under `prefix`. */
export function imageFieldOfPath(issuePath: string, at: string, prefix: string): string | undefined {
  if (!issuePath.startsWith(`${at}.`)) return undefined;
  const rest = issuePath.slice(at.length + 1);
  const part: ImagePart | undefined = (
    {
      desktop: 'Desktop',
      mobile: 'Mobile',
      alt: 'Alt',
      'focus.desktop.x': 'FocusDesktopX',
      'focus.desktop.y': 'FocusDesktopY',
      'focus.mobile.x': 'FocusMobileX',
      'focus.mobile.y': 'FocusMobileY',
    } as const
  )[rest];
  return part && `${prefix}${part}`;
}

/** What a field says when the schema refuses it (the message by the part of the field's name). */
export const imageFieldMessage = (field: string, prefix: string): string | undefined =>
  IMAGE_FIELD_MESSAGES[field.slice(prefix.length) as Exclude<ImagePart, 'Decorative'>];
