// /console/mail/?status=&q=&page=: the outbox, newest first (product.md D13 "A mail
// log in the console"), for chain admins. A filter the form never sends is a 400.
import { data, type AppLoadContext } from 'react-router';
import { mailHref, mailLogQuerySchema, MAIL_PAGE_SIZE, type MailLogEntry, type MailLogQuery } from '../../../contract/mail-log.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { throwAsPageError } from '../form-kit/console-refusal.server.ts';
import { formatLondon } from '../messages/message-format.ts';
import { requireMailReader } from './mail-access.server.ts';

export const BAD_FILTER = 'This filter is not one the mail log knows. Please choose from the form.';

export interface MailRow extends MailLogEntry {
  href: string;
  createdLabel: string;
  sentLabel: string | null;
  statusWord: string;
  statusDetail: string;
}

export interface MailLogPageData {
  filter: MailLogQuery;
  rows: MailRow[];
  total: number;
  pages: number;
  /** False when no SMTP_URL is set: the page says why mail stays queued. */
  delivers: boolean;
}

export function parseMailLogQuery(params: URLSearchParams): MailLogQuery {
  const parsed = mailLogQuerySchema.safeParse({
    status: params.get('status') ?? undefined,
    q: params.get('q') ?? undefined,
    page: params.get('page') ?? undefined,
  });
  if (!parsed.success) throw data(BAD_FILTER, { status: 400, headers: CONSOLE_HEADERS });
  return parsed.data;
}

export async function loadMailLog(context: AppLoadContext, request: Request) {
  const { staff } = await requireMailReader(context, request);
  const filter = parseMailLogQuery(new URL(request.url).searchParams);
  const { mailLog } = context.services;
  const { entries, total } = await mailLog.list(staff, filter).catch(throwAsPageError);
  const rows = entries.map((m): MailRow => {
    const { word, detail } = mailLog.statusWords(m);
    return {
      ...m,
      href: mailHref(m.id),
      createdLabel: formatLondon(m.createdAt),
      sentLabel: m.sentAt ? formatLondon(m.sentAt) : null,
      statusWord: word,
      statusDetail: detail,
    };
  });
  return data<MailLogPageData>(
    { filter, rows, total, pages: Math.max(1, Math.ceil(total / MAIL_PAGE_SIZE)), delivers: mailLog.delivers },
    { headers: CONSOLE_HEADERS },
  );
}
