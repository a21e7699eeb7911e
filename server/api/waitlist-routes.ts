// The waitlist's API (decision 050 "Waitlist"): the times a party may
// ask for, joining (rate-limited per IP and per sessionId with a honeypot, like
// the other diner forms, behind the app token every /api call carries), and
// leaving with the signed link. Claiming is the waitlist page's POST, never a GET.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../contract/api-routes.ts';
import type { BookingService } from '../booking/booking-service.ts';
import { filledHoneypot, formRateLimits, type FormLimits } from './form-guard.ts';
import { routeOptions } from './route-schema.ts';

export interface WaitlistRoutesOptions {
  booking: Pick<BookingService, 'waitlist'>;
  limits: FormLimits;
}

export const waitlistRoutes: FastifyPluginAsyncZod<WaitlistRoutesOptions> = async (app, { booking, limits }) => {
  const ok = <T>(data: T) => ({ success: true as const, data });
  const diner = booking.waitlist.diner;

  app.route({
    ...routeOptions(apiRoutes.waitlistTimes),
    handler: async ({ params, query }) => ok(await diner.times(params.storeId, query)),
  });
  app.route({
    ...routeOptions(apiRoutes.waitlistJoin),
    ...formRateLimits(app, 'waitlist', limits),
    handler: async ({ params, body }) => {
      // A bot that filled the hidden field is told it worked, and nothing is kept.
      if (filledHoneypot(body))
        return ok({
          restaurant: '',
          date: body.date,
          from: body.from,
          to: body.to,
          covers: body.adults + body.children,
          email: body.email,
        });
      return ok(await diner.join(params.storeId, body));
    },
  });
  app.route({
    ...routeOptions(apiRoutes.waitlistLeave),
    ...formRateLimits(app, 'waitlist-leave', limits),
    handler: async ({ body }) => ok({ status: await diner.leave(body.token) }),
  });
};
