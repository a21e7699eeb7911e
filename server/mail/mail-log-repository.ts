// The outbox as the console's mail log reads it (product.md D13 "A mail log in the
// console"): a page of mails, newest first, by status and by a search that
// matches the recipient, the subject or the text (a booking's mails carry its
// reference in both: server/booking/booking-mail.ts); one mail; and a copy of
// one, queued again as a new row so the normal worker delivers it. Texts share the outbox (decision 067)
// and are not mail: the log never shows them.
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { MAIL_PAGE_SIZE, type MailDetail, type MailLogEntry, type MailLogPage, type MailLogQuery } from '../../contract/mail-log.ts';
import type { Runner } from '../db/runner.ts';
import { mailOutbox } from '../db/schema.ts';
import { mailInsert } from './outbox.ts';

type OutboxRow = typeof mailOutbox.$inferSelect;

const entryColumns = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

type EntryRow = Pick<OutboxRow, keyof typeof entryColumns>;

const isMail = eq(mailOutbox.channel, 'mail');

const toEntry = (r: EntryRow): MailLogEntry => ({
  ...r,
  nextAttemptAt: r.nextAttemptAt.toISOString(),
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
});

function matching(query: Pick<MailLogQuery, 'status' | 'q'>): SQL | undefined {
  const like = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return and(
    isMail,
    query.status ? eq(mailOutbox.status, query.status) : undefined,
    like ? or(ilike(mailOutbox.to, like), ilike(mailOutbox.subject, like), ilike(mailOutbox.text, like)) : undefined,
  );
}

export async function listMail(runner: Runner, query: MailLogQuery): Promise<MailLogPage> {
  const where = matching(query);
  const [rows, [total]] = await Promise.all([
    runner
      .select(entryColumns)
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(MAIL_PAGE_SIZE)
      .offset((query.page - 1) * MAIL_PAGE_SIZE),
    runner.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return { entries: rows.map(toEntry), total: total?.n ?? 0 };
}

async function outboxRow(runner: Runner, id: string): Promise<OutboxRow | null> {
  const [row] = await runner
    .select()
    .from(mailOutbox)
    .where(and(isMail, eq(mailOutbox.id, id)))
    .limit(1);
  return row ?? null;
}

export async function readMail(runner: Runner, id: string): Promise<MailDetail | null> {
  const row = await outboxRow(runner, id);
  if (!row) return null;
  return {
    ...toEntry(row),
    text: row.text,
    hasHtml: row.html !== null && row.html !== '',
    // base64 → bytes: three for every four characters, less the padding.
    attachments: row.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      size: Math.floor((a.content.length * 3) / 4) - (a.content.endsWith('==') ? 2 : a.content.endsWith('=') ? 1 : 0),
    })),
  };
}

export async function readMailHtml(runner: Runner, id: string): Promise<string | null> {
  const [row] = await runner
    .select({ html: mailOutbox.html })
    .from(mailOutbox)
    .where(and(isMail, eq(mailOutbox.id, id)))
    .limit(1);
  return row?.html || null;
}

/** A new outbox row with the mail's kind, recipient, subject, parts, attachments and headers; null when there is no such mail. */
export async function copyMail(runner: Runner, id: string, newId: string): Promise<OutboxRow | null> {
  const row = await outboxRow(runner, id);
  if (!row) return null;
  await mailInsert(
    runner,
    {
      kind: row.kind,
      to: row.to,
      subject: row.subject,
      text: row.text,
      ...(row.html ? { html: row.html } : {}),
      attachments: row.attachments,
      headers: row.headers,
    },
    newId,
  );
  return row;
}
