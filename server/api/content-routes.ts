// The content API (product.md §7 Content): pages, settings, restaurants, menus,
// choices and offers, read through the cached content service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../contract/api-routes.ts';
import type { ContentService } from '../content/content-service.ts';
import { menuPricedAt } from '../../contract/price-bands.ts';
import { notFound } from '../domain/domain-error.ts';
import { routeOptions } from './route-schema.ts';

export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  const ok = <T>(data: T) => ({ success: true as const, data });
  const found = <T>(value: T | null, message: string): T => {
    if (value === null) throw notFound(message);
    return value;
  };

  app.route({
    ...routeOptions(apiRoutes.brandSettings),
    handler: async () => ok(found(await content.settings(), 'Settings is not defined')),
  });
  // Alias kept for clients that ask for "settings" (product.md §7: get settings, path not shown).
  app.route({
    ...routeOptions(apiRoutes.settings),
    handler: async () => ok(found(await content.settings(), 'Settings is not defined')),
  });
  app.route({
    ...routeOptions(apiRoutes.choices),
    handler: async () => ok(found(await content.choices(), 'Choices are not defined')),
  });
  app.route({
    ...routeOptions(apiRoutes.restaurants),
    handler: async () => ok(await content.restaurantSummaries()),
  });
  app.route({
    ...routeOptions(apiRoutes.restaurantBySlugAndCity),
    handler: async ({ params }) => {
      const r = await content.restaurantBySlug(params.slug);
      return ok(found(r && r.city === params.city ? r : null, 'Restaurant not found.'));
    },
  });
  app.route({
    ...routeOptions(apiRoutes.restaurantBySlug),
    handler: async ({ params }) => ok(found(await content.restaurantBySlug(params.slug), 'Restaurant not found.')),
  });
  app.route({
    ...routeOptions(apiRoutes.restaurantExtras),
    handler: async ({ params }) => {
      const r = found(await content.restaurantByStoreId(params.storeId), 'Restaurant not found.');
      const offers = (await content.offers()).filter((o) => r.offers.includes(o.slug));
      return ok({ storeId: r.storeId, offers, heroTiles: r.heroTiles, clickCollect: r.clickCollect });
    },
  });
  app.route({
    ...routeOptions(apiRoutes.menu),
    handler: async ({ params, query }) => {
      const menu = found(await content.menu(params.id), 'Menu not found.');
      if (query.storeId === undefined) return ok(menu);
      // product.md D9: one price an option, the restaurant's band's where the dish has one (decision 053).
      const restaurant = found(await content.restaurantByStoreId(query.storeId), 'Restaurant not found.');
      return ok(menuPricedAt(menu, restaurant.priceBand));
    },
  });
  app.route({
    ...routeOptions(apiRoutes.pages),
    handler: async () => ok((await content.pages()).map(({ id, title, description }) => ({ id, title, description }))),
  });
  const page = async (id: string) => ok(found(await content.page(id), 'This page could not be found.'));
  app.route({
    ...routeOptions(apiRoutes.page),
    handler: async ({ params }) => page(params.id),
  });
  app.route({
    ...routeOptions(apiRoutes.nestedPage),
    handler: async ({ params }) => page(`${params.id1}/${params.id2}`),
  });
  app.route({
    ...routeOptions(apiRoutes.contentOffer),
    handler: async ({ params }) => ok(found(await content.offerBySlug(params.slug), 'This offer could not be found')),
  });
};
