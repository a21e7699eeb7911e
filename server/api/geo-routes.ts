// The geo API (product.md §7 Geo): nearest restaurants to a place named in text or
// to a pair of coordinates. Unknown text is a 200 with an empty list and a
// message; malformed or out-of-range coordinates are a 400 naming the field.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../contract/api-routes.ts';
import type { GeoSearchResult } from '../../contract/geo.ts';
import type { GeoService } from '../geo/geo-service.ts';
import { sendEncodedOnce } from '../http/encoded-once.ts';
import { routeOptions } from './route-schema.ts';

export interface GeoRoutesOptions {
  /** Built by the composition root (server/services.ts), shared with the page loaders. */
  geo: GeoService;
}

export const geoRoutes: FastifyPluginAsyncZod<GeoRoutesOptions> = async (app, { geo }) => {
  const ok = <T>(data: T) => ({ success: true as const, data });
  // The reply is built from summaries the service validated when it indexed them,
  // and typed by the contract; checking ~20 KB again on every call tripled the
  // cost of a search (decision 007: HTTP p99 < 20 ms). The service hands back the same
  // answer for the same search until the content changes, so its JSON and its
  // compressed forms are made once (encoded-once.ts). The zod response schema
  // still documents the reply in the OpenAPI document.
  const send = (request: FastifyRequest, reply: FastifyReply, answer: GeoSearchResult) =>
    sendEncodedOnce(request, reply, answer, ok(answer));

  // find-my-way prefers the static "lat" segment, so these paths never reach /:query
  // (and a lone "lat" still does: /api/geo/search/lat searches for the text "lat").
  app.route({
    ...routeOptions(apiRoutes.geoSearchPoint),
    handler: async (request, reply) => send(request, reply, await geo.searchPoint(request.params.lat, request.params.lng)),
  });
  app.route({
    ...routeOptions(apiRoutes.geoSearch),
    handler: async (request, reply) => send(request, reply, await geo.searchText(request.params.query)),
  });
};
