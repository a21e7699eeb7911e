// The content service as the live site has it, but with one document replaced
// by its draft (decision 036 "Preview"): the real pages render through it, so the
// preview is the page itself, not a look-alike. Never cached: it is built per
// request and the page handler answers it `private, no-store`.
import type { Menu, Offer, Page, Restaurant, RestaurantDoc, Settings } from '../../contract/content.ts';
import type { ContentKind } from '../../contract/content-studio.ts';
import type { FormDoc } from '../../contract/forms.ts';
import { restaurantSummarySchema } from '../../contract/content-api.ts';
import type { ContentService } from '../content/content-service.ts';
import type { ImageCatalogue } from '../images/image-catalogue.ts';
import { attachImageSources } from '../images/attach-image-sources.ts';

const replaceById = <T extends { id: string }>(list: T[], doc: T): T[] =>
  list.some((x) => x.id === doc.id) ? list.map((x) => (x.id === doc.id ? doc : x)) : [...list, doc];

export async function previewContent(
  live: ContentService,
  kind: ContentKind,
  draft: unknown,
  images?: ImageCatalogue,
): Promise<ContentService> {
  const doc = images ? await attachImageSources(draft, images) : draft;
  switch (kind) {
    case 'menu': {
      const menu = doc as Menu;
      return {
        ...live,
        menu: async (id) => (id === menu.id ? menu : live.menu(id)),
        menus: async () => replaceById(await live.menus(), menu),
      };
    }
    case 'page': {
      const page = doc as Page;
      return {
        ...live,
        page: async (id) => (id === page.id ? page : live.page(id)),
        pages: async () => replaceById(await live.pages(), page),
      };
    }
    case 'offer': {
      const offer = doc as Offer;
      const offers = async () => replaceById(await live.offers(), offer);
      return {
        ...live,
        offers,
        offerBySlug: async (slug) => (await offers()).find((o) => o.slug === slug) ?? null,
        offerById: async (id) => (await offers()).find((o) => o.id === id) ?? null,
      };
    }
    case 'settings':
      return { ...live, settings: async () => doc as Settings };
    case 'form': {
      const form = doc as FormDoc;
      return { ...live, form: async (id) => (id === form.id ? form : live.form(id)) };
    }
    case 'restaurant': {
      const draftDoc = doc as RestaurantDoc;
      // Hours and booking switches stay the booking setup's (their one source); the rest is the draft's
      // alone, so a field the draft leaves out (a price band taken off: decision 053) is out of the preview too.
      const withDraft = (r: Restaurant): Restaurant => ({
        ...draftDoc,
        hours: r.hours,
        specialHours: r.specialHours,
        ...(r.booking ? { booking: r.booking } : {}),
      });
      const restaurants = async (): Promise<Restaurant[]> =>
        (await live.restaurants()).map((r) => (r.storeId === draftDoc.storeId ? withDraft(r) : r));
      return {
        ...live,
        restaurants,
        restaurantSummaries: async () => (await restaurants()).map((r) => restaurantSummarySchema.parse(r)),
        restaurantBySlug: async (slug) => (await restaurants()).find((r) => r.slug === slug) ?? null,
        restaurantByStoreId: async (storeId) => (await restaurants()).find((r) => r.storeId === storeId) ?? null,
      };
    }
  }
}
