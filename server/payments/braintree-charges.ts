// Charging a vaulted Braintree customer (issue 28 fees) and finding a charge
// again by our order id. Braintree does not refuse a second sale with the same
// order id, so it is not the gateway's idempotency: Mesa's payments row is
// (decision 040); the order id is how a later attempt asks what happened.
import type { BraintreeGateway, Transaction, TransactionStatus } from 'braintree';
import { decimalAmount } from '../../contract/money.ts';
import type { ChargeOutcome, ChargeRequest } from './payments.ts';

export type BraintreeTransactions = Pick<BraintreeGateway['transaction'], 'sale' | 'search'>;

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
