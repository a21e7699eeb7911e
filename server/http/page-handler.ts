// Mounts the React Router server build on Fastify (product.md D2 notes): the body
// is left unread for React Router, the request becomes a Fetch Request
// (duplex 'half'), the render is aborted when the client goes away, and every
// Set-Cookie header is copied. Public pages go through the HTML cache
// (page-cache.ts, decision 024); everything else streams as before.
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../app-services.ts';
import { CACHE_HEADER, pageCacheKey, serveCachedPage, type PageCache } from './page-cache.ts';
import { CONSENT_COOKIE, consentFromCookies, type ConsentChoice } from '../../contract/consent-cookie.ts';
import { classifyPage, routeMatcher, uncachedCacheControl } from './page-cache-policy.ts';
import { diaryPageKey, plainDiaryRequest, type DiaryPageKey } from '../console/diary-page-key.ts';
import { frameableBySelf, previewContentFor, previewTarget, type PreviewTarget } from '../studio/preview-request.ts';

export interface PageLoadContext {
  services: Pick<
    AppServices,
    | 'clock'
    | 'content'
    | 'geo'
    | 'crm'
    | 'booking'
    | 'staff'
    | 'console'
    | 'studio'
    | 'leads'
    | 'proposals'
    | 'eventPayments'
    | 'eventCancellation'
    | 'privacy'
    | 'guests'
    | 'reports'
    | 'mailLog'
  > & {
    /** Image facts for documents the studio previews (the content service attaches them to the live ones). */
    imageCatalogue?: AppServices['images']['catalogue'];
    /** The studio's picture uploads (decision 037 "Images"). */
    imageUploads: AppServices['images']['uploads'];
    config: { brandKey: string; mapTileUrl: string; publicUrl: string };
  };
  cspNonce: string;
  /** The client's address (X-Forwarded-For only with TRUST_PROXY): the console's sign-in limit counts by it. */
  clientIp: string;
  /** Render the whole document before answering (a page for the HTML cache), as for a bot. */
  wholeDocument?: boolean;
  /** The request's logger (its id on every line), for errors a page raises (app/entry.server.tsx, decision 060). */
  log?: FastifyBaseLogger;
  /** A studio preview (decision 036): the page is drawn without the cookie banner and the popup over it. */
  preview?: boolean;
}

