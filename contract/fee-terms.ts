// product.md D11 "Deposits and no-show fees": the fee terms a guaranteed booking is
// made under (the setup's fees per cover, its cancellation window and the one
// currency), what the diner reads before giving a card, and what a fee comes
// to. The booking keeps the terms it was made under, so a later change to the
// setup never changes what its diner agreed to.
import { z } from 'zod';
import type { BookingConfigDoc } from './booking-setup.ts';
import { CURRENCIES, formatMoney, type Currency } from './money.ts';

export const feeTermsSchema = z.object({
  currency: z.enum(CURRENCIES),
  noShowFeePerCoverPence: z.number().int().positive().nullable(),
  lateCancellationFeePerCoverPence: z.number().int().positive().nullable(),
  cancellationWindowHours: z.number().int().min(1).max(336),
  /**
   * product.md D11 "Deposits": the deposit per cover taken with the booking (decision 049). Absent on terms stored
   * before deposits existed, and on a card guarantee's terms: read both as no deposit.
   */
  depositPerCoverPence: z.number().int().positive().nullish(),
});
export type FeeTerms = z.infer<typeof feeTermsSchema>;

/** The fees a manager may charge (payments.kind). */
export const FEE_KINDS = ['no_show_fee', 'late_cancellation_fee'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];
/**
 * What a payments row is for: a fee, a deposit taken with the booking, or the refund of that deposit (decision 049);
 * an event's deposit and balance (decision 078), and the refund of its balance (decision 084).
 */
export const PAYMENT_KINDS = [...FEE_KINDS, 'deposit', 'deposit_refund', 'event_deposit', 'event_balance', 'event_balance_refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const FEE_NAMES: Record<FeeKind, string> = { no_show_fee: 'no-show fee', late_cancellation_fee: 'late-cancellation fee' };
export const PAYMENT_NAMES: Record<PaymentKind, string> = {
  ...FEE_NAMES,
  deposit: 'deposit',
  deposit_refund: 'deposit refund',
  event_deposit: 'event deposit',
  event_balance: 'event balance',
  event_balance_refund: 'event balance refund',
};
export const isFeeKind = (kind: string): kind is FeeKind => (FEE_KINDS as readonly string[]).includes(kind);

type FeeConfig = Pick<BookingConfigDoc, 'noShowFeePerCoverPence' | 'lateCancellationFeePerCoverPence' | 'cancellationWindowHours'>;

/**
 * The terms a booking is made under. With a deposit (decision 049) the deposit is what is at stake:
 * it is kept on a no-show or a late cancellation, so no fee is charged on top of it.
 */
export function feeTermsOf(config: FeeConfig, currency: Currency, depositPerCoverPence: number | null = null): FeeTerms {
  if (depositPerCoverPence !== null)
    return {
      currency,
      noShowFeePerCoverPence: null,
      lateCancellationFeePerCoverPence: null,
      cancellationWindowHours: config.cancellationWindowHours,
      depositPerCoverPence,
    };
  return {
    currency,
    noShowFeePerCoverPence: config.noShowFeePerCoverPence,
    lateCancellationFeePerCoverPence: config.lateCancellationFeePerCoverPence,
    cancellationWindowHours: config.cancellationWindowHours,
  };
}

/** The deposit the terms name, or null (terms stored before deposits, and card guarantees, have none). */
export const depositPerCoverOf = (terms: FeeTerms | null | undefined): number | null => terms?.depositPerCoverPence ?? null;

export const perCoverOf = (terms: FeeTerms, kind: FeeKind): number | null =>
  kind === 'no_show_fee' ? terms.noShowFeePerCoverPence : terms.lateCancellationFeePerCoverPence;

const guests = (n: number) => `${n} guest${n === 1 ? '' : 's'}`;
const hours = (n: number) => `${n} hour${n === 1 ? '' : 's'}`;

/** "£10.00 a guest (£80.00 for 8 guests)". */
export function feeAmountText(perCover: number, covers: number, currency: Currency): string {
  return `${formatMoney(perCover, currency)} a guest (${formatMoney(perCover * covers, currency)} for ${guests(covers)})`;
}

/**
 * product.md D11 "The policy up front": the sentences the diner reads before entering a card, repeated in the
 * confirmation e-mail. A deposit comes first, with when it is refunded and when it is kept; without one the
 * last line is that nothing is charged now.
 */
export function feePolicyLines(terms: FeeTerms, covers: number): string[] {
  const lines: string[] = [];
  const deposit = depositPerCoverOf(terms);
  if (deposit !== null)
    lines.push(
      `A deposit of ${feeAmountText(deposit, covers, terms.currency)} is taken now and deducted from your bill. Cancel at least ${hours(terms.cancellationWindowHours)} before and it is refunded in full.`,
      'If you cancel later, or do not come, the restaurant keeps the deposit.',
    );
  if (terms.noShowFeePerCoverPence !== null)
    lines.push(
      `If you do not come, the restaurant may charge a no-show fee of ${feeAmountText(terms.noShowFeePerCoverPence, covers, terms.currency)} to your card.`,
    );
  if (terms.lateCancellationFeePerCoverPence !== null)
    lines.push(
      `If you cancel less than ${hours(terms.cancellationWindowHours)} before your booking, the restaurant may charge a late-cancellation fee of ${feeAmountText(terms.lateCancellationFeePerCoverPence, covers, terms.currency)} to your card.`,
    );
  if (deposit === null) lines.push('Nothing is charged now.');
  return lines;
}
