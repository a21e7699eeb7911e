// schema.org Organization for the chain (product.md §2 SEO).
import type { Settings } from '../../contract/content.ts';

export function organizationJsonLd(settings: Settings, publicUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.site_name,
    url: new URL('/', publicUrl).href,
    logo: new URL('/images/logo.svg', publicUrl).href,
    email: settings.site_email,
    sameAs: settings.socials.map((s) => s.url),
  };
}
