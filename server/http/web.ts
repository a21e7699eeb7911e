// The browser-facing half of the server: hashed assets and public files, and
// the React Router pages — from the production build (public pages through the
// HTML cache, decision 024), or through Vite in development.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import type { AppServices } from '../app-services.ts';
import { registerPageHandler, pageServices, type PageLoadContext } from './page-handler.ts';
import { createPageCache, type PageCache } from './page-cache.ts';
import { installFastPage } from './fast-page.ts';

export const BUILD_DIR = path.resolve('build');

export interface WebOptions {
  /** The HTML cache to use (tests look into it); by default one is made from the services. */
  pageCache?: PageCache;
}

export function webPlugin(mode: 'production' | 'development', services: AppServices, opts: WebOptions = {}) {
  const context = pageServices(services);
  return async (app: FastifyInstance) => {
    if (mode === 'development') return registerDev(app, context);
    await app.register(fastifyStatic, {
      root: path.join(BUILD_DIR, 'client'),
      wildcard: false, // one route per file; everything else falls through to the pages
      index: false,
      setHeaders: (res, filePath) => {
        // Vite's hashed output never changes under the same name.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
    const build = (await import(pathToFileURL(path.join(BUILD_DIR, 'server', 'index.js')).href)) as ServerBuild;
    const cache = opts.pageCache ?? createPageCache(services);
    await registerPageHandler(app, { getBuild: async () => build, mode: 'production', context, cache });
    // Decision 056: kept pages are answered before Fastify, with the same headers (fast-page.ts).
    let closing = false;
    app.addHook('preClose', async () => void (closing = true));
    installFastPage(app.server, {
      cache,
      production: services.config.NODE_ENV === 'production',
      trustProxy: services.config.TRUST_PROXY,
      metrics: services.metrics,
      log: app.log,
      closing: () => closing,
    });
  };
}

async function registerDev(app: FastifyInstance, context: PageLoadContext['services']): Promise<void> {
  const [{ createServer }, middie] = await Promise.all([import('vite'), import('@fastify/middie')]);
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  await app.register(middie.default);
  app.use(vite.middlewares);
  app.addHook('onClose', () => vite.close());
  await registerPageHandler(app, {
    getBuild: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    mode: 'development',
    context,
  });
}
