// GET /_img/<hash>/<width>/<name>.<avif|webp>: one responsive variant of a
// content-pack image (decision 028). The hash names the source's bytes, so the
// answer never changes under its URL: browsers and CDNs may keep it a year.
import type { FastifyInstance } from 'fastify';
import { parseVariantRequest } from '../../contract/responsive-image.ts';
import type { ImageCatalogue } from '../images/image-catalogue.ts';
import { VARIANT_CONTENT_TYPES, type VariantStore } from '../images/image-variants.ts';

export interface ImageRouteOptions {
  catalogue: ImageCatalogue;
  variants: VariantStore;
}

const notFound = { success: false, message: 'Image not found' } as const;

export async function imageRoutes(app: FastifyInstance, { catalogue, variants }: ImageRouteOptions): Promise<void> {
  app.get<{ Params: { hash: string; width: string; file: string } }>(
    '/_img/:hash/:width/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const wanted = parseVariantRequest(request.params.hash, request.params.width, request.params.file);
      const known = wanted && (await catalogue.byHash(wanted.hash));
      // The file may have changed since the hash was learnt: answer only for the bytes the URL names.
      const image = known && (await catalogue.lookup(known.path));
      if (!wanted || !image || image.source.hash !== wanted.hash || !image.source.widths.includes(wanted.width)) {
        return reply.status(404).header('cache-control', 'no-store').send(notFound);
      }
      const etag = `"${wanted.hash}-${wanted.width}-${wanted.format}"`;
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const bytes = await variants.get(image, wanted.width, wanted.format);
      return reply.type(VARIANT_CONTENT_TYPES[wanted.format]).send(bytes);
    },
  );
}
