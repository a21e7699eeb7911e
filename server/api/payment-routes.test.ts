// Card guarantee with Braintree configured (product.md D6) but the provider out
// of reach: the real SDK is called, fails (no route to Braintree here, or a
// refusal of these made-up keys where there is one), and the diner gets a
// clear 502 — never a hang, a 500 or a booking without its guarantee.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainDate } from '../../tests/support/booking-helpers.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

let t: TestApp;
let h: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({
    BRAINTREE_MERCHANT_ID: 'mesa-test-merchant',
    BRAINTREE_PUBLIC_KEY: 'mesa-test-public',
    BRAINTREE_PRIVATE_KEY: 'mesa-test-private',
  });
  h = await t.headers();
});
afterAll(() => t.close());

const provider = 'Card payments are not available right now, please try again in a few minutes.';

describe('card guarantee with the provider out of reach', () => {
  it('says a card is required and can be given, rather than code 5', async () => {
    const date = plainDate((await t.services.content.restaurantByStoreId('1004'))!, 4);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/booking/requirements/1004?occasionId=dinner&adults=8&children=0&bookingDate=${date}&menuId=null&time=19:00`,
      headers: h,
    });
    expect(res.statusCode).toBe(200);
    // product.md D11 "The policy up front": the fee terms come with the card requirement (the demo restaurant charges no fees).
    expect(res.json().data).toEqual({
      isPlaceAsEnquiryEnabled: false,
      isCardGuaranteeRequired: true,
      isCardGuaranteeAvailable: true,
      cardFeeTerms: { currency: 'GBP', noShowFeePerCoverPence: null, lateCancellationFeePerCoverPence: null, cancellationWindowHours: 24 },
    });
  });

  it('answers the token and the card submit with a 502 the diner can act on', async () => {
    const token = await t.app.inject({ method: 'GET', url: '/api/v1/braintree/token', headers: h });
    expect(token.statusCode).toBe(502);
    expect(token.json()).toEqual({ success: false, message: provider });
    const submit = await t.app.inject({
      method: 'POST',
      url: '/api/v1/braintree/submit',
      headers: h,
      payload: { paymentMethodNonce: 'fake-valid-nonce', firstName: 'Ana' },
    });
    expect(submit.statusCode).toBe(502);
    expect(submit.json()).toEqual({ success: false, message: provider });
  });

  it('does not book a party that needs a card without one the provider holds', async () => {
    const date = plainDate((await t.services.content.restaurantByStoreId('1004'))!, 5);
    const body = {
      occasionId: 'dinner',
      adults: 8,
      bookingDate: date,
      time: '19:00',
      customer: { firstName: 'Ana', lastName: 'Silva', email: 'ana@example.com' },
      braintreeCustomerId: 'made-up-customer',
    };
    const res = await t.app.inject({ method: 'POST', url: '/api/booking/create/1004', headers: h, payload: body });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ success: false, message: provider });
  });
});
