// robots.txt: everything public may be indexed except the API and previews.
import type { Route } from './+types/robots';

export function loader({ context }: Route.LoaderArgs) {
  const body = [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /preferences/',
    'Disallow: /occasion-date/',
    `Sitemap: ${new URL('/sitemap.xml', context.services.config.publicUrl).href}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
