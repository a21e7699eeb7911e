// A stand-in for the Braintree SDK's gateway (decision 040 fees), injected through
// createBraintreePayments as server/payments/payments.test.ts does: no network.
// It vaults every nonce, keeps the transactions it made so a search by order id
// finds them, and can decline, answer slowly, or take the money and then time
// out, as a real gateway behind a bad network would. It refunds a charge it made (once: a second refund of the
// whole amount is refused, as Braintree refuses it) and finds it again by id.
import { Readable } from 'node:stream';
import { createBraintreePayments, type BraintreeGatewayLike } from '../../server/payments/braintree-payments.ts';

export type SaleBehaviour = 'approve' | 'decline' | 'charge-then-time-out' | 'time-out';

interface StoredTransaction {
  id: string;
  orderId: string;
  status: string;
  processorResponseText: string;
  amount: string;
  customerId: string;
  /** The refunds made of it (its first is what findRefund reads). */
  refundIds?: string[];
}

export function fakeBraintree() {
  const sales: { customerId: string; amount: string; orderId: string; options: unknown }[] = [];
  const searches: string[] = [];
  const transactions: StoredTransaction[] = [];
  /** The ids of the charges refunded, one entry per refund made. */
  const refunds: string[] = [];
  const state = {
    behaviour: 'approve' as SaleBehaviour,
    /** Set to hold every sale until it resolves (to overlap presses). */
    gate: null as Promise<void> | null,
  };
  let next = 0;
  const gateway = {
    clientToken: { generate: async () => ({ success: true, clientToken: 'client-token' }) },
    customer: {
      create: async () => ({ success: true, customer: { id: `cust-${++next}` } }),
      find: async (id: string) => ({ id, paymentMethods: [{ token: 'card-1' }] }),
    },
    transaction: {
      sale: async (request: { customerId: string; amount: string; orderId: string; options: unknown }) => {
        sales.push(request);
        if (state.gate) await state.gate;
        const made = (status: string, text: string) => {
          const t = {
            id: `tx-${++next}`,
            orderId: request.orderId,
            status,
            processorResponseText: text,
            amount: request.amount,
            customerId: request.customerId,
          };
          transactions.push(t);
          return t;
        };
        switch (state.behaviour) {
          case 'decline':
            return { success: false, message: 'Insufficient Funds', transaction: made('processor_declined', 'Insufficient Funds') };
          case 'charge-then-time-out':
            made('submitted_for_settlement', 'Approved');
            throw Object.assign(new Error('ESOCKETTIMEDOUT'), { type: 'timeout' });
          case 'time-out':
            throw Object.assign(new Error('ESOCKETTIMEDOUT'), { type: 'timeout' });
          default:
            return { success: true, transaction: made('submitted_for_settlement', 'Approved') };
        }
      },
      search: (build: (search: unknown) => unknown) => {
        let orderId = '';
        build({ orderId: () => ({ is: (v: string) => (orderId = v) }) });
        searches.push(orderId);
        return Readable.from(transactions.filter((t) => t.orderId === orderId));
      },
      refund: async (id: string) => {
        const charge = transactions.find((t) => t.id === id);
        if (!charge) return { success: false, message: 'Transaction not found' };
        if (charge.refundIds?.length) return { success: false, message: 'Transaction has already been fully refunded.' };
        const refund = { ...charge, id: `tx-${++next}`, orderId: `${charge.orderId}-refund`, status: 'submitted_for_settlement' };
        charge.refundIds = [refund.id];
        refunds.push(id);
        return { success: true, transaction: refund };
      },
      void: async () => ({
        success: false,
        message: 'Transaction can only be voided if status is authorized or submitted_for_settlement.',
      }),
      find: async (id: string) => {
        const found = transactions.find((t) => t.id === id);
        if (!found) throw Object.assign(new Error('Not found'), { type: 'notFoundError' });
        return found;
      },
    },
  };
  return {
    payments: createBraintreePayments(gateway as unknown as BraintreeGatewayLike),
    sales,
    searches,
    transactions,
    refunds,
    state,
  };
}
