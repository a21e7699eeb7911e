// Card guarantee (SPEC §7: GET /api/v1/braintree/token, POST
// /api/v1/braintree/submit) through the payments adapter. Without a provider
// both answer SPEC §8 code 5, so the modal shows its message (DESIGN §6).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as c from '../../contract/booking.ts';
import { BOOKING_CODES } from '../../contract/booking-codes.ts';
import { bookingError } from '../booking/booking-venue.ts';
import type { PaymentsAdapter } from '../booking/payments/payments.ts';
import { callProvider } from '../booking/payments/provider-call.ts';

const tags = ['payments'];

export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentsAdapter }> = async (app, { payments }) => {
  const requireProvider = () => {
    if (!payments.available) throw bookingError(422, BOOKING_CODES.BOOKING_NEED_CREDIT_CARD);
  };
  app.get(
    '/api/v1/braintree/token',
    { schema: { tags, summary: 'A client token for the card form', response: { 200: c.braintreeTokenReplySchema } } },
    async () => {
      requireProvider();
      const clientToken = await callProvider(() => payments.clientToken());
      return { success: true as const, data: { clientToken } };
    },
  );
  app.post(
    '/api/v1/braintree/submit',
    {
      schema: {
        tags,
        summary: 'Store a verified card; returns the customer id to book with',
        body: c.braintreeSubmitSchema,
        response: { 200: c.braintreeSubmitReplySchema },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      requireProvider();
      const { customerId } = await callProvider(() => payments.vaultCustomer(request.body));
      return { success: true as const, status: 200 as const, data: { customerId } };
    },
  );
};
