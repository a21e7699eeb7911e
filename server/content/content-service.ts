// The content service: cached reads of the content store, shared by the API
// routes and the page loaders.
import type { Menu, Offer, Page, Restaurant, Settings, Choices } from '../../contract/content.ts';
import type { RestaurantSummary } from '../../contract/content-api.ts';
import { restaurantSummarySchema } from '../../contract/content-api.ts';
import type { ContentRepository } from './content-repository.ts';
import { createTtlCache } from './ttl-cache.ts';
import type { ImageCatalogue } from '../images/image-catalogue.ts';
import { attachImageSources } from '../images/attach-image-sources.ts';

export interface ContentServiceOptions {
  cacheSeconds: number;
  versionCheckMs?: number;
  /** Attaches each image's responsive variants (decision 028); without it pages use the plain files. */
  images?: ImageCatalogue;
}

export function createContentService(repo: ContentRepository, opts: ContentServiceOptions) {
  const cache = createTtlCache({
    ttlMs: opts.cacheSeconds * 1000,
    versionCheckMs: opts.versionCheckMs ?? 1000,
    readVersion: () => repo.version(),
  });

  const { images } = opts;
  /** Reads a document through the pipeline once per cache fill. */
  const withImages =
    <T>(read: () => Promise<T>) =>
    async (): Promise<T> =>
      images ? attachImageSources(await read(), images) : read();

  const allRestaurants = () =>
    cache.get(
      'restaurants',
      withImages(() => repo.restaurants()),
    );
  const allOffers = () =>
    cache.get(
      'offers',
      withImages(() => repo.offers()),
    );

  return {
    settings: (): Promise<Settings | null> =>
      cache.get(
        'settings',
        withImages(() => repo.settings()),
      ),
    choices: (): Promise<Choices | null> => cache.get('choices', () => repo.choices()),
    restaurants: allRestaurants,
    restaurantSummaries: (): Promise<RestaurantSummary[]> =>
      cache.get('restaurant-summaries', async () => (await allRestaurants()).map((r) => restaurantSummarySchema.parse(r))),
    async restaurantBySlug(slug: string): Promise<Restaurant | null> {
      return (await allRestaurants()).find((r) => r.slug === slug) ?? null;
    },
    async restaurantByStoreId(storeId: string): Promise<Restaurant | null> {
      return (await allRestaurants()).find((r) => r.storeId === storeId) ?? null;
    },
    menu: (id: string): Promise<Menu | null> => cache.get(`menu:${id}`, () => repo.menu(id)),
    menus: (): Promise<Menu[]> => cache.get('menus', () => repo.menus()),
    page: (id: string): Promise<Page | null> =>
      cache.get(
        `page:${id}`,
        withImages(() => repo.page(id)),
      ),
    pages: (): Promise<Page[]> =>
      cache.get(
        'pages',
        withImages(() => repo.pages()),
      ),
    offers: allOffers,
    async offerBySlug(slug: string): Promise<Offer | null> {
      return (await allOffers()).find((o) => o.slug === slug) ?? null;
    },
    async offerById(id: string): Promise<Offer | null> {
      return (await allOffers()).find((o) => o.id === id) ?? null;
    },
    clearCache: () => cache.clear(),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
