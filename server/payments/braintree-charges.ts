// Charging a vaulted Braintree customer (decision 040 fees) and finding a charge
// again by our order id. Braintree does not refuse a second sale with the same
// order id, so it is not the gateway's idempotency: Mesa's payments row is
// (decision 040); the order id is how a later attempt asks what happened.
import type { BraintreeGateway, Transaction, TransactionStatus } from 'braintree';
import { decimalAmount } from '../../contract/money.ts';
import type { ChargeOutcome, ChargeRequest } from './payments.ts';
import { PART_REFUND_NOT_SETTLED } from './rules/deposit-rules.ts';

export type BraintreeTransactions = Pick<BraintreeGateway['transaction'], 'sale' | 'search' | 'refund' | 'void' | 'find'>;

const TAKEN: readonly TransactionStatus[] = [
  'authorized',
  'authorizing',
  'submitted_for_settlement',
  'settling',
  'settled',
  'settlement_pending',
  'settlement_confirmed',
];
const DECLINED: readonly TransactionStatus[] = ['processor_declined', 'gateway_rejected', 'settlement_declined'];

type TransactionFacts = Pick<Transaction, 'id' | 'status' | 'processorResponseText'> & { gatewayRejectionReason?: string | undefined };

/** A transaction's status as a charge's outcome (pure). */
export function outcomeOf(t: TransactionFacts): ChargeOutcome {
  if (TAKEN.includes(t.status)) return { status: 'succeeded', transactionId: t.id };
  const reason = t.processorResponseText || (t.gatewayRejectionReason ? `Rejected by the gateway: ${t.gatewayRejectionReason}` : '');
  return {
    status: DECLINED.includes(t.status) ? 'declined' : 'failed',
    transactionId: t.id,
    message: reason || `The charge ended ${t.status.replace(/_/g, ' ')}`,
  };
}

export async function chargeCustomer(transactions: BraintreeTransactions, request: ChargeRequest): Promise<ChargeOutcome> {
  const result = await transactions.sale({
    customerId: request.customerId,
    amount: decimalAmount(request.amountPence),
    orderId: request.orderId,
    options: { submitForSettlement: true },
  });
  if (result.success) return outcomeOf(result.transaction);
  // A declined card comes back with its transaction; a request the gateway would not take (no such customer) without.
  const transaction = (result as { transaction?: Transaction }).transaction;
  return transaction ? outcomeOf(transaction) : { status: 'failed', transactionId: null, message: result.message };
}

/** Every transaction with the order id; one that took the money wins over failed ones. */
export async function findCharge(transactions: BraintreeTransactions, orderId: string): Promise<ChargeOutcome | null> {
  const found: ChargeOutcome[] = [];
  for await (const t of transactions.search((search) => search.orderId().is(orderId))) found.push(outcomeOf(t as Transaction));
  return found.find((o) => o.status === 'succeeded') ?? found[0] ?? null;
}

/** Braintree's validation error: "Cannot refund transaction unless it is settled." (void it instead). */
export const CANNOT_REFUND_UNLESS_SETTLED = '91506';

type Refused = { message: string; errors?: { deepErrors(): { code: string }[] }; transaction?: Transaction };
const refusedFor = (result: Refused, code: string) => result.errors?.deepErrors().some((e) => e.code === code) ?? false;
const refusalOf = (result: Refused): ChargeOutcome =>
  result.transaction ? outcomeOf(result.transaction) : { status: 'failed', transactionId: null, message: result.message };

/**
 * Gives a charge back (decision 049 deposit refunds): `transaction.refund`, or, when Braintree refuses because the
 * charge has not settled yet, `transaction.void`, which cancels it before any money moves. With `amountPence`, a
 * part of it (decision 084): a void would give back the whole, so an unsettled charge fails with
 * PART_REFUND_NOT_SETTLED and is tried again later. Succeeded names the refund's transaction (or the voided
 * charge). The SDK's refund takes no order id of its own: the original charge's refundIds and status are what a
 * later look (findRefund) reads.
 */
export async function refundCharge(
  transactions: BraintreeTransactions,
  transactionId: string,
  amountPence?: number,
): Promise<ChargeOutcome> {
  const refund = await transactions.refund(transactionId, amountPence === undefined ? undefined : decimalAmount(amountPence));
  if (refund.success) return { status: 'succeeded', transactionId: refund.transaction.id };
  if (!refusedFor(refund, CANNOT_REFUND_UNLESS_SETTLED)) return refusalOf(refund);
  if (amountPence !== undefined) return { status: 'failed', transactionId: null, message: PART_REFUND_NOT_SETTLED };
  const voided = await transactions.void(transactionId);
  if (voided.success) return { status: 'succeeded', transactionId: voided.transaction.id };
  return refusalOf(voided);
}

/** Whether the charge was already given back: voided, or refunded (its first refund); null when it stands. */
export async function findRefund(transactions: BraintreeTransactions, transactionId: string): Promise<ChargeOutcome | null> {
  const t = await transactions.find(transactionId);
  if (t.status === 'voided') return { status: 'succeeded', transactionId: t.id };
  const refundId = t.refundIds?.[0];
  return refundId ? { status: 'succeeded', transactionId: refundId } : null;
}
