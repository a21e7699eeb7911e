// product.md D11 "The policy up front": the diner reads the fees, per guest and for
// the party, and the window, before giving a card; amounts go to the gateway
// as decimal strings of whole pence.
import { describe, expect, it } from 'vitest';
import { depositPerCoverOf, feePolicyLines, feeTermsOf, feeTermsSchema } from './fee-terms.ts';
import { decimalAmount, formatMoney } from './money.ts';

describe('fee policy', () => {
  const terms = feeTermsOf({ noShowFeePerCoverPence: 1000, lateCancellationFeePerCoverPence: 750, cancellationWindowHours: 24 }, 'GBP');

  it('names both fees per guest and for the party, the window, and that nothing is charged now', () => {
    expect(feePolicyLines(terms, 8)).toEqual([
      'If you do not come, the restaurant may charge a no-show fee of £10.00 a guest (£80.00 for 8 guests) to your card.',
      'If you cancel less than 24 hours before your booking, the restaurant may charge a late-cancellation fee of £7.50 a guest (£60.00 for 8 guests) to your card.',
      'Nothing is charged now.',
    ]);
  });

  it('leaves out a fee the restaurant does not charge, and speaks of one guest and one hour', () => {
    const lines = feePolicyLines({ ...terms, noShowFeePerCoverPence: null, cancellationWindowHours: 1 }, 1);
    expect(lines).toEqual([
      'If you cancel less than 1 hour before your booking, the restaurant may charge a late-cancellation fee of £7.50 a guest (£7.50 for 1 guest) to your card.',
      'Nothing is charged now.',
    ]);
    expect(feePolicyLines({ ...terms, noShowFeePerCoverPence: null, lateCancellationFeePerCoverPence: null }, 4)).toEqual([
      'Nothing is charged now.',
    ]);
  });

  it('puts a deposit first, with its refund window and when it is kept, and never says nothing is charged', () => {
    const deposit = feeTermsOf(
      { noShowFeePerCoverPence: 1000, lateCancellationFeePerCoverPence: 750, cancellationWindowHours: 48 },
      'GBP',
      2000,
    );
    expect(deposit).toEqual({
      currency: 'GBP',
      noShowFeePerCoverPence: null,
      lateCancellationFeePerCoverPence: null,
      cancellationWindowHours: 48,
      depositPerCoverPence: 2000,
    });
    expect(feePolicyLines(deposit, 6)).toEqual([
      'A deposit of £20.00 a guest (£120.00 for 6 guests) is taken now and deducted from your bill. Cancel at least 48 hours before and it is refunded in full.',
      'If you cancel later, or do not come, the restaurant keeps the deposit.',
    ]);
    // Terms stored before deposits existed still read, as no deposit.
    expect(feeTermsSchema.parse({ ...terms })).toEqual(terms);
    expect(depositPerCoverOf(terms)).toBeNull();
    expect(depositPerCoverOf(null)).toBeNull();
  });

  it('writes amounts in the currency setting, and for the gateway as a decimal string', () => {
    expect(formatMoney(1250, 'EUR')).toBe('€12.50');
    expect([decimalAmount(8000), decimalAmount(5), decimalAmount(123456)]).toEqual(['80.00', '0.05', '1234.56']);
    expect(() => decimalAmount(12.5)).toThrow(RangeError);
    expect(() => decimalAmount(-1)).toThrow(RangeError);
  });
});
