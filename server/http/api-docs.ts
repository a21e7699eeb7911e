// OpenAPI document from the zod route schemas, browsable at /api/docs/.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../staff/staff-session.ts';

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Mesa API',
        version: '1.0.0',
        description: 'product.md §7. Call POST /api/token first, then send Authorization: Bearer, brandKey and sessionId on every call.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          brandKey: { type: 'apiKey', in: 'header', name: 'brandKey' },
          sessionId: { type: 'apiKey', in: 'header', name: 'sessionId' },
          // /api/console/* (decision 023): the console's session cookie, and its CSRF token on a change.
          consoleSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          consoleCsrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
        },
      },
      security: [{ bearer: [], brandKey: [], sessionId: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, transformStaticCSP: (h) => h });
}
