// Mounts the React Router server build on Fastify (DESIGN §2 notes): the body
// is left unread for React Router, the request becomes a Fetch Request
// (duplex 'half'), the render is aborted when the client goes away, and every
// Set-Cookie header is copied.
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../app.ts';

export interface PageLoadContext {
  services: Pick<AppServices, 'content' | 'geo' | 'crm' | 'booking' | 'staff' | 'console'> & {
    config: { brandKey: string; mapTileUrl: string; publicUrl: string };
  };
  cspNonce: string;
  /** The client's address (X-Forwarded-For only with TRUST_PROXY): the console's sign-in limit counts by it. */
  clientIp: string;
}

/** What route loaders and actions may reach: the services the pages use and the configuration the browser may see. */
export function pageServices(services: AppServices): PageLoadContext['services'] {
  const { content, geo, crm, booking, staff, console, config } = services;
  return {
    content,
    geo,
    crm,
    booking,
    staff,
    console,
    config: { brandKey: config.BRAND_KEY, mapTileUrl: config.MAP_TILE_URL, publicUrl: config.PUBLIC_URL },
  };
}

declare module 'react-router' {
  interface AppLoadContext extends PageLoadContext {}
}

export interface PageHandlerOptions {
  getBuild: () => Promise<ServerBuild>;
  mode: 'production' | 'development';
  context: PageLoadContext['services'];
}

export async function registerPageHandler(app: FastifyInstance, opts: PageHandlerOptions): Promise<void> {
  await app.register(async (scope) => {
    // Leave bodies (form posts to route actions) for React Router to read.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));

    let current: { build: ServerBuild; handle: ReturnType<typeof createRequestHandler> } | null = null;
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const build = await opts.getBuild();
      if (current?.build !== build) current = { build, handle: createRequestHandler(build, opts.mode) };
      const { handle } = current;
      const controller = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      const response = await handle(toFetchRequest(request, controller.signal), {
        services: opts.context,
        cspNonce: request.cspNonce,
        clientIp: request.ip,
      });
      return sendFetchResponse(reply, response);
    };
    scope.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler, schema: { hide: true } });
    scope.route({ method: ['GET', 'HEAD', 'POST'], url: '/', handler, schema: { hide: true } });
  });
}

function toFetchRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal,
    ...(hasBody ? { body: request.raw as unknown as ReadableStream, duplex: 'half' } : {}),
  });
}

async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
}
