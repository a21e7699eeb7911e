// /console/people/export/: the ZIP of everything held about a person
// (decision 045), for a chain admin. A resource route, so the file is the answer
// itself: from a page's action React Router would hand the bytes to the page as
// its data (decision 060). The address is posted, never in the URL.
import type { AppLoadContext } from 'react-router';
import { personExportSchema } from '../../../contract/people.ts';
import { formText } from '../form-kit/form-text.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { throwAsPageError } from '../form-kit/console-refusal.server.ts';
import { CSRF_REFUSED, csrfMatches, fieldErrorsOf } from '../console-session.server.ts';
import { requirePrivacyManager } from './people-page.server.ts';

/** A refusal as plain text: the form posting here is a plain download form, with no page to show it on. */
const refusal = (message: string, status: number) =>
  new Response(`${message}\n`, { status, headers: { ...CONSOLE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' } });

export async function exportPersonDownload(context: AppLoadContext, request: Request): Promise<Response> {
  const session = await requirePrivacyManager(context, request);
  const form = await request.formData();
  if (!csrfMatches(form, request, session)) return refusal(CSRF_REFUSED, 403);
  const parsed = personExportSchema.safeParse({ email: formText(form, 'email') });
  if (!parsed.success) return refusal(Object.values(fieldErrorsOf(parsed.error.issues)).join('\n'), 400);
  const { filename, zip } = await context.services.privacy.export(session.staff, parsed.data.email).catch(throwAsPageError);
  return new Response(Buffer.from(zip), {
    headers: {
      ...CONSOLE_HEADERS,
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Content-Length': String(zip.byteLength),
    },
  });
}
