// Pictures uploaded in the content studio (decision 037 "Images"): the kinds taken,
// the size limit, the words each refusal says, and what an upload answers.
// Shared by the upload service, the console's action and the image field.
import { z } from 'zod';

/** The kinds a picture may be, recognised by its first bytes (never its name or the browser's claim). */
export const UPLOAD_IMAGE_KINDS = ['jpeg', 'png', 'webp', 'avif'] as const;
export type UploadImageKind = (typeof UPLOAD_IMAGE_KINDS)[number];

export const UPLOAD_IMAGE_INFO: Record<UploadImageKind, { contentType: string; extension: string; sharpFormat: string }> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg', sharpFormat: 'jpeg' },
  png: { contentType: 'image/png', extension: 'png', sharpFormat: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp', sharpFormat: 'webp' },
  avif: { contentType: 'image/avif', extension: 'avif', sharpFormat: 'heif' },
};

/** The largest picture taken: a photograph straight from a camera fits. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const IMAGE_UPLOAD_MESSAGES = {
  noFile: 'Please choose a picture to upload',
  tooLarge: 'This picture is larger than 10 MB: please upload a smaller one',
  badType: 'This file is not a picture Mesa takes: please upload a JPEG, PNG, WebP or AVIF picture',
  svg: 'SVG drawings are not taken, as they can carry scripts: please upload a JPEG, PNG, WebP or AVIF picture',
  unreadable: 'This picture could not be read (the file may be damaged): please upload a JPEG, PNG, WebP or AVIF picture',
  uploaded: 'Picture uploaded. It is chosen below for both widths: describe it, then save the form.',
} as const;

/** The path of an uploaded picture: named by the hash of its bytes, so the same picture is one file. */
export const UPLOADED_IMAGE_PATH = /^\/images\/uploads\/[0-9a-f]{24}\.(jpg|png|webp|avif)$/;

export const uploadedImageSchema = z.object({
  path: z.string().regex(UPLOADED_IMAGE_PATH),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  fileName: z.string(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
