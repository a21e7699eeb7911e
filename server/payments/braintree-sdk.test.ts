// Decision 051: Braintree's official SDK, built by createPayments with
// BRAINTREE_API_URL, against a local server speaking Braintree's API
// (tests/support/fake-braintree-gateway.ts), so the requests the SDK really
// sends and the XML it really parses are exercised offline: vaulting a card
// (and the sandbox's declined nonce), a fee's sale (decision 040), its decline,
// finding it again by order id, and a time-out after the gateway took the
// money, which the search then finds (decision 040). Refund and void are the
// SDK's own calls here (deposits use them): an unsettled sale cannot be
// refunded (91506), only voided.
import braintree from 'braintree';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { instantOf } from '../../contract/london-time.ts';
import {
  FAKE_DECLINED_NONCE,
  FAKE_VALID_NONCE,
  startFakeBraintreeGateway,
  type FakeBraintreeGateway,
} from '../../tests/support/fake-braintree-gateway.ts';
import { loadConfig } from '../config.ts';
import { braintreeEnvironment, createPayments, PaymentDeclinedError, type PaymentsAdapter } from './payments.ts';

const clock = () => new Date(instantOf('2031-05-05', 21 * 60));
let fake: FakeBraintreeGateway;
let payments: PaymentsAdapter;

