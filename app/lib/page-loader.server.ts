// Loads a content page for a route; SPEC §4: a missing page is a 404 with
// "This page could not be found.".
import { data, type AppLoadContext } from 'react-router';

export async function loadContentPage(context: AppLoadContext, id: string) {
  const page = await context.services.content.page(id.toLowerCase());
  if (!page) throw data('This page could not be found.', { status: 404 });
  // An offers-list tile (SPEC §2 offers tile list) reads these from the route's data.
  if (!page.tiles.some((t) => t.formType === 'offers-list')) return { page };
  const offers = (await context.services.content.offers()).map(({ slug, title, validityText, image }) => ({
    slug,
    title,
    validityText,
    image,
  }));
  return { page, offers };
}
