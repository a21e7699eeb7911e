// /console/mail/:mailId/: one outbox mail, its text part and (framed) its HTML,
// and the form that queues it again (product.md D13 "A mail log in the console").
// Reading it and resending it are audited by the mail log service.
import { data, redirect, type AppLoadContext } from 'react-router';
import { mailHref, mailHtmlHref, mailIdSchema, type MailDetail } from '../../../contract/mail-log.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { throwAsPageError } from '../form-kit/console-refusal.server.ts';
import { csrfMatches, csrfRefusal } from '../console-session.server.ts';
import { formatLondon } from '../messages/message-format.ts';
import { requireMailReader } from './mail-access.server.ts';

export const BAD_MAIL_ID = 'This is not a mail’s address.';
/** The query the resend's redirect adds, so the copy's page says what happened. */
export const RESENT_PARAM = 'resent';

export interface MailPageData {
  csrfToken: string;
  mail: MailDetail & { createdLabel: string; sentLabel: string | null; statusWord: string; statusDetail: string };
  /** The HTML part's own address (framed), or null when the mail has only text. */
  htmlHref: string | null;
  /** This mail is the copy a resend just queued. */
  resent: boolean;
}

/** The route's mail id, or a 400 for one no mail could have. */
export function mailIdOf(params: { mailId?: string }): string {
  const parsed = mailIdSchema.safeParse(params.mailId);
  if (!parsed.success) throw data(BAD_MAIL_ID, { status: 400, headers: CONSOLE_HEADERS });
  return parsed.data;
}

export async function loadMail(context: AppLoadContext, request: Request, params: { mailId?: string }) {
  const session = await requireMailReader(context, request);
  const id = mailIdOf(params);
  const { mailLog } = context.services;
  const mail = await mailLog.mail(session.staff, id).catch(throwAsPageError);
  const { word, detail } = mailLog.statusWords(mail);
  return data<MailPageData>(
    {
      csrfToken: session.csrfToken,
      mail: {
        ...mail,
        createdLabel: formatLondon(mail.createdAt),
        sentLabel: mail.sentAt ? formatLondon(mail.sentAt) : null,
        statusWord: word,
        statusDetail: detail,
      },
      htmlHref: mail.hasHtml ? mailHtmlHref(mail.id) : null,
      resent: new URL(request.url).searchParams.has(RESENT_PARAM),
    },
    { headers: CONSOLE_HEADERS },
  );
}

/** The resend button: a copy of the mail joins the outbox, and the page moves to the copy (post, redirect, get). */
export async function resendMail(context: AppLoadContext, request: Request, params: { mailId?: string }) {
  const session = await requireMailReader(context, request);
  const form = await request.formData();
  if (!csrfMatches(form, request, session)) return csrfRefusal();
  const id = mailIdOf(params);
  const copyId = await context.services.mailLog.resend(session.staff, id).catch(throwAsPageError);
  return redirect(`${mailHref(copyId)}?${RESENT_PARAM}=1`, { headers: CONSOLE_HEADERS });
}
