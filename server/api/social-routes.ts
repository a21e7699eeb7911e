// GET /api/social/insta/media (product.md §7 Other) and the captcha challenge the
// forms ask for before they post (product.md §5).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../contract/api-routes.ts';
import type { CrmServices } from '../forms/crm-services.ts';
import { routeOptions } from './route-schema.ts';

export const socialRoutes: FastifyPluginAsyncZod<{ crm: CrmServices }> = async (app, { crm }) => {
  app.route({
    ...routeOptions(apiRoutes.instagramMedia),
    handler: async () => ({ success: true as const, data: await crm.instagram.media() }),
  });
  app.route({
    ...routeOptions(apiRoutes.captchaChallenge),
    config: { rateLimit: { max: crm.limits.perIp * 4, timeWindow: crm.limits.window } },
    handler: async () => ({ success: true as const, data: await crm.captcha.challenge() }),
  });
};
