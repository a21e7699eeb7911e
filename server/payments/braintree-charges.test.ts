// Decision 040 fees through Braintree's SDK (a recorded stand-in for its gateway: no
// network in tests): a sale on the vaulted customer with our order id, submitted
// for settlement, the amount as a decimal string; a decline or a refusal as an
// outcome with the gateway's words; a search by order id for reconciliation.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { chargeCustomer, findCharge, outcomeOf, type BraintreeTransactions } from './braintree-charges.ts';

type Tx = { id: string; status: string; processorResponseText: string; orderId: string };

function transactions(reply: { success: boolean; transaction?: Partial<Tx>; message?: string }, stored: Tx[] = []) {
  const sales: unknown[] = [];
  const searched: string[] = [];
  const gateway = {
    sale: async (request: unknown) => {
      sales.push(request);
      return reply;
    },
    search: (build: (s: unknown) => unknown) => {
      let orderId = '';
      build({ orderId: () => ({ is: (v: string) => (orderId = v) }) });
      searched.push(orderId);
      return Readable.from(stored.filter((t) => t.orderId === orderId));
    },
  };
  return { gateway: gateway as unknown as BraintreeTransactions, sales, searched };
}

const request = { customerId: 'cust-1', amountPence: 8000, orderId: 'no_show_fee-b1-1' };

describe('Braintree charges', () => {
  it('sells on the vaulted customer with the order id, submitted for settlement, amount as a decimal string', async () => {
    const t = transactions({ success: true, transaction: { id: 'tx1', status: 'submitted_for_settlement' } });
    expect(await chargeCustomer(t.gateway, request)).toEqual({ status: 'succeeded', transactionId: 'tx1' });
    expect(t.sales).toEqual([
      { customerId: 'cust-1', amount: '80.00', orderId: 'no_show_fee-b1-1', options: { submitForSettlement: true } },
    ]);
  });

  it('reports a declined card with the issuer’s words, and a refused request with the gateway’s', async () => {
    const declined = transactions({
      success: false,
      message: 'Insufficient Funds',
      transaction: { id: 'tx2', status: 'processor_declined', processorResponseText: 'Insufficient Funds' },
    });
    expect(await chargeCustomer(declined.gateway, request)).toEqual({
      status: 'declined',
      transactionId: 'tx2',
      message: 'Insufficient Funds',
    });
    const refused = transactions({ success: false, message: 'Customer ID is invalid.' });
    expect(await chargeCustomer(refused.gateway, request)).toEqual({
      status: 'failed',
      transactionId: null,
      message: 'Customer ID is invalid.',
    });
    expect(outcomeOf({ id: 'tx3', status: 'voided', processorResponseText: '' })).toEqual({
      status: 'failed',
      transactionId: 'tx3',
      message: 'The charge ended voided',
    });
  });

  it('finds a charge by order id, preferring the one that took the money; none is null', async () => {
    const t = transactions({ success: true }, [
      { id: 'tx4', status: 'processor_declined', processorResponseText: 'Do Not Honor', orderId: 'o-1' },
      { id: 'tx5', status: 'settled', processorResponseText: 'Approved', orderId: 'o-1' },
      { id: 'tx6', status: 'settled', processorResponseText: 'Approved', orderId: 'o-2' },
    ]);
    expect(await findCharge(t.gateway, 'o-1')).toEqual({ status: 'succeeded', transactionId: 'tx5' });
    expect(await findCharge(t.gateway, 'o-9')).toBeNull();
    expect(t.searched).toEqual(['o-1', 'o-9']);
  });
});
