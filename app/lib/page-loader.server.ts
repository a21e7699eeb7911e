// Loads a content page for a route; product.md §4: a missing page is a 404 with
// "This page could not be found.", unless the page moved (product.md D9: a 301 from
// the old address when a published slug changes).
import { data, redirect, type AppLoadContext } from 'react-router';

/** The page `id`; `request` given, a moved page's old address answers 301 to its new one, with the query kept. */
export async function loadContentPage(context: AppLoadContext, id: string, request?: Request) {
  const { content } = context.services;
  const page = await content.page(id.toLowerCase());
  if (!page) {
    const movedTo = request ? await content.redirectFor(`/${id.toLowerCase()}/`) : null;
    if (movedTo) throw redirect(movedTo + new URL(request!.url).search, 301);
    throw data('This page could not be found.', { status: 404 });
  }
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
