// POST /api/token (product.md §7): the app bearer token, body { clearCache }.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../contract/api-routes.ts';
import type { AppTokens } from '../auth/app-token.ts';
import { routeSchema } from './route-schema.ts';

export const tokenRoutes: FastifyPluginAsyncZod<{ tokens: AppTokens }> = async (app, { tokens }) => {
  // Decision 009: limited per IP (the route's rateLimit) and per sessionId, which the browser client sends.
  const bySession = app.createRateLimit({
    max: 20,
    timeWindow: '1 minute',
    keyGenerator: (req) => `token:session:${String(req.headers.sessionid)}`,
  });
  app.route({
    method: apiRoutes.token.method,
    url: apiRoutes.token.path,
    // The one open call (product.md §7): it is how a client gets its token, so the document must not ask for one.
    schema: { ...routeSchema(apiRoutes.token), security: [] },
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    preHandler: async (request, reply) => {
      if (typeof request.headers.sessionid !== 'string') return;
      const limit = await bySession(request);
      if (!limit.isAllowed && limit.isExceeded) {
        return reply.status(429).send({ success: false, message: `Too many requests, please try again in ${limit.ttlInSeconds} seconds` });
      }
    },
    handler: async () => ({ success: true as const, data: await tokens.issue() }),
  });
};
