// Builds the Fastify application: URL policy, security headers, compression,
// the JSON API, health checks, and (when given) static assets and pages.
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { imageRoutes } from './http/image-routes.ts';
import { registerUrlPolicy } from './http/url-policy.ts';
import { registerApiPathGuard } from './http/api-path-guard.ts';
import { MALFORMED_URL } from './http/api-path.ts';
import { collectApiRoutes, registerApiFallback } from './api/api-fallback.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerApiErrors } from './api/api-errors.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { registerDevMailbox } from './http/dev-mailbox.ts';
import { registerMetricsEndpoint } from './http/metrics-endpoint.ts';
import { registerShortLinks } from './http/short-link-route.ts';
import { registerConsentRoute } from './http/consent-route.ts';
import { registerAuthGuard } from './api/auth-guard.ts';
import { waitlistRoutes } from './api/waitlist-routes.ts';
import { consoleRoutes } from './api/console-routes.ts';
import { tokenRoutes } from './api/token-routes.ts';
import { contentRoutes } from './api/content-routes.ts';
import { geoRoutes } from './api/geo-routes.ts';
import { crmRoutes } from './api/crm-routes.ts';
import { bookingRoutes } from './api/booking-routes.ts';
import type { AppServices } from './app-services.ts';

async function connectRedis(url: string) {
  const { Redis } = await import('ioredis');
  // Fail fast rather than queueing commands forever when Redis is away.
  return new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, enableOfflineQueue: false, lazyConnect: false });
}

const MAX_PARAM_LENGTH = 200;

export interface BuildAppOptions {
  /** Registers static assets and the page handler (absent in API-only tests). */
  web?: (app: FastifyInstance) => Promise<void>;
  /** false: no request logs (tests); otherwise requests are logged through `services.logger`. */
  logger?: boolean;
}

export async function buildApp(services: AppServices, opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { config } = services;
  const app = Fastify({
    // Widened to Fastify's logger type so the instance type stays FastifyInstance for the plugins.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the assertion picks Fastify's generic
    ...(opts.logger === false ? { logger: false } : { loggerInstance: services.logger as FastifyBaseLogger }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: MAX_PARAM_LENGTH },
    // Errors the router raises before any hook runs (bad percent-encoding): the API's shape, not Fastify's.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const badUrl = error.code === 'FST_ERR_BAD_URL';
      void reply.status(badUrl ? 400 : (error.statusCode ?? 400)).send({ success: false, message: badUrl ? MALFORMED_URL : error.message });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Decision 046: before every other hook and route, so each answer (redirects, 429s, 404s included) is counted.
  registerMetricsEndpoint(app, { metrics: services.metrics, token: config.METRICS_TOKEN });

  registerApiPathGuard(app);
  registerUrlPolicy(app, { shopUrl: config.SHOP_URL, viteDevServer: config.NODE_ENV === 'development' });
  await registerSecurityHeaders(app, {
    production: config.NODE_ENV === 'production',
    dev: config.NODE_ENV === 'development',
    mapTileUrl: config.MAP_TILE_URL,
    recaptcha: Boolean(config.RECAPTCHA_SITE_KEY && config.RECAPTCHA_SECRET),
    payments: Boolean(config.BRAINTREE_MERCHANT_ID && config.BRAINTREE_PUBLIC_KEY && config.BRAINTREE_PRIVATE_KEY),
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  // With REDIS_URL the limits are shared by every instance; otherwise kept in process.
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  // Decision 066: an open diary's wait would hold the close for up to its 25 s; answered now, it asks the next instance.
  app.addHook('preClose', async () => services.console.endDiaryWaits());
  await app.register(rateLimit, {
    global: true,
    ...(redis ? { redis, nameSpace: 'mesa-rate-limit:', skipOnError: true } : {}),
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    // Decision 012: the canonical reading of the path, never the raw URL.
    allowList: (req) => !req.isApi,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      success: false,
      message: `Too many requests, please try again in ${ctx.after}`,
    }),
  });
  registerApiErrors(app);
  await registerApiDocs(app);

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await services.database.ping();
      return { status: 'ready', database: services.database.kind };
    } catch (err) {
      reply.log.warn({ err }, 'database not reachable');
      return reply.status(503).send({ status: 'unavailable', database: services.database.kind });
    }
  });

  await app.register(imageRoutes, services.images);
  registerShortLinks(app, services.database.db);
  registerConsentRoute(app, config.PUBLIC_URL);
  registerAuthGuard(app, services.tokens, config.BRAND_KEY);
  const apiRoutes = collectApiRoutes(app);
  await app.register(tokenRoutes, { tokens: services.tokens });
  await app.register(contentRoutes, { content: services.content });
  await app.register(geoRoutes, { geo: services.geo });
  await app.register(crmRoutes, { crm: services.crm, content: services.content });
  await app.register(bookingRoutes, { booking: services.booking });
  await app.register(waitlistRoutes, { booking: services.booking, limits: services.crm.limits });
  await app.register(consoleRoutes, { staff: services.staff, console: services.console, perMinute: config.RATE_LIMIT_PER_MINUTE });

  registerApiFallback(app, apiRoutes, MAX_PARAM_LENGTH);
  if (config.NODE_ENV === 'development') registerDevMailbox(app, services.database.db);

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ success: false, message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });

  if (opts.web) await opts.web(app);
  return app;
}
