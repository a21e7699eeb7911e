// Decision 046 "Metrics and logs": every answered request is counted by its route's pattern, and
// GET /metrics answers Prometheus when METRICS_TOKEN is set, to a scraper that sends it as a bearer token.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../metrics/metrics.ts';

/** A request no route matched (404s, probes): one label, so unknown URLs cannot mint label values. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Whether an Authorization header carries `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  if (!given) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(token));
}

export function registerMetricsEndpoint(app: FastifyInstance, opts: { metrics: Metrics; token: string | undefined }): void {
  const { metrics, token } = opts;
  if (!token) return; // off by default: /metrics falls through to the not-found answer like any unknown path
  app.addHook('onResponse', async (request, reply) => {
    metrics.request(request.method, request.routeOptions.url ?? UNMATCHED_ROUTE, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer realm="metrics"').send({ success: false, message: 'Unauthorized' });
    }
    const body = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(body);
  });
}
