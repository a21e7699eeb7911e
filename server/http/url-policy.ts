// product.md §2 URL policy at the edge: every page request passes through decideUrl before routing
// matters, so legacy links and sloppy URLs get one permanent redirect to the canonical page.

import type { FastifyInstance } from 'fastify';
import { decideUrl, type UrlPolicyOptions } from './redirects.ts';

/**
 * Register on the root instance (not inside an encapsulated plugin) so the hook also runs for
 * URLs no route matches: most legacy paths have no route of their own.
 */
export function registerUrlPolicy(app: FastifyInstance, opts: UrlPolicyOptions): void {
  // Fail at start-up, not on the first /shop request: product.md §2 sends absolute targets as given.
  if (!/^https?:\/\/[^/\\]/i.test(opts.shopUrl)) {
    throw new Error(`URL policy: shopUrl must be an absolute http(s) URL, got "${opts.shopUrl}"`);
  }
  app.addHook('onRequest', async (request, reply) => {
    // Only safe methods: redirecting a POST would make browsers replay it as a GET.
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const decision = decideUrl(request.url, opts);
    if (decision === null) return;
    return reply.code(decision.status).header('location', decision.location).send();
  });
}
