// product.md D11 "Deposits": which deposit a request owes (first matching rule; empty
// lists match all; weekdays are ISO weekdays of the London date), when a
// cancellation gets it back, and when the job asks the gateway.
import { describe, expect, it } from 'vitest';
import type { DepositRule } from '../../../contract/booking-setup.ts';
import type { FeeTerms } from '../../../contract/fee-terms.ts';
import {
  depositFor,
  depositRefundable,
  dueForReconcile,
  graceOver,
  PART_REFUND_NOT_SETTLED,
  PART_REFUND_WAIT_MS,
  paymentNeeded,
  waitingToSettle,
} from './deposit-rules.ts';
import { PENDING_STALE_MS, RECONCILE_GRACE_MS } from './fee-rules.ts';

const rule = (r: Partial<DepositRule>): DepositRule => ({
  occasionIds: [],
  fromCovers: 1,
  weekdays: [],
  dates: [],
  takes: 'deposit',
  perCoverPence: 1000,
  ...r,
});
// 2031-03-07 is a Friday (ISO 5), 2031-03-08 a Saturday (6).
const FRIDAY = '2031-03-07';
const SATURDAY = '2031-03-08';

describe('what a request must give (product.md D11 "Rules in the booking setup")', () => {
  const req = { occasionId: 'christmas', date: SATURDAY, covers: 6 };
  it('asks for a card from the card-guarantee size, with no deposit', () => {
    expect(paymentNeeded({ depositRules: [], cardGuaranteeFromCovers: 8 }, req)).toEqual({ deposit: null, card: false });
    expect(paymentNeeded({ depositRules: [], cardGuaranteeFromCovers: 6 }, req)).toEqual({ deposit: null, card: true });
  });

  it('takes a card guarantee for an occasion, a party size and a day, by the first matching rule', () => {
    const guarantee = rule({ takes: 'guarantee', perCoverPence: null, occasionIds: ['christmas'], fromCovers: 4, weekdays: [6] });
    expect(paymentNeeded({ depositRules: [guarantee], cardGuaranteeFromCovers: null }, req)).toEqual({ deposit: null, card: true });
    expect(paymentNeeded({ depositRules: [guarantee], cardGuaranteeFromCovers: null }, { ...req, date: FRIDAY })).toEqual({
      deposit: null,
      card: false,
    });
    // The first matching rule wins: a guarantee before a deposit takes no deposit, and the other way round.
    const deposit = rule({ perCoverPence: 2000 });
    expect(paymentNeeded({ depositRules: [guarantee, deposit], cardGuaranteeFromCovers: null }, req).deposit).toBeNull();
    expect(paymentNeeded({ depositRules: [deposit, guarantee], cardGuaranteeFromCovers: null }, req)).toEqual({
      deposit: { perCoverPence: 2000, covers: 6, amountPence: 12000 },
      card: true,
    });
  });
});

describe('deposit rules', () => {
  it('owes nothing without a rule, and the rule’s amount per cover and for the party with one', () => {
    expect(depositFor([], { occasionId: 'dinner', date: FRIDAY, covers: 8 })).toBeNull();
    expect(depositFor([rule({ perCoverPence: 1500 })], { occasionId: 'dinner', date: FRIDAY, covers: 4 })).toEqual({
      perCoverPence: 1500,
      covers: 4,
      amountPence: 6000,
    });
  });

  it('matches the party size from N, the occasion, the ISO weekday and the dates; the first match wins', () => {
    const rules = [
      rule({ fromCovers: 8, perCoverPence: 2000 }),
      rule({ occasionIds: ['christmas'], perCoverPence: 1500 }),
      rule({ weekdays: [6], fromCovers: 4, perCoverPence: 1000 }),
      rule({ dates: ['2031-12-31'], perCoverPence: 5000 }),
    ];
    const owes = (occasionId: string, date: string, covers: number) =>
      depositFor(rules, { occasionId, date, covers })?.perCoverPence ?? null;
    expect(owes('dinner', FRIDAY, 8)).toBe(2000);
    expect(owes('dinner', FRIDAY, 7)).toBeNull();
    expect(owes('christmas', FRIDAY, 2)).toBe(1500);
    expect(owes('christmas', FRIDAY, 10)).toBe(2000); // the first rule that matches
    expect(owes('dinner', SATURDAY, 4)).toBe(1000);
    expect(owes('dinner', SATURDAY, 3)).toBeNull();
    expect(owes('dinner', '2031-12-31', 1)).toBe(5000);
    // A rule with dates and weekdays needs both.
    expect(depositFor([rule({ dates: [FRIDAY], weekdays: [6] })], { occasionId: 'x', date: FRIDAY, covers: 2 })).toBeNull();
  });

  const terms: FeeTerms = {
    currency: 'GBP',
    noShowFeePerCoverPence: null,
    lateCancellationFeePerCoverPence: null,
    cancellationWindowHours: 24,
    depositPerCoverPence: 1000,
  };
  const startsAt = new Date('2031-03-10T19:00:00Z');
  const before = (hours: number) => new Date(startsAt.getTime() - hours * 3_600_000);

  it('refunds a diner who cancels at least the window before, and whenever the restaurant cancels', () => {
    expect(depositRefundable({ feeTerms: terms, startsAt, cancelledAt: before(24), byDiner: true })).toBe(true);
    expect(depositRefundable({ feeTerms: terms, startsAt, cancelledAt: before(23.9), byDiner: true })).toBe(false);
    expect(depositRefundable({ feeTerms: terms, startsAt, cancelledAt: before(1), byDiner: false })).toBe(true);
    // No deposit in the terms (a guarantee, or a booking from before deposits): nothing to refund.
    const guarantee = { ...terms, depositPerCoverPence: undefined, noShowFeePerCoverPence: 1000 };
    expect(depositRefundable({ feeTerms: guarantee, startsAt, cancelledAt: before(48), byDiner: false })).toBe(false);
    expect(depositRefundable({ feeTerms: null, startsAt, cancelledAt: before(48), byDiner: false })).toBe(false);
  });

  it('asks the gateway about an unanswered attempt at once, a pending one once its claimant is taken for dead', () => {
    const now = new Date('2031-03-10T12:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    expect(dueForReconcile({ status: 'unknown', updatedAt: now }, now)).toBe(true);
    expect(dueForReconcile({ status: 'pending', updatedAt: ago(PENDING_STALE_MS - 1) }, now)).toBe(false);
    expect(dueForReconcile({ status: 'pending', updatedAt: ago(PENDING_STALE_MS) }, now)).toBe(true);
    expect(dueForReconcile({ status: 'succeeded', updatedAt: ago(RECONCILE_GRACE_MS) }, now)).toBe(false);
    expect(graceOver({ updatedAt: ago(RECONCILE_GRACE_MS - 1) }, now)).toBe(false);
    expect(graceOver({ updatedAt: ago(RECONCILE_GRACE_MS) }, now)).toBe(true);
  });
});

describe('a part refund refused as not settled (decision 084)', () => {
  const at = new Date('2031-04-01T10:00:00Z');
  it('waits until the charge has had time to settle; any other failure is retried at once', () => {
    const failed = { errorMessage: PART_REFUND_NOT_SETTLED, updatedAt: at };
    expect(waitingToSettle(failed, new Date(at.getTime() + PART_REFUND_WAIT_MS - 1))).toBe(true);
    expect(waitingToSettle(failed, new Date(at.getTime() + PART_REFUND_WAIT_MS))).toBe(false);
    expect(waitingToSettle({ errorMessage: 'Processor declined', updatedAt: at }, at)).toBe(false);
  });
});
