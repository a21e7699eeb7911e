// Loads a content page for a route; product.md §4: a missing page is a 404 with
// "This page could not be found.".
import { data, type AppLoadContext } from 'react-router';

export async function loadContentPage(context: AppLoadContext, id: string) {
  const page = await context.services.content.page(id.toLowerCase());
  if (!page) throw data('This page could not be found.', { status: 404 });
  const has = (formType: string) => page.tiles.some((t) => t.formType === formType);
  // The click-and-collect tile (product.md §2) lists the restaurants that take orders.
  if (has('click-and-collect')) {
    const clickCollect = (await context.services.content.restaurants()).flatMap((r) =>
      r.clickCollect.enabled && r.clickCollect.url
        ? [{ slug: r.slug, title: r.title, lat: r.lat, lng: r.lng, town: r.address.town, orderUrl: r.clickCollect.url }]
        : [],
    );
    return { page, clickCollect };
  }
  // An offers-list tile (product.md §2 offers tile list) reads these from the route's data.
  if (!has('offers-list')) return { page };
  const offers = (await context.services.content.offers()).map(({ slug, title, validityText, image }) => ({
    slug,
    title,
    validityText,
    image,
  }));
  return { page, offers };
}