beforeAll(async () => {
  fake = await startFakeBraintreeGateway({ clock });
  // A short time-out, so a sale that is taken and never answered fails the call quickly.
  payments = await createPayments({ ...fake.config, NODE_ENV: 'production' }, { timeoutMs: 300 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

describe('BRAINTREE_API_URL', () => {
  it('is an optional URL, and points the SDK at its host, port and scheme', () => {
    expect(loadConfig({}).BRAINTREE_API_URL).toBeUndefined();
    expect(loadConfig({ BRAINTREE_API_URL: 'http://127.0.0.1:4026' }).BRAINTREE_API_URL).toBe('http://127.0.0.1:4026');
    expect(() => loadConfig({ BRAINTREE_API_URL: 'not a url' })).toThrow();
    expect(braintreeEnvironment(braintree, { BRAINTREE_API_URL: 'http://127.0.0.1:4026', NODE_ENV: 'production' })).toMatchObject({
      server: '127.0.0.1',
      port: '4026',
      ssl: false,
    });
    expect(braintreeEnvironment(braintree, { BRAINTREE_API_URL: 'https://bt.staging.example', NODE_ENV: 'test' })).toMatchObject({
      server: 'bt.staging.example',
      port: '443',
      ssl: true,
    });
    // Unset: nothing changes.
    expect(braintreeEnvironment(braintree, { NODE_ENV: 'production' })).toBe(braintree.Environment.Production);
    expect(braintreeEnvironment(braintree, { NODE_ENV: 'test' })).toBe(braintree.Environment.Sandbox);
  });
});

describe('the Braintree SDK against a local Braintree', () => {
  it('asks for a client token with the merchant’s keys', async () => {
    const token = JSON.parse(Buffer.from(await payments.clientToken(), 'base64').toString()) as { merchantId: string };
    expect(token.merchantId).toBe(fake.merchantId);
    expect(fake.requests).toEqual([{ method: 'POST', path: '/client_token', body: { client_token: { version: 2 } } }]);
  });

  it('vaults a verified card behind the test nonce, and finds the customer holding it', async () => {
    const { customerId } = await payments.vaultCustomer({
      paymentMethodNonce: FAKE_VALID_NONCE,
      firstName: 'Ana',
      lastName: 'Reyes',
      email: 'ana@example.com',
    });
    expect(customerId).toMatch(/^\d+$/);
    expect(fake.requests[0]).toEqual({
      method: 'POST',
      path: '/customers',
      body: {
        customer: {
          first_name: 'Ana',
          last_name: 'Reyes',
          email: 'ana@example.com',
          payment_method_nonce: FAKE_VALID_NONCE,
          credit_card: { options: { verify_card: true } },
        },
      },
    });
    expect(await payments.hasPaymentMethod(customerId)).toBe(true);
    expect(fake.requests[1]).toEqual({ method: 'GET', path: `/customers/${customerId}`, body: null });
    expect(await payments.hasPaymentMethod('404404')).toBe(false); // the SDK's notFoundError
  });

  it('refuses the sandbox’s declined nonce as a decline, and an unknown nonce too', async () => {
    await expect(payments.vaultCustomer({ paymentMethodNonce: FAKE_DECLINED_NONCE })).rejects.toEqual(
      new PaymentDeclinedError('Do Not Honor'),
    );
    await expect(payments.vaultCustomer({ paymentMethodNonce: 'made-up' })).rejects.toEqual(
      new PaymentDeclinedError('Unknown payment_method_nonce.'),
    );
  });

  it('charges a fee once per call with the order id, submitted for settlement, and finds it by that order id', async () => {
    const { customerId } = await payments.vaultCustomer({ paymentMethodNonce: FAKE_VALID_NONCE });
    const charged = await payments.chargeCustomer({ customerId, amountPence: 8000, orderId: 'no_show_fee-b1-1' });
    expect(charged).toEqual({ status: 'succeeded', transactionId: expect.any(String) });
    expect(fake.sales()).toEqual([
      { customer_id: customerId, amount: '80.00', order_id: 'no_show_fee-b1-1', options: { submit_for_settlement: true }, type: 'sale' },
    ]);
    expect(await payments.findCharge('no_show_fee-b1-1')).toEqual(charged);
    // The search's two steps: the ids, then the transactions with those ids.
    expect(fake.requests.slice(-2)).toEqual([
      { method: 'POST', path: '/transactions/advanced_search_ids', body: { search: { order_id: { is: 'no_show_fee-b1-1' } } } },
      {
        method: 'POST',
        path: '/transactions/advanced_search',
        body: { search: { order_id: { is: 'no_show_fee-b1-1' }, ids: [charged.transactionId] } },
      },
    ]);
    expect(await payments.findCharge('no_show_fee-nobody-1')).toBeNull();
  });

  it('reports a decline with the issuer’s words, on request or by the sandbox’s amounts, and finds it as declined', async () => {
    const { customerId } = await payments.vaultCustomer({ paymentMethodNonce: FAKE_VALID_NONCE });
    fake.nextSale({ kind: 'decline', code: '2001', text: 'Insufficient Funds' });
    const declined = await payments.chargeCustomer({ customerId, amountPence: 6000, orderId: 'no_show_fee-b2-1' });
    expect(declined).toEqual({ status: 'declined', transactionId: expect.any(String), message: 'Insufficient Funds' });
    expect(await payments.findCharge('no_show_fee-b2-1')).toEqual(declined);
    expect(await payments.chargeCustomer({ customerId, amountPence: 200_000, orderId: 'no_show_fee-b3-1' })).toMatchObject({
      status: 'declined',
      message: 'Do Not Honor',
    });
    expect(await payments.chargeCustomer({ customerId, amountPence: 300_000, orderId: 'no_show_fee-b3-2' })).toMatchObject({
      status: 'failed',
      message: 'Processor Network Unavailable - Try Again',
    });
    // A request the gateway will not take at all (no such customer) comes back without a transaction.
    expect(await payments.chargeCustomer({ customerId: '999', amountPence: 100, orderId: 'no_show_fee-b4-1' })).toEqual({
      status: 'failed',
      transactionId: null,
      message: 'Customer ID is invalid.',
    });
  });

  it('throws when the sale is taken but never answered, and the order id then finds the charge', async () => {
    const { customerId } = await payments.vaultCustomer({ paymentMethodNonce: FAKE_VALID_NONCE });
    fake.nextSale({ kind: 'charge-then-hang' });
    await expect(payments.chargeCustomer({ customerId, amountPence: 4000, orderId: 'no_show_fee-b5-1' })).rejects.toThrow(
      'Request timed out',
    );
    expect(fake.sales()).toHaveLength(1);
    const found = await payments.findCharge('no_show_fee-b5-1');
    expect(found).toEqual({ status: 'succeeded', transactionId: expect.any(String) });
    expect(fake.transactions.get(found!.transactionId!)).toMatchObject({ amount: '40.00', status: 'submitted_for_settlement' });
  });

  it('refuses to refund an unsettled sale (91506) so a caller voids it; refunds a settled one', async () => {
    const sdk = new braintree.BraintreeGateway({
      environment: braintreeEnvironment(braintree, { ...fake.config, NODE_ENV: 'test' }),
      merchantId: fake.merchantId,
      publicKey: fake.publicKey,
      privateKey: fake.privateKey,
    });
    const { customerId } = await payments.vaultCustomer({ paymentMethodNonce: FAKE_VALID_NONCE });
    const sale = async (orderId: string) => {
      const r = await sdk.transaction.sale({ customerId, amount: '25.00', orderId, options: { submitForSettlement: true } });
      if (!r.success) throw new Error(r.message);
      return r.transaction;
    };

    const unsettled = await sale('deposit-b6-1');
    const refused = await sdk.transaction.refund(unsettled.id);
    expect(refused.success).toBe(false);
    expect(refused.errors.deepErrors().map((e) => e.code)).toEqual(['91506']);
    expect(refused.errors.for('transaction')?.on('base')).toMatchObject([{ code: '91506', attribute: 'base' }]);
    const voided = await sdk.transaction.void(unsettled.id);
    expect(voided.success && voided.transaction.status).toBe('voided');
    expect((await sdk.transaction.find(unsettled.id)).status).toBe('voided');

    const settled = await sale('deposit-b7-1');
    await sdk.testing.settle(settled.id);
    const refund = await sdk.transaction.refund(settled.id, '10.00');
    expect(refund.success && [refund.transaction.type, refund.transaction.amount]).toEqual(['credit', '10.00']);
    expect((await sdk.transaction.find(settled.id)).refundIds).toEqual([refund.success && refund.transaction.id]);
    const tooMuch = await sdk.transaction.refund(settled.id, '20.00');
    expect(tooMuch.success || tooMuch.errors.deepErrors().map((e) => e.code)).toEqual(['91521']);
  });

  it('answers wrong keys as Braintree does (the SDK’s authenticationError)', async () => {
    const wrong = await createPayments({ ...fake.config, BRAINTREE_PRIVATE_KEY: 'wrong', NODE_ENV: 'test' });
    await expect(wrong.clientToken()).rejects.toMatchObject({ type: 'authenticationError' });
    expect(fake.requests.at(-1)?.path).toBe('/client_token');
  });
});
