import type { Route } from './+types/book-now';
import { loadContentPage } from '../lib/page-loader.server.ts';
import { pageMeta } from '../lib/route-meta.ts';
import { ContentPageView } from '../components/content/content-page-view.tsx';

export const loader = ({ context }: Route.LoaderArgs) => loadContentPage(context, 'book-now');
export const meta: Route.MetaFunction = (args) => pageMeta(args, args.data?.page);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />;
}
