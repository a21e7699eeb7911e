// The geo API (SPEC §7 Geo): nearest restaurants to a place named in text or
// to a pair of coordinates. Unknown text is a 200 with an empty list and a
// message; malformed or out-of-range coordinates are a 400 naming the field.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as g from '../../contract/geo.ts';
import type { GeoSearchResult } from '../../contract/geo.ts';
import type { ContentService } from '../content/content-service.ts';
import { createGeoService, type GeoService } from '../geo/geo-service.ts';
import { sendEncodedOnce } from '../http/encoded-once.ts';

const tags = ['geo'];

export interface GeoRoutesOptions {
  content: ContentService;
  geocoderUrl?: string;
  /** A service shared with the page loaders; built here from `content` when absent. */
  geo?: GeoService;
}

export const geoRoutes: FastifyPluginAsyncZod<GeoRoutesOptions> = async (app, opts) => {
  const geo =
    opts.geo ??
    createGeoService({
      content: opts.content,
      ...(opts.geocoderUrl ? { geocoderUrl: opts.geocoderUrl } : {}),
      onGeocoderError: (err, query) => app.log.warn({ err, query }, 'geocoder failed; used the bundled places'),
    });
  const ok = <T>(data: T) => ({ success: true as const, data });
  // The reply is built from summaries the service validated when it indexed them,
  // and typed by the contract; checking ~20 KB again on every call tripled the
  // cost of a search (issue 4: HTTP p99 < 20 ms). The service hands back the same
  // answer for the same search until the content changes, so its JSON and its
  // compressed forms are made once (encoded-once.ts). The zod response schema
  // still documents the reply in the OpenAPI document.
  const send = (request: FastifyRequest, reply: FastifyReply, answer: GeoSearchResult) =>
    sendEncodedOnce(request, reply, answer, ok(answer));

  // find-my-way prefers the static "lat" segment, so these paths never reach /:query
  // (and a lone "lat" still does: /api/geo/search/lat searches for the text "lat").
  app.get(
    '/api/geo/search/lat/:lat/lng/:lng',
    {
      schema: {
        tags,
        summary: 'Nearest restaurants to a point (decimal degrees)',
        params: g.geoPointParamsSchema,
        response: { 200: g.geoSearchReplySchema },
      },
    },
    async (request, reply) => send(request, reply, await geo.searchPoint(request.params.lat, request.params.lng)),
  );
  app.get(
    '/api/geo/search/:query',
    {
      schema: {
        tags,
        summary: 'Nearest restaurants to a town, city, postcode or restaurant name',
        params: g.geoQueryParamsSchema,
        response: { 200: g.geoSearchReplySchema },
      },
    },
    async (request, reply) => send(request, reply, await geo.searchText(request.params.query)),
  );
};
