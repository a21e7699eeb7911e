// GET /api/social/insta/media (SPEC §7 Other) and the captcha challenge the
// forms ask for before they post (SPEC §5).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaChallengeReplySchema } from '../../contract/captcha.ts';
import { instagramMediaReplySchema } from '../../contract/social.ts';
import type { CrmServices } from '../forms/crm-services.ts';

export const socialRoutes: FastifyPluginAsyncZod<{ crm: CrmServices }> = async (app, { crm }) => {
  app.get(
    '/api/social/insta/media',
    {
      schema: {
        tags: ['social'],
        summary: 'Instagram media (the content pack when no token is configured)',
        response: { 200: instagramMediaReplySchema },
      },
    },
    async () => ({ success: true as const, data: await crm.instagram.media() }),
  );
  app.get(
    '/api/captcha/challenge',
    {
      schema: {
        tags: ['captcha'],
        summary: 'Which captcha to use: an ALTCHA challenge, or the reCAPTCHA v3 site key',
        response: { 200: captchaChallengeReplySchema },
      },
      config: { rateLimit: { max: crm.limits.perIp * 4, timeWindow: crm.limits.window } },
    },
    async () => ({ success: true as const, data: await crm.captcha.challenge() }),
  );
};
