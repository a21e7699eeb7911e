// Card guarantee (SPEC §7: GET /api/v1/braintree/token, POST
// /api/v1/braintree/submit) through the payments adapter. Without a provider
// both answer SPEC §8 code 5, so the modal shows its message (DESIGN §6).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as c from '../../contract/booking.ts';
import { BOOKING_CODES } from '../../contract/booking-codes.ts';
import { bookingError } from '../booking/booking-venue.ts';
import { PaymentDeclinedError, PROVIDER_DOWN_MESSAGE, type PaymentsAdapter } from '../booking/payments/payments.ts';
import { HttpError } from '../http/api-errors.ts';

const tags = ['payments'];
export const CARD_DECLINED_MESSAGE = 'Your card could not be verified. Please check the details or try another card.';

export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentsAdapter }> = async (app, { payments }) => {
  const requireProvider = () => {
    if (!payments.available) throw bookingError(422, BOOKING_CODES.BOOKING_NEED_CREDIT_CARD);
  };
  const providerCall = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (err) {
      if (err instanceof PaymentDeclinedError) throw new HttpError(422, CARD_DECLINED_MESSAGE);
      throw new HttpError(502, PROVIDER_DOWN_MESSAGE, undefined, { cause: err }); // logged by the error handler
    }
  };

  app.get(
    '/api/v1/braintree/token',
    { schema: { tags, summary: 'A client token for the card form', response: { 200: c.braintreeTokenReplySchema } } },
    async () => {
      requireProvider();
      const clientToken = await providerCall(() => payments.clientToken());
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
      const { customerId } = await providerCall(() => payments.vaultCustomer(request.body));
      return { success: true as const, status: 200 as const, data: { customerId } };
    },
  );
};
