// The booking API (product.md §7 Booking) over the booking engine. Every request
// and reply is a contract/ schema; refusals carry a product.md §8 code and the diner
// message; the three creating POSTs honour an Idempotency-Key header.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiRoutes, type ApiRouteName } from '../../contract/api-routes.ts';
import * as c from '../../contract/booking.ts';
import { BOOKING_STATUS_SLOT_TAKEN, SLOT_TAKEN_MESSAGE } from '../../contract/booking-codes.ts';
import { databaseUnavailable } from '../db/database-unavailable.ts';
import { sendDatabaseBusy } from './api-errors.ts';
import type { BookingService, PlaceKind } from '../booking/booking-service.ts';
import { isDomainError } from '../domain/domain-error.ts';
import { domainErrorReply } from './domain-error-reply.ts';
import { paymentRoutes } from './payment-routes.ts';
import { routeOptions } from './route-schema.ts';

/** The route each kind of placing is posted to (product.md §7: create, enquiry, events). */
const PLACE_ROUTES = { booking: 'bookingCreate', enquiry: 'bookingEnquiry', event: 'bookingEvents' } as const satisfies Record<
  PlaceKind,
  ApiRouteName
>;

/** product.md §4, §9: the loser of a race for the last seats gets booking status 9, with a 409. */
const SLOT_TAKEN_REPLY: c.SlotTakenReply = {
  success: false,
  code: BOOKING_STATUS_SLOT_TAKEN,
  message: SLOT_TAKEN_MESSAGE,
  data: { bookingReference: null, bookingStatus: BOOKING_STATUS_SLOT_TAKEN },
};

export interface BookingRoutesOptions {
  /** Built by the composition root (server/services.ts), shared with the page loaders. */
  booking: BookingService;
}

export const bookingRoutes: FastifyPluginAsyncZod<BookingRoutesOptions> = async (app, { booking }) => {
  const ok = <T>(data: T) => ({ success: true as const, data });

  app.route({
    ...routeOptions(apiRoutes.bookingOccasions),
    handler: async ({ params: p, query }) => ok(await booking.occasions(p.storeId, query.date)),
  });
  app.route({
    ...routeOptions(apiRoutes.bookingRestrictions),
    handler: async ({ params: p, query }) => ok(await booking.restrictions(p.storeId, query.date)),
  });
  app.route({
    ...routeOptions(apiRoutes.bookingAreas),
    handler: async ({ params: p, query }) => ok(await booking.areas(p.storeId, query)),
  });
  app.route({
    ...routeOptions(apiRoutes.bookingMenus),
    handler: async ({ params: p, query }) => ok(await booking.menus(p.storeId, query)),
  });
  app.route({
    ...routeOptions(apiRoutes.bookingDays),
    handler: async ({ params: p, query }) => ok(await booking.days(p.storeId, query)),
  });
  app.route({
    ...routeOptions(apiRoutes.bookingSlots),
    handler: async ({ params: p, query, headers }) => ok(await booking.slots(p.storeId, query, sessionIdOf(headers))),
  });
  app.route({
    ...routeOptions(apiRoutes.bookingRequirements),
    handler: async ({ params: p, query }) => ok(await booking.requirements(p.storeId, query)),
  });
  app.route({
    ...routeOptions(apiRoutes.bookingUpsells),
    handler: async ({ params: p, query }) => ok(await booking.upsells(p.storeId, query)),
  });
  app.route({
    ...routeOptions(apiRoutes.bookingVenues),
    handler: async ({ query }) => ok(await booking.venueIds(query.brand)),
  });
  await app.register(availabilityRoute, { booking });

  const place = (kind: PlaceKind) =>
    app.route({
      ...routeOptions(apiRoutes[PLACE_ROUTES[kind]]),
      handler: async (request, reply) => {
        const placed = await booking.place(
          kind,
          request.params.storeId,
          request.body,
          request.headers['idempotency-key'],
          sessionIdOf(request.headers),
        );
        if (placed.outcome === 'slot-taken') return reply.status(409).send(SLOT_TAKEN_REPLY);
        return reply.status(200).send(ok(placed.booking));
      },
    });
  place('booking');
  place('enquiry');
  place('event');

  app.route({
    ...routeOptions(apiRoutes.bookingManage),
    handler: async ({ query }) => ok(await booking.manage(query.token)),
  });
  app.route({
    ...routeOptions(apiRoutes.bookingCancel),
    handler: async ({ body }) => ok(await booking.cancel(body.token)),
  });
  app.route({
    ...routeOptions(apiRoutes.bookingChange),
    handler: async ({ body }, reply) => {
      const changed = await booking.change(body.token, body);
      if (changed.outcome === 'slot-taken') return reply.status(409).send(SLOT_TAKEN_REPLY);
      return reply.status(200).send(ok(changed.booking));
    },
  });

  await app.register(paymentRoutes, { payments: booking.payments });
};

/** product.md §7: the browser's random sessionId, sent with every call (decision 075 counts searches by it). */
function sessionIdOf(headers: Record<string, unknown>): string | undefined {
  const id = headers.sessionid;
  return typeof id === 'string' && id.length > 0 && id.length <= 200 ? id : undefined;
}

/** product.md §7: any non-200 reply of the availability call is { success: false, message: 'Error checking availability' }. */
async function availabilityRoute(scope: FastifyInstance, { booking }: { booking: BookingService }) {
  scope.setErrorHandler((error, request, reply) => {
    const status = hasZodFastifySchemaValidationErrors(error)
      ? 400
      : isDomainError(error)
        ? domainErrorReply(error).status
        : ((error as { statusCode?: number }).statusCode ?? 500);
    // A busy database is a 503 the client may retry (decision 016), still in product.md §7's shape.
    if (databaseUnavailable(error)) {
      request.log.warn({ err: error }, 'availability: database unavailable');
      return sendDatabaseBusy(reply, c.AVAILABILITY_ERROR_MESSAGE);
    }
    if (status >= 500) request.log.error({ err: error }, 'availability failed');
    else request.log.info({ reason: (error as Error).message }, 'availability refused');
    return reply.status(status).send({ success: false, message: c.AVAILABILITY_ERROR_MESSAGE });
  });
  scope.withTypeProvider<ZodTypeProvider>().route({
    ...routeOptions(apiRoutes.bookingAvailability),
    handler: async ({ body }) => ({ success: true as const, data: await booking.availability(body) }),
  });
}
