// Braintree through its official server SDK. The gateway is passed in so the
// adapter can be tested without the network; createPayments builds the real one.
import type { BraintreeGateway } from 'braintree';
import { chargeCustomer, findCharge, findRefund, refundCharge, type BraintreeTransactions } from './braintree-charges.ts';
import { PaymentDeclinedError, type PaymentsAdapter, type VaultRequest } from './payments.ts';

type BraintreeCustomerCreate = Parameters<BraintreeGateway['customer']['create']>[0];

/** The part of the SDK's gateway the adapter uses. */
export type BraintreeGatewayLike = {
  clientToken: Pick<BraintreeGateway['clientToken'], 'generate'>;
  customer: Pick<BraintreeGateway['customer'], 'create' | 'find'>;
  transaction: BraintreeTransactions;
};

export function createBraintreePayments(gateway: BraintreeGatewayLike): PaymentsAdapter {
  return {
    available: true,
    async clientToken() {
      const result = await gateway.clientToken.generate({});
      if (!result.success) throw new Error(`Braintree client token: ${result.message}`);
      return result.clientToken;
    },
    async vaultCustomer(request: VaultRequest) {
      const result = await gateway.customer.create({
        firstName: request.firstName,
        lastName: request.lastName,
        email: request.email,
        paymentMethodNonce: request.paymentMethodNonce,
        // A guarantee is only worth holding for a card the issuer has verified.
        // (The SDK's types want customerId here; on customer.create Braintree fills it in.)
        creditCard: { options: { verifyCard: true } } as BraintreeCustomerCreate['creditCard'],
      });
      if (!result.success) throw new PaymentDeclinedError(result.message);
      return { customerId: result.customer.id };
    },
    async hasPaymentMethod(customerId: string) {
      try {
        const customer = await gateway.customer.find(customerId);
        return (customer.paymentMethods?.length ?? customer.creditCards?.length ?? 0) > 0;
      } catch (err) {
        if ((err as { type?: string }).type === 'notFoundError') return false;
        throw err;
      }
    },
    chargeCustomer: (request) => chargeCustomer(gateway.transaction, request),
    findCharge: (orderId) => findCharge(gateway.transaction, orderId),
    refundCharge: (transactionId, _orderId, amountPence) => refundCharge(gateway.transaction, transactionId, amountPence),
    findRefund: (transactionId) => findRefund(gateway.transaction, transactionId),
  };
}
