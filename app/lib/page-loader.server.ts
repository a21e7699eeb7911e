// Loads a content page for a route; SPEC §4: a missing page is a 404 with
// "This page could not be found.".
import { data, type AppLoadContext } from 'react-router';

export async function loadContentPage(context: AppLoadContext, id: string) {
  const page = await context.services.content.page(id.toLowerCase());
  if (!page) throw data('This page could not be found.', { status: 404 });
  return { page };
}
