// Builds a route's meta from its page and the root settings.
import type { MetaDescriptor } from 'react-router';
import type { Page } from '../../contract/content.ts';
import type { RootData } from '../root.tsx';
import { seoMeta } from './seo.ts';

interface MetaArgs {
  location: { pathname: string };
  matches: ({ id: string; data?: unknown } | undefined)[];
}

export function rootOf(matches: MetaArgs['matches']): RootData | undefined {
  return matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
}

export function pageMeta(
  args: MetaArgs,
  page: Pick<Page, 'title' | 'description' | 'tiles' | 'socialImage'> | undefined,
): MetaDescriptor[] {
  const root = rootOf(args.matches);
  if (!page || !root) return [{ title: 'This page could not be found' }];
  return seoMeta({
    title: page.title,
    description: page.description,
    siteName: root.settings.site_name,
    publicUrl: root.publicUrl,
    pathname: args.location.pathname,
    // The page's social image (decision 054), else the first tile's background, else the logo.
    image: page.socialImage ?? page.tiles.find((t) => t.backgroundImage)?.backgroundImage?.desktop ?? '/images/logo.svg',
  });
}
