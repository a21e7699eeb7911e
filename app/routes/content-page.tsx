// product.md §2 generic content pages: /{id1}/ and /{id1}/{id2}/.
import type { Route } from './+types/content-page';
import { loadContentPage } from '../lib/page-loader.server.ts';
import { pageMeta } from '../lib/route-meta.ts';
import { ContentPageView } from '../components/content/content-page-view.tsx';

export const loader = ({ context, params, request }: Route.LoaderArgs) =>
  loadContentPage(context, params.id2 ? `${params.id1}/${params.id2}` : params.id1, request);
export const meta: Route.MetaFunction = (args) => pageMeta(args, args.data?.page);

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />;
}
