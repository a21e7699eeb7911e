// Mail in the outbox (product.md D6, decision 067): callers write a message in the same
// transaction as the record it confirms; the outbox worker sends it later.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

export interface OutgoingMail {
  /** What the message is, for operators and tests: 'booking-confirmation', 'contact', … */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** e.g. Reply-To, List-Unsubscribe, List-Unsubscribe-Post. */
  headers?: Record<string, string>;
}

/** A database handle or an open transaction: both can insert. */
export type Writer = Pick<Db, 'insert'>;

/** The outbox row for `mail`, built and not yet run: to send with other writes in one statement (server/db/write-together.ts). */
export function mailInsert(writer: Writer, mail: OutgoingMail, id: string = randomUUID()) {
  return writer.insert(mailOutbox).values({
    id,
    channel: 'mail',
    kind: mail.kind,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    attachments: mail.attachments ?? [],
    headers: mail.headers ?? {},
  });
}

export async function enqueueMail(writer: Writer, mail: OutgoingMail): Promise<string> {
  const id = randomUUID();
  await mailInsert(writer, mail, id);
  return id;
}
