// The booking API (SPEC §7 Booking) over the booking engine. Every request
// and reply is a contract/ schema; refusals carry a SPEC §8 code and the diner
// message; the three creating POSTs honour an Idempotency-Key header.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import * as c from '../../contract/booking.ts';
import type { Config } from '../config.ts';
import type { ContentService } from '../content/content-service.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/api-errors.ts';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailable } from '../db/database-unavailable.ts';
import { bookingServiceFromConfig, type BookingService, type PlaceKind } from '../booking/booking-service.ts';
import type { PaymentsAdapter } from '../booking/payments/payments.ts';
import { paymentRoutes } from './payment-routes.ts';

const tags = ['booking'];

export interface BookingRoutesOptions {
  db: Db;
  content: ContentService;
  config: Config;
  clock?: () => Date;
  payments?: PaymentsAdapter;
}

export const bookingRoutes: FastifyPluginAsyncZod<BookingRoutesOptions> = async (app, opts) => {
  const booking = await bookingServiceFromConfig(opts);
  const ok = <T>(data: T) => ({ success: true as const, data });
  const params = c.storeIdParamsSchema;

  app.get(
    '/api/booking/occasions/:storeId',
    {
      schema: {
        tags,
        summary: 'Occasions (all, or those running on a date)',
        params,
        querystring: c.occasionsQuerySchema,
        response: { 200: c.occasionsReplySchema },
      },
    },
    async ({ params: p, query }) => ok(await booking.occasions(p.storeId, query.date)),
  );
  app.get(
    '/api/booking/restrictions/:storeId',
    {
      schema: {
        tags,
        summary: 'Restrictions: the occasions for a date (SPEC §4)',
        params,
        querystring: c.restrictionsQuerySchema,
        response: { 200: c.occasionsReplySchema },
      },
    },
    async ({ params: p, query }) => ok(await booking.restrictions(p.storeId, query.date)),
  );
  app.get(
    '/api/booking/areas/:storeId',
    {
      schema: {
        tags,
        summary: 'Areas the occasion allows',
        params,
        querystring: c.areasQuerySchema,
        response: { 200: c.areasReplySchema },
      },
    },
    async ({ params: p, query }) => ok(await booking.areas(p.storeId, query)),
  );
  app.get(
    '/api/booking/bookingmenu/:storeId',
    {
      schema: {
        tags,
        summary: 'Booking menus the occasion allows',
        params,
        querystring: c.bookingMenuQuerySchema,
        response: { 200: c.bookingMenuReplySchema },
      },
    },
    async ({ params: p, query }) => ok(await booking.menus(p.storeId, query)),
  );
  app.get(
    '/api/booking/slots/:storeId',
    {
      schema: {
        tags,
        summary: 'Times to book or request, per date',
        params,
        querystring: c.slotsQuerySchema,
        response: { 200: c.slotsReplySchema },
      },
    },
    async ({ params: p, query }) => ok(await booking.slots(p.storeId, query)),
  );
  app.get(
    '/api/booking/requirements/:storeId',
    {
      schema: {
        tags,
        summary: 'Enquiry-only and card-guarantee flags for a time',
        params,
        querystring: c.requirementsQuerySchema,
        response: { 200: c.requirementsReplySchema },
      },
    },
    async ({ params: p, query }) => ok(await booking.requirements(p.storeId, query)),
  );
  app.get(
    '/api/booking/upsells/:storeId',
    {
      schema: {
        tags,
        summary: 'Extras for the occasion',
        params,
        querystring: c.upsellsQuerySchema,
        response: { 200: c.upsellsReplySchema },
      },
    },
    async ({ params: p, query }) => ok(await booking.upsells(p.storeId, query)),
  );
  app.get(
    '/api/booking/venues',
    { schema: { tags, summary: 'Venue ids for the brand', querystring: c.venuesQuerySchema, response: { 200: c.venuesReplySchema } } },
    async ({ query }) => ok(await booking.venueIds(query.brand)),
  );
  await app.register(availabilityRoute, { booking });

  const place = (kind: PlaceKind, summary: string) =>
    app.post(
      `/api/booking/${kind === 'booking' ? 'create' : kind === 'event' ? 'events' : 'enquiry'}/:storeId`,
      {
        schema: {
          tags,
          summary,
          params,
          headers: c.idempotencyHeadersSchema,
          body: c.bookingRequestSchema,
          response: { 200: c.bookingCreatedReplySchema, 409: c.slotTakenReplySchema },
        },
      },
      async (request, reply) => {
        const result = await booking.place(kind, request.params.storeId, request.body, request.headers['idempotency-key']);
        return reply.status(result.statusCode as 200 | 409).send(result.body as never);
      },
    );
  place('booking', 'Book a table (status 9 with 409 when the last seats were just taken)');
  place('enquiry', 'Request a time that cannot be booked online');
  place('event', 'Request an event');

  app.get(
    '/api/booking/manage',
    {
      schema: {
        tags,
        summary: 'A booking, from the signed link in its e-mail',
        querystring: c.manageQuerySchema,
        response: { 200: c.managedBookingReplySchema },
      },
    },
    async ({ query }) => ok(await booking.manage(query.token)),
  );
  app.post(
    '/api/booking/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a booking with the signed link; frees its seats at once',
        body: c.cancelRequestSchema,
        response: { 200: c.managedBookingReplySchema },
      },
    },
    async ({ body }) => ok(await booking.cancel(body.token)),
  );

  await app.register(paymentRoutes, { payments: booking.payments });
};

/** SPEC §7: any non-200 reply of the availability call is { success: false, message: 'Error checking availability' }. */
async function availabilityRoute(scope: FastifyInstance, { booking }: { booking: BookingService }) {
  scope.setErrorHandler((error, request, reply) => {
    const status = hasZodFastifySchemaValidationErrors(error)
      ? 400
      : error instanceof HttpError
        ? error.statusCode
        : ((error as { statusCode?: number }).statusCode ?? 500);
    // A busy database is a 503 the client may retry (issue 12), still in SPEC §7's shape.
    if (databaseUnavailable(error)) {
      request.log.warn({ err: error }, 'availability: database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ success: false, message: c.AVAILABILITY_ERROR_MESSAGE });
    }
    if (status >= 500) request.log.error({ err: error }, 'availability failed');
    else request.log.info({ reason: (error as Error).message }, 'availability refused');
    return reply.status(status).send({ success: false, message: c.AVAILABILITY_ERROR_MESSAGE });
  });
  scope.withTypeProvider<ZodTypeProvider>().post(
    '/api/booking/availability',
    {
      schema: {
        tags,
        summary: 'Times at several restaurants at once, nearest first',
        body: c.availabilityRequestSchema,
        response: { 200: c.availabilityReplySchema },
      },
    },
    async ({ body }) => ({ success: true as const, data: await booking.availability(body) }),
  );
}
