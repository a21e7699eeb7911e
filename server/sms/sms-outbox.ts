// Texts in the one outbox (decisions 038 and 067): a text is written in the same transaction as what it
// belongs to, on the 'sms' channel, and the `outbox.deliver` job sends it later through the provider's
// adapter, as it sends e-mail through SMTP.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import type { OutgoingSms } from './sms-transport.ts';

export interface QueuedSms extends OutgoingSms {
  /** What the text is, for operators and tests: 'booking-reminder', … */
  kind: string;
}

/** The outbox row for a text, built and not yet run: to send with other writes in one statement (server/db/write-together.ts). */
export function smsInsert(writer: Pick<Db, 'insert'>, sms: QueuedSms, id: string = randomUUID()) {
  return writer.insert(mailOutbox).values({ id, channel: 'sms', kind: sms.kind, to: sms.to, body: sms.body });
}

export async function enqueueSms(writer: Pick<Db, 'insert'>, sms: QueuedSms): Promise<string> {
  const id = randomUUID();
  await smsInsert(writer, sms, id);
  return id;
}
