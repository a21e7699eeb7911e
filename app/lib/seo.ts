// Per-route title, description, canonical URL and Open Graph tags.
import type { MetaDescriptor } from 'react-router';

export interface SeoInput {
  title: string;
  description: string;
  siteName: string;
  publicUrl: string;
  pathname: string;
  image?: string;
}

export function seoMeta(s: SeoInput): MetaDescriptor[] {
  const url = new URL(s.pathname, s.publicUrl).href;
  // A title that already names the site is not suffixed again.
  const title = s.title.includes(s.siteName) ? s.title : `${s.title} | ${s.siteName}`;
  return [
    { title },
    { name: 'description', content: s.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: s.siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: s.description },
    { property: 'og:url', content: url },
    ...(s.image ? [{ property: 'og:image', content: new URL(s.image, s.publicUrl).href }] : []),
  ];
}
