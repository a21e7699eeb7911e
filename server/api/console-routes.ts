// /api/console/* (product.md D8): the console's JSON, for the diary's live refresh,
// the CSV export, attachments and any client that drives the console. Signed
// in by the console's session cookie (not the app token: auth-guard.ts leaves
// these paths to this guard); a state change also carries the session's CSRF
// token in X-CSRF-Token. The cookie and the CSRF check are the console pages'
// too (server/staff/staff-session.ts). Role and restaurant are checked by the
// console service on every call, so these handlers only parse and answer.
// The diary page waits for its day's changes at /console/diary/:storeId/changes/ (decision 066); the version
// route here serves API clients that poll.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleApiRoutes } from '../../contract/console-api-routes.ts';
import type { Diary } from '../../contract/diary-shapes.ts';
import type { ConsoleService } from '../console/console-service-types.ts';
import { csrfTokenMatches, sessionTokenOf } from '../staff/staff-session.ts';
import type { StaffService, StaffSession } from '../staff/staff-service.ts';
import { routeOptions } from './route-schema.ts';

export const CONSOLE_API_PREFIX = '/api/console/';
export const SIGN_IN_NEEDED = 'Please sign in to the console';
export const CSRF_NEEDED = 'This request needs the X-CSRF-Token header of your console session';

declare module 'fastify' {
  interface FastifyRequest {
    staffSession?: StaffSession;
  }
}

/** The console's limit is per session, not per IP: a restaurant's tablets and its diners' phones share one address. */
const CONSOLE_PER_MINUTE = 1200;
const sessionKey = (request: FastifyRequest) => {
  const token = sessionTokenOf(request.headers.cookie);
  return token ? `console:${createHash('sha256').update(token).digest('base64url')}` : `console-ip:${request.ip}`;
};

export interface ConsoleRoutesOptions {
  staff: StaffService;
  console: ConsoleService;
  /** The site's limit (RATE_LIMIT_PER_MINUTE); the console's is at least CONSOLE_PER_MINUTE. */
  perMinute: number;
}

export const consoleRoutes: FastifyPluginAsyncZod<ConsoleRoutesOptions> = async (app, { staff, console: service, perMinute }) => {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = sessionTokenOf(request.headers.cookie);
    // A read may take a session as this instance read it within the last second; a change never (decision 058).
    const reading = request.method === 'GET' || request.method === 'HEAD';
    const session = token ? await staff.currentStaff(token, { reading }) : null;
    if (!session) return reply.status(401).header('cache-control', 'no-store').send({ success: false, message: SIGN_IN_NEEDED });
    if (request.method !== 'GET' && request.method !== 'HEAD' && !csrfTokenMatches(request.headers['x-csrf-token'], session.csrfToken)) {
      return reply.status(403).header('cache-control', 'no-store').send({ success: false, message: CSRF_NEEDED });
    }
    request.staffSession = session;
    reply.header('cache-control', 'no-store');
  });
  const actor = (request: FastifyRequest) => request.staffSession!.staff;
  const ok = <T>(data: T) => ({ success: true as const, data });
  const config = { rateLimit: { max: Math.max(CONSOLE_PER_MINUTE, perMinute), timeWindow: '1 minute', keyGenerator: sessionKey } };

  const r = consoleApiRoutes;
  // The service hands out the same diary object until the day changes: its JSON is written once, not per poll.
  const diaryJson = new WeakMap<Diary, string>();
  app.route({
    ...routeOptions(r.consoleDiary),
    config,
    handler: async (req, reply) => {
      const diary = await service.diary(actor(req), req.query.storeId, req.query.date);
      let json = diaryJson.get(diary);
      if (json === undefined) diaryJson.set(diary, (json = JSON.stringify(ok(diary))));
      // A string is sent as it is (Fastify serialises only objects); its shape is the reply schema's.
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  });
  app.route({
    ...routeOptions(r.consoleDiaryVersion),
    config,
    handler: async (req) => ({ version: await service.diaryVersion(actor(req), req.query.storeId, req.query.date) }),
  });
  app.route({
    ...routeOptions(r.consoleSearch),
    config,
    handler: async (req) => ok(await service.search(actor(req), req.query.q, req.query.storeId)),
  });
  app.route({
    ...routeOptions(r.consoleExport),
    config,
    handler: async (req, reply) => {
      const { storeId, from, to } = req.query;
      const csv = await service.exportCsv(actor(req), storeId, from, to);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="bookings-${storeId}-${from}-to-${to}.csv"`)
        .send(csv);
    },
  });
  app.route({ ...routeOptions(r.consoleBooking), config, handler: async (req) => ok(await service.booking(actor(req), req.params.id)) });
  app.route({
    ...routeOptions(r.consoleBookingCreate),
    config,
    handler: async (req) => ok(await service.createBooking(actor(req), req.body.storeId, req.body.booking)),
  });
  app.route({
    ...routeOptions(r.consoleBookingStatus),
    config,
    handler: async (req) => ok(await service.changeStatus(actor(req), req.params.id, req.body)),
  });
  app.route({
    ...routeOptions(r.consoleBookingMove),
    config,
    handler: async (req) => ok(await service.moveBooking(actor(req), req.params.id, req.body)),
  });
  app.route({
    ...routeOptions(r.consoleBookingNote),
    config,
    handler: async (req) => ok(await service.setNote(actor(req), req.params.id, req.body.note)),
  });
  app.route({ ...routeOptions(r.consoleMessages), config, handler: async (req) => ok(await service.messages(actor(req), req.query)) });
  app.route({
    ...routeOptions(r.consoleMessage),
    config,
    handler: async (req) => ok(await service.message(actor(req), req.params.kind, req.params.id)),
  });
  app.route({
    ...routeOptions(r.consoleMessageUpdate),
    config,
    handler: async (req) => ok(await service.updateMessage(actor(req), req.params.kind, req.params.id, req.body)),
  });
  app.route({
    ...routeOptions(r.consoleAttachment),
    config,
    handler: async (req, reply) => {
      const file = await service.attachment(actor(req), req.params.id);
      const safeName = file.name.replace(/[^\w. -]/g, '_');
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${safeName}"`)
        .header('x-content-type-options', 'nosniff')
        .send(file.content as never); // bytes, as the diner sent them
    },
  });
  app.route({
    ...routeOptions(r.consoleSettings),
    config,
    handler: async (req) => ok(await service.settings(actor(req), req.params.storeId)),
  });
  app.route({
    ...routeOptions(r.consoleSettingsSave),
    config,
    handler: async (req) => ok(await service.saveSettings(actor(req), req.params.storeId, req.body)),
  });
};