/** What route loaders and actions may reach: the services the pages use and the configuration the browser may see. */
export function pageServices(services: AppServices): PageLoadContext['services'] {
  const {
    clock,
    content,
    geo,
    crm,
    booking,
    staff,
    console,
    studio,
    leads,
    proposals,
    eventPayments,
    eventCancellation,
    privacy,
    guests,
    reports,
    mailLog,
    config,
  } = services;
  return {
    clock,
    content,
    geo,
    crm,
    booking,
    staff,
    console,
    studio,
    leads,
    proposals,
    eventPayments,
    eventCancellation,
    privacy,
    guests,
    reports,
    mailLog,
    imageCatalogue: services.images.catalogue,
    imageUploads: services.images.uploads,
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
  /** Absent: every page is rendered (development, where the code changes under the same versions). */
  cache?: PageCache;
}

export async function registerPageHandler(app: FastifyInstance, opts: PageHandlerOptions): Promise<void> {
  await app.register(async (scope) => {
    // Leave bodies (form posts to route actions) for React Router to read.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));

    type Current = { build: ServerBuild; handle: ReturnType<typeof createRequestHandler>; routeIds: (path: string) => string[] };
    let current: Current | null = null;
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const build = await opts.getBuild();
      if (current?.build !== build)
        current = { build, handle: createRequestHandler(build, opts.mode), routeIds: routeMatcher(build.routes) };
      const { handle, routeIds } = current;
      const kind = classifyPage(routeIds(new URL(request.url, 'http://page').pathname), request);
      if (kind === 'cacheable' && opts.cache) {
        // Decision 055: two copies of each page, with the cookie banner (no choice yet) and without.
        const consent = consentFromCookies(cookieHeader(request.headers.cookie));
        const render = async (nonce: string) => {
          const context = { services: opts.context, cspNonce: nonce, clientIp: '', wholeDocument: true, log: request.log };
          const response = await handle(anonymousRequest(request, opts.context.config.publicUrl, consent), context);
          return { status: response.status, headers: response.headers, body: await response.text() };
        };
        if (await serveCachedPage(opts.cache, request, reply, render, pageCacheKey(request.url, consent))) return reply;
      }
      if (opts.cache && kind !== 'cacheable' && (await serveKeptDiaryPage(request, reply, handle, opts.cache))) return reply;
      const preview = previewTarget(request.url);
      if (preview) return servePreview(request, reply, preview);
      const controller = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      const response = await handle(toFetchRequest(request, controller.signal), {
        services: opts.context,
        cspNonce: request.cspNonce,
        clientIp: request.ip,
        log: request.log,
      });
      if (opts.cache) reply.header(CACHE_HEADER, 'bypass');
      const control = kind === 'cacheable' ? null : uncachedCacheControl(kind, response);
      return sendFetchResponse(reply, response, control);
    };
    /**
     * Decision 085: a plain view of a diary the member may see, from the page kept for its key, or rendered (the
     * whole document, the cache's placeholder for a nonce) and kept. False when it is not one: rendered as usual.
     */
    const serveKeptDiaryPage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      handle: Current['handle'],
      cache: PageCache,
    ): Promise<boolean> => {
      const wanted = plainDiaryRequest(request.method, request.url);
      if (!wanted) return false;
      let found: DiaryPageKey | null;
      try {
        found = await diaryPageKey(opts.context, request, wanted, await cache.version.current());
      } catch (err) {
        request.log.warn({ err }, 'the diary page could not be keyed: rendered without the cache');
        return false;
      }
      if (!found) return false;
      const kept = await cache.console.page(
        { ...found, nonce: request.cspNonce, acceptEncoding: request.headers['accept-encoding'] },
        async () => {
          // Not aborted when this client goes away: others may wait on the render.
          const context = {
            services: opts.context,
            cspNonce: cache.console.placeholder,
            clientIp: request.ip,
            wholeDocument: true,
            log: request.log,
          };
          const response = await handle(toFetchRequest(request, new AbortController().signal), context);
          return { status: response.status, headers: response.headers, body: await response.text() };
        },
      );
      reply.status(kept.status);
      for (const [key, value] of kept.headers) reply.header(key, value);
      reply.header(CACHE_HEADER, kept.outcome);
      cache.countDiary?.(kept.outcome);
      if (kept.gzipped) reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding');
      void reply.send(kept.body);
      return true;
    };
    /** A page with a draft in place of its live document (decision 036): for the studio's members only, never kept. */
    const servePreview = async (request: FastifyRequest, reply: FastifyReply, target: PreviewTarget) => {
      const { handle } = current!;
      const { context } = opts;
      const content = await previewContentFor(
        {
          content: context.content,
          staff: context.staff,
          studio: context.studio,
          ...(context.imageCatalogue ? { images: context.imageCatalogue } : {}),
        },
        request.headers.cookie,
        target,
      );
      const controller = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      const response = await handle(toFetchRequest(request, controller.signal), {
        services: content ? { ...context, content } : context,
        cspNonce: request.cspNonce,
        clientIp: request.ip,
        log: request.log,
        preview: true,
      });
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') reply.header('content-security-policy', frameableBySelf(csp));
      reply.header('x-frame-options', 'SAMEORIGIN');
      if (opts.cache) reply.header(CACHE_HEADER, 'bypass');
      return sendFetchResponse(reply, response, 'private, no-store');
    };
    scope.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler, schema: { hide: true } });
    scope.route({ method: ['GET', 'HEAD', 'POST'], url: '/', handler, schema: { hide: true } });
  });
}

/**
 * The request a kept page is rendered from: a GET on the public origin with no
 * visitor's headers, so nothing of one visitor (a cookie, a Host header) can
 * reach another's page. It is not aborted when a client goes away: many wait on it.
 */
/** The request a kept page is rendered from: nobody's, but for whether a cookie choice was made. */
function anonymousRequest(request: FastifyRequest, publicUrl: string, consent: ConsentChoice | null): Request {
  const headers: Record<string, string> = { accept: 'text/html', ...(consent ? { cookie: `${CONSENT_COOKIE}=${consent}` } : {}) };
  return new Request(new URL(publicUrl).origin + request.url, { method: 'GET', headers });
}

const cookieHeader = (cookie: string | string[] | undefined): string => (Array.isArray(cookie) ? cookie.join('; ') : (cookie ?? ''));

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

async function sendFetchResponse(reply: FastifyReply, response: Response, cacheControl: string | null): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  if (cacheControl) reply.header('cache-control', cacheControl);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
}
