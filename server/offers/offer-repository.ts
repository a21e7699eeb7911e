// Database access for offers (product.md §3 crm): voucher codes issued (one per
// e-mail per offer) and refer-a-friend invitations. A service runs several of
// these in one transaction through `transaction`.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Runner, Tx } from '../db/runner.ts';
import { referrals, voucherCodes } from '../db/schema.ts';

export type NewVoucher = Pick<typeof voucherCodes.$inferInsert, 'id' | 'offerId' | 'email' | 'code' | 'lastSentAt'>;
export type NewReferral = Pick<
  typeof referrals.$inferInsert,
  'id' | 'token' | 'referrerName' | 'referrerEmail' | 'friendName' | 'friendEmail'
>;

export function offerQueries(runner: Runner) {
  return {
    /** The new code, or null when the e-mail already has one for the offer (or the code collided). */
    async insertVoucherIfNew(row: NewVoucher): Promise<string | null> {
      const [created] = await runner.insert(voucherCodes).values(row).onConflictDoNothing().returning({ code: voucherCodes.code });
      return created?.code ?? null;
    },

    async voucherFor(offerId: string, email: string) {
      const [row] = await runner
        .select({ id: voucherCodes.id, code: voucherCodes.code, lastSentAt: voucherCodes.lastSentAt })
        .from(voucherCodes)
        .where(and(eq(voucherCodes.offerId, offerId), eq(voucherCodes.email, email)));
      return row ?? null;
    },

    async markVoucherResent(id: string, at: Date): Promise<void> {
      await runner
        .update(voucherCodes)
        .set({ lastSentAt: at, sendCount: sql`${voucherCodes.sendCount} + 1` })
        .where(eq(voucherCodes.id, id));
    },

    /** The invitation's token, or null when this referrer already invited this friend. */
    async insertReferralIfNew(row: NewReferral): Promise<string | null> {
      const [created] = await runner.insert(referrals).values(row).onConflictDoNothing().returning({ token: referrals.token });
      return created?.token ?? null;
    },

    async referralByToken(token: string) {
      const [row] = await runner
        .select({ referrerName: referrals.referrerName, friendName: referrals.friendName, claimedAt: referrals.claimedAt })
        .from(referrals)
        .where(eq(referrals.token, token));
      return row ?? null;
    },

    /** Inside a claim: the invitation, locked until the transaction ends so one claim wins. */
    async referralForClaim(token: string) {
      const [row] = await runner
        .select({ id: referrals.id, claimedEmail: referrals.claimedEmail, claimedAt: referrals.claimedAt })
        .from(referrals)
        .where(eq(referrals.token, token))
        .for('update');
      return row ?? null;
    },

    async markReferralClaimed(id: string, email: string, at: Date): Promise<void> {
      await runner.update(referrals).set({ claimedAt: at, claimedEmail: email }).where(eq(referrals.id, id));
    },
  };
}

export type OfferQueries = ReturnType<typeof offerQueries>;

export function createOfferRepository(db: Db) {
  return {
    ...offerQueries(db),
    /** One unit of work: the queries bound to the transaction, and the transaction for other writers (the outbox). */
    transaction: <T>(work: (offers: OfferQueries, tx: Tx) => Promise<T>): Promise<T> => db.transaction((tx) => work(offerQueries(tx), tx)),
  };
}

export type OfferRepository = ReturnType<typeof createOfferRepository>;
