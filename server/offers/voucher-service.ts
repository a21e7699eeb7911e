// Voucher codes (SPEC §3, §4, §7 Offers): one code per e-mail per offer.
// Asking again re-sends the same code (at most once a minute, so nobody can
// flood an inbox); the code travels only by e-mail, queued in the same
// transaction that issues it.
import { randomUUID } from 'node:crypto';
import type { Offer } from '../../contract/content.ts';
import type { Db } from '../db/client.ts';
import type { Runner } from '../db/runner.ts';
import { enqueueMail, type OutgoingMail } from '../mail/outbox.ts';
import { createOfferRepository, offerQueries } from './offer-repository.ts';
import { voucherCode } from './voucher-code.ts';

export const RESEND_COOLDOWN_MS = 60_000;

export interface VoucherRequest {
  offerId: string;
  prefix: string;
  email: string;
  mail: (code: string) => OutgoingMail;
}

/** Issues (or finds) the code and queues its e-mail, inside the caller's transaction; returns the code and whether a mail was queued. */
export async function issueVoucher(
  tx: Runner,
  req: VoucherRequest,
  now: Date,
  makeCode = voucherCode,
): Promise<{ code: string; sent: boolean }> {
  const offers = offerQueries(tx);
  for (let attempt = 0; attempt < 5; attempt++) {
    const created = await offers.insertVoucherIfNew({
      id: randomUUID(),
      offerId: req.offerId,
      email: req.email,
      code: makeCode(req.prefix),
      lastSentAt: now,
    });
    if (created) {
      await enqueueMail(tx, req.mail(created));
      return { code: created, sent: true };
    }
    const known = await offers.voucherFor(req.offerId, req.email);
    if (!known) continue; // the random code collided with another diner's: draw again
    if (now.getTime() - known.lastSentAt.getTime() < RESEND_COOLDOWN_MS) return { code: known.code, sent: false };
    await offers.markVoucherResent(known.id, now);
    await enqueueMail(tx, req.mail(known.code));
    return { code: known.code, sent: true };
  }
  throw new Error('could not draw a unique voucher code');
}

export function offerVoucherMail(offer: Offer, publicUrl: string, to: string, code: string): OutgoingMail {
  const base = publicUrl.replace(/\/+$/, '');
  const next = offer.overrideSuccessUrl ?? offer.successButtonUrl;
  const nextUrl = next.startsWith('/') ? `${base}${next}` : next;
  return {
    kind: 'voucher',
    to,
    subject: `Your voucher code: ${offer.title}`,
    text: [
      `Here is your code for ${offer.title.charAt(0).toLowerCase()}${offer.title.slice(1)}:`,
      '',
      `    ${code}`,
      '',
      'Show it to your server when you order.',
      offer.validityText,
      '',
      `${offer.successButtonText}: ${nextUrl}`,
      '',
      `Terms and conditions: ${offer.termAndConditions}`,
      '',
    ].join('\n'),
  };
}

export function createVoucherService(db: Db, publicUrl: string, now: () => Date = () => new Date()) {
  const repo = createOfferRepository(db);
  return {
    /** SPEC §4: generates (or re-sends) the diner's code for an offer. */
    async generate(offer: Offer, email: string) {
      return repo.transaction((_offers, tx) =>
        issueVoucher(
          tx,
          { offerId: offer.id, prefix: offer.code, email, mail: (code) => offerVoucherMail(offer, publicUrl, email, code) },
          now(),
        ),
      );
    },
  };
}

export type VoucherService = ReturnType<typeof createVoucherService>;
