// The studio's pictures (decision 037 "Images"): the upload action behind the image
// field (multipart, the body read no further than the size limit allows, the
// CSRF token checked like every console form), and the pictures the field
// offers. Only the chain's content editors and admins reach it; to anyone
// else it is the plain 404.
import { data, type AppLoadContext } from 'react-router';
import { variantUrl } from '../../../contract/responsive-image.ts';
import { IMAGE_UPLOAD_MESSAGES, MAX_IMAGE_BYTES, UPLOADED_IMAGE_PATH } from '../../../contract/studio-images.ts';
import { invalid, tooLarge } from '../../../server/domain/domain-error.ts';
import { IMAGE_FILE_FIELD } from '../../../server/media/check-image.ts';
import { can } from '../../../server/staff/permissions.ts';
import type { StaffMember } from '../../../server/staff/staff-repository.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { formReply, notFoundPage, refusalReply } from '../form-kit/console-refusal.server.ts';
import { CSRF_REFUSED, csrfMatches, requireSession } from '../console-session.server.ts';
import type { ImageUploadResult } from './image-upload-control.tsx';
import { uploadedChoice, type ImageChoice } from './image-field-values.ts';
import { readBodyWithin } from './read-body-within.ts';

/** Room for the form's other fields and the multipart boundaries around the picture. */
const FORM_ALLOWANCE = 64 * 1024;

/** A refusal as the field's error (decision 070: the console's one refusal reply). */
const uploadRefusal = (err: unknown) => refusalReply<ImageUploadResult>(err, {}, { orField: IMAGE_FILE_FIELD });

async function requireUploader(context: AppLoadContext, request: Request) {
  const session = await requireSession(context, request);
  if (!can(session.staff, 'content.edit')) throw notFoundPage();
  return session;
}

/** POST /console/content/images/: one picture, as the file field `file`. */
export async function uploadStudioImage(context: AppLoadContext, request: Request) {
  const session = await requireUploader(context, request);
  const body = await readBodyWithin(request, MAX_IMAGE_BYTES + FORM_ALLOWANCE);
  if (body === 'too-large') return uploadRefusal(tooLarge(IMAGE_FILE_FIELD, IMAGE_UPLOAD_MESSAGES.tooLarge));
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    return uploadRefusal(invalid(IMAGE_FILE_FIELD, IMAGE_UPLOAD_MESSAGES.noFile));
  }
  if (!csrfMatches(form, request, session)) return formReply<ImageUploadResult>({ error: CSRF_REFUSED, fieldErrors: {} }, 403);
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return uploadRefusal(invalid(IMAGE_FILE_FIELD, IMAGE_UPLOAD_MESSAGES.noFile));
  try {
    const uploaded = await context.services.imageUploads.upload(session.staff, {
      name: file.name,
      bytes: Buffer.from(await file.arrayBuffer()),
    });
    return formReply<ImageUploadResult>({ ok: IMAGE_UPLOAD_MESSAGES.uploaded, fieldErrors: {}, uploaded });
  } catch (err) {
    return uploadRefusal(err);
  }
}

/** GET /console/content/images/: the uploaded pictures (where an upload lands when the page runs no script). */
export async function loadStudioImages(context: AppLoadContext, request: Request) {
  const session = await requireUploader(context, request);
  const uploaded = await context.services.imageUploads.list(session.staff);
  return data({ csrfToken: session.csrfToken, images: uploaded.map(uploadedChoice) }, { headers: CONSOLE_HEADERS });
}

/** The pictures an image field offers: the uploaded ones, newest first, then the site's own with a small variant each. */
export async function imageChoices(context: AppLoadContext, staff: StaffMember): Promise<ImageChoice[]> {
  const catalogue = context.services.imageCatalogue;
  const [uploaded, paths] = await Promise.all([context.services.imageUploads.list(staff), catalogue?.listPaths() ?? []]);
  const own = await Promise.all(
    paths
      .filter((p) => !UPLOADED_IMAGE_PATH.test(p))
      .map(async (path): Promise<ImageChoice> => {
        const known = await catalogue?.lookup(path);
        return {
          path,
          label: path,
          uploaded: false,
          thumb: known ? variantUrl(path, known.source, known.source.widths[0]!, 'webp') : null,
        };
      }),
  );
  return [...uploaded.map(uploadedChoice), ...own];
}
