// Where the live site shows a content document (decision 036): the page the
// studio previews with the draft in place. Pure.
import type { ContentKind } from '../../../contract/content-studio.ts';

export interface PathFacts {
  /** The chain's menus (settings.chain_menus): those show at /our-menu/{id}/. */
  chainMenus: readonly string[];
  /** A restaurant's slug by its storeId, and the restaurants that offer each of their own menus. */
  restaurantSlugs: ReadonlyMap<string, string>;
  menuRestaurants: ReadonlyMap<string, string>;
}

export function publicPath(kind: ContentKind, doc: Record<string, unknown>, facts: PathFacts): string {
  switch (kind) {
    case 'menu': {
      const id = String(doc.id);
      if (facts.chainMenus.includes(id)) return `/our-menu/${id}/`;
      const slug = facts.menuRestaurants.get(id);
      return slug ? `/restaurants/${slug}/menu/${id}/` : `/our-menu/${id}/`;
    }
    case 'page':
      return doc.id === 'home' ? '/' : `/${String(doc.id)}/`;
    case 'offer':
      return `/offer/${String(doc.slug)}/`;
    case 'restaurant':
      return `/restaurants/${String(doc.slug)}/`;
    case 'settings':
      return '/';
    case 'form':
      return doc.id === 'contact' ? '/contact-us/' : '/';
  }
}

/** A document's title in the studio's lists. */
export function documentTitle(kind: ContentKind, doc: Record<string, unknown>): string {
  if (kind === 'settings') return 'Site settings';
  const t = [doc.name, doc.title, doc.id].find((v) => typeof v === 'string' && v);
  if (typeof t !== 'string') return '';
  // A page's title is what search engines show ("Careers | Casa Lumbre"): the studio names it without the site.
  return kind === 'page' ? t.replace(/ \| [^|]+$/, '') : t;
}
