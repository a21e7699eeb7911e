// Voucher codes (product.md §3, §4, §7 Offers): one code per e-mail per offer.
// Asking again re-sends the same code (at most once a minute, so nobody can
// flood an inbox); the code travels only by e-mail, queued in the same
// transaction that issues it.
import { randomUUID } from 'node:crypto';
import type { Offer } from '../../contract/content.ts';
import type { Db } from '../db/client.ts';
import type { Runner } from '../db/runner.ts';
import { enqueueMail, type OutgoingMail } from '../mail/outbox.ts';
import { brandFromUrl } from '../mail/templates/mail-brand.ts';
import { messageMailHtml } from '../mail/templates/message-mail-html.tsx';
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

/** The code's e-mail, as text and branded HTML (decision 027); without the site's name the wordmark is its host. */
export function offerVoucherMail(offer: Offer, publicUrl: string, to: string, code: string, siteName?: string): OutgoingMail {
  const base = publicUrl.replace(/\/+$/, '');
  const next = offer.overrideSuccessUrl ?? offer.successButtonUrl;
  const nextUrl = next.startsWith('/') ? `${base}${next}` : next;
  const intro = `Here is your code for ${offer.title.charAt(0).toLowerCase()}${offer.title.slice(1)}:`;
  const subject = `Your voucher code: ${offer.title}`;
  const brand = siteName ?? brandFromUrl(publicUrl);
  return {
    kind: 'voucher',
    to,
    subject,
    text: [
      intro,
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
    html: messageMailHtml({
      brand,
      subject,
      heading: 'Your voucher code',
      blocks: [
        { text: intro },
        { code },
        { text: 'Show it to your server when you order.' },
        { small: offer.validityText },
        { label: offer.successButtonText, url: nextUrl },
        { small: `Terms and conditions: ${offer.termAndConditions}` },
      ],
      footer: {
        from: siteName ? [siteName, base] : [base],
        reason: 'You are getting this e-mail because this address asked for the code on our website.',
      },
    }),
  };
}

/** `siteName` (settings' site_name) brands the mail; without it the mail shows the site's host. */
export function createVoucherService(
  db: Db,
  publicUrl: string,
  now: () => Date = () => new Date(),
  siteName: () => Promise<string | undefined> = async () => undefined,
) {
  const repo = createOfferRepository(db);
  return {
    /** product.md §4: generates (or re-sends) the diner's code for an offer. */
    async generate(offer: Offer, email: string) {
      const name = await siteName(); // read before the transaction: the mail is built inside it
      return repo.transaction((_offers, tx) =>
        issueVoucher(
          tx,
          { offerId: offer.id, prefix: offer.code, email, mail: (code) => offerVoucherMail(offer, publicUrl, email, code, name) },
          now(),
        ),
      );
    },
  };
}

export type VoucherService = ReturnType<typeof createVoucherService>;
