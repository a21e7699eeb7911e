// Decision 040: which fee a booking owes, on the terms its diner agreed to, and
// what a press of "Charge" does given the attempts already recorded.
import { describe, expect, it } from 'vitest';
import type { FeeTerms } from '../../../contract/fee-terms.ts';
import {
  feeDue,
  nextFeeStep,
  NOT_AT_GATEWAY,
  PENDING_STALE_MS,
  RECONCILE_GRACE_MS,
  reconciled,
  type FeeAttempt,
  type FeeBooking,
} from './fee-rules.ts';

const terms: FeeTerms = {
  currency: 'GBP',
  noShowFeePerCoverPence: 1000,
  lateCancellationFeePerCoverPence: 500,
  cancellationWindowHours: 24,
};
const startsAt = new Date('2031-03-10T19:00:00Z');
const booking: FeeBooking = {
  status: 'no-show',
  paymentCustomerId: 'cust-1',
  feeTerms: terms,
  covers: 8,
  startsAt,
  cancelledAt: null,
  cancelledByDiner: false,
};
const hoursBefore = (h: number) => new Date(startsAt.getTime() - h * 3_600_000);

describe('feeDue', () => {
  it('charges a no-show the no-show fee for every guest, to the stored card', () => {
    expect(feeDue(booking)).toEqual({
      kind: 'no_show_fee',
      perCoverPence: 1000,
      covers: 8,
      amountPence: 8000,
      currency: 'GBP',
      customerId: 'cust-1',
    });
  });

  it('charges the late-cancellation fee only for the diner’s own cancellation inside the window', () => {
    const cancelled = { ...booking, status: 'cancelled', cancelledByDiner: true };
    expect(feeDue({ ...cancelled, cancelledAt: hoursBefore(23.9) })).toMatchObject({ kind: 'late_cancellation_fee', amountPence: 4000 });
    expect(feeDue({ ...cancelled, cancelledAt: hoursBefore(24) })).toBeNull();
    expect(feeDue({ ...cancelled, cancelledAt: hoursBefore(2), cancelledByDiner: false })).toBeNull();
  });

  it('owes nothing without a card, without terms, without that fee, or in another status', () => {
    expect(feeDue({ ...booking, paymentCustomerId: null })).toBeNull();
    expect(feeDue({ ...booking, feeTerms: null })).toBeNull();
    expect(feeDue({ ...booking, feeTerms: { ...terms, noShowFeePerCoverPence: null } })).toBeNull();
    expect(feeDue({ ...booking, status: 'completed' })).toBeNull();
  });
});

const now = new Date('2031-03-11T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const attempt = (over: Partial<FeeAttempt>): FeeAttempt => ({
  kind: 'no_show_fee',
  attempt: 1,
  status: 'declined',
  updatedAt: ago(1000),
  ...over,
});

describe('nextFeeStep', () => {
  it('charges as attempt 1, or as the next attempt after declines and failures', () => {
    expect(nextFeeStep([], now)).toEqual({ do: 'charge', attempt: 1 });
    expect(nextFeeStep([attempt({}), attempt({ attempt: 2, status: 'failed' })], now)).toEqual({ do: 'charge', attempt: 3 });
  });

  it('never charges again once a fee succeeded, nor while one is under way', () => {
    const done = attempt({ attempt: 2, status: 'succeeded' });
    expect(nextFeeStep([attempt({}), done], now)).toEqual({ do: 'done', row: done });
    const running = attempt({ status: 'pending', updatedAt: ago(PENDING_STALE_MS - 1) });
    expect(nextFeeStep([running], now)).toEqual({ do: 'busy', row: running });
  });

  it('asks the gateway first about an unanswered attempt, or one whose claimant died', () => {
    const unknown = attempt({ status: 'unknown' });
    expect(nextFeeStep([unknown], now)).toEqual({ do: 'reconcile', row: unknown });
    const stale = attempt({ status: 'pending', updatedAt: ago(PENDING_STALE_MS) });
    expect(nextFeeStep([stale], now)).toEqual({ do: 'reconcile', row: stale });
  });
});

describe('reconciled', () => {
  it('takes the gateway’s record when it has one; with none, waits out the grace, then says nothing was taken', () => {
    const found = { status: 'succeeded', transactionId: 'tx1' } as const;
    expect(reconciled(found, { updatedAt: ago(1000) }, now)).toBe(found);
    expect(reconciled(null, { updatedAt: ago(RECONCILE_GRACE_MS - 1) }, now)).toBeNull();
    expect(reconciled(null, { updatedAt: ago(RECONCILE_GRACE_MS) }, now)).toEqual({
      status: 'failed',
      transactionId: null,
      message: NOT_AT_GATEWAY,
    });
  });
});
