// Marketing consent (decision 045 "Consent"): every grant and withdrawal is an event
// with when, where and how (server/db/schema.ts consentEvents). A person's
// consent on a channel is their newest event there, so an unsubscribe anywhere
// withdraws it everywhere; on a tie the withdrawal wins.
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { ConsentRecord } from '../../contract/people.ts';
import type { Runner } from '../db/runner.ts';
import { consentEvents } from '../db/schema.ts';

export type ConsentChannel = 'email' | 'sms';

export interface ConsentChange {
  email: string;
  channel: ConsentChannel;
  granted: boolean;
  at: Date;
  source: string;
  method: string;
  reference?: string | null;
}

export type ConsentEvent = ConsentRecord;

/** The event for `change`, built and not yet run (to send with other writes, server/db/write-together.ts). */
export function consentInsert(tx: Runner, change: ConsentChange) {
  return tx.insert(consentEvents).values({
    id: randomUUID(),
    email: change.email.trim().toLowerCase(),
    channel: change.channel,
    granted: change.granted,
    at: change.at,
    source: change.source,
    method: change.method,
    reference: change.reference ?? null,
  });
}

/** The events for a form's two boxes (offers by e-mail, texts): a box left empty records nothing, it withdraws nothing. */
export function tickedConsents(
  tx: Runner,
  ticked: { email: string; promotions: boolean; sms: boolean; at: Date; source: string; reference?: string | null },
) {
  const base = { email: ticked.email, granted: true, at: ticked.at, source: ticked.source, reference: ticked.reference ?? null };
  return [
    ...(ticked.promotions ? [consentInsert(tx, { ...base, channel: 'email', method: 'ticked the offers box' })] : []),
    ...(ticked.sms ? [consentInsert(tx, { ...base, channel: 'sms', method: 'ticked the text messages box' })] : []),
  ];
}

/** A person's consent history, newest first. */
export async function consentHistory(runner: Runner, email: string): Promise<ConsentEvent[]> {
  return runner
    .select({
      id: consentEvents.id,
      email: consentEvents.email,
      channel: consentEvents.channel,
      granted: consentEvents.granted,
      at: consentEvents.at,
      source: consentEvents.source,
      method: consentEvents.method,
      reference: consentEvents.reference,
    })
    .from(consentEvents)
    .where(eq(consentEvents.email, email.trim().toLowerCase()))
    .orderBy(desc(consentEvents.at), consentEvents.granted);
}

/** Current consent on each channel: the newest event's word (a withdrawal wins a tie); no event is no consent. */
export function currentConsent(history: readonly ConsentEvent[]): Record<ConsentChannel, boolean> {
  const newest = (channel: ConsentChannel) =>
    history.filter((e) => e.channel === channel).reduce<ConsentEvent | null>((best, e) => (!best || newer(e, best) ? e : best), null);
  return { email: newest('email')?.granted ?? false, sms: newest('sms')?.granted ?? false };
}

const newer = (a: ConsentEvent, b: ConsentEvent) =>
  a.at.getTime() > b.at.getTime() || (a.at.getTime() === b.at.getTime() && !a.granted && b.granted);

/** Whether a person hears from us by e-mail: their newest e-mail consent event, the one source (decision 071). */
export async function subscribedByEmail(runner: Runner, email: string): Promise<boolean> {
  return currentConsent(await consentHistory(runner, email)).email;
}
