// Decision 084: an event's refund by the cancellation terms its client accepted, from the London dates alone.
import { describe, expect, it } from 'vitest';
import { refundDue, refundTermsWords } from './event-refunds.ts';

const paid = { depositPence: 25_000, balancePence: 102_550 };

describe('an event’s refund by its cancellation terms', () => {
  it('gives everything back when cancelled at least the set days before the event, counting London dates', () => {
    const terms = { fullRefundDays: 14, laterPercent: 0 };
    expect(refundDue(terms, '2031-06-20', '2031-06-06', paid)).toEqual({ daysBefore: 14, percent: 100, ...paid });
    expect(refundDue(terms, '2031-06-20', '2031-06-07', paid)).toEqual({ daysBefore: 13, percent: 0, depositPence: 0, balancePence: 0 });
  });

  it('gives the later share of each payment back, rounded down to the penny, and nothing of what was not paid', () => {
    const terms = { fullRefundDays: 30, laterPercent: 50 };
    expect(refundDue(terms, '2031-06-20', '2031-06-20', paid)).toEqual({
      daysBefore: 0,
      percent: 50,
      depositPence: 12_500,
      balancePence: 51_275,
    });
    expect(
      refundDue({ fullRefundDays: 30, laterPercent: 33 }, '2031-06-20', '2031-06-19', { depositPence: 1001, balancePence: 0 }),
    ).toEqual({
      daysBefore: 1,
      percent: 33,
      depositPence: 330,
      balancePence: 0,
    });
  });

  it('counts across a month and the clocks going back as whole calendar days', () => {
    expect(refundDue({ fullRefundDays: 7, laterPercent: 0 }, '2031-11-01', '2031-10-25', paid).daysBefore).toBe(7);
  });

  it('says the terms in words the client accepts', () => {
    expect(refundTermsWords({ fullRefundDays: 14, laterPercent: 0 })).toBe(
      'Cancelled 14 days or more before the event: everything paid is refunded. Cancelled later: nothing is refunded.',
    );
    expect(refundTermsWords({ fullRefundDays: 1, laterPercent: 25 })).toBe(
      'Cancelled 1 day or more before the event: everything paid is refunded. Cancelled later: 25% of what was paid is refunded.',
    );
    expect(refundTermsWords({ fullRefundDays: 0, laterPercent: 0 })).toBe('Cancelled before the event: everything paid is refunded.');
  });
});
