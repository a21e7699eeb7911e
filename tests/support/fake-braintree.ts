// A stand-in for the Braintree SDK's gateway (decision 040 fees), injected through
// createBraintreePayments as server/payments/payments.test.ts does: no network.
// It vaults every nonce, keeps the transactions it made so a search by order id
// finds them, and can decline, answer slowly, or take the money and then time
// out, as a real gateway behind a bad network would.
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
}

export function fakeBraintree() {
  const sales: { customerId: string; amount: string; orderId: string; options: unknown }[] = [];
  const searches: string[] = [];
  const transactions: StoredTransaction[] = [];
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
    },
  };
  return {
    payments: createBraintreePayments(gateway as unknown as BraintreeGatewayLike),
    sales,
    searches,
    transactions,
    state,
  };
}
