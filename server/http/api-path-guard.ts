// Applies decision 012 at the edge: every request is classified once, before the URL policy,
// the token guard and the rate limits look at it, and they all read `request.isApi`.
import type { FastifyInstance } from 'fastify';
import { classifyApiPath } from './api-path.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** True when the canonical reading of the path is under /api (decision 012). */
    isApi: boolean;
  }
}

/** Register first among the onRequest hooks: a non-canonical /api spelling must reach nothing else. */
export function registerApiPathGuard(app: FastifyInstance): void {
  app.decorateRequest('isApi', false);
  app.addHook('onRequest', async (request, reply) => {
    const verdict = classifyApiPath(request.url);
    if (verdict.api === false) return;
    request.isApi = true;
    if (verdict.problem !== null) return reply.status(400).send({ success: false, message: verdict.problem });
  });
}
