// Card guarantee (product.md §7: GET /api/v1/braintree/token, POST
// /api/v1/braintree/submit) through the payments adapter. Without a provider
// both answer product.md §8 code 5, so the modal shows its message (product.md D6).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../contract/api-routes.ts';
import { BOOKING_CODES } from '../../contract/booking-codes.ts';
import { bookingError } from '../booking/booking-venue.ts';
import type { PaymentsAdapter } from '../payments/payments.ts';
import { callProvider } from '../payments/provider-call.ts';
import { routeOptions } from './route-schema.ts';

export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentsAdapter }> = async (app, { payments }) => {
  const requireProvider = () => {
    if (!payments.available) throw bookingError(BOOKING_CODES.BOOKING_NEED_CREDIT_CARD);
  };
  app.route({
    ...routeOptions(apiRoutes.cardToken),
    handler: async () => {
      requireProvider();
      const clientToken = await callProvider(() => payments.clientToken());
      return { success: true as const, data: { clientToken } };
    },
  });
  app.route({
    ...routeOptions(apiRoutes.cardSubmit),
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (request) => {
      requireProvider();
      const { customerId } = await callProvider(() => payments.vaultCustomer(request.body));
      return { success: true as const, status: 200 as const, data: { customerId } };
    },
  });
};
