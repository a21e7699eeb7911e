// Decision 040 fees through Braintree's SDK (a recorded stand-in for its gateway: no
// network in tests): a sale on the vaulted customer with our order id, submitted
// for settlement, the amount as a decimal string; a decline or a refusal as an
// outcome with the gateway's words; a search by order id for reconciliation.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { chargeCustomer, findCharge, outcomeOf, refundCharge, type BraintreeTransactions } from './braintree-charges.ts';
import { PART_REFUND_NOT_SETTLED } from './rules/deposit-rules.ts';

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

  describe('refunds (decisions 049 and 084)', () => {
    /** A gateway whose charge has settled or not: an unsettled one refuses a refund with 91506 and can be voided. */
    function refunder(settled: boolean) {
      const calls: unknown[][] = [];
      const unsettled = {
        success: false,
        message: 'Cannot refund transaction unless it is settled.',
        errors: { deepErrors: () => [{ code: '91506' }] },
      };
      const gateway = {
        refund: async (...args: unknown[]) => {
          calls.push(['refund', ...args]);
          return settled ? { success: true, transaction: { id: 'credit-1' } } : unsettled;
        },
        void: async (...args: unknown[]) => {
          calls.push(['void', ...args]);
          return { success: true, transaction: { id: 'tx1' } };
        },
      };
      return { gateway: gateway as unknown as BraintreeTransactions, calls };
    }

    it('gives a whole charge back: a refund once settled, a void before', async () => {
      const settled = refunder(true);
      expect(await refundCharge(settled.gateway, 'tx1')).toEqual({ status: 'succeeded', transactionId: 'credit-1' });
      expect(settled.calls).toEqual([['refund', 'tx1', undefined]]);
      const unsettled = refunder(false);
      expect(await refundCharge(unsettled.gateway, 'tx1')).toEqual({ status: 'succeeded', transactionId: 'tx1' });
      expect(unsettled.calls).toEqual([
        ['refund', 'tx1', undefined],
        ['void', 'tx1'],
      ]);
    });

    it('refunds a part of a settled charge as a decimal amount, and never voids an unsettled one for a part', async () => {
      const settled = refunder(true);
      expect(await refundCharge(settled.gateway, 'tx1', 12_550)).toEqual({ status: 'succeeded', transactionId: 'credit-1' });
      expect(settled.calls).toEqual([['refund', 'tx1', '125.50']]);
      const unsettled = refunder(false);
      expect(await refundCharge(unsettled.gateway, 'tx1', 12_550)).toEqual({
        status: 'failed',
        transactionId: null,
        message: PART_REFUND_NOT_SETTLED,
      });
      expect(unsettled.calls).toEqual([['refund', 'tx1', '125.50']]);
    });
  });
});
