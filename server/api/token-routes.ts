// POST /api/token (SPEC §7): the app bearer token, body { clearCache }.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tokenReplySchema, tokenRequestSchema } from '../../contract/api.ts';
import type { AppTokens } from '../auth/app-token.ts';

export const tokenRoutes: FastifyPluginAsyncZod<{ tokens: AppTokens }> = async (app, { tokens }) => {
  app.post(
    '/api/token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Issue an app bearer token (valid ~23 h)',
        body: tokenRequestSchema,
        response: { 200: tokenReplySchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async () => ({ success: true as const, data: await tokens.issue() }),
  );
};
