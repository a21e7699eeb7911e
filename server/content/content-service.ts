// The content service: cached reads of the content store, shared by the API
// routes and the page loaders.
import type { Menu, Offer, Page, Restaurant, Settings, Choices } from '../../contract/content.ts';
import type { FormDoc } from '../../contract/forms.ts';
import type { RestaurantSummary } from '../../contract/content-api.ts';
import { restaurantSummarySchema } from '../../contract/content-api.ts';
import type { ContentRepository } from './content-repository.ts';
import { createTtlCache } from './ttl-cache.ts';
import type { ImageCatalogue } from '../images/image-catalogue.ts';
import { attachImageSources } from '../images/attach-image-sources.ts';
import { noteContentRead } from './content-reads.ts';
import { PUBLISH_CHECK_MS } from './published-version.ts';

export interface ContentServiceOptions {
  cacheSeconds: number;
  versionCheckMs?: number;
  /** Attaches each image's responsive variants (decision 028); without it pages use the plain files. */
  images?: ImageCatalogue;
}

export function createContentService(repo: ContentRepository, opts: ContentServiceOptions) {
  const cache = createTtlCache({
    ttlMs: opts.cacheSeconds * 1000,
    versionCheckMs: opts.versionCheckMs ?? PUBLISH_CHECK_MS,
    readVersion: () => repo.version(),
  });

  const { images } = opts;
  const publishedHere = new Set<() => void>();
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

  /** A document looked up among all of its kind: the page read that one, or (not found) any that may appear. */
  const found = <T>(kind: 'restaurant' | 'offer', doc: T | undefined, idOf: (d: T) => string): T | null => {
    noteContentRead(kind, doc ? idOf(doc) : undefined);
    return doc ?? null;
  };

  return {
    settings: (): Promise<Settings | null> => {
      noteContentRead('settings');
      return cache.get(
        'settings',
        withImages(() => repo.settings()),
      );
    },
    choices: (): Promise<Choices | null> => {
      noteContentRead('settings');
      return cache.get('choices', () => repo.choices());
    },
    restaurants: () => {
      noteContentRead('restaurant');
      return allRestaurants();
    },
    restaurantSummaries: (): Promise<RestaurantSummary[]> => {
      noteContentRead('restaurant');
      return cache.get('restaurant-summaries', async () => (await allRestaurants()).map((r) => restaurantSummarySchema.parse(r)));
    },
    async restaurantBySlug(slug: string): Promise<Restaurant | null> {
      return found(
        'restaurant',
        (await allRestaurants()).find((r) => r.slug === slug),
        (r) => r.storeId,
      );
    },
    async restaurantByStoreId(storeId: string): Promise<Restaurant | null> {
      return found(
        'restaurant',
        (await allRestaurants()).find((r) => r.storeId === storeId),
        (r) => r.storeId,
      );
    },
    menu: (id: string): Promise<Menu | null> => {
      noteContentRead('menu', id);
      return cache.get(`menu:${id}`, () => repo.menu(id));
    },
    menus: (): Promise<Menu[]> => {
      noteContentRead('menu');
      return cache.get('menus', () => repo.menus());
    },
    page: (id: string): Promise<Page | null> => {
      noteContentRead('page', id);
      return cache.get(
        `page:${id}`,
        withImages(() => repo.page(id)),
      );
    },
    pages: (): Promise<Page[]> => {
      noteContentRead('page');
      return cache.get(
        'pages',
        withImages(() => repo.pages()),
      );
    },
    /** A form's published choices (decision 064): the contact form's types and reasons. */
    form: (id: string): Promise<FormDoc | null> => {
      noteContentRead('form', id);
      return cache.get(`form:${id}`, () => repo.form(id));
    },
    offers: () => {
      noteContentRead('offer');
      return allOffers();
    },
    /** Where a moved page's old address now leads, or null: read once per published version, not per request. */
    async redirectFor(path: string): Promise<string | null> {
      noteContentRead('page');
      return (await cache.get('redirects', () => repo.redirects())).get(path) ?? null;
    },
    async offerBySlug(slug: string): Promise<Offer | null> {
      return found(
        'offer',
        (await allOffers()).find((o) => o.slug === slug),
        (o) => o.id,
      );
    },
    async offerById(id: string): Promise<Offer | null> {
      return found(
        'offer',
        (await allOffers()).find((o) => o.id === id),
        (o) => o.id,
      );
    },
    clearCache: () => cache.clear(),
    /** The studio published on this instance: the cache lets go, and so do the listeners (the page cache reads the version afresh). */
    published(): void {
      cache.clear();
      for (const listener of publishedHere) listener();
    },
    /** Runs `listener` on every publish from this instance; answers how to stop. */
    onPublished(listener: () => void): () => void {
      publishedHere.add(listener);
      return () => publishedHere.delete(listener);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
