// The content API (SPEC §7 Content): pages, settings, restaurants, menus,
// choices and offers, read through the cached content service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as c from '../../contract/content-api.ts';
import type { ContentService } from '../content/content-service.ts';
import { notFound } from '../http/api-errors.ts';

const tags = ['content'];

export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  const ok = <T>(data: T) => ({ success: true as const, data });
  const found = <T>(value: T | null, message: string): T => {
    if (value === null) throw notFound(message);
    return value;
  };

  app.get(
    '/api/v1/content/brand-settings',
    { schema: { tags, summary: 'Site settings', response: { 200: c.settingsReplySchema } } },
    async () => ok(found(await content.settings(), 'Settings is not defined')),
  );
  // Alias kept for clients that ask for "settings" (SPEC §7: get settings, path not shown).
  app.get('/api/v1/content/settings', { schema: { tags, summary: 'Site settings', response: { 200: c.settingsReplySchema } } }, async () =>
    ok(found(await content.settings(), 'Settings is not defined')),
  );
  app.get(
    '/api/v1/content/choices',
    { schema: { tags, summary: 'Customer interest choices', response: { 200: c.choicesReplySchema } } },
    async () => ok(found(await content.choices(), 'Choices are not defined')),
  );
  app.get(
    '/api/v1/content/search-restaurants/',
    { schema: { tags, summary: 'All restaurants (summaries)', response: { 200: c.restaurantListReplySchema } } },
    async () => ok(await content.restaurantSummaries()),
  );
  app.get(
    '/api/v1/content/restaurant/slug/:slug/city/:city',
    {
      schema: {
        tags,
        summary: 'Restaurant by slug within a city',
        params: c.slugCityParamsSchema,
        response: { 200: c.restaurantReplySchema },
      },
    },
    async ({ params }) => {
      const r = await content.restaurantBySlug(params.slug);
      return ok(found(r && r.city === params.city ? r : null, 'Restaurant not found.'));
    },
  );
  app.get(
    '/api/v1/content/getRestaurantBySlug/:slug',
    { schema: { tags, summary: 'Restaurant by slug', params: c.slugParamsSchema, response: { 200: c.restaurantReplySchema } } },
    async ({ params }) => ok(found(await content.restaurantBySlug(params.slug), 'Restaurant not found.')),
  );
  app.get(
    '/api/v1/content/restaurant/:storeId',
    {
      schema: {
        tags,
        summary: "A restaurant's offers, hero tiles and click and collect",
        params: c.storeIdParamsSchema,
        response: { 200: c.restaurantExtrasReplySchema },
      },
    },
    async ({ params }) => {
      const r = found(await content.restaurantByStoreId(params.storeId), 'Restaurant not found.');
      const offers = (await content.offers()).filter((o) => r.offers.includes(o.slug));
      return ok({ storeId: r.storeId, offers, heroTiles: r.heroTiles, clickCollect: r.clickCollect });
    },
  );
  app.get(
    '/api/v1/content/menu/:id',
    { schema: { tags, summary: 'A menu', params: c.menuParamsSchema, response: { 200: c.menuReplySchema } } },
    async ({ params }) => ok(found(await content.menu(params.id), 'Menu not found.')),
  );
  app.get(
    '/api/v1/content/pages',
    { schema: { tags, summary: 'All pages (id, title, description)', response: { 200: c.pageListReplySchema } } },
    async () => ok((await content.pages()).map(({ id, title, description }) => ({ id, title, description }))),
  );
  const page = async (id: string) => ok(found(await content.page(id), 'This page could not be found.'));
  app.get(
    '/api/v1/content/page/:id',
    { schema: { tags, summary: 'A page by path, e.g. faqs', params: c.pageParamsSchema, response: { 200: c.pageReplySchema } } },
    async ({ params }) => page(params.id),
  );
  app.get(
    '/api/v1/content/page/:id1/:id2',
    {
      schema: {
        tags,
        summary: 'A nested page, e.g. faqs/bookings',
        params: c.nestedPageParamsSchema,
        response: { 200: c.pageReplySchema },
      },
    },
    async ({ params }) => page(`${params.id1}/${params.id2}`),
  );
  app.get(
    '/api/v1/content/offer/:slug',
    { schema: { tags, summary: 'An offer by slug', params: c.slugParamsSchema, response: { 200: c.offerReplySchema } } },
    async ({ params }) => ok(found(await content.offerBySlug(params.slug), 'This offer could not be found')),
  );
};
