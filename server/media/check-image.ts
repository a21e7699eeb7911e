// The checks an uploaded picture passes (decision 037 "Images"): not empty, within
// the size limit, a JPEG, PNG, WebP or AVIF by its bytes (SVG refused by name),
// and one sharp can decode: its width and height come from there.
import sharp from 'sharp';
import { IMAGE_UPLOAD_MESSAGES, MAX_IMAGE_BYTES, UPLOAD_IMAGE_INFO, type UploadImageKind } from '../../contract/studio-images.ts';
import { invalid, tooLarge, unsupportedMedia } from '../domain/domain-error.ts';
import { detectImageKind } from './image-kind.ts';

/** The form field the refusals are about. */
export const IMAGE_FILE_FIELD = 'file';

export interface CheckedImage {
  kind: UploadImageKind;
  width: number;
  height: number;
}

/** Throws a domain error naming what is taken when the picture is not acceptable. */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  if (bytes.length === 0) throw invalid(IMAGE_FILE_FIELD, IMAGE_UPLOAD_MESSAGES.noFile);
  if (bytes.length > MAX_IMAGE_BYTES) throw tooLarge(IMAGE_FILE_FIELD, IMAGE_UPLOAD_MESSAGES.tooLarge);
  const kind = detectImageKind(bytes);
  if (kind === 'svg') throw unsupportedMedia(IMAGE_FILE_FIELD, IMAGE_UPLOAD_MESSAGES.svg);
  if (!kind) throw unsupportedMedia(IMAGE_FILE_FIELD, IMAGE_UPLOAD_MESSAGES.badType);
  try {
    const meta = await sharp(bytes).metadata();
    if (meta.format !== UPLOAD_IMAGE_INFO[kind].sharpFormat || !meta.width || !meta.height) throw new Error('not the kind its bytes say');
    // The header alone can be whole on a cut-off file: a small decode of the pixels proves the rest.
    await sharp(bytes).resize(16, 16, { fit: 'inside' }).raw().toBuffer();
    // A photograph turned by its EXIF orientation is drawn turned: width and height as it is seen.
    const turned = (meta.orientation ?? 1) >= 5;
    return { kind, width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
  } catch {
    throw unsupportedMedia(IMAGE_FILE_FIELD, IMAGE_UPLOAD_MESSAGES.unreadable);
  }
}
