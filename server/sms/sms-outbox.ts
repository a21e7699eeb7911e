// The SMS outbox (decision 038 SMS reminders): a text is written in the same
// transaction as what it belongs to, and the `sms.deliver` job sends it later
// through the provider's adapter, as the mail outbox does for e-mail.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { smsOutbox } from '../db/schema.ts';
import type { OutgoingSms } from './sms-transport.ts';

export interface QueuedSms extends OutgoingSms {
  /** What the text is, for operators and tests: 'booking-reminder', … */
  kind: string;
}

export async function enqueueSms(writer: Pick<Db, 'insert'>, sms: QueuedSms): Promise<string> {
  const id = randomUUID();
  await writer.insert(smsOutbox).values({ id, kind: sms.kind, to: sms.to, body: sms.body });
  return id;
}
