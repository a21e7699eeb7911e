// product.md D6: card guarantee is off without BRAINTREE_*; with it, the official
// SDK's gateway does the work (here a recorded stand-in: no network in tests).
import { describe, expect, it } from 'vitest';
import { createBraintreePayments, type BraintreeGatewayLike } from './braintree-payments.ts';
import { createPayments, PaymentDeclinedError, unavailablePayments } from './payments.ts';

const keys = {
  BRAINTREE_MERCHANT_ID: 'merchant',
  BRAINTREE_PUBLIC_KEY: 'public',
  BRAINTREE_PRIVATE_KEY: 'private',
  NODE_ENV: 'test' as const,
};

describe('createPayments', () => {
  it('is unavailable unless all three Braintree keys are set', async () => {
    expect(await createPayments({ NODE_ENV: 'test' })).toBe(unavailablePayments);
    expect(await createPayments({ ...keys, BRAINTREE_PRIVATE_KEY: undefined })).toBe(unavailablePayments);
    await expect(unavailablePayments.clientToken()).rejects.toThrow('not configured');
    expect(await unavailablePayments.hasPaymentMethod('c1')).toBe(false);
  });

  it('builds a Braintree adapter from the keys without calling out', async () => {
    expect((await createPayments(keys)).available).toBe(true);
  });
});

function gateway(behaviour: { declined?: boolean; methods?: number; missing?: boolean }) {
  const calls: unknown[] = [];
  const g = {
    clientToken: { generate: async () => ({ success: true, clientToken: 'client-token-1' }) },
    customer: {
      create: async (request: unknown) => {
        calls.push(request);
        return behaviour.declined ? { success: false, message: 'Do Not Honor' } : { success: true, customer: { id: 'cust-42' } };
      },
      find: async (id: string) => {
        if (behaviour.missing) throw Object.assign(new Error('Not Found'), { type: 'notFoundError' });
        return { id, paymentMethods: Array.from({ length: behaviour.methods ?? 1 }, () => ({})) };
      },
    },
  };
  return { gateway: g as unknown as BraintreeGatewayLike, calls };
}

describe('createBraintreePayments', () => {
  it('vaults a verified card and returns the customer id', async () => {
    const { gateway: g, calls } = gateway({});
    const payments = createBraintreePayments(g);
    expect(await payments.clientToken()).toBe('client-token-1');
    expect(await payments.vaultCustomer({ paymentMethodNonce: 'nonce-1', firstName: 'Ana', email: 'ana@example.com' })).toEqual({
      customerId: 'cust-42',
    });
    expect(calls[0]).toMatchObject({ paymentMethodNonce: 'nonce-1', creditCard: { options: { verifyCard: true } } });
  });

  it('reports a declined card as a decline, not a fault', async () => {
    await expect(
      createBraintreePayments(gateway({ declined: true }).gateway).vaultCustomer({ paymentMethodNonce: 'n' }),
    ).rejects.toBeInstanceOf(PaymentDeclinedError);
  });

  it('knows whether a customer holds a card', async () => {
    expect(await createBraintreePayments(gateway({}).gateway).hasPaymentMethod('cust-42')).toBe(true);
    expect(await createBraintreePayments(gateway({ methods: 0 }).gateway).hasPaymentMethod('cust-42')).toBe(false);
    expect(await createBraintreePayments(gateway({ missing: true }).gateway).hasPaymentMethod('nobody')).toBe(false);
  });
});
