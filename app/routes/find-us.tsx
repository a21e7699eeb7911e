// product.md §2 /find-us/: the find-us page, whose finder tile searches in place.
import type { Route } from './+types/find-us';
import { loadContentPage } from '../lib/page-loader.server.ts';
import { pageMeta } from '../lib/route-meta.ts';
import { ContentPageView } from '../components/content/content-page-view.tsx';
import { loadFinder } from '../features/finder/finder-loader.server.ts';
import { TileDataProvider } from '../components/tiles/tile-data-context.tsx';

export async function loader({ context, request }: Route.LoaderArgs) {
  const [page, finder] = await Promise.all([loadContentPage(context, 'find-us'), loadFinder(context, request)]);
  return { ...page, finder };
}
export const meta: Route.MetaFunction = (args) => pageMeta(args, args.data?.page);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <TileDataProvider value={{ finder: loaderData.finder, path: '/find-us/' }}>
      <ContentPageView page={loaderData.page} />
    </TileDataProvider>
  );
}
