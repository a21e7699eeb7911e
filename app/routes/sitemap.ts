// sitemap.xml: every content page, restaurant, restaurant menu and menu.
import type { Route } from './+types/sitemap';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export async function loader({ context }: Route.LoaderArgs) {
  const { content, config } = context.services;
  const [pages, restaurants, settings] = await Promise.all([content.pages(), content.restaurants(), content.settings()]);
  const paths = [
    '/',
    ...pages.filter((p) => p.id !== 'home').map((p) => `/${p.id}/`),
    '/our-menu/',
    ...(settings?.chain_menus ?? []).map((m) => `/our-menu/${m}/`),
    '/restaurants/',
    ...restaurants.flatMap((r) => [`/restaurants/${r.slug}/`, `/restaurants/${r.slug}/menu/`]),
    ...(await content.offers()).map((o) => `/offer/${o.slug}/`),
  ];
  const urls = [...new Set(paths)].map((p) => `  <url><loc>${escape(new URL(p, config.publicUrl).href)}</loc></url>`);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
