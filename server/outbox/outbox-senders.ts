// How each channel of the one outbox (decision 067) hands a row to its transport: a mail to SMTP with its
// parts and attachments, a text to the SMS provider, which answers its id for the message (decision 038).
import type { OutboxChannel, mailOutbox } from '../db/schema.ts';
import type { MailTransport } from '../mail/smtp-transport.ts';
import type { SmsTransport } from '../sms/sms-transport.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export interface OutboxTransports {
  mail?: MailTransport | null;
  sms?: SmsTransport | null;
}

/** Sends one row; a text answers the provider's id. Throws when the transport refused it. */
export type OutboxSender = (row: OutboxRow) => Promise<{ providerId?: string }>;

/** A sender for each channel that has a transport. */
export function outboxSenders(transports: OutboxTransports): Partial<Record<OutboxChannel, OutboxSender>> {
  const senders: Partial<Record<OutboxChannel, OutboxSender>> = {};
  const { mail, sms } = transports;
  if (mail)
    senders.mail = async (row) => {
      await mail.send({
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        attachments: row.attachments,
        headers: row.headers,
      });
      return {};
    };
  if (sms) senders.sms = (row) => sms.send({ to: row.to, body: row.body });
  return senders;
}
