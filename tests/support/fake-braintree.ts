// A stand-in for the Braintree SDK's gateway (decision 040 fees), injected through
// createBraintreePayments as server/payments/payments.test.ts does: no network.
// It vaults every nonce, keeps the transactions it made so a search by order id
// finds them, and can decline, answer slowly, or take the money and then time
// out, as a real gateway behind a bad network would. It refunds a charge it made, in full or in part (never more
// than was charged: a refund beyond it is refused, as Braintree refuses it) and finds it again by id.
import { Readable } from 'node:stream';
import { createBraintreePayments, type BraintreeGatewayLike } from '../../server/payments/braintree-payments.ts';

export type SaleBehaviour = 'approve' | 'decline' | 'charge-then-time-out' | 'time-out';
/** How a refund goes: made; refused because the charge has not settled (Braintree's 91506); or made, then no answer. */
export type RefundBehaviour = 'approve' | 'unsettled' | 'refund-then-time-out';

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
  /** Each refund made: the charge's id and the amount given back, as a decimal string. */
  const refunded: { chargeId: string; amount: string }[] = [];
  const pence = (amount: string) => Math.round(Number(amount) * 100);
  const state = {
    behaviour: 'approve' as SaleBehaviour,
    refundBehaviour: 'approve' as RefundBehaviour,
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
      refund: async (id: string, amount?: string) => {
        const charge = transactions.find((t) => t.id === id);
        if (!charge) return { success: false, message: 'Transaction not found' };
        if (state.refundBehaviour === 'unsettled')
          return {
            success: false,
            message: 'Cannot refund transaction unless it is settled.',
            errors: { deepErrors: () => [{ code: '91506' }] },
          };
        const given = refunded.filter((r) => r.chargeId === id).reduce((sum, r) => sum + pence(r.amount), 0);
        const asked = amount ?? charge.amount;
        if (given >= pence(charge.amount)) return { success: false, message: 'Transaction has already been fully refunded.' };
        if (given + pence(asked) > pence(charge.amount)) return { success: false, message: 'Refund amount is too large.' };
        const refund = {
          ...charge,
          id: `tx-${++next}`,
          orderId: `${charge.orderId}-refund`,
          status: 'submitted_for_settlement',
          amount: asked,
        };
        charge.refundIds = [...(charge.refundIds ?? []), refund.id];
        refunds.push(id);
        refunded.push({ chargeId: id, amount: asked });
        if (state.refundBehaviour === 'refund-then-time-out') throw Object.assign(new Error('ESOCKETTIMEDOUT'), { type: 'timeout' });
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
    refunded,
    state,
  };
}
