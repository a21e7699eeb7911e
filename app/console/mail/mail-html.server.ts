// /console/mail/:mailId/html/: a mail's HTML part on its own, for the mail
// page's sandboxed frame (product.md D13 "A mail log in the console"). The HTML holds
// what diners typed, so it gets a policy of its own: no scripts, nothing
// fetched but images, inline styles (mail needs them), and framed only by the
// console itself (as the studio's preview: server/studio/preview-request.ts).
import type { AppLoadContext } from 'react-router';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { notFoundPage, throwAsPageError } from '../form-kit/console-refusal.server.ts';
import { requireMailReader } from './mail-access.server.ts';
import { mailIdOf } from './mail-page.server.ts';

export const MAIL_HTML_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; frame-ancestors 'self'";

export async function loadMailHtml(context: AppLoadContext, request: Request, params: { mailId?: string }): Promise<Response> {
  const session = await requireMailReader(context, request);
  const id = mailIdOf(params);
  const html = await context.services.mailLog.html(session.staff, id).catch(throwAsPageError);
  if (html === null) throw notFoundPage();
  return new Response(html, {
    headers: {
      ...CONSOLE_HEADERS,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': MAIL_HTML_CSP,
      'X-Frame-Options': 'SAMEORIGIN',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    },
  });
}
