// What /api answers when no route takes a request: 404 JSON for an unknown path, 405 JSON with
// an Allow header for a known path asked with the wrong method, 400 JSON for a path parameter
// longer than the router accepts. Without it the page catch-all would render HTML for /api.
import type { FastifyInstance } from 'fastify';

interface KnownRoute {
  methods: string[];
  pattern: RegExp;
}

const toPattern = (url: string) =>
  new RegExp(
    `^${url
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\/:[^/]+/g, '/[^/]+')
      .replace(/\*/g, '.*')}/?$`,
  );

/** Call before the API routes are registered: remembers each /api route's methods and shape. */
export function collectApiRoutes(app: FastifyInstance): KnownRoute[] {
  const known: KnownRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url === '/api/*') return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
    known.push({ methods, pattern: toPattern(route.url) });
  });
  return known;
}

/** The methods a concrete path can be asked with, from the routes collected above. */
export function allowedMethods(known: readonly KnownRoute[], path: string): string[] {
  const methods = new Set<string>();
  for (const route of known) if (route.pattern.test(path)) for (const m of route.methods) methods.add(m);
  return [...methods].sort();
}

export function registerApiFallback(app: FastifyInstance, known: readonly KnownRoute[], maxParamLength: number): void {
  app.all('/api/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const allowed = allowedMethods(known, path);
    if (allowed.includes(request.method)) {
      // The shape is right but the router refused it: a parameter over its length limit.
      return reply.status(400).send({ success: false, message: `A path parameter is longer than ${maxParamLength} characters` });
    }
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send({ success: false, message: `Method ${request.method} is not allowed here; use ${allowed.join(' or ')}` });
    }
    return reply.status(404).send({ success: false, message: `Route ${request.method} ${path} not found` });
  });
}
