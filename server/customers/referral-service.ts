// Refer a friend (decision 009): a diner sends a friend an invitation; the link in
// it lets the friend claim a referral voucher once. Replies never reveal
// whether the friend is already a customer or was invited before.
import { randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { REFERRAL_INVALID, type referralClaimRequestSchema, type referralInviteRequestSchema } from '../../contract/offers.ts';
import type { Db } from '../db/client.ts';
import { invalid } from '../domain/domain-error.ts';
import { enqueueMail, type OutgoingMail } from '../mail/outbox.ts';
import { messageMailHtml } from '../mail/templates/message-mail-html.tsx';
import { createOfferRepository } from '../offers/offer-repository.ts';
import { issueVoucher } from '../offers/voucher-service.ts';
import { customerQueries } from './customer-repository.ts';

/** The friend's reward: not a listed offer, so it lives here rather than in the content pack. */
export const REFERRAL_OFFER = {
  id: 'referral',
  code: 'FRIEND',
  title: '£10 off your first visit',
  validityText: 'For a food bill of £30 or more, dine in, within 60 days of this e-mail. Not with other offers.',
};

export interface ReferralDeps {
  db: Db;
  publicUrl: string;
  siteName: () => Promise<string>;
  now?: () => Date;
}

export function createReferralService(deps: ReferralDeps) {
  const now = deps.now ?? (() => new Date());
  const base = deps.publicUrl.replace(/\/+$/, '');
  const offers = createOfferRepository(deps.db);

  return {
    async invite(input: z.output<typeof referralInviteRequestSchema>): Promise<void> {
      const siteName = await deps.siteName();
      await offers.transaction(async (referrals, tx) => {
        if (await customerQueries(tx).isMember(input.friendEmail)) return; // product.md §4: the scheme is for friends new to the club
        const token = await referrals.insertReferralIfNew({
          id: randomUUID(),
          token: randomBytes(24).toString('base64url'),
          referrerName: input.yourName,
          referrerEmail: input.yourEmail,
          friendName: input.friendName,
          friendEmail: input.friendEmail,
        });
        if (token) await enqueueMail(tx, inviteMail({ ...input, link: `${base}/referral/?code=${token}`, siteName }));
      });
    },

    /** The invitation behind a link, while it can still be claimed. */
    async lookup(token: string): Promise<{ referrerName: string; friendName: string } | null> {
      const row = await offers.referralByToken(token);
      return row && !row.claimedAt ? { referrerName: row.referrerName, friendName: row.friendName } : null;
    },

    /** Issues the friend's voucher (once per invitation; the same e-mail asking again gets the same code). */
    async claim(input: z.output<typeof referralClaimRequestSchema>): Promise<void> {
      const siteName = await deps.siteName();
      await offers.transaction(async (referrals, tx) => {
        const row = await referrals.referralForClaim(input.token);
        if (!row || (row.claimedEmail && row.claimedEmail !== input.emailAddress)) throw invalid('token', REFERRAL_INVALID);
        const at = now();
        await issueVoucher(
          tx,
          {
            offerId: REFERRAL_OFFER.id,
            prefix: REFERRAL_OFFER.code,
            email: input.emailAddress,
            mail: (code) => referralVoucherMail(input.emailAddress, code, siteName, base),
          },
          at,
        );
        if (!row.claimedAt) await referrals.markReferralClaimed(row.id, input.emailAddress, at);
      });
    },
  };
}

// Both mails carry the referrer's and the friend's names only as text (React
// escapes them), and no link but our own: the invitation must not become a
// way to mail strangers someone else's words.
export function inviteMail(m: { yourName: string; friendName: string; friendEmail: string; link: string; siteName: string }): OutgoingMail {
  const subject = `${m.yourName} sent you £10 off at ${m.siteName}`;
  const reason = `You are getting this one e-mail because ${m.yourName} entered your address; we will not write again unless you join.`;
  return {
    kind: 'referral-invite',
    to: m.friendEmail,
    subject,
    text: `Hi ${m.friendName},\n\n${m.yourName} thinks you will love ${m.siteName} and sent you £10 off your first visit.\n\nClaim it here: ${m.link}\n\n${REFERRAL_OFFER.validityText}\n\n${reason}\n`,
    html: messageMailHtml({
      brand: m.siteName,
      subject,
      heading: `${m.yourName} sent you £10 off`,
      blocks: [
        { text: `Hi ${m.friendName},` },
        { text: `${m.yourName} thinks you will love ${m.siteName} and sent you £10 off your first visit.` },
        { label: 'Claim your £10 off', url: m.link },
        { small: REFERRAL_OFFER.validityText },
      ],
      footer: { from: [m.siteName], reason },
    }),
  };
}

export function referralVoucherMail(to: string, code: string, siteName: string, base: string): OutgoingMail {
  const subject = `Your ${siteName} voucher: ${REFERRAL_OFFER.title}`;
  return {
    kind: 'voucher',
    to,
    subject,
    text: `Here is your code for ${REFERRAL_OFFER.title}:\n\n    ${code}\n\nShow it to your server when you order.\n${REFERRAL_OFFER.validityText}\n\nBook a table: ${base}/book-now/\n`,
    html: messageMailHtml({
      brand: siteName,
      subject,
      heading: 'Your voucher code',
      blocks: [
        { text: `Here is your code for ${REFERRAL_OFFER.title}:` },
        { code },
        { text: 'Show it to your server when you order.' },
        { small: REFERRAL_OFFER.validityText },
        { label: 'Book a table', url: `${base}/book-now/` },
      ],
      footer: {
        from: [siteName, base],
        reason: "You are getting this e-mail because this address claimed a friend's invitation on our website.",
      },
    }),
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;
